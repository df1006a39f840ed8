import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, PageHero, Container, CtaBanner, Link, PostGrid, Section } from '../../ui';
import { usePage } from '../app/page-context';
import { feedPath } from '../routes';
import { pageRoot } from '../app/page-root';
import { postsIn } from '../content/blog/posts';
import { usePostCards } from './parts/post-cards';

/** The blog's list of articles in the current language and its call to action. */
function BlogPosts() {
  const { t } = useTranslation('blog');
  const { href, lang } = usePage();
  // The cards' titles are the list's headings (the page's h1 names the list).
  const posts = usePostCards(postsIn(lang)).map((post) => ({
    ...post,
    headingLevel: 'h2' as const,
  }));
  return (
    <>
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

function BlogPage() {
  const { t } = useTranslation('blog');
  const { lang } = usePage();
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
      <BlogPosts />
    </>
  );
}

export default pageRoot(BlogPage);
