import { PageIntro } from './PageIntro';

export default function BlogPage() {
  return <PageIntro pageKey="blog" />;
}
