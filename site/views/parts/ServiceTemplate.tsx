import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../ui';
import { usePage } from '../../app/page-context';
import type { TemplateServiceKey } from '../../content/service-templates';
import { templateNamespaces } from '../../i18n/page-texts';
import { ActionButtons } from './ActionButtons';

import ServiceTemplateMore from './ServiceTemplateMore';
import ServiceTemplateClosing from './ServiceTemplateClosing';

/**
 * The shared page of the design, SEO, marketing, plugins, automation and content services
 * (spec): hero with badge, title, highlight, description and a contact button; six feature
 * cards; a closing call to action. Only the texts and icons differ.
 */
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
      <ServiceTemplateMore pageKey={pageKey} />
      <ServiceTemplateClosing pageKey={pageKey} />
    </>
  );
}
