import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

import CareersMore from './parts/CareersMore';
import { pageRoot } from '../app/page-root';

function CareersPage(islands: { applyForm?: ReactNode; applicationForm?: ReactNode }) {
  return (
    <PageIntro pageKey="careers">
      <CareersMore {...islands} />
    </PageIntro>
  );
}

export default pageRoot(CareersPage);
