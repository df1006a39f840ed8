import { PageIntro } from './PageIntro';

export default function TechnologiesPage() {
  return <PageIntro pageKey="technologies" />;
}
