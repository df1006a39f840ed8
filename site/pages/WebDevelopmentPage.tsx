import { PageIntro } from './PageIntro';

export default function WebDevelopmentPage() {
  return <PageIntro pageKey="services/web" />;
}
