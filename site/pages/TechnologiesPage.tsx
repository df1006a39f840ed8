import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './PageIntro';
import { lazyPart } from './parts/lazy-part';
import { PageSection } from './parts/PageSection';

const TechnologiesMore = lazyPart(() => import('./parts/TechnologiesMore'), []);

export default function TechnologiesPage() {
  const { t } = useTranslation('technologies');
  return (
    <PageIntro pageKey="technologies">
      <PageSection
        id="tecnologias"
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description')}
      >
        <Suspense fallback={null}>
          <TechnologiesMore />
        </Suspense>
      </PageSection>
    </PageIntro>
  );
}
