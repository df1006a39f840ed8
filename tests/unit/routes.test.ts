import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleRoute } from '../../site/content/blog/posts';
import {
  allDocuments,
  allRoutes,
  documentFile,
  pages,
  pathFor,
  resolvePath,
  routeInLanguage,
  sameRoute,
  staticPageKeys,
} from '../../site/routes';

/** The file of site/pages that Astro serves at a path (`/x` -> x.astro, `/x/` -> x/index.astro). */
const pageFile = (path: string) => {
  const base =
    path.endsWith('/') || path === '/blog' || path.endsWith('/blog') || path.endsWith('/portfolio')
      ? `${path.replace(/\/$/, '')}/index`
      : path;
  return new URL(`../../site/pages${base}.astro`, import.meta.url);
};

describe('a file per address (site/pages)', () => {
  it.each(staticPageKeys)(
    '%s: its Spanish address is a file that places the page; its English address renders that file',
    (key) => {
      const spanish = pageFile(pages[key].es);
      const english = pageFile(pages[key].en);
      expect(existsSync(spanish), spanish.pathname).toBe(true);
      expect(existsSync(english), english.pathname).toBe(true);
      expect(readFileSync(spanish, 'utf8')).toContain(
        `resolvedAt(Astro.currentLocale, { key: '${key}' })`,
      );
      const imported = /import Spanish from '([^']+)'/.exec(readFileSync(english, 'utf8'))?.[1];
      expect(imported && new URL(imported, english).href).toBe(spanish.href);
    },
  );
});

