import { useTranslation } from 'react-i18next';
import type { PostGridProps } from '../../../ui';
import { usePage } from '../../app/page-context';
import { blogFacts, isNewArticle, type BlogTopic } from '../../content/blog-index';
import { formatDate } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { picture } from '../../content/picture';

/**
 * The cards of articles in the current language (home teaser, blog list, related posts), each
 * with its publication date, marked new while it is (isNewArticle, on the build's day).
 */
export function usePostCards(topics: readonly BlogTopic[]): PostGridProps['posts'] {
  const { t } = useTranslation('blog');
  const { href, lang } = usePage();
  const today = new Date().toISOString().slice(0, 10);
  const { articles } = useTexts('blog');
  return topics.map((topic) => {
    const summary = articles[topic];
    return {
      id: topic,
      href: href({ key: 'blog/article', topic }),
      title: summary.title,
      subtitle: summary.subtitle,
      tags: summary.tags,
      tagsLabel: t('card.tagsLabel'),
      image: picture(`blog-${topic}`, ''),
      readTime: t('card.readTime', { count: blogFacts[topic].readTime }),
      badge: isNewArticle(blogFacts[topic].published, today) ? t('card.new') : undefined,
      published: {
        dateTime: blogFacts[topic].published,
        text: formatDate(blogFacts[topic].published, lang),
      },
      readMore: t('card.readMore'),
    };
  });
}
