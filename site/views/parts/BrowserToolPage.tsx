import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaticPageKey } from '../../routes';
import { PageIntro } from '../PageIntro';
import { NoScriptNotice } from './NoScriptNotice';

/**
 * A tool that runs in the visitor's browser (QR, compressor, cropper): its page's intro, then the
 * tool, an island, under the note a browser with no script gets.
 */
export function BrowserToolPage({
  pageKey,
  tool,
}: {
  pageKey: Extract<StaticPageKey, 'utilities/qr' | 'utilities/compressor' | 'utilities/cropper'>;
  tool?: ReactNode;
}) {
  const { t } = useTranslation('utilities');
  return (
    <PageIntro pageKey={pageKey}>
      <NoScriptNotice message={t('noScript')} />
      {tool}
    </PageIntro>
  );
}
