import { CalendarCheck, Globe, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container, PriceCard, Section, Timeline } from '../../../ui';
import { offerFeatures, offerSteps } from '../../content/offer';
import { useTexts } from '../../i18n/texts';
import { FeatureGrid } from './FeatureGrid';
import { OfferChatButton, useOfferFacts } from './OfferChatButton';
import { PageSection } from './PageSection';

const featureIcons = [Rocket, Globe, CalendarCheck];

/** The offer page below its hero: what it includes, the seven days, the price. */
export default function OfferMore() {
  const { t } = useTranslation('offer');
  const texts = useTexts('offer');
  const facts = useOfferFacts();
  return (
    <>
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
            action={<OfferChatButton label={t('price.cta')} />}
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
