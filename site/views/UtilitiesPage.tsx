import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../ui';

import UtilitiesMore from './parts/UtilitiesMore';
import { pageRoot } from '../app/page-root';

function UtilitiesPage() {
  const { t } = useTranslation('utilities');
  return (
    <>
      <PageHero title={t('title')} description={t('intro')}>
        <p className="flex max-w-2xl items-start gap-2 text-surface-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-surface-accent" />
          {t('localNote')}
        </p>
      </PageHero>
      <UtilitiesMore />
    </>
  );
}

export default pageRoot(UtilitiesPage);
