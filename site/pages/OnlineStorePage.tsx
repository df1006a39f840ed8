import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../ui';
import { useRouter } from '../app/router';
import { shopHighlights } from '../content/service-heroes';
import { lazyPart } from '../app/loading';
import { ActionButtons } from './parts/ActionButtons';

const OnlineStoreMore = lazyPart(() => import('./parts/OnlineStoreMore'), []);
const OnlineStoreFurther = lazyPart(() => import('./parts/OnlineStoreFurther'), []);

export default function OnlineStorePage() {
  const { t } = useTranslation('serviceShop');
  const { href } = useRouter();
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

      <Suspense fallback={null}>
        <OnlineStoreMore />
      </Suspense>
      <Suspense fallback={null}>
        <OnlineStoreFurther />
      </Suspense>
    </>
  );
}
