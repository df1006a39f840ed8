import { PageIntro } from './PageIntro';

export default function SeoPage() {
  return <PageIntro pageKey="services/seo" />;
}
