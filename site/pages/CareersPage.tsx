import { Suspense } from 'react';
import { PageIntro } from './PageIntro';
import { lazyPart } from '../app/loading';

const CareersMore = lazyPart(() => import('./parts/CareersMore'), ['forms']);

export default function CareersPage() {
  return (
    <PageIntro pageKey="careers">
      <Suspense fallback={null}>
        <CareersMore />
      </Suspense>
    </PageIntro>
  );
}
