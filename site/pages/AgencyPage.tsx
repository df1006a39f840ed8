import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, PageHero } from '../../ui';
import { lazyPart } from '../app/loading';
import { useRouter } from '../app/router';
import { picture } from '../content/picture';

const AgencyMore = lazyPart(() => import('./parts/AgencyMore'), ['forms']);

export default function AgencyPage() {
  const { t } = useTranslation('agency');
  const { href } = useRouter();
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
      <Suspense fallback={null}>
        <AgencyMore />
      </Suspense>
    </>
  );
}
