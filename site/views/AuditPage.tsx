import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui';
import { usePage } from '../app/page-context';
import { PageIntro } from './PageIntro';
import { NoScriptNotice } from './parts/NoScriptNotice';
import { pageRoot } from '../app/page-root';

// The tool (form, progress and report) is an island (site/views/parts/AuditTool.tsx). With no
// script it cannot run: the page says so, and leads to the contact form, which posts without one.
function AuditPage({ tool }: { tool?: ReactNode }) {
  const { t } = useTranslation('audit');
  const { href } = usePage();
  return (
    <PageIntro pageKey="audit">
      <NoScriptNotice
        message={t('noScript.text')}
        action={<Link href={href({ key: 'contact' })}>{t('noScript.link')}</Link>}
      />
      {tool}
    </PageIntro>
  );
}

export default pageRoot(AuditPage);
