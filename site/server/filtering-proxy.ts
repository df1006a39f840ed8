// The filtering proxy the audit's Lighthouse Chromium runs behind. It guarantees: a plain
// http:// request is forwarded, and a CONNECT tunnel (https, wss) opened, only to a host that
// passes the address guard (url-guard.ts), connected to the very addresses checked; anything
// refused gets 403 and no connection to its target. proxyChromiumFlags leave Chromium no way
// around it (no loopback bypass, no direct WebRTC UDP).
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  BlockedUrlError,
  pinnedConnection,
  portOf,
  systemResolver,
  vetHost,
  vetUrl,
  type AllowList,
  type Resolver,
} from './url-guard';

/** Headers that concern one connection only, never forwarded by a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.includes(name)) kept[name] = value;
  }
  return kept;
}

/** Answers a raw socket (CONNECT, upgrade) and closes it. */
function refuseSocket(socket: Duplex, status: number, reason: string) {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

function refuse(res: http.ServerResponse, status: number, reason: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain', Connection: 'close' });
  res.end(`${reason}\n`);
}

/** A CONNECT target, 'host:port' with an explicit port, normalised as WHATWG URL does. */
function connectTarget(authority: string | undefined): { host: string; port: number } | null {
  const match = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]\\]+):(\d{1,5})$/i.exec(authority ?? '');
  const port = Number(match?.[2]);
  if (!match?.[1] || !(port >= 1 && port <= 65535)) return null;
  try {
    return { host: new URL(`http://${match[1]}/`).hostname, port };
  } catch {
    return null;
  }
}

export type FilteringProxy = {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
};

/**
 * An HTTP proxy on 127.0.0.1 (random port) for the audit's Chromium: plain http:// requests are
 * forwarded, and CONNECT tunnels (https, wss) opened, only to hosts that pass the guard (the
 * allow-list, or public addresses, checked after resolution and connected to as checked).
 * Anything refused gets 403 and no connection to its target; a target that fails gets 502.
 * Launch Chromium with proxyChromiumFlags(proxy.url).
 */
export async function startFilteringProxy(
  allow: AllowList,
  resolver: Resolver = systemResolver,
): Promise<FilteringProxy> {
  const tunnels = new Set<Duplex>();
  const track = (socket: Duplex) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
  };
  const failure = (err: unknown): [number, string] =>
    err instanceof BlockedUrlError ? [403, 'Forbidden'] : [502, 'Bad Gateway'];

  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      refuse(res, 400, 'Bad Request');
      return;
    }
    if (target.protocol !== 'http:') {
      refuse(res, 400, 'Bad Request');
      return;
    }
    vetUrl(target, allow, resolver).then(
      (found) => {
        if (res.destroyed) return;
        const upstream = http.request(
          {
            ...pinnedConnection(target.hostname, portOf(target), allow, found),
            path: `${target.pathname}${target.search}`,
            method: req.method,
            headers: { ...endToEnd(req.headers), host: target.host },
            agent: false,
          },
          (upRes) => {
            res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, endToEnd(upRes.headers));
            upRes.pipe(res);
          },
        );
        upstream.on('error', (err) => refuse(res, ...failure(err)));
        res.on('close', () => upstream.destroy());
        req.pipe(upstream);
      },
      (err: unknown) => refuse(res, ...failure(err)),
    );
  });

  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    const target = connectTarget(req.url);
    if (!target) {
      refuseSocket(client, 400, 'Bad Request');
      return;
    }
    vetHost(target.host, target.port, allow, resolver).then(
      (found) => {
        if (client.destroyed) return;
        const upstream = net.connect(pinnedConnection(target.host, target.port, allow, found));
        track(upstream);
        let open = false;
        upstream.once('connect', () => {
          open = true;
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        upstream.on('error', (err) => {
          if (open) client.destroy();
          else refuseSocket(client, ...failure(err));
        });
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      },
      (err: unknown) => refuseSocket(client, ...failure(err)),
    );
  });

  // Chromium sends WebSockets through CONNECT; an upgrade through a plain request is not done.
  server.on('upgrade', (_req: http.IncomingMessage, socket: Duplex) => {
    refuseSocket(socket, 501, 'Not Implemented');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Chromium flags that send all its traffic through the proxy: loopback too (Chromium otherwise
 * bypasses a proxy for localhost and 127.0.0.1), and WebRTC without direct UDP (a page's ICE
 * candidates would otherwise reach any address).
 */
export function proxyChromiumFlags(proxyUrl: string): string[] {
  return [
    `--proxy-server=${proxyUrl}`,
    '--proxy-bypass-list=<-loopback>',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  ];
}
