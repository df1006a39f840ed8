import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, PageHero, Card, ComparisonTable, FeatureCard } from '../../ui';
import { usePage } from '../app/page-context';
import { picture } from '../content/picture';
import { pageRoot } from '../app/page-root';
import {
  Award,
  Code2,
  EyeOff,
  Layers,
  Megaphone,
  Palette,
  Percent,
  Sparkles,
  Users,
  Zap,
} from 'lucide-react';
import { agencyBenefits, agencyModelRows, agencyServiceGroups } from '../content/agency';
import { useTexts } from '../i18n/texts';
import { FeatureGrid } from './parts/FeatureGrid';
import { PageSection } from './parts/PageSection';

const benefitIcons = [EyeOff, Percent, Zap, Users, Layers, Award];
const groupIcons = { web: Code2, design: Palette, marketing: Megaphone, specialised: Sparkles };

/** The agency page below its hero: benefits, the two models, the services, the form. */
function AgencySections({ contactForm }: { contactForm?: ReactNode }) {
  const { t } = useTranslation('agency');
  const texts = useTexts('agency');
  return (
    <>
      <PageSection title={t('benefits.title')} description={t('benefits.subtitle')}>
        <FeatureGrid
          items={agencyBenefits.map((id) => texts.benefits.items[id])}
          icons={benefitIcons}
        />
      </PageSection>
      <PageSection tone="muted" title={t('models.title')} description={t('models.subtitle')}>
        <ComparisonTable
          caption={t('models.caption')}
          columns={[t('models.aspect'), t('models.whiteLabel'), t('models.coBranding')]}
          highlight={0}
          rows={agencyModelRows.map((id) => {
            const row = texts.models.rows[id];
            return { aspect: row.aspect, values: [row.whiteLabel, row.coBranding] };
          })}
        />
      </PageSection>
      <PageSection title={t('groups.title')} description={t('groups.subtitle')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {agencyServiceGroups.map((id) => {
            const group = texts.groups.items[id];
            const Icon = groupIcons[id];
            return (
              <li key={id}>
                <FeatureCard
                  icon={<Icon aria-hidden="true" />}
                  title={group.title}
                  items={[...group.services]}
                />
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection
        id="contacto"
        tone="muted"
        title={t('contact.title')}
        description={t('contact.subtitle')}
      >
        <Card padding="lg" className="mx-auto w-full max-w-3xl">
          {contactForm}
        </Card>
      </PageSection>
    </>
  );
}

function AgencyPage({ contactForm }: { contactForm?: ReactNode }) {
  const { t } = useTranslation('agency');
  const { href } = usePage();
  return (
    <>
      <PageHero
        title={t('title')}
        description={t('intro')}
        image={picture('agency-hero', t('heroImageAlt'))}
        actions={
          <Button asChild size="lg">
            <Link href={href({ key: 'agency', hash: 'contacto' })}>{t('heroCta')}</Link>
          </Button>
        }
      />
      <AgencySections contactForm={contactForm} />
    </>
  );
}

export default pageRoot(AgencyPage);
