import { Suspense } from 'react';
import { PageIntro } from './PageIntro';
import { lazyPart } from '../app/loading';

const ServicesGrid = lazyPart(() => import('./parts/ServicesGrid'), []);

export default function ServicesPage() {
  return (
    <PageIntro pageKey="services">
      <Suspense fallback={null}>
        <ServicesGrid />
      </Suspense>
    </PageIntro>
  );
}
