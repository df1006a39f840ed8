import { useTranslation } from 'react-i18next';
import { PageHero, CtaBanner } from '../../../ui';
import { usePage } from '../../app/page-context';
import { templateNamespaces } from '../../i18n/page-texts';
import { ActionButtons } from './ActionButtons';
import { templateFeatureIcons, type TemplateServiceKey } from '../../content/service-templates';
import { useTexts } from '../../i18n/texts';
import { FeatureGrid } from './FeatureGrid';
import { PageSection } from './PageSection';
import { FaqSection } from './FaqSection';

/**
 * The shared page of the design, SEO, marketing, plugins, automation and content services
 * (spec): hero with badge, title, highlight, description and a contact button; six feature
 * cards; a closing call to action. Only the texts and icons differ.
 */
/** A template service page below the hero: six feature cards (a lazy part). */
/**
 * The end of a template service page: FAQ and closing call to action.
 */
function ServiceTemplateClosing({ pageKey }: { pageKey: TemplateServiceKey }) {
  const { t } = useTranslation(templateNamespaces[pageKey]);
  const { href } = usePage();
  return (
    <>
      <FaqSection pageKey={pageKey} />
      <CtaBanner
        title={t(`cta.title`)}
        description={t(`cta.description`)}
        actions={
          <ActionButtons
            onDark={false}
            primary={{ label: t(`cta.button`), href: href({ key: 'contact' }) }}
          />
        }
      />
    </>
  );
}

function ServiceFeatures({ pageKey }: { pageKey: TemplateServiceKey }) {
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

export function ServiceTemplate({ pageKey }: { pageKey: TemplateServiceKey }) {
  // Each page's texts are their own namespace (all six have the same keys).
  const { t } = useTranslation(templateNamespaces[pageKey]);
  const { href } = usePage();
  return (
    <>
      <PageHero
        badge={t(`hero.badge`)}
        title={t(`hero.title`)}
        highlight={t(`hero.highlight`)}
        description={t(`hero.description`)}
        actions={
          <ActionButtons primary={{ label: t(`hero.cta`), href: href({ key: 'contact' }) }} />
        }
      />
      <ServiceFeatures pageKey={pageKey} />
      <ServiceTemplateClosing pageKey={pageKey} />
    </>
  );
}
