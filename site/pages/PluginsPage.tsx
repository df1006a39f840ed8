import { PageIntro } from './PageIntro';

export default function PluginsPage() {
  return <PageIntro pageKey="services/plugins" />;
}
