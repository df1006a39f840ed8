// Slow clients cannot hold the server: a handful of sockets that trickle their headers, trickle
// a body or sit idle are closed in bounded time, and pages keep answering meanwhile.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../site/server/app';
import { serveSite, type ServerLimits } from '../../site/server/serve';

const limits: ServerLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
  maxConnections: 100,
  checkIntervalMs: 100,
};
/** Every slow socket is closed well within this (Node's defaults: 60 s and 300 s). */
const BOUND_MS = 5_000;

let server: Server;
let origin = '';
const trickles = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  const clientDir = join(mkdtempSync(join(tmpdir(), 'serve-')), 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Inicio</title>');
  const app = createApp({ clientDir });
  await new Promise<void>((resolve) => {
    server = serveSite(app, { hostname: '127.0.0.1', port: 0, limits }, (info) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  for (const timer of trickles) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A client that sends `start`, then one byte of `drip` now and then, and never finishes. */
function slowClient(start: string, drip = ''): { socket: Socket; closed: Promise<number> } {
  const { port } = new URL(origin);
  const socket = connect(Number(port), '127.0.0.1');
  const opened = performance.now();
  socket.write(start);
  socket.on('data', () => {}); // a 408 or nothing: what counts is the close
  if (drip) {
    const timer = setInterval(() => socket.write(drip), 50);
    trickles.add(timer);
    socket.on('close', () => clearInterval(timer));
  }
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(performance.now() - opened)),
  );
  return { socket, closed };
}

it('closes sockets that trickle headers, trickle a body or sit idle, while pages keep answering', async () => {
  const clients = [
    slowClient('GET / HTTP/1.1\r\nHost: x\r\n', 'X'),
    slowClient('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '),
    slowClient(
      'POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      ' ',
    ),
    slowClient('POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n{'),
    // A whole request, then nothing: the kept-alive connection is closed when idle.
    slowClient('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'),
  ];
  // Pages answer while the slow sockets are open.
  for (let i = 0; i < 5; i += 1) expect((await fetch(`${origin}/`)).status).toBe(200);
  const times = await Promise.all(clients.map((client) => client.closed));
  for (const ms of times) expect(ms).toBeLessThan(BOUND_MS);
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
});
