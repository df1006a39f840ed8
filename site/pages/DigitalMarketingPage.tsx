import { PageIntro } from './PageIntro';

export default function DigitalMarketingPage() {
  return <PageIntro pageKey="services/marketing" />;
}
