import { useTranslation } from 'react-i18next';
import { allServiceKeys } from '../../content/services';
import { ServicesSection } from './ServicesSection';

/** The services page's grid of every service. */
export default function ServicesGrid() {
  const { t } = useTranslation('services');
  return (
    <ServicesSection
      keys={allServiceKeys}
      eyebrow={t('grid.eyebrow')}
      title={t('grid.title')}
      description={t('grid.description')}
    />
  );
}
