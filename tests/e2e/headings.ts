import { siteConfig } from '../../site/config';
import { blogPost } from '../../site/content/blog/posts';
import { fill } from '../../domain';
import { textFacts } from '../../site/i18n/facts';
import { templateNamespaces } from '../../site/i18n/page-texts';
import { resources } from '../../site/i18n/resources';
import type { Lang, Route, StaticPageKey } from '../../site/routes';

/** The visible main heading (h1) of a page, as its translations compose it. */
export function pageHeading(key: StaticPageKey, lang: Lang): string {
  // The agency's data ({{days}}...) filled in, as i18next does on the page.
  return fill(writtenHeading(key, lang), textFacts(lang));
}

/** A page's main heading as its translations write it. */
function writtenHeading(key: StaticPageKey, lang: Lang): string {
  const texts = resources[lang];
  const hero = (h: { title: string; highlight: string }) => `${h.title} ${h.highlight}`;
  if (key === 'home') return texts.home.heading;
  if (key === 'services/web') return hero(texts.serviceWeb.hero);
  if (key === 'services/ecommerce') return hero(texts.serviceShop.hero);
  if (key === 'blog') return texts.blog.title;
  if (key === 'portfolio') return texts.portfolio.title;
  if (key === 'agency') return texts.agency.title;
  if (key === 'marketing') return texts.offer.title;
  if (key === 'utilities') return texts.utilities.title;
  if (key === 'privacy') return texts.privacy.title;
  if (key in templateNamespaces) {
    return hero(texts[templateNamespaces[key as keyof typeof templateNamespaces]].hero);
  }
  return texts.pages.pages[key].heading;
}

/** The h1 of any route, blog articles and their missing states included. */
export function routeHeading(route: Route, lang: Lang): string {
  if (route.key === 'blog/article') return blogPost(route.topic, lang).title;
  if (route.key === 'blog/missing') {
    return resources[lang].blog.missing[route.topic ? 'unavailable' : 'notFound'].title;
  }
  return pageHeading(route.key, lang);
}

/** The document title of a page (a blog article's with its topic), as the head composes it. */
export function expectedTitle(key: string, lang: Lang, topic?: string): string {
  const meta = resources[lang].meta;
  // The agency's data ({{price}}) filled in, as i18next does on the page.
  const title = fill(
    topic ? blogPost(topic, lang).title : meta.pages[key as keyof typeof meta.pages].title,
    textFacts(lang),
  );
  return key === 'home' ? `${siteConfig.brand} | ${title}` : `${title} | ${siteConfig.brand}`;
}
