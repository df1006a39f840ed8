// The HTTP server around the app, with bounds on what a slow or greedy client can hold: headers
// must arrive in seconds, a whole request in the time its largest allowed body (a CV) takes on a
// slow phone, an idle connection is closed, and the open connections are capped (README,
// security). Node's defaults would let a client hold a connection for minutes.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { sendTimeoutMs } from '../../domain';
import { SEND_FORM_MAX_BYTES } from './email';

export type ServerLimits = {
  /** A request's headers must have arrived within this. */
  headersTimeoutMs: number;
  /** A whole request, its body included, must have arrived within this. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; past it new ones are closed at once. */
  maxConnections: number;
  /** How often the two request timeouts are checked. */
  checkIntervalMs: number;
};

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  // The form's own allowance for its largest send (20 s and a CV at 256 kbit/s: about 3 min).
  requestTimeoutMs: sendTimeoutMs(SEND_FORM_MAX_BYTES),
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  checkIntervalMs: 1_000,
};

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
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  return server;
}
