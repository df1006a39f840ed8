import { PageIntro } from './PageIntro';

export default function ServicesPage() {
  return <PageIntro pageKey="services" />;
}
