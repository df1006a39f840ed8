import { once } from 'node:events';
import net from 'node:net';
import { parseAuditUrl } from '../../domain/audit';
import { describe, expect, it, vi } from 'vitest';
import { guardedFetch } from '../../site/server/guarded-fetch';
import {
  BlockedUrlError,
  checkUrl,
  parseAllowHosts,
  systemResolver,
  type Resolver,
} from '../../site/server/url-guard';
import { fakeTimers } from './fake-timers';
import {
  allow,
  atOnce,
  canary,
  canary6,
  corpus,
  expectCanaryUntouched,
  hangs,
  needs,
  setUpGuardTests,
  site,
  tripwire,
} from './guard-harness';

setUpGuardTests();

describe('the canaries', () => {
  it('count every connection that reaches them (when allow-listed)', async ({ skip }) => {
    const open = parseAllowHosts(`127.0.0.1:${canary.port}`);
    const res = await guardedFetch(new URL(`http://127.0.0.1:${canary.port}/`), {}, open);
    expect(res.body.toString()).toBe('canary');
    expect(canary.connections()).toBe(1);
    canary.reset();
    if (!canary6) return skip('no IPv6 loopback on this machine');
    const res6 = await guardedFetch(
      new URL(`http://[::1]:${canary6.port}/`),
      {},
      parseAllowHosts(`[::1]:${canary6.port}`),
    );
    expect(res6.body.toString()).toBe('canary');
    expect(canary6.connections()).toBe(1);
    canary6.reset();
  });
});

