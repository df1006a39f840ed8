import { ServiceTemplate } from './parts/ServiceTemplate';

export default function AutomationPage() {
  return <ServiceTemplate pageKey="services/automation" />;
}
