import { ServiceTemplate } from './parts/ServiceTemplate';

export default function ContentWritingPage() {
  return <ServiceTemplate pageKey="services/content" />;
}
