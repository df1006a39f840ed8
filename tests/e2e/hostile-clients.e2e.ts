// Nothing one client does, and no audit, stalls the server or takes the others' capacity (issue
// 45). On the built server with its embedded defaults (Lighthouse in the server's Chromium), one
// client does its worst through the mail, chat and audit endpoints while another visitor runs an
// ordinary audit and prints its report, and a monitor asks /healthz every 100 ms from a third
// address: every answer comes within 100 ms. Each client is a loopback address of its own
// (127.0.0.x).
import http from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { startBuiltServer } from '../../scripts/built-server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ATTACKER = '127.0.0.1';
const VISITOR = '127.0.0.2';
const MONITOR = '127.0.0.3';

let site: Awaited<ReturnType<typeof startBuiltServer>>;
let port = 0;

beforeAll(async () => {
  site = await startBuiltServer(root);
  port = Number(new URL(site.origin).port);
});
afterAll(async () => {
  await site?.stop();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** A request from the client at `from`: its answer, whole. */
function send(
  from: string,
  method: string,
  path: string,
  {
    headers = {},
    body,
    agent,
  }: { headers?: Record<string, string>; body?: Buffer | string; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, localAddress: from, agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    // A body the server refused before reading it: the rest of its upload meets a closed
    // connection once the answer is in (EPIPE on the socket, the request already answered).
    request.on('socket', (socket) => socket.on('error', () => {}));
    request.end(body);
  });
}

/**
 * An audit's stream from the client at `from`: its status at once, then its events as they come;
 * `leave()` closes it, as a visitor closing the page does.
 */
function openAudit(from: string, url: string) {
  const events: string[] = [];
  let ended: () => void = () => {};
  const end = new Promise<void>((resolve) => (ended = resolve));
  let request: http.ClientRequest | undefined;
  const status = new Promise<number>((resolve, reject) => {
    request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/audit?url=${encodeURIComponent(url)}&strategy=mobile&lang=es`,
        localAddress: from,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          for (const line of chunk.split('\n')) {
            if (line.startsWith('event: ')) events.push(line.slice(7));
          }
        });
        response.on('close', ended);
      },
    );
    request.on('error', (error) => {
      ended();
      reject(error);
    });
  });
  return { status, events, end, leave: () => request?.destroy() };
}

/**
 * A 5 MB multipart body of 90,000 tiny fields with the boundary XYZ, made once before the probes
 * start (making it takes this process's own time, which the probes would count).
 */
const MANY_PARTS = Buffer.from(
  `${'--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n'.repeat(90_000)}--XYZ--\r\n`,
);

it('/healthz answers within 100 ms at every probe while one client does its worst and another visitor runs an audit and prints it', async () => {
  // The monitor: one kept-alive connection, a probe every 100 ms for the whole test.
  const monitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const probes: number[] = [];
  let probing = true;
  await send(MONITOR, 'GET', '/healthz', { agent: monitor }); // its connection open
  const probed = (async () => {
    while (probing) {
      const start = performance.now();
      const { text } = await send(MONITOR, 'GET', '/healthz', { agent: monitor });
      expect(text).toBe('ok');
      probes.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  // Whatever the test's end, the monitor and every attacking socket stop before the server does.
  onTestFinished(async () => {
    probing = false;
    await probed.catch(() => {});
    monitor.destroy();
  });

  // 1. A chat message trickled a byte every 4 s, held open through the test (its deadline, ~20 s
  // for its size, is tests/unit/serve.test.ts's).
  const trickle = connect({ port, host: '127.0.0.1', localAddress: ATTACKER });
  trickle.on('error', () => {});
  onTestFinished(() => void trickle.destroy());
  trickle.write(
    'POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
  );
  const drip = setInterval(() => trickle.write(' '), 4_000);
  trickle.on('close', () => clearInterval(drip));

  // 2. Ten 5 MB bodies of 90,000 parts, half behind a quoted boundary trick: all refused.
  const mail = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      send(ATTACKER, 'POST', '/api/v1.0/email/send-form', {
        headers: {
          'Content-Type':
            index % 2 === 0
              ? 'multipart/form-data; x="; boundary=zzz"; boundary=XYZ'
              : 'multipart/form-data; boundary=XYZ',
        },
        body: MANY_PARTS,
      }),
    ),
  );
  expect(mail.map(({ status }) => status)).toEqual(Array(10).fill(400));

  // 3. Twenty-five chat questions at once: the client's 20 a minute (the trickled one among
  // them) are taken, the rest refused (429).
  const questions = await Promise.all(
    Array.from({ length: 25 }, () =>
      send(ATTACKER, 'POST', '/api/chat', {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          message: '¿Cuánto cuesta una web?',
          sessionId: crypto.randomUUID(),
          language: 'es',
        }),
      }),
    ),
  );
  const answered = questions.map(({ status }) => status);
  expect(answered.filter((status) => status === 200)).toHaveLength(19);
  expect(answered.filter((status) => status === 429)).toHaveLength(6);

  // 4. Seven audits of different pages: three places are the client's share, the rest refused.
  const pages = ['/', '/contacto', '/blog', '/servicios', '/portafolio', '/empleo', '/nosotros'];
  const audits = pages.map((path) => openAudit(ATTACKER, `${site.origin}${path}`));
  onTestFinished(() => audits.forEach((stream) => stream.leave()));
  const statuses = await Promise.all(audits.map(({ status }) => status));
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(statuses.filter((status) => status === 429)).toHaveLength(4);

  // 5. The paid endpoints from another site, by HEAD, and under a rebound name: refused.
  const audit = `/api/audit?url=${encodeURIComponent(`${site.origin}/`)}`;
  expect((await send(ATTACKER, 'HEAD', audit)).status).toBe(405);
  const crossSite = { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } };
  expect((await send(ATTACKER, 'GET', audit, crossSite)).status).toBe(403);
  expect(
    (
      await send(
        ATTACKER,
        'GET',
        `/api/audit/pdf?url=${encodeURIComponent(`${site.origin}/`)}`,
        crossSite,
      )
    ).status,
  ).toBe(403);
  const rebound = `evil.example:${port}`;
  const chat = await send(ATTACKER, 'POST', '/api/chat', {
    headers: {
      Host: rebound,
      Origin: `http://${rebound}`,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ message: 'hola', sessionId: crypto.randomUUID(), language: 'es' }),
  });
  expect(chat.status).toBe(403);

  // 6. Another visitor's audit is taken at once (told its place), and runs once the attacker's
  // streams are closed: leaving takes its runs out of the queue.
  const visitor = openAudit(VISITOR, `${site.origin}/contacto`);
  expect(await visitor.status).toBe(200);
  for (const stream of audits) stream.leave();
  await visitor.end;
  expect(visitor.events.at(-1)).toBe('result');
  // 7. Its report printed by the server's Chromium, in the same queue.
  const pdf = await send(
    VISITOR,
    'GET',
    `/api/audit/pdf?url=${encodeURIComponent(`${site.origin}/contacto`)}&strategy=mobile&lang=es`,
  );
  expect(pdf.status).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');

  trickle.destroy();
  probing = false;
  await probed;
  expect(probes.length).toBeGreaterThan(50);
  expect(Math.max(...probes), `probes (ms): ${probes.map(Math.round).join(' ')}`).toBeLessThan(100);
}, 240_000);
