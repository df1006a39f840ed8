import { useTranslation } from 'react-i18next';
import type { PostGridProps } from '../../../ui';
import { usePage } from '../../app/page-context';
import { blogFacts, type BlogTopic } from '../../content/blog-index';
import { useTexts } from '../../i18n/texts';
import { picture } from '../../content/picture';

/** The cards of articles in the current language (home teaser, blog list, related posts). */
export function usePostCards(
  topics: readonly BlogTopic[],
  { badge = false }: { badge?: boolean } = {},
): PostGridProps['posts'] {
  const { t } = useTranslation('blog');
  const { href } = usePage();
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
      badge: badge ? t('card.new') : undefined,
      readMore: t('card.readMore'),
    };
  });
}
