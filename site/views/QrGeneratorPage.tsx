import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './PageIntro';
import { NoScriptNotice } from './parts/NoScriptNotice';

// The tool (form, encoder, downloads) is an island (site/islands/QrTool.tsx).
export default function QrGeneratorPage({ tool }: { tool?: ReactNode }) {
  const { t } = useTranslation('utilities');
  return (
    <PageIntro pageKey="utilities/qr">
      <NoScriptNotice message={t('noScript')} />
      {tool}
    </PageIntro>
  );
}
