import { useTranslation } from 'react-i18next';
import { CtaBanner } from '../../../ui';
import { useRouter } from '../../app/router';
import { templateFeatureIcons, type TemplateServiceKey } from '../../content/service-templates';
import { templateNamespaces } from '../../i18n/page-texts';
import { useTexts } from '../../i18n/texts';
import { ActionButtons } from './ActionButtons';
import { FaqSection } from './FaqSection';
import { FeatureGrid } from './FeatureGrid';
import { HydrateWhenNeeded } from '../../app/loading';
import { PageSection } from './PageSection';

/** A template service page below the hero: six feature cards, FAQ, closing call to action. */
export default function ServiceTemplateMore({ pageKey }: { pageKey: TemplateServiceKey }) {
  const { t } = useTranslation(templateNamespaces[pageKey]);
  const { href } = useRouter();
  const items = useTexts(templateNamespaces[pageKey]).features.items;
  const icons = templateFeatureIcons[pageKey];
  const contact = href({ key: 'contact' });
  return (
    <>
      <PageSection
        tone="muted"
        eyebrow={t(`features.eyebrow`)}
        title={t(`features.title`)}
        description={t(`features.description`)}
      >
        <FeatureGrid items={items} icons={icons} />
      </PageSection>
      <HydrateWhenNeeded>
        <FaqSection pageKey={pageKey} />
        <CtaBanner
          title={t(`cta.title`)}
          description={t(`cta.description`)}
          actions={
            <ActionButtons onDark={false} primary={{ label: t(`cta.button`), href: contact }} />
          }
        />
      </HydrateWhenNeeded>
    </>
  );
}
