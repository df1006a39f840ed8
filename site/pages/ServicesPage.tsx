import { useTranslation } from 'react-i18next';
import { allServiceKeys } from '../content/services';
import { ServicesSection } from './parts/ServicesSection';
import { FaqSection } from './parts/FaqSection';
import { Container, Heading, Section } from '../../ui';

export default function ServicesPage() {
  const { t } = useTranslation(['services', 'pages']);
  return (
    <>
      <Section tone="muted" spacing="lg">
        <Container width="narrow" className="flex flex-col gap-5">
          <Heading level={1}>{t('pages:pages.services.heading')}</Heading>
          <p className="text-lead text-muted-foreground">{t('pages:pages.services.intro')}</p>
        </Container>
      </Section>
      <ServicesSection
        keys={allServiceKeys}
        eyebrow={t('grid.eyebrow')}
        title={t('grid.title')}
        description={t('grid.description')}
      />
      <FaqSection pageKey="services" />
    </>
  );
}
