import type { i18n as I18n } from 'i18next';
import { textsOf } from '../i18n/texts';
import type { Resolved, Route, StaticPageKey } from '../routes';
import { hasFaq } from './faq';
import { buildHead, type HeadData } from './head';

function parentOf(key: StaticPageKey): StaticPageKey | null {
  if (key.startsWith('services/')) return 'services';
  if (key.startsWith('utilities/')) return 'utilities';
  return null;
}

/**
 * The head of a route in its language, with its texts from the `meta` and `pages` namespaces
 * (throws MissingTextsError when the FAQ's `pages` texts are not loaded).
 */
export function headFor(resolved: Resolved, i18n: I18n): HeadData {
  const { route, lang } = resolved;
  const t = i18n.getFixedT(lang, ['common', 'meta', 'pages']);
  const titleOf = (key: StaticPageKey) => t(`meta:pages.${key}.title`);
  let meta: { title: string; description: string; keywords: string };
  const trail: { name: string; route: Route }[] = [];

  if (route.key === 'blog/article') {
    meta = {
      title: t(`meta:articles.${route.topic}.title`),
      description: t(`meta:articles.${route.topic}.description`),
      keywords: t(`meta:articles.${route.topic}.keywords`),
    };
    trail.push({ name: titleOf('blog'), route: { key: 'blog' } }, { name: meta.title, route });
  } else {
    meta = {
      title: titleOf(route.key),
      description: t(`meta:pages.${route.key}.description`),
      keywords: t(`meta:pages.${route.key}.keywords`),
    };
    const parent = parentOf(route.key);
    if (parent) trail.push({ name: titleOf(parent), route: { key: parent } });
    if (route.key !== 'home') trail.push({ name: meta.title, route });
  }

  return buildHead(resolved, {
    ...meta,
    trail,
    homeName: t('common:breadcrumb.home'),
    faq: hasFaq(route.key) ? textsOf(i18n, lang, 'pages').faq[route.key] : undefined,
    brandDescription: t('meta:pages.home.description'),
  });
}
