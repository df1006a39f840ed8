import { useTranslation } from 'react-i18next';
import { templateFeatureIcons, type TemplateServiceKey } from '../../content/service-templates';
import { templateNamespaces } from '../../i18n/page-texts';
import { useTexts } from '../../i18n/texts';
import { FeatureGrid } from './FeatureGrid';
import { PageSection } from './PageSection';

/** A template service page below the hero: six feature cards (a lazy part). */
export default function ServiceTemplateMore({ pageKey }: { pageKey: TemplateServiceKey }) {
  const { t } = useTranslation(templateNamespaces[pageKey]);
  const items = useTexts(templateNamespaces[pageKey]).features.items;
  const icons = templateFeatureIcons[pageKey];
  return (
    <PageSection
      tone="muted"
      eyebrow={t(`features.eyebrow`)}
      title={t(`features.title`)}
      description={t(`features.description`)}
    >
      <FeatureGrid items={items} icons={icons} />
    </PageSection>
  );
}