describe('guardedFetch refuses the SSRF corpus', () => {
  it.for(corpus)('$name', async (entry, { skip }) => {
    needs(entry, skip);
    const url = parseAuditUrl(entry.url());
    expect(url, 'the visitor URL parses: the guard is what refuses it').not.toBeNull();
    if (!url) return;
    const wire = tripwire(0, entry.loopback);
    const resolver = vi.fn(systemResolver);
    // Refused at once: before the event loop turns (no connection, no lookup, no timer).
    const checked = checkUrl(url, allow, resolver);
    const fetched = guardedFetch(url, {}, allow, resolver);
    expect(await atOnce(checked), 'checkUrl refuses at once').toBe(true);
    expect(await atOnce(fetched), 'guardedFetch refuses at once').toBe(true);
    await expect(checked).rejects.toBeInstanceOf(BlockedUrlError);
    await expect(fetched).rejects.toBeInstanceOf(BlockedUrlError);
    expect(wire.attempts()).toBe(0);
    expect(resolver).not.toHaveBeenCalled();
    expectCanaryUntouched();
  });

  it.for(corpus)('a redirect to $name', async (entry, { skip }) => {
    needs(entry, skip);
    const before = site.connections();
    const start = new URL(`http://127.0.0.1:${site.port}/redirect`);
    start.searchParams.set('to', entry.url());
    const wire = tripwire(1, entry.loopback);
    await expect(guardedFetch(start, {}, allow)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(site.connections() - before).toBe(1);
    expect(wire.attempts()).toBe(1);
    expectCanaryUntouched();
  });

  it.for(corpus.filter((entry) => entry.address))(
    'a name resolving to $address',
    async (entry, { skip }) => {
      needs(entry, skip);
      const address = entry.address ?? '';
      const port = new URL(entry.url()).port;
      const resolver = vi.fn<Resolver>(async () => [
        { address, family: net.isIPv6(address) ? 6 : 4 },
      ]);
      const url = new URL(`http://evil.test:${port}/`);
      const wire = tripwire(0, entry.loopback);
      await expect(guardedFetch(url, {}, allow, resolver)).rejects.toBeInstanceOf(BlockedUrlError);
      expect(resolver).toHaveBeenCalledWith('evil.test');
      expect(wire.attempts()).toBe(0);
      // Among public addresses too: any blocked address refuses the name. (No connection may
      // pass here, not even to the canary: a broken guard would try 8.8.8.8 first.)
      const strict = tripwire(0);
      const mixed = vi.fn<Resolver>(async () => [
        { address: '8.8.8.8', family: 4 },
        { address, family: net.isIPv6(address) ? 6 : 4 },
      ]);
      await expect(guardedFetch(url, {}, allow, mixed)).rejects.toBeInstanceOf(BlockedUrlError);
      expect(strict.attempts()).toBe(0);
      // And through a redirect from the allowed site.
      const start = new URL(`http://127.0.0.1:${site.port}/redirect`);
      start.searchParams.set('to', url.href);
      const wire2 = tripwire(1, entry.loopback);
      await expect(guardedFetch(start, {}, allow, resolver)).rejects.toBeInstanceOf(
        BlockedUrlError,
      );
      expect(wire2.attempts()).toBe(1);
      expectCanaryUntouched();
    },
  );

  it('refuses a redirect to another scheme or with credentials', async () => {
    for (const to of [
      'ftp://example.com/',
      'file:///etc/passwd',
      `http://user:pw@127.0.0.1:${site.port}/`,
    ]) {
      const start = new URL(`http://127.0.0.1:${site.port}/redirect`);
      start.searchParams.set('to', to);
      await expect(guardedFetch(start, {}, allow)).rejects.toBeInstanceOf(BlockedUrlError);
    }
  });

  it('allows a host only on its listed port, and only by its listed name', async () => {
    const wire = tripwire(0);
    const other = new URL(`http://localhost:${site.port}/`);
    await expect(guardedFetch(other, {}, allow)).rejects.toBeInstanceOf(BlockedUrlError);
    const byIp = vi.fn<Resolver>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const alias = new URL(`http://alias.test:${site.port}/`);
    await expect(guardedFetch(alias, {}, allow, byIp)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(wire.attempts()).toBe(0);
  });
});

describe('guardedFetch, allowed', () => {
  it('reads an allow-listed host', async () => {
    const res = await guardedFetch(new URL(`http://127.0.0.1:${site.port}/`), {}, allow);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('<h1>hello</h1>');
    expect(res.headers['x-site']).toBe('yes');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.truncated).toBe(false);
  });

  it('answers HEAD with the status and no body', async () => {
    const url = new URL(`http://127.0.0.1:${site.port}/sitemap.xml`);
    const res = await guardedFetch(url, { method: 'HEAD' }, allow);
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });

  it('reaches an allow-listed name through the resolver', async () => {
    const open = parseAllowHosts(`site.test:${site.port}`);
    const resolver = vi.fn<Resolver>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const res = await guardedFetch(new URL(`http://site.test:${site.port}/`), {}, open, resolver);
    expect(res.body.toString()).toBe('<h1>hello</h1>');
    // Resolved once: the connection uses the addresses that were checked.
    expect(resolver).toHaveBeenCalledTimes(1);
  });

  it('follows redirects on the allowed host, to the final URL', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const start = new URL(`http://127.0.0.1:${site.port}/redirect?status=${status}&to=/final`);
      const res = await guardedFetch(start, {}, allow);
      expect(res.status).toBe(200);
      expect(res.url.href).toBe(`http://127.0.0.1:${site.port}/final`);
    }
  });

  it('stops after maxRedirects', async () => {
    const loop = new URL(`http://127.0.0.1:${site.port}/loop`);
    await expect(guardedFetch(loop, {}, allow)).rejects.toThrow(/more than 5 redirects/);
    await expect(guardedFetch(loop, { maxRedirects: 0 }, allow)).rejects.toThrow(
      /more than 0 redirects/,
    );
  });

  it('drops Authorization and Cookie when a redirect leaves the origin', async () => {
    const open = parseAllowHosts(`127.0.0.1:${site.port},site.test:${site.port}`);
    const resolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const headers = { authorization: 'Bearer x', cookie: 'a=b', 'user-agent': 'audit' };
    const same = new URL(`http://127.0.0.1:${site.port}/redirect?to=/headers`);
    const kept = await guardedFetch(same, { headers }, open, resolver);
    expect(JSON.parse(kept.body.toString())).toMatchObject(headers);
    const cross = new URL(`http://127.0.0.1:${site.port}/redirect`);
    cross.searchParams.set('to', `http://site.test:${site.port}/headers`);
    const dropped = JSON.parse(
      (await guardedFetch(cross, { headers }, open, resolver)).body.toString(),
    );
    expect(dropped).toMatchObject({ 'user-agent': 'audit', host: `site.test:${site.port}` });
    expect(dropped).not.toHaveProperty('authorization');
    expect(dropped).not.toHaveProperty('cookie');
  });

  it('truncates the body at maxBytes', async () => {
    const url = new URL(`http://127.0.0.1:${site.port}/big`);
    const cut = await guardedFetch(url, { maxBytes: 1000 }, allow);
    expect(cut.body.length).toBe(1000);
    expect(cut.truncated).toBe(true);
    const whole = await guardedFetch(url, { maxBytes: 1024 * 1024 }, allow);
    expect(whole.body.length).toBe(1024 * 1024);
    expect(whole.truncated).toBe(false);
  });

  it('gives up after timeoutMs', async () => {
    fakeTimers();
    const url = new URL(`http://127.0.0.1:${site.port}/hang`);
    const arrived = once(hangs, 'hang');
    const fetching = guardedFetch(url, { timeoutMs: 300 }, allow);
    let settled = false;
    void fetching.catch(() => {}).finally(() => (settled = true));
    // The server holds the request: still waiting 1 ms before the timeout, given up at it.
    await arrived;
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(fetching).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const url = new URL(`http://127.0.0.1:${site.port}/hang`);
    const arrived = once(hangs, 'hang');
    const fetching = guardedFetch(url, { signal: controller.signal }, allow);
    // Aborted while the server holds the request.
    await arrived;
    controller.abort(new Error('visitor left'));
    await expect(fetching).rejects.toThrow('visitor left');
  });
});
