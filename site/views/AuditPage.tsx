import { PageIntro } from './PageIntro';

// The tool (its form, the run's progress and, once a result is on its way, the report) is a
// part: its code comes after the first paint and never weighs on the page's initial JavaScript.
import AuditTool from './parts/AuditTool';

export default function AuditPage() {
  return (
    <PageIntro pageKey="audit">
        <AuditTool />
    </PageIntro>
  );
}
