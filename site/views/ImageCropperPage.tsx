import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './PageIntro';
import { NoScriptNotice } from './parts/NoScriptNotice';

// The tool (editor, react-easy-crop, writing) is an island (site/islands/CropTool.tsx).
export default function ImageCropperPage({ tool }: { tool?: ReactNode }) {
  const { t } = useTranslation('utilities');
  return (
    <PageIntro pageKey="utilities/cropper">
      <NoScriptNotice message={t('noScript')} />
      {tool}
    </PageIntro>
  );
}
