import { ServiceTemplate } from './parts/ServiceTemplate';

export default function DigitalMarketingPage() {
  return <ServiceTemplate pageKey="services/marketing" />;
}
