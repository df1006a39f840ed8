import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, PageHero, Container, PriceCard, Section, Timeline } from '../../ui';
import { OfferChatButton } from './parts/OfferChatButton';
import { pageRoot } from '../app/page-root';
import { CalendarCheck, Globe, Rocket } from 'lucide-react';
import { usePage } from '../app/page-context';
import { offerFeatures, offerSteps } from '../content/offer';
import { textFacts } from '../i18n/facts';
import { useTexts } from '../i18n/texts';
import { FeatureGrid } from './parts/FeatureGrid';
import { PageSection } from './parts/PageSection';

const featureIcons = [Rocket, Globe, CalendarCheck];

/** The offer page below its hero: what it includes, the seven days, the price. */
function OfferSections() {
  const { t } = useTranslation('offer');
  const texts = useTexts('offer');
  const { lang } = usePage();
  return (
    <>
      <PageSection title={t('features.title')}>
        <FeatureGrid
          animated
          items={offerFeatures.map((id) => ({
            title: t(`features.items.${id}.title`),
            description: t(`features.items.${id}.description`),
          }))}
          icons={featureIcons}
        />
      </PageSection>
      <PageSection tone="muted" title={t('timeline.title')} description={t('timeline.subtitle')}>
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
            price={textFacts(lang).price}
            caption={t('price.caption')}
            includedTitle={t('price.includedTitle')}
            included={[...texts.price.included]}
            action={<OfferChatButton label={t('price.cta')} />}
            note={t('price.note')}
          />
          <p className="text-center text-sm font-semibold text-muted-foreground">
            {t('availability')}
          </p>
        </Container>
      </Section>
    </>
  );
}

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
      <OfferSections />
    </>
  );
}

export default pageRoot(OfferPage);
