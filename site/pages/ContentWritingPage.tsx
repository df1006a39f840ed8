import { PageIntro } from './PageIntro';

export default function ContentWritingPage() {
  return <PageIntro pageKey="services/content" />;
}
