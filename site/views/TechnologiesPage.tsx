import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

import TechnologiesMore from './parts/TechnologiesMore';

export default function TechnologiesPage({ picker }: { picker?: ReactNode }) {
  return (
    <PageIntro pageKey="technologies">
      <TechnologiesMore picker={picker} />
    </PageIntro>
  );
}
