import { useTranslation } from 'react-i18next';
import { shopFeatureIcons } from '../../content/online-store';
import { useTexts } from '../../i18n/texts';
import { FeatureGrid } from './FeatureGrid';
import { PageSection } from './PageSection';

/** The online store page below the hero: its features. */
export default function OnlineStoreMore() {
  const { t } = useTranslation('serviceShop');
  const { features } = useTexts('serviceShop');
  return (
    <PageSection
      tone="muted"
      eyebrow={t('features.eyebrow')}
      title={t('features.title')}
      description={t('features.description')}
    >
      <FeatureGrid items={features.items} icons={shopFeatureIcons} />
    </PageSection>
  );
}
