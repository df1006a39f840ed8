import { PageIntro } from './PageIntro';

export default function OnlineStorePage() {
  return <PageIntro pageKey="services/ecommerce" />;
}
