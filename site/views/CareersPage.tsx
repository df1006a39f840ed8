import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

import CareersMore from './parts/CareersMore';

export default function CareersPage(islands: {
  applyButton?: ReactNode;
  applicationForm?: ReactNode;
}) {
  return (
    <PageIntro pageKey="careers">
      <CareersMore {...islands} />
    </PageIntro>
  );
}
