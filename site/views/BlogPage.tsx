import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, PageHero } from '../../ui';
import { usePage } from '../app/page-context';
import { feedPath } from '../routes';

import BlogMore from './parts/BlogMore';
import { pageRoot } from '../app/page-root';

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
      <BlogMore />
    </>
  );
}

export default pageRoot(BlogPage);
