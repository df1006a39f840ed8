import { ServiceTemplate } from './parts/ServiceTemplate';

export default function WebDesignPage() {
  return <ServiceTemplate pageKey="services/design" />;
}
