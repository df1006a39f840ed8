import { useTranslation } from 'react-i18next';
import { Badge, Container, Heading, Link, ResponsiveImage, Section, UiIcon } from '../../ui';
import { usePage } from '../app/page-context';
import { blogPost } from '../content/blog/posts';
import type { ContentBlock } from '../content/markdown';
import { picture } from '../content/picture';
import { formatDate } from '../i18n/format';

import ArticleMore from './parts/ArticleMore';
import { pageRoot } from '../app/page-root';

/** An article: its frontmatter's facts, its picture, then its body (`blocks`) and what follows. */
function Article({ topic, blocks }: { topic: string; blocks: ContentBlock[] }) {
  const { t } = useTranslation(['blog', 'common']);
  const { href, lang } = usePage();
  const post = blogPost(topic, lang);
  const { published, updated } = post;
  return (
    <article>
      <Section tone="muted" spacing="sm">
        <Container width="narrow" className="flex flex-col items-start gap-5">
          <Link
            href={href({ key: 'blog' })}
            className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-primary-soft-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <UiIcon name="arrow-left" className="size-4" />
            {t('article.backToBlog')}
          </Link>
          <ul aria-label={t('article.tagsLabel')} className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="soft">{tag}</Badge>
              </li>
            ))}
          </ul>
          <Heading level={1} size="h1" className="w-full">
            {post.title}
          </Heading>
          <p className="text-lead text-muted-foreground">{post.subtitle}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <time dateTime={published}>
              {t('article.published', { date: formatDate(published, lang) })}
            </time>
            {updated && updated !== published ? (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={updated}>
                  {t('article.updated', { date: formatDate(updated, lang) })}
                </time>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>{t('article.readTime', { count: post.readingTime })}</span>
          </p>
          <ResponsiveImage
            {...picture(post.picture, '')}
            sizes="(min-width: 768px) 720px, 100vw"
            loading="eager"
            fetchPriority="high"
            className="h-auto w-full rounded-xl"
            pictureClassName="w-full"
          />
        </Container>
      </Section>
      <ArticleMore post={post} blocks={blocks} />
    </article>
  );
}

/** An article's page; its body's blocks are read from its file by its page (blog/[slug].astro). */
function BlogArticlePage({ blocks }: { blocks: ContentBlock[] }) {
  const { route } = usePage();
  if (route.key === 'blog/article') {
    return <Article key={route.topic} topic={route.topic} blocks={blocks} />;
  }
  return null;
}

export default pageRoot(BlogArticlePage);
