import { ServiceTemplate } from './parts/ServiceTemplate';

export default function SeoPage() {
  return <ServiceTemplate pageKey="services/seo" />;
}
