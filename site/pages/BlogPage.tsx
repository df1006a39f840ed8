import { Rss } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageHero } from '../../ui';
import { lazyPart } from '../app/loading';
import { useRouter } from '../app/router';
import { feedPath } from '../routes';

const BlogMore = lazyPart(() => import('./parts/BlogMore'), []);

export default function BlogPage() {
  const { t } = useTranslation('blog');
  const { lang } = useRouter();
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
      <Suspense fallback={null}>
        <BlogMore />
      </Suspense>
    </>
  );
}
