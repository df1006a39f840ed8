import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

import TechnologiesMore from './parts/TechnologiesMore';
import { pageRoot } from '../app/page-root';

function TechnologiesPage({ picker }: { picker?: ReactNode }) {
  return (
    <PageIntro pageKey="technologies">
      <TechnologiesMore picker={picker} />
    </PageIntro>
  );
}

export default pageRoot(TechnologiesPage);
