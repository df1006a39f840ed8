import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

// The tool is an island (site/islands/CompressTool.tsx); its codecs (WebAssembly, in
// workers) load only when the first image is added.
export default function ImageCompressorPage({ tool }: { tool?: ReactNode }) {
  return <PageIntro pageKey="utilities/compressor">{tool}</PageIntro>;
}
