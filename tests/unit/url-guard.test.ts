import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { parseAuditUrl } from '../../domain/audit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BlockedUrlError,
  checkUrl,
  guardedFetch,
  guardedLookup,
  isPublicAddress,
  parseAllowHosts,
  proxyChromiumFlags,
  startFilteringProxy,
  systemResolver,
  type AllowList,
  type FilteringProxy,
  type Resolver,
} from '../../site/server/url-guard';
import { listen, listenCanaries, stop, type Listener } from '../fixtures/canary';
import { fakeTimers } from './fake-timers';

// --- Local servers ---------------------------------------------------------------------------

const canaryHandler: http.RequestListener = (_req, res) => res.end('canary');

let canary: Listener;
/** A second canary on ::1, where the machine has IPv6 loopback. */
let canary6: Listener | null = null;
/** The allow-listed local server (the site under audit in the real tests). */
let site: Listener;
let allow: AllowList;
const hanging = new Set<http.ServerResponse>();
/** Emits 'hang' when a request to /hang has arrived (and is held, never answered). */
const hangs = new EventEmitter();

beforeAll(async () => {
  ({ canary, canary6 } = await listenCanaries(canaryHandler));
  site = await listen('127.0.0.1', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), {
        Location: url.searchParams.get('to') ?? '/',
      });
      res.end();
    } else if (url.pathname === '/loop') {
      res.writeHead(302, { Location: '/loop' });
      res.end();
    } else if (url.pathname === '/big') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('x'.repeat(1024 * 1024));
    } else if (url.pathname === '/hang') {
      hanging.add(res);
      hangs.emit('hang');
    } else if (url.pathname === '/headers') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(req.headers));
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Site': 'yes' });
      res.end(req.method === 'HEAD' ? undefined : '<h1>hello</h1>');
    }
  });
  allow = parseAllowHosts(`127.0.0.1:${site.port}`);
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await Promise.all([stop(canary), stop(canary6), stop(site)]);
});

// --- The tripwire: no connection attempt where the guard must refuse -------------------------

type Tripwire = { attempts: () => number };
let activeWire: { mockRestore: () => void } | null = null;

/**
 * Watches net.Socket#connect, the way out of every http request and proxy tunnel. The first
 * `expected` attempts go through (a local server the test talks to); a later one is counted and,
 * unless `letThrough` (a loopback target: the canary is there to count it), stopped before any
 * packet leaves, so a broken guard can never send traffic to a private or public address.
 */
function tripwire(expected: number, letThrough = false): Tripwire {
  activeWire?.mockRestore();
  const original = net.Socket.prototype.connect;
  let attempts = 0;
  const spy = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
    ...args: unknown[]
  ) {
    attempts += 1;
    if (attempts <= expected || letThrough) {
      return (original as (...a: unknown[]) => net.Socket).apply(this, args);
    }
    process.nextTick(() => this.destroy(new Error('tripwire: a connection the guard allowed')));
    return this;
  } as never);
  activeWire = spy;
  return { attempts: () => attempts };
}

afterEach(() => {
  activeWire?.mockRestore();
  activeWire = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Whether `work` settles before the event loop turns (promise jobs only): no connection, no
 * lookup, no timer on the way.
 */
async function atOnce(work: Promise<unknown>): Promise<boolean> {
  const turned = new Promise<false>((resolve) => setImmediate(() => resolve(false)));
  const settled = work.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, turned]);
}

// --- The SSRF corpus -------------------------------------------------------------------------

type Entry = {
  name: string;
  /** The URL as a visitor would write it. */
  url: () => string;
  /** What a name would resolve to, for the "a name resolving to it" cases. */
  address?: string;
  /** A connection would reach this machine (and so the canary). */
  loopback: boolean;
  ipv6?: boolean;
};

const at = (host: string, loopback: boolean, address?: string): Entry => ({
  name: host,
  url: () => `http://${host}:${canary.port}/`,
  address,
  loopback,
});

const corpus: Entry[] = [
  at('127.0.0.1', true, '127.0.0.1'),
  at('127.1', true),
  at('2130706433', true),
  at('0x7f.1', true),
  at('0177.0.0.1', true),
  at('127.42.0.9', true, '127.42.0.9'),
  at('0.0.0.0', true, '0.0.0.0'),
  at('localhost', true),
  at('LOCALHOST.', true),
  at('app.localhost', true),
  {
    name: '[::1]',
    url: () => `http://[::1]:${canary6?.port ?? 0}/`,
    address: '::1',
    loopback: true,
    ipv6: true,
  },
  at('[::ffff:7f00:1]', true, '::ffff:7f00:1'),
  at('[::ffff:127.0.0.1]', true, '::ffff:127.0.0.1'),
  at('[::]', true, '::'),
  at('[::127.0.0.1]', false, '::7f00:1'),
  at('[64:ff9b::7f00:1]', false, '64:ff9b::7f00:1'),
  at('[2002:7f00:1::1]', false, '2002:7f00:1::1'),
  at('10.0.0.1', false, '10.0.0.1'),
  at('172.16.0.1', false, '172.16.0.1'),
  at('192.168.1.1', false, '192.168.1.1'),
  at('169.254.169.254', false, '169.254.169.254'),
  at('[::ffff:a9fe:a9fe]', false, '::ffff:169.254.169.254'),
  at('[fd00:ec2::254]', false, 'fd00:ec2::254'),
  at('100.64.0.1', false, '100.64.0.1'),
  at('[fe80::1]', false, 'fe80::1'),
  at('[fd00::1]', false, 'fd00::1'),
  at('224.0.0.1', false, '224.0.0.1'),
  at('255.255.255.255', false, '255.255.255.255'),
];

