import { useTranslation } from 'react-i18next';
import { allServiceKeys } from '../content/services';
import { PageIntro } from './PageIntro';
import { ServicesSection } from './parts/ServicesSection';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  return (
    <PageIntro pageKey="services">
      <ServicesSection
        keys={allServiceKeys}
        eyebrow={t('grid.eyebrow')}
        title={t('grid.title')}
        description={t('grid.description')}
      />
    </PageIntro>
  );
}
