import { PageIntro } from './PageIntro';

export default function CareersPage() {
  return <PageIntro pageKey="careers" />;
}
