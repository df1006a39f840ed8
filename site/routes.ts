import { blogSlugs, blogTopics, topicForSlug, type BlogTopic } from './content/blog-index';

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
export type PageKey = StaticPageKey | 'blog/article';

/** A place in the site: a page key, its parameters and an optional in-page anchor. */
export type Route =
  { key: StaticPageKey; hash?: string } | { key: 'blog/article'; topic: BlogTopic; hash?: string };

/** What a path resolves to. `notFound` paths show the home page (status 404 on the server). */
export type Resolved = { route: Route; lang: Lang; notFound: boolean };

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

/** Resolves any pathname (Spanish, English, with or without trailing slash). */
export function resolvePath(pathname: string): Resolved {
  const path = normalise(pathname);
  const lang = langOfPath(path);
  const page = byPath.get(path);
  if (page) return { route: { key: page.key }, lang: page.lang, notFound: false };

  const blogPrefix = `${pages.blog[lang]}/`;
  if (path.startsWith(blogPrefix)) {
    const topic = topicForSlug(path.slice(blogPrefix.length));
    if (topic) return { route: { key: 'blog/article', topic }, lang, notFound: false };
  }
  return { route: { key: 'home' }, lang, notFound: true };
}

/** The path of a route in a language (no origin). */
export function pathFor(route: Route, lang: Lang): string {
  const base =
    route.key === 'blog/article'
      ? `${pages.blog[lang]}/${blogSlugs[route.topic][lang]}`
      : pages[route.key][lang];
  return route.hash ? `${base}#${route.hash}` : base;
}

/** Every prerendered path: each page in both languages plus each blog article. */
export function allRoutes(): { route: Route; lang: Lang; path: string }[] {
  const routes: Route[] = [
    ...staticPageKeys.map((key) => ({ key })),
    ...blogTopics.map((topic) => ({ key: 'blog/article' as const, topic })),
  ];
  return routes.flatMap((route) =>
    languages.map((lang) => ({ route, lang, path: pathFor(route, lang) })),
  );
}

export function sameRoute(a: Route, b: Route): boolean {
  if (a.key !== b.key) return false;
  if (a.key === 'blog/article' && b.key === 'blog/article') return a.topic === b.topic;
  return true;
}
