import { CalendarCheck, Globe, Rocket } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Container, PageHero, PriceCard, Section, Timeline } from '../../ui';
import { useRouter } from '../app/router';
import { OFFER, offerFeatures, offerSteps } from '../content/offer';
import { formatPrice } from '../i18n/format';
import { useTexts } from '../i18n/texts';
import { whatsappChat } from '../services/share';
import { FeatureGrid } from './parts/FeatureGrid';
import { useOfferConfetti } from './parts/offer-confetti';
import { PageSection } from './parts/PageSection';

const featureIcons = [Rocket, Globe, CalendarCheck];

export default function OfferPage() {
  const { t } = useTranslation('offer');
  const { lang } = useRouter();
  const texts = useTexts('offer');
  const canvas = useRef<HTMLCanvasElement>(null);
  useOfferConfetti(canvas);
  const facts = { days: OFFER.days, price: formatPrice(OFFER.price, OFFER.currency, lang) };
  const chat = whatsappChat(t('whatsappText', facts));
  const whatsappButton = (label: string) => (
    <Button asChild variant="whatsapp" size="lg">
      <a href={chat} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="sr-only"> {t('hero.newTab')}</span>
      </a>
    </Button>
  );
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
        actions={whatsappButton(t('hero.cta'))}
      >
        <Badge variant="warning" size="md">
          {t('hero.limited')}
        </Badge>
      </PageHero>
      <PageSection title={t('features.title')}>
        <FeatureGrid
          animated
          items={offerFeatures.map((id) => ({
            title: t(`features.items.${id}.title`, facts),
            description: t(`features.items.${id}.description`, facts),
          }))}
          icons={featureIcons}
        />
      </PageSection>
      <PageSection
        tone="muted"
        title={t('timeline.title')}
        description={t('timeline.subtitle', facts)}
      >
        <Timeline
          steps={offerSteps.map((id) => {
            const step = texts.timeline.steps[id];
            return { when: step.days, title: step.title, description: step.description };
          })}
        />
      </PageSection>
      <Section>
        <Container className="flex flex-col items-center gap-6">
          <PriceCard
            title={t('price.title')}
            price={facts.price}
            caption={t('price.caption')}
            includedTitle={t('price.includedTitle')}
            included={[...texts.price.included]}
            action={whatsappButton(t('price.cta'))}
            note={t('price.note', facts)}
          />
          <p className="text-center text-sm font-semibold text-muted-foreground">
            {t('availability')}
          </p>
        </Container>
      </Section>
    </>
  );
}
