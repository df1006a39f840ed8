import { useTranslation } from 'react-i18next';
import type { PostGridProps } from '../../../ui';
import { usePage } from '../../app/page-context';
import { articleRoute, isNewArticle, type BlogPost } from '../../content/blog/posts';
import { formatDate } from '../../i18n/format';
import { picture } from '../../content/picture';

/**
 * The cards of articles in the current language (home teaser, blog list, related posts), each
 * with its publication date, marked new while it is (isNewArticle, on the build's day).
 */
export function usePostCards(posts: readonly BlogPost[]): PostGridProps['posts'] {
  const { t } = useTranslation('blog');
  const { href, lang } = usePage();
  const today = new Date().toISOString().slice(0, 10);
  return posts.map((post) => ({
    id: post.translationKey,
    href: href(articleRoute(post.translationKey)),
    title: post.title,
    subtitle: post.subtitle,
    tags: post.tags,
    tagsLabel: t('card.tagsLabel'),
    image: picture(post.picture, ''),
    readTime: t('card.readTime', { count: post.readingTime }),
    badge: isNewArticle(post.published, today) ? t('card.new') : undefined,
    published: { dateTime: post.published, text: formatDate(post.published, lang) },
    readMore: t('card.readMore'),
  }));
}
