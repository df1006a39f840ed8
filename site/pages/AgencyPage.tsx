import { PageIntro } from './PageIntro';

export default function AgencyPage() {
  return <PageIntro pageKey="agency" />;
}
