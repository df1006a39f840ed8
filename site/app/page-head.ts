import type { i18n as I18n } from 'i18next';
import { textsOf } from '../i18n/texts';
import { siteConfig } from '../config';
import { articleRoute, blogPost, lastModified, type BlogPost } from '../content/blog/posts';
import { imageSet, imageSizes, type ImageName } from '../content/images';
import { pathFor, type Resolved, type Route, type StaticPageKey } from '../routes';
import { hasFaq } from './faq';
import { absoluteUrl, buildHead, type HeadData, type ShareImage } from './head';

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
  let page: Record<string, unknown> | undefined;
  let image: ShareImage | undefined;

  if (route.key === 'blog/article') {
    const post = blogPost(route.topic, lang);
    meta = { title: post.title, description: post.description, keywords: post.keywords.join(', ') };
    trail.push({ name: titleOf('blog'), route: { key: 'blog' } }, { name: meta.title, route });
    page = blogPosting(post);
    image = articleImage(post.picture);
  } else if (route.key === 'blog/missing') {
    const state = route.topic ? 'unavailable' : 'notFound';
    meta = {
      title: t(`meta:missing.${state}.title`),
      description: t(`meta:missing.${state}.description`),
      keywords: '',
    };
    trail.push({ name: titleOf('blog'), route: { key: 'blog' } });
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
  const faqKey = route.key === 'blog/article' || route.key === 'blog/missing' ? null : route.key;

  return buildHead(resolved, {
    ...meta,
    trail,
    homeName: t('common:breadcrumb.home'),
    faq: faqKey && hasFaq(faqKey) ? textsOf(i18n, lang, 'pages').faq[faqKey] : undefined,
    brandDescription: t('meta:pages.home.description'),
    page,
    image,
    noindex: resolved.notFound,
    feedTitle: t('meta:feed.title'),
  });
}

/** An article's own picture, as shared with a link to it: its largest JPEG. */
function articleImage(name: ImageName): ShareImage {
  const set = imageSet(name);
  const { widths } = imageSizes[name];
  const width = Math.max(...widths);
  return { url: absoluteUrl(set.src), width, height: Math.round((width * set.height) / set.width) };
}

/** schema.org BlogPosting of an article (its facts are the same as on its card and page). */
function blogPosting(post: BlogPost): Record<string, unknown> {
  const url = absoluteUrl(pathFor(articleRoute(post.translationKey), post.lang));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: absoluteUrl(imageSet(post.picture).src),
    datePublished: post.published,
    dateModified: lastModified(post),
    inLanguage: post.lang,
    keywords: post.tags.join(', '),
    timeRequired: `PT${post.readingTime}M`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: siteConfig.brand, url: siteConfig.siteUrl },
    publisher: { '@type': 'Organization', name: siteConfig.brand, url: siteConfig.siteUrl },
  };
}
