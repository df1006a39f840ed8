import { PageIntro } from './PageIntro';

import ServicesGrid from './parts/ServicesGrid';

export default function ServicesPage() {
  return (
    <PageIntro pageKey="services">
      <ServicesGrid />
    </PageIntro>
  );
}
