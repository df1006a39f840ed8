import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  proxyChromiumFlags,
  startFilteringProxy,
  type FilteringProxy,
} from '../../site/server/filtering-proxy';
import { systemResolver, type Resolver } from '../../site/server/url-guard';
import {
  allow,
  corpus,
  expectCanaryUntouched,
  needs,
  setUpGuardTests,
  site,
  tripwire,
} from './guard-harness';

setUpGuardTests();

describe('startFilteringProxy', () => {
  let proxy: FilteringProxy;
  let proxyPort: number;
  /** evil-N.test resolves to the address of corpus entry N. */
  const resolver: Resolver = async (hostname) => {
    const n = /^evil-(\d+)\.test$/.exec(hostname)?.[1];
    const address = n === undefined ? undefined : corpus[Number(n)]?.address;
    if (hostname.endsWith('.invalid')) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    if (!address) return systemResolver(hostname);
    return [{ address, family: net.isIPv6(address) ? 6 : 4 }];
  };

  beforeAll(async () => {
    proxy = await startFilteringProxy(allow, resolver);
    proxyPort = Number(new URL(proxy.url).port);
  });
  afterAll(() => proxy.close());

  it('listens on 127.0.0.1 and gives Chromium its flags', () => {
    expect(proxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(proxyChromiumFlags(proxy.url)).toEqual([
      `--proxy-server=${proxy.url}`,
      '--proxy-bypass-list=<-loopback>',
      '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    ]);
  });

  /** CONNECT through the proxy: its status, and the tunnel when open. */
  const connect = (authority: string) =>
    new Promise<{ status: number; socket: net.Socket }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port: proxyPort,
        method: 'CONNECT',
        path: authority,
        agent: false,
      });
      req.on('connect', (res: http.IncomingMessage, socket: net.Socket) =>
        resolve({ status: res.statusCode ?? 0, socket }),
      );
      req.on('error', reject);
      req.end();
    });

  /** A plain proxied request (absolute-form). */
  const proxiedGet = (target: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: proxyPort, path: target, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  const authorityOf = (url: string) => /^http:\/\/([^/]+)\//.exec(url)?.[1] ?? '';

  it.for(corpus)('refuses CONNECT and GET to $name with 403', async (entry, { skip }) => {
    needs(entry, skip);
    const wire = tripwire(1, entry.loopback);
    const tunnel = await connect(authorityOf(entry.url()));
    tunnel.socket.destroy();
    expect(tunnel.status).toBe(403);
    expect(wire.attempts()).toBe(1);
    const wire2 = tripwire(1, entry.loopback);
    const res = await proxiedGet(entry.url());
    expect(res.status).toBe(403);
    expect(wire2.attempts()).toBe(1);
    expectCanaryUntouched();
  });

  it.for(corpus.map((entry, n) => ({ ...entry, n })).filter((entry) => entry.address))(
    'refuses a name resolving to $address',
    async (entry, { skip }) => {
      needs(entry, skip);
      const port = new URL(entry.url()).port;
      const wire = tripwire(1, entry.loopback);
      const tunnel = await connect(`evil-${entry.n}.test:${port}`);
      tunnel.socket.destroy();
      expect(tunnel.status).toBe(403);
      expect(wire.attempts()).toBe(1);
      const wire2 = tripwire(1, entry.loopback);
      expect((await proxiedGet(`http://evil-${entry.n}.test:${port}/`)).status).toBe(403);
      expect(wire2.attempts()).toBe(1);
      expectCanaryUntouched();
    },
  );

  it('tunnels and forwards to an allow-listed host', async () => {
    const tunnel = await connect(`127.0.0.1:${site.port}`);
    expect(tunnel.status).toBe(200);
    const reply = await new Promise<string>((resolve) => {
      let text = '';
      tunnel.socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      tunnel.socket.on('end', () => resolve(text));
      tunnel.socket.write(
        `GET / HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nConnection: close\r\n\r\n`,
      );
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(reply).toContain('<h1>hello</h1>');

    const res = await proxiedGet(`http://127.0.0.1:${site.port}/`);
    expect(res).toEqual({ status: 200, body: '<h1>hello</h1>' });
    expectCanaryUntouched();
  });

  it('answers malformed requests 400 and unresolvable names 502', async () => {
    expect((await proxiedGet('/')).status).toBe(400);
    expect((await proxiedGet('ftp://example.com/')).status).toBe(400);
    const noPort = await connect('example.com');
    noPort.socket.destroy();
    expect(noPort.status).toBe(400);
    const wire = tripwire(1);
    expect((await proxiedGet('http://nowhere.invalid/')).status).toBe(502);
    expect(wire.attempts()).toBe(1);
  });
});
