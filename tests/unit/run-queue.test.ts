// The providers' bounded queue, on PageSpeed Insights (the local Chromium's queue is the same
// module, one run at a time): only a few requests reach the API at once, a few more wait and
// are told their place, and past that the provider says it is busy.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pagespeedProvider } from '../../site/server/audit/pagespeed';

/** Requests the fake API holds, unanswered, until the test lets them go. */
const held: http.ServerResponse[] = [];
let arrived: () => void = () => {};
let api: http.Server;
let endpoint = '';

beforeAll(async () => {
  api = http.createServer((req, res) => {
    req.resume();
    held.push(res);
    arrived();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(api.address() as AddressInfo).port}/runPagespeed`;
});
afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

const requestsAtTheApi = (count: number) =>
  new Promise<void>((resolve) => {
    arrived = () => held.length >= count && resolve();
    arrived();
  });

it('PageSpeed runs a few at a time, queues a few more, then is busy', async () => {
  const provider = pagespeedProvider({ apiKey: 'k', endpoint, concurrency: 2, maxQueue: 1 });
  const request = { url: new URL('https://example.com/'), strategy: 'mobile', lang: 'es' } as const;
  const positions: (number | undefined)[] = [];
  const runs = [0, 1, 2].map((index) => {
    const controller = new AbortController();
    const result = provider.measure(
      request,
      `203.0.113.${index}`,
      (step, position) => index === 2 && step === 'queued' && positions.push(position),
      controller.signal,
    );
    result.catch(() => {});
    return { controller, result };
  });

  await requestsAtTheApi(2);
  expect(held).toHaveLength(2); // the third waits, told its place
  expect(positions).toEqual([1]);
  // A fourth would be refused (503, Retry-After).
  expect(provider.refusal('203.0.113.9')).toMatchObject({ code: 'busy', retryAfterS: 30 });

  // A running request that ends lets the waiting one reach the API.
  runs[0]?.controller.abort(new Error('left'));
  await expect(runs[0]?.result).rejects.toThrow('left');
  await requestsAtTheApi(3);
  expect(provider.refusal('203.0.113.9')).toBeNull();
  for (const run of runs) run.controller.abort(new Error('done'));
});
