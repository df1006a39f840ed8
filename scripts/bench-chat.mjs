#!/usr/bin/env node
// npm run bench:chat (after a build): throughput and latency of POST /api/chat with the local
// assistant (the embedded default), on loopback. Starts the built server with the rate limit
// raised (CHAT_RATE_LIMIT) so the limit does not turn the run into a measure of 429s, and with
// no webhook, then drives it with autocannon for a while with a mix of questions in both
// languages (prices, delivery, agencies, hours, services, small talk, questions it cannot
// answer). Reports requests per second and latency percentiles; writes bench-results/chat.json.
// Exits non-zero when any answer is not a 200 with a reply.
//   npm run bench:chat
//   npm run bench:chat -- --duration 20 --connections 20
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBuiltServer } from './built-server.mjs';

const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'server', 'main.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Math.max(1, Number(values.duration) || 10);
const connections = Math.max(1, Number(values.connections) || 10);

const SESSION = '6f0d6a4e-2f5b-4c1a-9d3e-7b8c9a0e1f23';
const questions = [
  ['es', '¿Cuánto cuesta la oferta?'],
  ['en', 'How much is the offer?'],
  ['es', 'plazo de entrega'],
  ['en', 'delivery time'],
  ['es', '¿Tienen descuento para agencias?'],
  ['en', 'white label margin'],
  ['es', 'horario'],
  ['en', 'Where are you located?'],
  ['es', '¿Qué servicios ofrecen?'],
  ['en', 'What technologies do you use?'],
  ['es', '¿De qué temas escriben en el blog?'],
  ['en', 'How can I contact you?'],
  ['es', 'Hola'],
  ['en', 'Thank you very much'],
  ['es', '¿Cuál es la capital de Francia?'],
  ['en', 'I need an online store with payments and inventory for my small business, how fast?'],
];
const requests = questions.map(([language, message]) => ({
  method: 'POST',
  path: '/api/chat',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message, sessionId: SESSION, language }),
}));

const { origin, stop } = await startBuiltServer(root, {
  CHAT_RATE_LIMIT: '1000000000',
  CHAT_WEBHOOK_URL: '',
});
let result;
try {
  // One request first: the server answers with its assistant, not an error.
  const probe = await fetch(`${origin}/api/chat`, requests[0]);
  const answer = await probe.json();
  if (probe.status !== 200 || answer.source !== 'assistant') {
    throw new Error(`the chat answered ${probe.status}: ${JSON.stringify(answer)}`);
  }
  result = await autocannon({ url: origin, connections, duration, requests });
} finally {
  await stop();
}

const report = {
  date: new Date().toISOString(),
  duration,
  connections,
  questions: questions.length,
  requests: result.requests.total,
  requestsPerSecond: { mean: result.requests.average, stddev: result.requests.stddev },
  latencyMs: {
    mean: result.latency.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  },
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'chat.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log(
  `POST /api/chat (local assistant), ${connections} connections for ${duration} s: ` +
    `${report.requestsPerSecond.mean.toFixed(0)} requests/s, latency p50 ${report.latencyMs.p50} ms, ` +
    `p99 ${report.latencyMs.p99} ms (max ${report.latencyMs.max} ms); ${report.requests} requests, ` +
    `${report.non2xx} non-2xx, ${report.errors} errors, ${report.timeouts} timeouts`,
);
process.exit(report.non2xx === 0 && report.errors === 0 && report.timeouts === 0 ? 0 : 1);
