import { PageIntro } from './PageIntro';

export default function WebDesignPage() {
  return <PageIntro pageKey="services/design" />;
}
