import { PageIntro } from './PageIntro';

export default function PrivacyPage() {
  return <PageIntro pageKey="privacy" />;
}
