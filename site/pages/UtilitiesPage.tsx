import { PageIntro } from './PageIntro';

export default function UtilitiesPage() {
  return <PageIntro pageKey="utilities" />;
}
