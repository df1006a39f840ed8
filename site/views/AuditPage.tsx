import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

// The tool (form, progress and report) is an island (site/islands/AuditTool.tsx).
export default function AuditPage({ tool }: { tool?: ReactNode }) {
  return <PageIntro pageKey="audit">{tool}</PageIntro>;
}
