import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { NO_PAGE_FACTS } from '../../domain/audit';
import { pageFactsOf, readPageFacts } from '../../site/server/audit/page-facts';

describe('pageFactsOf(): what the HTML declares', () => {
  const html = `<!doctype html><html lang="es"><head>
    <meta charset="utf-8">
    <title>Agencia</title>
    <meta property="og:title" content="Agencia web">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="alternate" hreflang="en" href="https://www.ejemplo.com/en/">
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Agencia"}</script>
  </head><body><h1>Hola</h1></body></html>`;

  it('finds Open Graph, Twitter card, JSON-LD schema.org and hreflang', () => {
    expect(pageFactsOf(html, true)).toEqual({
      sitemap: true,
      openGraph: true,
      twitter: true,
      schema: true,
      structured: true,
      hreflang: true,
    });
  });

  it('finds schema.org microdata (itemscope, itemtype)', () => {
    const microdata = `<html><body><div itemscope itemtype="https://schema.org/Product">
      <span itemprop="name">Web</span></div></body></html>`;
    expect(pageFactsOf(microdata, false)).toMatchObject({ schema: true, structured: true });
  });

  it('finds each fact alone', () => {
    const head = (tag: string) => `<html><head>${tag}</head><body></body></html>`;
    expect(pageFactsOf(head('<meta content="x" property="og:image">'), false)).toMatchObject({
      openGraph: true,
      twitter: false,
    });
    expect(pageFactsOf(head("<meta name='twitter:card' content='summary'>"), false)).toMatchObject({
      openGraph: false,
      twitter: true,
    });
    expect(
      pageFactsOf(head('<link rel="alternate" href="/en/" hreflang="en">'), false),
    ).toMatchObject({ hreflang: true, schema: false, structured: false });
  });

  it('structured data that is not schema.org is structured, not schema', () => {
    const other = `<html><head><script type="application/ld+json">{"@context":"https://example.org/vocab","@type":"Thing"}</script></head></html>`;
    expect(pageFactsOf(other, false)).toMatchObject({ structured: true, schema: false });
  });

  it('finds nothing in HTML without them; the sitemap is what the check found', () => {
    const plain = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Hola</title>
      <meta name="description" content="Una página"><link rel="canonical" href="https://www.ejemplo.com/">
      <script>window.schema = 'itemscope';</script></head><body><p>Texto</p></body></html>`;
    expect(pageFactsOf(plain, false)).toEqual(NO_PAGE_FACTS);
    expect(pageFactsOf(plain, true)).toEqual({ ...NO_PAGE_FACTS, sitemap: true });
  });
});

it('readPageFacts() reads the same facts a slice at a time, tags cut between slices included', async () => {
  const filler = `<p>${'texto '.repeat(4000)}</p>`;
  const html = `<html><head>${filler.slice(0, 16 * 1024 - 12)}</p><meta property="og:title" content="x">
    <script type="application/ld+json">${' '.repeat(16 * 1024)}{"@context":"https://schema.org"}</script>
    <link rel="alternate" hreflang="en" href="/en/"></head></html>`;
  const facts = {
    ...NO_PAGE_FACTS,
    sitemap: true,
    openGraph: true,
    schema: true,
    structured: true,
    hreflang: true,
  };
  expect(pageFactsOf(html, true)).toEqual(facts);
  expect(await readPageFacts(html, true)).toEqual(facts);
});

describe('pageFactsOf(): a hostile page costs what an ordinary page of its size costs', () => {
  const SIZE = 2 * 1024 * 1024;
  const pageOf = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
  const ordinary = pageOf(
    '<div class="card"><h2>Servicio</h2><p>Texto de la tarjeta con un <a href="/contacto">enlace</a>.</p><img src="/a.webp" alt="Foto"></div>\n',
  );
  const hostile = {
    'unclosed <meta': pageOf('<meta '),
    'unclosed <link': pageOf('<link '),
    'unclosed <script': pageOf('<script '),
    'unclosed tags, mixed': pageOf(
      '<meta property=og:<link hreflang<script type=application/ld+json ',
    ),
    'an attribute that never closes': `<meta content="${'x'.repeat(SIZE)}`,
  };

  /** The fastest of a few reads: the least disturbed by the machine's other work. */
  const readTime = (html: string) => {
    let best = Infinity;
    for (let i = 0; i < 3; i += 1) {
      const start = performance.now();
      pageFactsOf(html, false);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };

  it.each(Object.entries(hostile))('%s (2 MiB)', (_, html) => {
    const ordinaryMs = readTime(ordinary);
    const hostileMs = readTime(html);
    // Linear reading: a hostile page of the same size may not cost more than a few ordinary
    // pages (the patterns this replaced took minutes on 2 MiB, seconds on 96 KB).
    expect(hostileMs / ordinaryMs).toBeLessThan(4);
    expect(pageFactsOf(html, false)).toEqual(NO_PAGE_FACTS);
  });
});
