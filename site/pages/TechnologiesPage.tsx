import { Suspense } from 'react';
import { PageIntro } from './PageIntro';
import { lazyPart } from '../app/loading';

// Everything below the intro, texts included, loads alongside hydration.
const TechnologiesMore = lazyPart(() => import('./parts/TechnologiesMore'), ['technologies']);

export default function TechnologiesPage() {
  return (
    <PageIntro pageKey="technologies">
      <Suspense fallback={null}>
        <TechnologiesMore />
      </Suspense>
    </PageIntro>
  );
}
