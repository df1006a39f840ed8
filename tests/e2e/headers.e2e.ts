// The served site's headers graded with Mozilla HTTP Observatory's published scoring (MDN,
// "HTTP Observatory: tests and scoring"): every page, every kind of file and every API answer
// must reach the A+ band (100 or more). And every inline script of every prerendered document
// (Astro's island scripts among them) has its hash in that document's policy, with no hash
// listed that no script uses.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allDocuments } from '../../site/routes';
import { baseURL } from './browser';
import { islandCode } from './islands';

type Graded = { score: number; results: string[] };

/** The policy's directives: name -> sources (lowercased names, as a browser reads them). */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/**
 * The Observatory's score of one answer's headers. Penalties first; bonuses only when the score
 * is 90 or more. Tests that need HTTPS, cookies or other hosts (redirection, cookies, SRI of
 * external scripts, HSTS preload) have nothing to grade on loopback and score 0.
 */
function observatoryGrade(headers: Headers): Graded {
  const results: string[] = [];
  let penalty = 0;
  let bonus = 0;
  const mark = (result: string, modifier: number) => {
    results.push(`${result} (${modifier})`);
    if (modifier < 0) penalty += modifier;
    else bonus += modifier;
  };

  // Content Security Policy.
  const policy = headers.get('content-security-policy');
  if (!policy) mark('csp-not-implemented', -25);
  else {
    const csp = directives(policy);
    const fallback = csp.get('default-src');
    const script = csp.get('script-src') ?? fallback;
    const object = csp.get('object-src') ?? fallback;
    const style = csp.get('style-src') ?? fallback;
    const broad = (sources: string[] | undefined) =>
      !sources ||
      sources.some((s) => ["'unsafe-inline'", 'data:', 'https:', 'http:', '*'].includes(s));
    if (broad(script) || broad(object)) mark('csp-implemented-with-unsafe-inline', -20);
    else if (script?.includes("'unsafe-eval'")) mark('csp-implemented-with-unsafe-eval', -10);
    else if (style?.includes("'unsafe-inline'") || style?.includes('data:')) {
      mark('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
    } else if (fallback?.length === 1 && fallback[0] === "'none'") {
      mark('csp-implemented-with-no-unsafe-default-src-none', 10);
    } else mark('csp-implemented-with-no-unsafe', 5);
  }

  // Cross-origin resource sharing.
  if (headers.get('access-control-allow-origin') === '*') {
    mark('cross-origin-resource-sharing-implemented-with-universal-access', -50);
  } else mark('cross-origin-resource-sharing-not-implemented', 0);

  // HTTP Strict Transport Security.
  const hsts = /max-age=(\d+)/i.exec(headers.get('strict-transport-security') ?? '');
  if (!hsts) mark('hsts-not-implemented', -20);
  else if (Number(hsts[1]) < 15_768_000) mark('hsts-implemented-max-age-less-than-six-months', -10);
  else mark('hsts-implemented-max-age-at-least-six-months', 0);

  // Referrer Policy: the last value a browser understands counts.
  const referrer = (headers.get('referrer-policy') ?? '').split(',').map((v) => v.trim());
  const last = referrer.at(-1)?.toLowerCase() ?? '';
  if (!last) mark('referrer-policy-not-implemented', 0);
  else if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      last,
    )
  ) {
    mark('referrer-policy-private', 5);
  } else if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(last)) {
    mark('referrer-policy-unsafe', -5);
  } else mark('referrer-policy-header-invalid', -5);

  // X-Content-Type-Options.
  const nosniff = headers.get('x-content-type-options');
  if (!nosniff) mark('x-content-type-options-not-implemented', -5);
  else if (nosniff.trim().toLowerCase() !== 'nosniff')
    mark('x-content-type-options-header-invalid', -5);
  else mark('x-content-type-options-nosniff', 0);

  // X-Frame-Options, or the policy's frame-ancestors.
  const ancestors = policy ? directives(policy).get('frame-ancestors') : undefined;
  const xfo = headers.get('x-frame-options')?.trim().toUpperCase();
  if (ancestors) mark('x-frame-options-implemented-via-csp', 5);
  else if (xfo === 'DENY' || xfo === 'SAMEORIGIN') mark('x-frame-options-sameorigin-or-deny', 0);
  else if (!xfo) mark('x-frame-options-not-implemented', -20);
  else mark('x-frame-options-header-invalid', -20);

  // Cross-Origin-Resource-Policy.
  const corp = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (corp === 'same-origin') mark('corp-implemented-with-same-origin', 0);
  else if (corp === 'same-site') mark('corp-implemented-with-same-site', 0);
  else if (corp === 'cross-origin') mark('corp-implemented-with-cross-origin', -20);
  else if (!corp) mark('corp-not-implemented', 0);
  else mark('corp-header-invalid', -20);

  const base = Math.max(0, 100 + penalty);
  return { score: base >= 90 ? base + bonus : base, results };
}

