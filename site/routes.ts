// Read by the server and the build only (resolvePath, allRoutes, allDocuments): what client code
// imports from here (pathFor, routeInLanguage...) needs no list of articles, so it leaves them out.
import { blogArticles } from './content/blog/posts';
import { portfolioFilters, type ProjectCategoryFilter } from './content/portfolio/types';

export const languages = ['es', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'es';

/** The page table of the spec (section 2): page key -> path per language. */
export const pages = {
  home: { es: '/', en: '/en/' },
  services: { es: '/servicios', en: '/en/services' },
  'services/web': { es: '/desarrollo-web', en: '/en/web-development' },
  'services/ecommerce': { es: '/tienda-online', en: '/en/online-store' },
  'services/design': { es: '/diseno-web', en: '/en/web-design' },
  'services/seo': { es: '/seo-marketing', en: '/en/seo-marketing' },
  'services/marketing': { es: '/marketing-digital', en: '/en/digital-marketing' },
  'services/plugins': { es: '/plugins-extensiones', en: '/en/plugins-extensions' },
  'services/content': { es: '/redaccion-contenidos', en: '/en/content-writing' },
  'services/automation': { es: '/automatizacion-chatbots', en: '/en/automation-chatbots' },
  technologies: { es: '/tecnologias', en: '/en/technologies' },
  audit: { es: '/auditoria-web', en: '/en/web-audit' },
  agency: { es: '/para-agencias', en: '/en/for-agencies' },
  marketing: { es: '/oferta-especial', en: '/en/special-offer' },
  careers: { es: '/empleo', en: '/en/careers' },
  'utilities/qr': { es: '/generador-qr', en: '/en/qr-generator' },
  utilities: { es: '/utilidades', en: '/en/utilities' },
  'utilities/compressor': { es: '/compresor-imagenes', en: '/en/image-compressor' },
  'utilities/cropper': { es: '/recorte-imagenes', en: '/en/image-cropper' },
  contact: { es: '/contacto', en: '/en/contact' },
  privacy: { es: '/politica-privacidad', en: '/en/privacy-policy' },
  blog: { es: '/blog', en: '/en/blog' },
  portfolio: { es: '/portfolio', en: '/en/portfolio' },
} as const satisfies Record<string, Record<Lang, string>>;

export type StaticPageKey = keyof typeof pages;
export type PageKey = StaticPageKey | 'blog/article' | 'blog/missing';

/**
 * An article's place in both languages: its translation key (site/content/blog) and its slug in
 * each language. A blog route carries it, so a path is found with no list of the articles.
 */
export type ArticleAddress = { topic: string; slugs: Record<Lang, string> };

/**
 * A place in the site: a page key, its parameters and an optional in-page anchor.
 * - `portfolio` may carry a category filter (in the address's query, so it can be shared);
 * - `blog/article` carries its article's address (its slugs);
 * - `blog/missing` is the blog's "not found" state, or, with an article's address, "not
 *   available": the address holds the other language's slug of that article.
 */
export type Route =
  | { key: Exclude<StaticPageKey, 'portfolio'>; hash?: string }
  | { key: 'portfolio'; filter?: ProjectCategoryFilter; hash?: string }
  | ({ key: 'blog/article'; hash?: string } & ArticleAddress)
  | ({ key: 'blog/missing'; hash?: string } & (
      ArticleAddress | { topic?: undefined; slugs?: undefined }
    ));

/**
 * A prerendered page's place: its route in the language Astro gives its address (`i18n` in
 * astro.config.mjs: Spanish at the root, English under /en/).
 */
export function resolvedAt(locale: string | undefined, route: Route, notFound = false): Resolved {
  const lang = languages.find((l) => l === locale);
  if (!lang) throw new Error(`No site language for the locale ${String(locale)}`);
  return { route, lang, notFound };
}

/**
 * The blog's documents under its address in a language (site/pages/blog/[slug].astro): each
 * article of the language, the "not found" state (404) and, at the other language's slug of each
 * article, its "not available" state.
 */
export function blogDocuments(
  lang: Lang,
): { params: { slug: string }; props: { page: Resolved } }[] {
  return allDocuments()
    .filter(
      (doc) =>
        doc.lang === lang && (doc.route.key === 'blog/article' || doc.route.key === 'blog/missing'),
    )
    .map(({ route, path }) => ({
      params: { slug: path.slice(pages.blog[lang].length + 1) },
      props: { page: { route, lang, notFound: route.key === 'blog/missing' } },
    }));
}

/**
 * The portfolio's filtered documents in a language (site/pages/portfolio/[filter].astro), one per
 * category, in the folder the server answers `?categoria=` from (documentFile).
 */
export function portfolioDocuments(
  lang: Lang,
): { params: { filter: string }; props: { page: Resolved } }[] {
  return portfolioFilters.filter(isFilter).map((filter) => ({
    params: { filter },
    props: { page: { route: { key: 'portfolio', filter }, lang, notFound: false } },
  }));
}

/** What a path resolves to. `notFound` paths show the home page or the blog's missing state (404). */
export type Resolved = { route: Route; lang: Lang; notFound: boolean };

/** The query parameter of the portfolio filter, per language. */
export const filterParam = { es: 'categoria', en: 'category' } as const satisfies Record<
  Lang,
  string
>;

/**
 * The query parameter that shows a page's form as sent, per language: where the server sends a
 * visitor whose form it received with no script (site/server/form-posts.ts).
 */
export const sentParam = { es: 'enviado', en: 'sent' } as const satisfies Record<Lang, string>;

export const staticPageKeys = Object.keys(pages) as StaticPageKey[];

/** The six service pages of the header dropdown, in menu order (spec section 2). */
export const headerServiceKeys = [
  'services/web',
  'services/design',
  'services/seo',
  'services/plugins',
  'services/automation',
  'services/content',
] as const satisfies readonly StaticPageKey[];

export function langOfPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}

