// The HTTP server around the app, with bounds on what a slow or greedy client can hold: headers
// must arrive in seconds, a request's body in the time its own size takes on a slow phone (a
// chat message in ~20 s, a CV in ~3 min: boundBody), an idle connection is closed, and the open
// connections are capped, in all and per client (README, security). Node's defaults would let a
// client hold a connection for minutes.
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { sendTimeoutMs } from '../../domain';
import { SEND_FORM_MAX_BYTES } from './email';
import { rateLimitKey } from './rate-limit';

export type ServerLimits = {
  /** A request's headers must have arrived within this. */
  headersTimeoutMs: number;
  /** A whole request, its body included, must have arrived within this, whatever its size. */
  requestTimeoutMs: number;
  /** The time a body of this many bytes may take to arrive (see boundBody). */
  bodyAllowanceMs: (bytes: number) => number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; past it new ones are closed at once. */
  maxConnections: number;
  /**
   * Open connections one client (an address, an IPv6 /64) may hold; past it its new ones are
   * closed at once. Off (Infinity) behind a trusted proxy, whose own address every connection has.
   */
  connectionsPerClient: number;
  /** How often the two request timeouts are checked. */
  checkIntervalMs: number;
};

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  // The form's own allowance for its largest send (20 s and a CV at 256 kbit/s: about 3 min).
  requestTimeoutMs: sendTimeoutMs(SEND_FORM_MAX_BYTES),
  // The forms' own allowance: 20 s, plus the body's upload at 256 kbit/s.
  bodyAllowanceMs: sendTimeoutMs,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  // A browser opens at most 6 per host (HTTP/1.1); a household or an office behind one address
  // has room for several of them.
  connectionsPerClient: 48,
  checkIntervalMs: 1_000,
};

/**
 * A request's body must arrive by its deadline, or its connection is closed: the time its
 * declared size takes on a slow phone (bodyAllowanceMs), at most that of the largest body any
 * route takes (a CV). Each route refuses a size over its own limit before reading (bodyLimit), so
 * the deadline fits the route: a chat message has ~20 s, not the CV's ~3 min. (A body refused
 * unread is not waited for: Node closes its connection once the answer is sent.)
 */
function boundBody(request: IncomingMessage, limits: ServerLimits) {
  const { headers } = request;
  // No body: a GET, or a POST that says it is empty.
  if (request.complete || (!headers['transfer-encoding'] && !Number(headers['content-length']))) {
    return;
  }
  // A body of no declared size (chunked: no browser sends one) gets the allowance of none.
  const declared = Number(headers['content-length'] ?? 0);
  const bytes = Number.isFinite(declared) ? Math.min(declared, SEND_FORM_MAX_BYTES) : 0;
  const timer = setTimeout(() => {
    if (!request.complete) request.socket.destroy();
  }, limits.bodyAllowanceMs(bytes));
  request.once('close', () => clearTimeout(timer));
}

/** Closes a client's connections past `perClient` open at once (see connectionsPerClient). */
function capPerClient(server: Server, perClient: number) {
  if (!Number.isFinite(perClient)) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = rateLimitKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(key) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

export function serveSite(
  app: Hono,
  {
    hostname,
    port,
    limits = SERVER_LIMITS,
  }: { hostname: string; port: number; limits?: ServerLimits },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve(
    {
      fetch: app.fetch,
      hostname,
      port,
      serverOptions: {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: limits.checkIntervalMs,
      },
    },
    onListening,
  ) as Server;
  server.prependListener('request', (request: IncomingMessage) => boundBody(request, limits));
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  capPerClient(server, limits.connectionsPerClient);
  return server;
}
