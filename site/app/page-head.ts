import type { TFunction } from 'i18next';
import type { Resolved, Route, StaticPageKey } from '../routes';
import { hasFaq } from './faq';
import { buildHead, type HeadData } from './head';

function parentOf(key: StaticPageKey): StaticPageKey | null {
  if (key.startsWith('services/')) return 'services';
  if (key.startsWith('utilities/')) return 'utilities';
  return null;
}

/** The head of a route, with its texts from the `meta` and `pages` namespaces. */
export type SiteT = TFunction<readonly ['common', 'meta', 'pages']>;

export function headFor(resolved: Resolved, t: SiteT): HeadData {
  const { route } = resolved;
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
    faq: hasFaq(route.key)
      ? (t(`pages:faq.${route.key}`, { returnObjects: true }) as {
          question: string;
          answer: string;
        }[])
      : undefined,
    brandDescription: t('meta:pages.home.description'),
  });
}
