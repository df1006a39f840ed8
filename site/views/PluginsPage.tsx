import { ServiceTemplate } from './parts/ServiceTemplate';

export default function PluginsPage() {
  return <ServiceTemplate pageKey="services/plugins" />;
}
