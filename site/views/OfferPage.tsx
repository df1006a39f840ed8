import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, PageHero } from '../../ui';
import { OfferChatButton } from './parts/OfferChatButton';
import { useOfferConfetti } from './parts/offer-confetti';

import OfferMore from './parts/OfferMore';

export default function OfferPage() {
  const { t } = useTranslation('offer');
  const canvas = useRef<HTMLCanvasElement>(null);
  useOfferConfetti(canvas);
  return (
    <>
      <canvas
        ref={canvas}
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 z-100 size-full"
      />
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