describe('routes', () => {
  it('has every page key of the spec table with its two paths', () => {
    expect(staticPageKeys).toHaveLength(23);
    expect(pages['services/ecommerce']).toEqual({ es: '/tienda-online', en: '/en/online-store' });
    expect(pages['utilities/cropper']).toEqual({
      es: '/recorte-imagenes',
      en: '/en/image-cropper',
    });
    expect(pages.home).toEqual({ es: '/', en: '/en/' });
  });

  it.each(allRoutes())('$path resolves back to its page and language', ({ route, lang, path }) => {
    const resolved = resolvePath(path);
    expect(resolved).toMatchObject({ route, lang, notFound: false });
    expect(pathFor(resolved.route, lang)).toBe(path);
  });

  it("a shared report's address (its query, read by the audit tool) opens the audit page", () => {
    const search = '?url=https%3A%2F%2Fexample.com%2F&strategy=desktop';
    const resolved = resolvePath('/en/web-audit', search);
    expect(resolved).toEqual({ route: { key: 'audit' }, lang: 'en', notFound: false });
    expect(documentFile(resolved)).toBe('/en/web-audit/index.html');
  });

  it('resolves the paths the original lost on back/forward (shop, blog, portfolio)', () => {
    expect(resolvePath('/tienda-online').route).toEqual({ key: 'services/ecommerce' });
    expect(resolvePath('/en/portfolio').route).toEqual({ key: 'portfolio' });
    expect(resolvePath('/blog/seo-core-web-vitals-guia').route).toEqual({
      key: 'blog/article',
      topic: 'seo-core-web-vitals',
      slugs: { es: 'seo-core-web-vitals-guia', en: 'seo-core-web-vitals-guide' },
    });
  });

  it('accepts trailing slashes, /en without slash and encoded paths', () => {
    expect(resolvePath('/servicios/')).toMatchObject({ route: { key: 'services' }, lang: 'es' });
    expect(resolvePath('/en')).toMatchObject({
      route: { key: 'home' },
      lang: 'en',
      notFound: false,
    });
    expect(resolvePath('/dise%C3%B1o')).toMatchObject({ notFound: true });
  });

  it('shows the home page of the path language for unknown paths', () => {
    expect(resolvePath('/no-existe')).toEqual({
      route: { key: 'home' },
      lang: 'es',
      notFound: true,
    });
    expect(resolvePath('/en/nothing-here')).toEqual({
      route: { key: 'home' },
      lang: 'en',
      notFound: true,
    });
    expect(resolvePath('/blog/unknown-article')).toMatchObject({ notFound: true });
  });

  it('an article slug of the other language is its "not available" state (404)', () => {
    const { slugs } = articleRoute('ia-desarrollo-web');
    expect(resolvePath(`/en/blog/${slugs.es}`)).toEqual({
      route: { key: 'blog/missing', topic: 'ia-desarrollo-web', slugs },
      lang: 'en',
      notFound: true,
    });
    expect(resolvePath('/blog/unknown-article')).toEqual({
      route: { key: 'blog/missing' },
      lang: 'es',
      notFound: true,
    });
  });

  it('the language switch of a "not available" article leads to the article', () => {
    const { topic, slugs } = articleRoute('ia-desarrollo-web');
    const missing = { key: 'blog/missing', topic, slugs } as const;
    expect(pathFor(routeInLanguage(missing, 'es', 'en'), 'es')).toBe(`/blog/${slugs.es}`);
    expect(routeInLanguage(missing, 'en', 'en')).toBe(missing);
  });

  it('the language switch of an article not found leads to the blog, not to another 404', () => {
    const notFound = { key: 'blog/missing' } as const;
    expect(pathFor(routeInLanguage(notFound, 'en', 'es'), 'en')).toBe('/en/blog');
    expect(pathFor(routeInLanguage(notFound, 'es', 'en'), 'es')).toBe('/blog');
  });

  it('reads the portfolio filter from the query of its language, ignoring unknown ones', () => {
    expect(resolvePath('/portfolio', '?categoria=fintech').route).toEqual({
      key: 'portfolio',
      filter: 'fintech',
    });
    expect(resolvePath('/en/portfolio', '?category=social').route).toEqual({
      key: 'portfolio',
      filter: 'social',
    });
    expect(resolvePath('/portfolio', '?categoria=nada').route).toEqual({ key: 'portfolio' });
    expect(resolvePath('/portfolio', '?categoria=all').route).toEqual({ key: 'portfolio' });
    expect(pathFor({ key: 'portfolio', filter: 'e-commerce' }, 'en')).toBe(
      '/en/portfolio?category=e-commerce',
    );
    // A filter is the page's state: the filtered page is not the unfiltered one.
    const fintech = resolvePath('/en/portfolio', '?category=fintech').route;
    expect(sameRoute(fintech, { key: 'portfolio', filter: 'fintech' })).toBe(true);
    expect(sameRoute(fintech, { key: 'portfolio' })).toBe(false);
  });

  it('every prerendered document resolves back to its state and has its own file', () => {
    const documents = allDocuments();
    const files = documents.map(({ path }) => {
      const url = new URL(path, 'http://x');
      return documentFile(resolvePath(url.pathname, url.search));
    });
    expect(new Set(files).size).toBe(documents.length);
    expect(files).toContain('/portfolio/fintech/index.html');
    expect(files).toContain('/en/blog/404/index.html');
    expect(documentFile(resolvePath('/no-existe'))).toBe('/index.html');
    expect(documentFile(resolvePath('/en/nothing'))).toBe('/en/index.html');
    expect(documentFile(resolvePath('/blog/cualquier-cosa'))).toBe('/blog/404/index.html');
  });

  it('builds paths per language, with anchors, keeping English slugs different', () => {
    expect(pathFor({ key: 'contact' }, 'en')).toBe('/en/contact');
    expect(pathFor({ key: 'home', hash: 'servicios' }, 'es')).toBe('/#servicios');
    const article = articleRoute('metaframeworks-2025');
    expect(pathFor(article, 'es')).not.toBe(pathFor(article, 'en').replace('/en', ''));
  });

  it('lists every page of both languages once for prerendering', () => {
    const paths = allRoutes().map((r) => r.path);
    expect(paths).toHaveLength((23 + 5) * 2);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
