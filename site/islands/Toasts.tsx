import { useTranslation } from 'react-i18next';
import { Toaster } from '../../ui/primitives/Toaster';
import { island } from './island';

/** The page's one toaster, for every island that shows toasts (texts: common). */
function SiteToaster() {
  const { t } = useTranslation('common');
  return <Toaster dismissLabel={t('toast.dismiss')} />;
}

export default island(SiteToaster);
