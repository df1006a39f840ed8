import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, PageHero } from '../../ui';
import { OfferChatButton } from './parts/OfferChatButton';

import OfferMore from './parts/OfferMore';
import { pageRoot } from '../app/page-root';

function OfferPage({ confetti }: { confetti?: ReactNode }) {
  const { t } = useTranslation('offer');
  return (
    <>
      {confetti}
      <PageHero
        badge={t('hero.badge')}
        title={t('title')}
        description={t('intro')}
        actions={<OfferChatButton label={t('hero.cta')} />}
      >
        <Badge variant="warning" size="md">
          {t('hero.limited')}
        </Badge>
      </PageHero>
      <OfferMore />
    </>
  );
}

export default pageRoot(OfferPage);
