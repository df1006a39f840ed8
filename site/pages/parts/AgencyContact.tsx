import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui';
import { PageSection } from './PageSection';
import { SiteContactForm } from './SiteContactForm';

/** The agency page's contact form, preset to the partner programme (its own chunk). */
export default function AgencyContact() {
  const { t } = useTranslation('agency');
  return (
    <PageSection
      id="contacto"
      tone="muted"
      title={t('contact.title')}
      description={t('contact.subtitle')}
    >
      <Card padding="lg" className="mx-auto w-full max-w-3xl">
        <SiteContactForm presetServiceType="agency" />
      </Card>
    </PageSection>
  );
}