/** Skips IPv6 loopback cases on a machine without ::1. */
function needs(entry: Entry, skip: (note?: string) => void) {
  if (entry.ipv6 && !canary6) skip('no IPv6 loopback on this machine');
}

function expectCanaryUntouched() {
  expect(canary.connections()).toBe(0);
  expect(canary6?.connections() ?? 0).toBe(0);
}

// --- Tests -----------------------------------------------------------------------------------

describe('isPublicAddress', () => {
  const blocked = [
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '255.255.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:100.64.0.1',
    '::127.0.0.1',
    '::10.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::808:808',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '3fff::1',
    '100::1',
    'fc00::1',
    'fd00::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    // Not canonical addresses: never judged public.
    '127.1',
    '2130706433',
    '0x7f.1',
    '010.0.0.1',
    '8.8.8.8.',
    'localhost',
    'example.com',
    '',
    '[::1]',
  ];
  it.each(blocked)('%s is not public', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  const open = [
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.1',
    '172.32.0.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '[2606:4700:4700::1111]',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ];
  it.each(open)('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('parseAuditUrl', () => {
  it.each([
    'ftp://example.com/',
    'javascript:alert(1)',
    'data:text/html,<h1>x</h1>',
    'file:///etc/passwd',
    'gopher://example.com/',
    'example.com',
    'www.example.com/page',
    '//example.com/',
    'localhost:3000',
    'http://',
    'http://user:secret@example.com/',
    'http://user@example.com/',
    'https://:secret@example.com/',
    'http://exa mple.com/',
    'http://example.com/a page',
    'http://example.com/\tpath',
    'http://exam\nple.com/',
    'http://example.com/\u0000',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(parseAuditUrl(input)).toBeNull();
  });

  it('trims and keeps http and https URLs, without the fragment (the same page)', () => {
    expect(parseAuditUrl('  https://example.com/path?q=1#top \n')?.href).toBe(
      'https://example.com/path?q=1',
    );
    expect(parseAuditUrl('HTTP://Example.COM')?.href).toBe('http://example.com/');
  });

  it.each([
    ['http://127.1:8080/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:0:0:1]/', '[::1]'],
  ])('normalises %s to the host %s (the guard then refuses it)', (input, host) => {
    expect(parseAuditUrl(input)?.hostname).toBe(host);
  });
});

describe('parseAllowHosts', () => {
  it('reads comma-separated host:port, normalised', () => {
    expect([...parseAllowHosts(' 127.0.0.1:4173, LOCALHOST:80 ,[0:0::1]:5000,127.1:9,')]).toEqual([
      '127.0.0.1:4173',
      'localhost:80',
      '[::1]:5000',
      '127.0.0.1:9',
    ]);
    expect(parseAllowHosts(undefined).size).toBe(0);
    expect(parseAllowHosts('').size).toBe(0);
  });

  it.each(['127.0.0.1', 'http://127.0.0.1:80', 'a:0', 'a:70000', 'a b:1', 'u@a:1', '::1:80'])(
    'refuses %j',
    (value) => {
      expect(() => parseAllowHosts(value)).toThrow(/AUDIT_ALLOW_HOSTS/);
    },
  );
});

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

describe('checkUrl and guardedLookup', () => {
  it('passes a name with public addresses only, without connecting', async () => {
    const wire = tripwire(0);
    const resolver: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ];
    await expect(checkUrl(new URL('https://example.test/'), allow, resolver)).resolves.toBe(
      undefined,
    );
    expect(wire.attempts()).toBe(0);
  });

  it('passes resolver errors on as they are', async () => {
    const resolver: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    };
    const err: unknown = await checkUrl(new URL('http://nowhere.test/'), allow, resolver).catch(
      (e: unknown) => e,
    );
    expect(err).not.toBeInstanceOf(BlockedUrlError);
    expect(err).toMatchObject({ code: 'ENOTFOUND' });
  });

  type Looked = { err: Error | null; address: unknown; family?: number };
  const look = (
    resolver: Resolver,
    options: { family?: number; all?: boolean },
    host = 'x.test',
    list = allow,
  ) =>
    new Promise<Looked>((resolve) => {
      guardedLookup(list, 80, resolver)(host, options, (err, address, family) =>
        resolve({ err, address, family }),
      );
    });

  it('hands net only checked addresses, in its two shapes', async () => {
    const resolver: Resolver = async () => [
      { address: '2606:4700:4700::1111', family: 6 },
      { address: '1.1.1.1', family: 4 },
    ];
    expect(await look(resolver, {})).toEqual({
      err: null,
      address: '2606:4700:4700::1111',
      family: 6,
    });
    expect(await look(resolver, { family: 4 })).toEqual({
      err: null,
      address: '1.1.1.1',
      family: 4,
    });
    expect((await look(resolver, { all: true })).address).toEqual([
      { address: '2606:4700:4700::1111', family: 6 },
      { address: '1.1.1.1', family: 4 },
    ]);
  });

  it('refuses at connect time a name that now resolves to a blocked address (rebinding)', async () => {
    let calls = 0;
    const rebinding: Resolver = async () =>
      calls++ === 0 ? [{ address: '1.1.1.1', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    expect((await look(rebinding, {})).address).toBe('1.1.1.1');
    const second = await look(rebinding, { all: true });
    expect(second.err).toBeInstanceOf(BlockedUrlError);
  });

  it('skips the check for an allow-listed host:port only', async () => {
    const resolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const open = parseAllowHosts('dev.test:80');
    expect((await look(resolver, {}, 'dev.test', open)).address).toBe('127.0.0.1');
    expect((await look(resolver, {}, 'other.test', open)).err).toBeInstanceOf(BlockedUrlError);
  });
});

// --- The filtering proxy for Chromium --------------------------------------------------------

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