const origin = () => baseURL();

async function grade(path: string, init?: RequestInit) {
  const res = await fetch(`${origin()}${path}`, init);
  await res.arrayBuffer();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    ...observatoryGrade(res.headers),
  };
}

/**
 * Every address that has a document of its own: each page in both languages, each portfolio
 * filter and the blog's missing states.
 */
const documentPaths = () => [...new Set(allDocuments().map(({ path }) => path))];

/** The files of one page: its scripts, styles, fonts, images, the manifest and icons. */
async function filesOf(path: string): Promise<string[]> {
  const html = await (await fetch(`${origin()}${path}`)).text();
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/[^"#?]+)"/g)) {
    const file = match[1] ?? '';
    if (/\.[a-z0-9]+$/i.test(file)) found.add(file);
  }
  // Each island names its code and its renderer's.
  for (const match of html.matchAll(/(?:component|renderer)-url="(\/[^"#?]+)"/g)) {
    found.add(match[1] ?? '');
  }
  return [...found];
}

describe('security headers, graded like Mozilla HTTP Observatory', () => {
  it('the grader follows the published table (an unsafe policy is not A+)', () => {
    const weak = new Headers({
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
      'strict-transport-security': 'max-age=86400',
    });
    expect(observatoryGrade(weak).score).toBeLessThan(70);
    expect(observatoryGrade(new Headers()).score).toBe(30);
  });

  it('every page of both languages is A+, each state with a document of its own too', async () => {
    const pages = documentPaths();
    expect(pages.length).toBeGreaterThan(70);
    for (const path of pages) {
      const graded = await grade(path);
      expect(graded.score, `${path}: ${graded.results.join(', ')}`).toBeGreaterThanOrEqual(100);
    }
  });

  it('every kind of file is A+: scripts (islands too), styles, fonts, images, manifest, sitemap, feeds, robots', async () => {
    const home = await filesOf('/');
    expect(home.filter((file) => islandCode('HeroSlider').test(file))).toHaveLength(1);
    const files = [
      ...home,
      ...(await filesOf('/en/blog')),
      '/sitemap-index.xml',
      '/sitemap-0.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/no-such-file.png',
    ];
    const kinds = new Set<string>();
    for (const file of [...new Set(files)]) {
      const graded = await grade(file);
      kinds.add(graded.type.split(';')[0] ?? '');
      expect(graded.score, `${file}: ${graded.results.join(', ')}`).toBeGreaterThanOrEqual(100);
    }
    for (const type of ['text/javascript', 'text/css', 'font/woff2', 'application/xml']) {
      expect([...kinds], type).toContain(type);
    }
  });

  it('every API answer is A+, refusals and unknown addresses included', async () => {
    const answers: [string, RequestInit | undefined][] = [
      ['/healthz', undefined],
      // The sitemap's former address, moved to its index (a redirect's own headers).
      ['/sitemap.xml', { redirect: 'manual' }],
      ['/api/unknown', undefined],
      ['/api/chat', { method: 'GET' }],
      ['/api/chat', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }],
      ['/api/v1.0/email/send', { method: 'POST', body: '{}' }],
      ['/api/audit?url=ftp://x', undefined],
      ['/api/analyze', { method: 'POST', body: 'x' }],
    ];
    for (const [path, init] of answers) {
      const graded = await grade(path, init);
      expect(
        graded.score,
        `${path} ${graded.status}: ${graded.results.join(', ')}`,
      ).toBeGreaterThanOrEqual(100);
    }
  });

  it('every inline script of every document has its hash in its policy, and no other hash is listed', async () => {
    for (const path of documentPaths()) {
      const res = await fetch(`${origin()}${path}`);
      const html = await res.text();
      // Our own built pages (not untrusted markup); JSON-LD is data, not a script to allow.
      const scripts =
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;
      const inline = [...html.matchAll(scripts)].map(
        (match) =>
          `'sha256-${createHash('sha256')
            .update(match[1] ?? '')
            .digest('base64')}'`,
      );
      const listed = (
        directives(res.headers.get('content-security-policy') ?? '').get('script-src') ?? []
      ).filter((source) => source.startsWith("'sha256-"));
      expect(inline.length, path).toBeGreaterThan(0);
      expect(new Set(listed), path).toEqual(new Set(inline));
    }
  });
});