function normalise(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // keep the raw path: a malformed escape simply matches nothing
  }
  if (path === '/en') return '/en/';
  if (path.length > 1 && path.endsWith('/') && path !== '/en/') path = path.slice(0, -1);
  return path.toLowerCase();
}

const byPath = new Map<string, { key: StaticPageKey; lang: Lang }>(
  staticPageKeys.flatMap((key) =>
    languages.map((lang) => [pages[key][lang], { key, lang }] as const),
  ),
);

const otherLang = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

function isFilter(value: string | null): value is ProjectCategoryFilter {
  return value !== 'all' && portfolioFilters.some((f) => f === value);
}

/** Resolves any pathname (Spanish, English, with or without trailing slash) and its query. */
export function resolvePath(pathname: string, search = ''): Resolved {
  const path = normalise(pathname);
  const lang = langOfPath(path);
  const page = byPath.get(path);
  if (page?.key === 'portfolio') {
    const filter = new URLSearchParams(search).get(filterParam[lang]);
    const route: Route = isFilter(filter) ? { key: 'portfolio', filter } : { key: 'portfolio' };
    return { route, lang, notFound: false };
  }
  if (page) return { route: { key: page.key }, lang: page.lang, notFound: false } as Resolved;

  const blogPrefix = `${pages.blog[lang]}/`;
  if (path.startsWith(blogPrefix)) {
    const slug = path.slice(blogPrefix.length);
    // Spec: an article shows only when the slug is this language's; the other language's slug
    // says it is not available here (and links to this language's version).
    const article = blogArticles.find((a) => a.slugs[lang] === slug);
    if (article) return { route: { key: 'blog/article', ...article }, lang, notFound: false };
    const other = blogArticles.find((a) => a.slugs[otherLang(lang)] === slug);
    return {
      route: other ? { key: 'blog/missing', ...other } : { key: 'blog/missing' },
      lang,
      notFound: true,
    };
  }
  return { route: { key: 'home' }, lang, notFound: true };
}

/** The path of a route in a language (no origin), with its query and anchor. */
export function pathFor(route: Route, lang: Lang): string {
  let base: string;
  if (route.key === 'blog/article') base = `${pages.blog[lang]}/${route.slugs[lang]}`;
  else if (route.key === 'blog/missing') {
    base = `${pages.blog[lang]}/${route.slugs ? route.slugs[otherLang(lang)] : '404'}`;
  } else if (route.key === 'portfolio' && route.filter) {
    base = `${pages.portfolio[lang]}?${filterParam[lang]}=${route.filter}`;
  } else base = pages[route.key][lang];
  return route.hash ? `${base}#${route.hash}` : base;
}

/** The blog's RSS feed in a language (the build writes it there). */
export function feedPath(lang: Lang): string {
  return `${pages.blog[lang]}/rss.xml`;
}

/**
 * The same place in another language (the language switch): the blog's "not available" state
 * leads to the article itself in the language that has it, its "not found" state to the blog.
 */
export function routeInLanguage(route: Route, lang: Lang, from: Lang): Route {
  if (route.key === 'blog/missing' && lang !== from) {
    return route.slugs
      ? { key: 'blog/article', topic: route.topic, slugs: route.slugs }
      : { key: 'blog' };
  }
  return route;
}

/** What identifies the page shown (a filter or an anchor changes the page's state, not the page). */
export function pageIdOf(route: Route): string {
  return route.key === 'blog/article' || route.key === 'blog/missing'
    ? `${route.key}:${route.topic ?? ''}`
    : route.key;
}

/** Every indexable path (the sitemap): each page in both languages plus each blog article. */
export function allRoutes(): { route: Route; lang: Lang; path: string }[] {
  const routes: Route[] = [
    ...staticPageKeys.map((key) => ({ key }) as Route),
    ...blogArticles.map((article) => ({ key: 'blog/article' as const, ...article })),
  ];
  return routes.flatMap((route) =>
    languages.map((lang) => ({ route, lang, path: pathFor(route, lang) })),
  );
}

/**
 * Every prerendered document: the indexable pages plus the states an address can ask for
 * (each portfolio filter, the blog's "not found" and each "not available").
 */
export function allDocuments(): { route: Route; lang: Lang; path: string }[] {
  const states: Route[] = [
    ...portfolioFilters.filter(isFilter).map((filter) => ({ key: 'portfolio' as const, filter })),
    { key: 'blog/missing' },
    ...blogArticles.map((article) => ({ key: 'blog/missing' as const, ...article })),
  ];
  return [
    ...allRoutes(),
    ...states.flatMap((route) =>
      languages.map((lang) => ({ route, lang, path: pathFor(route, lang) })),
    ),
  ];
}

/**
 * Where a location's prerendered HTML lives in the build (shared by the build and the server):
 * `<path>/index.html`; a portfolio filter's under the portfolio's folder. The server answers an
 * address with its document, never a document by its file name.
 */
export function documentFile({ route, lang }: Resolved): string {
  const path =
    route.key === 'portfolio' && route.filter
      ? `${pages.portfolio[lang]}/${route.filter}`
      : // A report's query (read by the audit tool) opens the audit page.
        pathFor({ ...route, hash: undefined }, lang);
  return path.endsWith('/') ? `${path}index.html` : `${path}/index.html`;
}

export function sameRoute(a: Route, b: Route): boolean {
  // Besides the page, the state its address holds: a portfolio filter.
  const state = (route: Route) => ('filter' in route ? route.filter : undefined);
  return pageIdOf(a) === pageIdOf(b) && state(a) === state(b);
}
