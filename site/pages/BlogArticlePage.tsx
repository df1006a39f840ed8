import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArticleBody,
  Badge,
  Button,
  Container,
  Heading,
  Link,
  ResponsiveImage,
  Section,
  StatusMessage,
} from '../../ui';
import { lazyPart } from '../app/loading';
import { useRouter } from '../app/router';
import { BLOG_DATE, blogFacts, type BlogTopic } from '../content/blog-index';
import { loadArticle, useArticle } from '../content/blog/articles';
import { blogSummaries } from '../content/blog/summaries';
import { picture } from '../content/picture';
import { formatDate } from '../i18n/format';
import type { Lang, Route } from '../routes';
import { viewBlocks } from './parts/content-blocks';

const ArticleMore = lazyPart(() => import('./parts/ArticleMore'), []);

/** The article's body in the language shown (a navigation loads it before the page shows). */
export function loadData(route: Route, lang: Lang): Promise<unknown> {
  return route.key === 'blog/article' ? loadArticle(route.topic, lang) : Promise.resolve();
}

/**
 * The article's text. On the first page it hydrates when its body has arrived (until then the
 * prerendered text stays); a navigation loads the body before the page shows.
 */
function Body({ topic }: { topic: BlogTopic }) {
  const { lang } = useRouter();
  return <ArticleBody blocks={viewBlocks(useArticle(topic, lang).blocks)} />;
}

function Article({ topic }: { topic: BlogTopic }) {
  const { t } = useTranslation(['blog', 'common']);
  const { href, lang } = useRouter();
  const summary = blogSummaries[lang][topic];
  return (
    <article>
      <Section tone="muted" spacing="sm">
        <Container width="narrow" className="flex flex-col items-start gap-5">
          <Link
            href={href({ key: 'blog' })}
            className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-primary-soft-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
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
            <time dateTime={BLOG_DATE}>
              {t('article.published', { date: formatDate(BLOG_DATE, lang) })}
            </time>
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
      <Section spacing="sm">
        <Container width="narrow" className="flex flex-col gap-10">
          <Suspense fallback={null}>
            <Body topic={topic} />
          </Suspense>
        </Container>
      </Section>
      <Suspense fallback={null}>
        <ArticleMore topic={topic} />
      </Suspense>
    </article>
  );
}

/** The blog's missing states: no article at this address, or not in this language. */
function Missing({ topic }: { topic: BlogTopic | undefined }) {
  const { t } = useTranslation('blog');
  const { href, lang } = useRouter();
  const state = topic ? 'unavailable' : 'notFound';
  return (
    <Section spacing="lg">
      <Container width="narrow">
        <StatusMessage
          level={1}
          title={t(`missing.${state}.title`)}
          description={t(`missing.${state}.text`)}
          actions={
            <>
              {topic ? (
                <Button asChild>
                  <Link href={href({ key: 'blog/article', topic })}>
                    {t('missing.unavailable.link', { title: blogSummaries[lang][topic].title })}
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant={topic ? 'outline' : 'primary'}>
                <Link href={href({ key: 'blog' })}>{t('missing.backToBlog')}</Link>
              </Button>
            </>
          }
        />
      </Container>
    </Section>
  );
}

export default function BlogArticlePage() {
  const { route } = useRouter();
  if (route.key === 'blog/article') return <Article key={route.topic} topic={route.topic} />;
  if (route.key === 'blog/missing') return <Missing topic={route.topic} />;
  return null;
}
