import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, PageHero } from '../../ui';
import { usePage } from '../app/page-context';
import { picture } from '../content/picture';

import AgencyMore from './parts/AgencyMore';
import { pageRoot } from '../app/page-root';

function AgencyPage({ contactForm }: { contactForm?: ReactNode }) {
  const { t } = useTranslation('agency');
  const { href } = usePage();
  return (
    <>
      <PageHero
        title={t('title')}
        description={t('intro')}
        image={picture('agency-hero', t('heroImageAlt'))}
        actions={
          <Button asChild size="lg">
            <Link href={href({ key: 'agency', hash: 'contacto' })}>{t('heroCta')}</Link>
          </Button>
        }
      />
      <AgencyMore contactForm={contactForm} />
    </>
  );
}

export default pageRoot(AgencyPage);
