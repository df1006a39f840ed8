import { PageIntro } from './PageIntro';

export default function AuditPage() {
  return <PageIntro pageKey="audit" />;
}
