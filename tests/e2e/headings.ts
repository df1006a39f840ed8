import { templateNamespaces } from '../../site/i18n/page-texts';
import { resources } from '../../site/i18n/resources';
import type { Lang, StaticPageKey } from '../../site/routes';

/** The visible main heading (h1) of a page, as its translations compose it. */
export function pageHeading(key: StaticPageKey, lang: Lang): string {
  const texts = resources[lang];
  const hero = (h: { title: string; highlight: string }) => `${h.title} ${h.highlight}`;
  if (key === 'home') return texts.home.heading;
  if (key === 'services/web') return hero(texts.serviceWeb.hero);
  if (key === 'services/ecommerce') return hero(texts.serviceShop.hero);
  if (key in templateNamespaces) {
    return hero(texts[templateNamespaces[key as keyof typeof templateNamespaces]].hero);
  }
  return texts.pages.pages[key].heading;
}
