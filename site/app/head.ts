import { siteConfig, type OpeningTimes } from '../config';
import {
  defaultLang,
  feedPath,
  languages,
  pathFor,
  type Lang,
  type Resolved,
  type Route,
} from '../routes';

/** Everything a page's <head> carries (spec section 4, page change). */
export type HeadData = {
  lang: Lang;
  title: string;
  description: string;
  keywords: string;
  /** The page's one address for search engines; none for a "not found" state (noindex). */
  canonical: string | null;
  /** The page in each language (hreflang); none for a "not found" state. */
  alternates: { hreflang: string; href: string }[];
  /** The picture shared with a link (Open Graph): the article's own, else the site's. */
  image: ShareImage;
  jsonLd: Record<string, unknown>[];
  /** 'article' for blog articles (Open Graph type). */
  type: 'website' | 'article';
  /** A state no search engine should index (the blog's missing article). */
  noindex: boolean;
  /** The RSS feed of the blog in this language. */
  feed: { title: string; href: string };
};

export type HeadText = {
  title: string;
  description: string;
  keywords: string;
  /** Breadcrumb names from home to this page (home excluded), with their routes. */
  trail: { name: string; route: Route }[];
  homeName: string;
  faq?: readonly { question: string; answer: string }[];
  brandDescription: string;
  /** Structured data of the page itself (an article's BlogPosting). */
  page?: Record<string, unknown>;
  /** The page's own picture to share (an article's), instead of the site's. */
  image?: ShareImage;
  noindex?: boolean;
  /** Title of the blog's RSS feed in this language. */
  feedTitle: string;
};

/** A picture shared with a link: its absolute address and its size in pixels. */
export type ShareImage = { url: string; width: number; height: number };

const ogLocale: Record<Lang, string> = { es: 'es_ES', en: 'en_US' };

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path}`;
}

/**
 * A page's address in each language, and the Spanish one as x-default (hreflang): its head's
 * <link rel="alternate"> and its sitemap entry (site/app/sitemap.ts) name the same ones.
 */
export function languageAlternates(page: Route): { hreflang: string; href: string }[] {
  return [
    ...languages.map((l) => ({ hreflang: l, href: absoluteUrl(pathFor(page, l)) })),
    { hreflang: 'x-default', href: absoluteUrl(pathFor(page, defaultLang)) },
  ];
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

function openingHoursSpecification(): Record<string, unknown>[] {
  const { weekdays, saturday } = siteConfig.hours;
  const spec = (dayOfWeek: string | string[], day: OpeningTimes) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens: day.opens,
    closes: day.closes,
  });
  return [spec(WEEKDAYS, weekdays), ...(saturday ? [spec('Saturday', saturday)] : [])];
}

function organisation(lang: Lang, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteConfig.siteUrl}/#organization`,
    name: siteConfig.brand,
    url: absoluteUrl(pathFor({ key: 'home' }, lang)),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl(`/og/og-${lang}.png`),
    description,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    priceRange: `${siteConfig.priceRange.low}-${siteConfig.priceRange.high} ${siteConfig.priceRange.currency}`,
    address: siteConfig.offices.map((office) => ({
      '@type': 'PostalAddress',
      addressLocality: office.city,
      ...(office.region ? { addressRegion: office.region } : {}),
      addressCountry: office.country,
    })),
    openingHoursSpecification: openingHoursSpecification(),
    sameAs: siteConfig.social.map((s) => s.url),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: siteConfig.rating.value,
      reviewCount: siteConfig.rating.count,
      bestRating: 5,
    },
    makesOffer: {
      '@type': 'AggregateOffer',
      lowPrice: siteConfig.priceRange.low,
      highPrice: siteConfig.priceRange.high,
      priceCurrency: siteConfig.priceRange.currency,
      offerCount: siteConfig.priceRange.offers,
    },
  };
}

/** Builds the head of one route in one language from its translated texts. */
export function buildHead(resolved: Resolved, text: HeadText): HeadData {
  const { route, lang } = resolved;
  // A filtered portfolio is the portfolio (one canonical address for search engines).
  const page: Route =
    route.key === 'portfolio' ? { key: 'portfolio' } : { ...route, hash: undefined };
  const path = pathFor(page, lang);
  // A "not found" state (an unknown article, one not in this language, an unknown address) is
  // no page of its own: no canonical address and no other-language versions to name (its address
  // is whatever was asked; its language link says where to go instead).
  const alternates = resolved.notFound ? [] : languageAlternates(page);

  // The agency's own node where it presents itself (home, contact): search engines read the
  // organisation from there; every other page would only repeat its 1.3 KB.
  const jsonLd: Record<string, unknown>[] =
    route.key === 'home' || route.key === 'contact'
      ? [organisation(lang, text.brandDescription)]
      : [];
  const crumbs = [{ name: text.homeName, route: { key: 'home' } as Route }, ...text.trail];
  if (route.key !== 'home') {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(pathFor(crumb.route, lang)),
      })),
    });
  }
  if (text.page) jsonLd.push(text.page);
  if (text.faq && text.faq.length > 0) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: text.faq.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    });
  }

  return {
    lang,
    title:
      route.key === 'home'
        ? `${siteConfig.brand} | ${text.title}`
        : `${text.title} | ${siteConfig.brand}`,
    description: text.description,
    keywords: text.keywords,
    canonical: resolved.notFound ? null : absoluteUrl(path),
    alternates,
    image: text.image ?? {
      url: absoluteUrl(`/og/og-${lang}.png`),
      width: siteConfig.shareImage.width,
      height: siteConfig.shareImage.height,
    },
    jsonLd,
    type: route.key === 'blog/article' ? 'article' : 'website',
    noindex: text.noindex ?? false,
    feed: { title: text.feedTitle, href: absoluteUrl(feedPath(lang)) },
  };
}

type Tag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/** JSON for an inline <script>: '<' escaped so no text can close the element. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The managed head elements (all but <title> and <html lang>), in document order. */
export function headTags(head: HeadData): Tag[] {
  const other = head.lang === 'es' ? 'en' : 'es';
  return [
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
    { tag: 'meta', attrs: { name: 'keywords', content: head.keywords } },
    ...(head.noindex
      ? [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } } satisfies Tag]
      : []),
    ...(head.canonical
      ? [{ tag: 'link', attrs: { rel: 'canonical', href: head.canonical } } satisfies Tag]
      : []),
    ...head.alternates.map((a): Tag => ({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: a.hreflang, href: a.href },
    })),
    {
      tag: 'link',
      attrs: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: head.feed.title,
        href: head.feed.href,
      },
    },
    { tag: 'meta', attrs: { property: 'og:type', content: head.type } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: siteConfig.brand } },
    { tag: 'meta', attrs: { property: 'og:title', content: head.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: head.description } },
    ...(head.canonical
      ? [{ tag: 'meta', attrs: { property: 'og:url', content: head.canonical } } satisfies Tag]
      : []),
    { tag: 'meta', attrs: { property: 'og:locale', content: ogLocale[head.lang] } },
    { tag: 'meta', attrs: { property: 'og:locale:alternate', content: ogLocale[other] } },
    { tag: 'meta', attrs: { property: 'og:image', content: head.image.url } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(head.image.width) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(head.image.height) } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: head.title } },
    // X reads title, description and image from Open Graph; only the card type is its own.
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    ...head.jsonLd.map((data): Tag => ({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: safeJson(data),
    })),
  ];
}
