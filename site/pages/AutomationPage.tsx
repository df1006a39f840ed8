import { PageIntro } from './PageIntro';

export default function AutomationPage() {
  return <PageIntro pageKey="services/automation" />;
}
