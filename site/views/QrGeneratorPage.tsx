import type { ReactNode } from 'react';
import { BrowserToolPage } from './parts/BrowserToolPage';

// The tool (form, encoder, downloads) is an island (site/islands/QrTool.tsx).
export default function QrGeneratorPage({ tool }: { tool?: ReactNode }) {
  return <BrowserToolPage pageKey="utilities/qr" tool={tool} />;
}
