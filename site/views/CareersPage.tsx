import { PageIntro } from './PageIntro';

import CareersMore from './parts/CareersMore';

export default function CareersPage() {
  return (
    <PageIntro pageKey="careers">
        <CareersMore />
    </PageIntro>
  );
}
