import { useTranslation } from 'react-i18next';
import {
  Badge,
  Container,
  Heading,
  Link,
  ResponsiveImage,
  Section,
  UiIcon,
  ArticleBody,
  Button,
  CtaBanner,
  PostGrid,
  ShareLinks,
  shareNetworks,
} from '../../ui';
import { usePage } from '../app/page-context';
import { blogPost, articleRoute, type BlogPost } from '../content/blog/posts';
import type { ContentBlock } from '../content/markdown';
import { picture } from '../content/picture';
import { formatDate } from '../i18n/format';
import { pageRoot } from '../app/page-root';
import { absoluteUrl } from '../app/head';
import type { Route } from '../routes';
import { shareUrls } from '../services/share';
import { viewBlocks } from './parts/content-blocks';
import { usePostCards } from './parts/post-cards';

/** An article: its frontmatter's facts, its picture, then its body (`blocks`) and what follows. */
/**
 * An article's text and what follows it: share links, related services and posts, the call to
 * action.
 */
function ArticleContent({ post, blocks }: { post: BlogPost; blocks: ContentBlock[] }) {
  const { t } = useTranslation(['blog', 'common']);
  const { href, lang } = usePage();
  const related = usePostCards(post.relatedPosts.map((topic) => blogPost(topic, lang)));
  const url = absoluteUrl(href(articleRoute(post.translationKey)));
  const share = shareUrls(post.title, url);
  return (
    <>
      <Section spacing="sm">
        <Container width="narrow" className="flex flex-col gap-10">
          <ArticleBody blocks={viewBlocks(blocks)} />
          <ShareLinks
            title={t('article.shareTitle')}
            newTabHint={t('article.newTab')}
            links={shareNetworks.map((network) => ({
              network,
              href: share[network],
              label: t(`article.share.${network}`),
            }))}
          />
          <nav aria-labelledby="related-services" className="flex flex-col gap-3">
            <Heading level={2} size="h4" id="related-services">
              {t('article.relatedServices')}
            </Heading>
            <ul className="flex flex-wrap gap-2">
              {post.relatedServices.map((key) => (
                <li key={key}>
                  <Button asChild variant="outline" size="sm">
                    <Link href={href({ key } as Route)}>
                      {key === 'technologies' || key === 'audit'
                        ? t(`common:nav.${key}`)
                        : t(`common:serviceNames.${key}`)}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </Section>
      <Section tone="muted" aria-labelledby="related-posts">
        <Container className="flex flex-col gap-8">
          <Heading level={2} id="related-posts">
            {t('article.relatedPosts')}
          </Heading>
          <PostGrid posts={related} emptyText={t('list.empty')} />
        </Container>
      </Section>
      <CtaBanner
        title={t('article.ctaTitle')}
        description={t('article.ctaText')}
        actions={
          <Button asChild variant="secondary" size="lg">
            <Link href={href({ key: 'contact' })}>{t('article.ctaButton')}</Link>
          </Button>
        }
      />
    </>
  );
}

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
      <ArticleContent post={post} blocks={blocks} />
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
