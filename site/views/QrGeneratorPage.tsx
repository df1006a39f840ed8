import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

// The tool (form, encoder, downloads) is an island (site/islands/QrTool.tsx).
export default function QrGeneratorPage({ tool }: { tool?: ReactNode }) {
  return <PageIntro pageKey="utilities/qr">{tool}</PageIntro>;
}
