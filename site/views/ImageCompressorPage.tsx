import type { ReactNode } from 'react';
import { BrowserToolPage } from './parts/BrowserToolPage';

// The tool is an island (site/islands/CompressTool.tsx); its codecs (WebAssembly, in
// workers) load only when the first image is added.
export default function ImageCompressorPage({ tool }: { tool?: ReactNode }) {
  return <BrowserToolPage pageKey="utilities/compressor" tool={tool} />;
}
