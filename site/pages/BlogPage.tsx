import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Container, CtaBanner, Link, PageHero, PostGrid, Section } from '../../ui';
import { feedPath } from '../app/head';
import { useRouter } from '../app/router';
import { blogTopics } from '../content/blog-index';
import { usePostCards } from './parts/post-cards';

export default function BlogPage() {
  const { t } = useTranslation('blog');
  const { href, lang } = useRouter();
  // The cards' titles are the list's headings (the page's h1 names the list).
  const posts = usePostCards(blogTopics).map((post) => ({ ...post, headingLevel: 'h2' as const }));
  return (
    <>
      <PageHero
        title={t('title')}
        description={t('intro')}
        actions={
          <Button asChild variant="outline-surface">
            {/* The feed is a file, not a page of the app: a plain link. */}
            <a href={feedPath(lang)} type="application/rss+xml">
              <Rss aria-hidden="true" />
              {t('list.feed')}
            </a>
          </Button>
        }
      />
      <Section aria-label={t('list.label')}>
        <Container>
          <PostGrid posts={posts} emptyText={t('list.empty')} />
        </Container>
      </Section>
      <CtaBanner
        title={t('list.contactTitle')}
        description={t('list.contactText')}
        actions={
          <Button asChild variant="secondary" size="lg">
            <Link href={href({ key: 'contact' })}>{t('list.contactButton')}</Link>
          </Button>
        }
      />
    </>
  );
}
