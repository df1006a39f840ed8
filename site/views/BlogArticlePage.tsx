import { useTranslation } from 'react-i18next';
import { Badge, Container, Heading, Link, ResponsiveImage, Section, UiIcon } from '../../ui';
import { usePage } from '../app/page-context';
import { blogFacts, type BlogTopic } from '../content/blog-index';
import { loadArticle } from '../content/blog/articles';
import { picture } from '../content/picture';
import { formatDate } from '../i18n/format';
import { useTexts } from '../i18n/texts';
import type { Lang, Route } from '../routes';

import ArticleMore from './parts/ArticleMore';
import { pageRoot } from '../app/page-root';

/** The article's body in the language shown (a navigation loads it before the page shows). */
export function loadData(route: Route, lang: Lang): Promise<unknown> {
  return route.key === 'blog/article' ? loadArticle(route.topic, lang) : Promise.resolve();
}

function Article({ topic }: { topic: BlogTopic }) {
  const { t } = useTranslation(['blog', 'common']);
  const { href, lang } = usePage();
  const summary = useTexts('blog').articles[topic];
  const { published, updated } = blogFacts[topic];
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
            {summary.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="soft">{tag}</Badge>
              </li>
            ))}
          </ul>
          <Heading level={1} size="h1" className="w-full">
            {summary.title}
          </Heading>
          <p className="text-lead text-muted-foreground">{summary.subtitle}</p>
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
            <span>{t('article.readTime', { count: blogFacts[topic].readTime })}</span>
          </p>
          <ResponsiveImage
            {...picture(`blog-${topic}`, '')}
            sizes="(min-width: 768px) 720px, 100vw"
            loading="eager"
            fetchPriority="high"
            className="h-auto w-full rounded-xl"
            pictureClassName="w-full"
          />
        </Container>
      </Section>
      <ArticleMore topic={topic} />
    </article>
  );
}

function BlogArticlePage() {
  const { route } = usePage();
  if (route.key === 'blog/article') return <Article key={route.topic} topic={route.topic} />;
  return null;
}

export default pageRoot(BlogArticlePage);
