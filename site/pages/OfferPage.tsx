import { PageIntro } from './PageIntro';

export default function OfferPage() {
  return <PageIntro pageKey="marketing" />;
}
