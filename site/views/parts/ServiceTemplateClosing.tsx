import { useTranslation } from 'react-i18next';
import { CtaBanner } from '../../../ui';
import { usePage } from '../../app/page-context';
import type { TemplateServiceKey } from '../../content/service-templates';
import { templateNamespaces } from '../../i18n/page-texts';
import { ActionButtons } from './ActionButtons';
import { FaqSection } from './FaqSection';

/**
 * The end of a template service page: FAQ and closing call to action.
 */
export default function ServiceTemplateClosing({ pageKey }: { pageKey: TemplateServiceKey }) {
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
