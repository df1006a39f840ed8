import { PageIntro } from './PageIntro';

import ServicesGrid from './parts/ServicesGrid';
import { pageRoot } from '../app/page-root';

function ServicesPage() {
  return (
    <PageIntro pageKey="services">
      <ServicesGrid />
    </PageIntro>
  );
}

export default pageRoot(ServicesPage);
