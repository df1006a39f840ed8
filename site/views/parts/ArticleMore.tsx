import { useTranslation } from 'react-i18next';
import {
  ArticleBody,
  Button,
  Container,
  CtaBanner,
  Heading,
  Link,
  PostGrid,
  Section,
  ShareLinks,
  shareNetworks,
} from '../../../ui';
import { absoluteUrl } from '../../app/head';
import { usePage } from '../../app/page-context';
import { articleRoute, blogPost, type BlogPost } from '../../content/blog/posts';
import type { ContentBlock } from '../../content/markdown';
import type { Route } from '../../routes';
import { shareUrls } from '../../services/share';
import { viewBlocks } from './content-blocks';
import { usePostCards } from './post-cards';

/**
 * An article's text and what follows it: share links, related services and posts, the call to
 * action.
 */
export default function ArticleMore({ post, blocks }: { post: BlogPost; blocks: ContentBlock[] }) {
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
