// What the address guard's tests share (url-guard, guarded-fetch and filtering-proxy): the
// loopback servers they aim at, the tripwire that stops any connection the guard should have
// refused, and the SSRF corpus. A test file calls setUpGuardTests() once at its top.
import { EventEmitter } from 'node:events';
import type http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { parseAllowHosts, type AllowList } from '../../site/server/url-guard';
import { listen, listenCanaries, stop, type Listener } from '../fixtures/canary';

// --- Local servers (set by setUpGuardTests before a file's tests) ----------------------------

const canaryHandler: http.RequestListener = (_req, res) => res.end('canary');

export let canary: Listener;
/** A second canary on ::1, where the machine has IPv6 loopback. */
export let canary6: Listener | null = null;
/** The allow-listed local server (the site under audit in the real tests). */
export let site: Listener;
export let allow: AllowList;
const hanging = new Set<http.ServerResponse>();
/** Emits 'hang' when a request to /hang has arrived (and is held, never answered). */
export const hangs = new EventEmitter();

/**
 * Starts the canaries and the allow-listed site before the file's tests and stops them after;
 * after each test, undoes its tripwire, fake timers and mocks.
 */
export function setUpGuardTests(): void {
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

  afterEach(() => {
    activeWire?.mockRestore();
    activeWire = null;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

// --- The tripwire: no connection attempt where the guard must refuse -------------------------

type Tripwire = { attempts: () => number };
let activeWire: { mockRestore: () => void } | null = null;

/**
 * Watches net.Socket#connect, the way out of every http request and proxy tunnel. The first
 * `expected` attempts go through (a local server the test talks to); a later one is counted and,
 * unless `letThrough` (a loopback target: the canary is there to count it), stopped before any
 * packet leaves, so a broken guard can never send traffic to a private or public address.
 */
export function tripwire(expected: number, letThrough = false): Tripwire {
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

/**
 * Whether `work` settles before the event loop turns (promise jobs only): no connection, no
 * lookup, no timer on the way.
 */
export async function atOnce(work: Promise<unknown>): Promise<boolean> {
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

export const corpus: Entry[] = [
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
export function needs(entry: Entry, skip: (note?: string) => void) {
  if (entry.ipv6 && !canary6) skip('no IPv6 loopback on this machine');
}

export function expectCanaryUntouched() {
  expect(canary.connections()).toBe(0);
  expect(canary6?.connections() ?? 0).toBe(0);
}
