import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

// Everything below the intro, texts included, loads alongside hydration.
import TechnologiesMore from './parts/TechnologiesMore';

export default function TechnologiesPage({ picker }: { picker?: ReactNode }) {
  return (
    <PageIntro pageKey="technologies">
      <TechnologiesMore picker={picker} />
    </PageIntro>
  );
}
