// Slow clients cannot hold the server: a handful of sockets that trickle their headers, trickle
// a body or sit idle are closed in bounded time, and pages keep answering meanwhile.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../site/server/app';
import { serveSite, type ServerLimits } from '../../site/server/serve';

const limits: ServerLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  bodyAllowanceMs: () => 800,
  keepAliveTimeoutMs: 300,
  maxConnections: 100,
  connectionsPerClient: 100,
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

describe('each body in the time its size allows, and a few connections per client (issue 45)', () => {
  /** As in production, the whole-request bound is long: only a body's own allowance is short. */
  const perBody: ServerLimits = {
    ...limits,
    requestTimeoutMs: 60_000,
    bodyAllowanceMs: (bytes) => 300 + bytes / 10,
    connectionsPerClient: 4,
  };
  let bounded: Server;
  let port = 0;

  beforeAll(async () => {
    const clientDir = join(mkdtempSync(join(tmpdir(), 'serve-')), 'client');
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Inicio</title>');
    const app = createApp({
      clientDir,
      chat: { provider: { name: 'assistant', reply: async () => 'ok' } },
    });
    await new Promise<void>((resolve) => {
      bounded = serveSite(app, { hostname: '127.0.0.1', port: 0, limits: perBody }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    bounded.closeAllConnections();
    await new Promise((resolve) => bounded.close(resolve));
  });

  /** A socket from `from` that sends `start`, then a byte every 50 ms; when it was closed. */
  function dripping(start: string, from = '127.0.0.1') {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    const opened = performance.now();
    socket.on('data', () => {});
    socket.on('error', () => {});
    const timer = setInterval(() => socket.write(' '), 50);
    trickles.add(timer);
    socket.write(start);
    const closed = new Promise<number>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve(performance.now() - opened);
      }),
    );
    return { socket, closed };
  }
  /** How long `closed` took, or Infinity if it is still open after `ms`. */
  const within = (closed: Promise<number>, ms: number) =>
    Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), ms)),
    ]);

  it("closes a trickled chat message at its size's allowance, not the CV's", async () => {
    const chat = dripping(
      'POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{',
    );
    // 300 ms + 2,000 bytes at 10 per ms = 500 ms; the whole-request bound is 60 s.
    expect(await within(chat.closed, 3_000)).toBeLessThan(3_000);
  });

  it('does not wait for a body refused unread (a size the route refuses; Node closes it)', async () => {
    // Declared as a CV-sized body to a chat message: refused at once (413), then not waited for.
    const refused = dripping(
      'POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000000\r\n\r\n{',
    );
    let answer = '';
    refused.socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    expect(await within(refused.closed, 3_000)).toBeLessThan(3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it('lets one client hold only its share of connections; another client still gets in', async () => {
    const held = [1, 2, 3, 4].map(() => dripping('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '));
    await Promise.all(
      held.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))),
    );
    // A fifth is closed at once, unanswered.
    const fifth = connect({ port, host: '127.0.0.1' });
    let answer = '';
    fifth.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    fifth.on('error', () => {});
    fifth.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => fifth.once('close', resolve));
    expect(answer).toBe('');
    // Another address (a neighbour behind another IP) is served meanwhile.
    const other = await new Promise<string>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(other).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of held) socket.destroy();
  });
});
