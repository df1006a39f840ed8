import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './PageIntro';
import { NoScriptNotice } from './parts/NoScriptNotice';

// The tool is an island (site/islands/CompressTool.tsx); its codecs (WebAssembly, in
// workers) load only when the first image is added.
export default function ImageCompressorPage({ tool }: { tool?: ReactNode }) {
  const { t } = useTranslation('utilities');
  return (
    <PageIntro pageKey="utilities/compressor">
      <NoScriptNotice message={t('noScript')} />
      {tool}
    </PageIntro>
  );
}
