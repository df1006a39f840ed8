import { parseAuditUrl } from '../../domain/audit';
import { describe, expect, it } from 'vitest';
import {
  BlockedUrlError,
  checkUrl,
  guardedLookup,
  isPublicAddress,
  parseAllowHosts,
  type Resolver,
} from '../../site/server/url-guard';
import { allow, setUpGuardTests, tripwire } from './guard-harness';

setUpGuardTests();

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
