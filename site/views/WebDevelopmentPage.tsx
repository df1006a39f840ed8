import { useTranslation } from 'react-i18next';
import { PageHero, StatStrip } from '../../ui';
import { usePage } from '../app/page-context';
import { webStats } from '../content/service-heroes';
import { ActionButtons } from './parts/ActionButtons';

import WebDevelopmentMore from './parts/WebDevelopmentMore';
import { pageRoot } from '../app/page-root';

function WebDevelopmentPage() {
  const { t } = useTranslation('serviceWeb');
  const { href } = usePage();
  return (
    <>
      <PageHero
        badge={t('hero.badge')}
        title={t('hero.title')}
        highlight={t('hero.highlight')}
        description={t('hero.description')}
        actions={
          <ActionButtons
            primary={{
              label: t('hero.primary'),
              href: href({ key: 'services/web', hash: 'servicios' }),
            }}
            secondary={{ label: t('hero.secondary'), href: href({ key: 'contact' }) }}
          />
        }
      >
        <StatStrip
          bare
          stats={webStats.map((stat) => ({ value: stat.value, label: t(`stats.${stat.id}`) }))}
        />
      </PageHero>
      <WebDevelopmentMore />
    </>
  );
}

export default pageRoot(WebDevelopmentPage);
