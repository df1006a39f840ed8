// The built server under a crash and a shutdown: a message the server answered OK is in the
// outbox, whole, even when the process is killed outright (SIGKILL) while sends are in flight;
// SIGTERM lets the requests in flight finish, refuses new ones and exits cleanly.
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../scripts/built-server.mjs';
import { readOutbox } from '../../site/server/outbox';
import { LOCAL_EMAIL_IDS } from '../../site/services/email-config';

const root = fileURLToPath(new URL('../../', import.meta.url));

const message = (token: string) =>
  JSON.stringify({
    lib_version: '4.4.1',
    user_id: LOCAL_EMAIL_IDS.publicKey,
    service_id: LOCAL_EMAIL_IDS.serviceId,
    template_id: LOCAL_EMAIL_IDS.contactTemplateId,
    template_params: {
      from_name: 'Ana Pérez',
      from_email: 'ana@example.com',
      message: `Mensaje ${token}: ${'texto '.repeat(200)}`,
      to_email: 'hola@nodoweb.studio',
    },
  });

/** Whether a new connection to `origin` is refused (a server no longer listening). */
async function refusesConnections(origin: string): Promise<boolean> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  try {
    await once(socket, 'connect');
    return false;
  } catch (error) {
    // Refused, or reset: a connection the kernel had queued as the server closed its listener.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
    throw error;
  } finally {
    socket.destroy();
  }
}

async function outboxServer() {
  const outboxDir = join(mkdtempSync(join(tmpdir(), 'crash-outbox-')), 'outbox');
  // Behind a (pretend) proxy, each send names its own client: the per-client limit stays out
  // of the way, this is about durability.
  const server = await startBuiltServer(root, { OUTBOX_DIR: outboxDir, TRUST_PROXY: '1' });
  return { ...server, outboxDir };
}

describe('the server under a crash and a shutdown', () => {
  it('SIGKILL with sends in flight: every message answered OK is in the outbox, whole', async () => {
    const server = await outboxServer();
    const answered: string[] = [];
    // Killed the moment some have been answered, while the others are still on their way.
    const killAt = 20;
    const sends = Array.from({ length: 200 }, (_, i) => {
      const token = `t${i}-${Math.random().toString(36).slice(2)}`;
      return fetch(`${server.origin}/api/v1.0/email/send`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}`,
        },
        body: message(token),
      })
        .then(async (res) => {
          if (res.status !== 200 || (await res.text()) !== 'OK') return;
          answered.push(token);
          if (answered.length === killAt) server.child.kill('SIGKILL');
        })
        .catch(() => {}); // cut off by the kill
    });
    await Promise.all(sends);
    await server.exited;

    // Killed mid-way: some sends were answered, others were cut off.
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(200);
    // readOutbox parses every line: a torn line would throw here.
    const stored = await readOutbox(server.outboxDir);
    const messages = stored.map((entry) => entry.params.message ?? '');
    for (const token of answered) {
      expect(messages.some((text) => text.startsWith(`Mensaje ${token}:`))).toBe(true);
    }
    for (const text of messages) expect(text.endsWith('texto ')).toBe(true);
  }, 60_000);

  it('SIGTERM: the request in flight finishes, new connections are refused, the exit is clean', async () => {
    const server = await outboxServer();
    const url = new URL('/api/v1.0/email/send', server.origin);
    const body = Buffer.from(message('despedida'));
    // A send whose body is still arriving when the signal comes: its headers are with the
    // server (it has said "100 Continue") and its first bytes on their way; the rest comes once
    // the server has stopped taking connections. A slow client, paced by the server's answers,
    // not by a machine's speed.
    const req = request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': body.length,
        Expect: '100-continue',
      },
    });
    const response = once(req, 'response');
    await once(req, 'continue');
    req.write(body.subarray(0, 100));
    server.child.kill('SIGTERM');
    while (!(await refusesConnections(server.origin))) {
      // Still listening: the server has not handled the signal yet; ask again.
    }
    req.end(body.subarray(100));
    const [res] = (await response) as [IncomingMessage];
    let text = '';
    for await (const chunk of res) text += String(chunk);
    expect({ status: res.statusCode, text }).toEqual({ status: 200, text: 'OK' });
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
    const stored = await readOutbox(server.outboxDir);
    expect(stored.map((entry) => entry.params.message?.slice(0, 18))).toEqual([
      'Mensaje despedida:',
    ]);
  }, 60_000);
});
