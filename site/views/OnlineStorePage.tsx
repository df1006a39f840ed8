import { useTranslation } from 'react-i18next';
import { PageHero } from '../../ui';
import { usePage } from '../app/page-context';
import { shopHighlights } from '../content/service-heroes';
import { ActionButtons } from './parts/ActionButtons';

import OnlineStoreMore from './parts/OnlineStoreMore';
import OnlineStoreFurther from './parts/OnlineStoreFurther';
import { pageRoot } from '../app/page-root';

function OnlineStorePage() {
  const { t } = useTranslation('serviceShop');
  const { href } = usePage();
  return (
    <>
      <PageHero
        badge={t('hero.badge')}
        title={t('hero.title')}
        highlight={t('hero.highlight')}
        description={t('hero.description')}
        highlights={shopHighlights.map((id) => t(`hero.highlights.${id}`))}
        actions={
          <ActionButtons
            primary={{ label: t('hero.primary'), href: href({ key: 'contact' }) }}
            secondary={{ label: t('hero.secondary'), href: href({ key: 'services' }) }}
          />
        }
      />
      <OnlineStoreMore />
      <OnlineStoreFurther />
    </>
  );
}

export default pageRoot(OnlineStorePage);
