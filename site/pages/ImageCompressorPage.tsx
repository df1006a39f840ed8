import { Suspense } from 'react';
import { lazyPart } from '../app/loading';
import { PageIntro } from './PageIntro';

// The tool is a part: its code comes after the first paint; its codecs (WebAssembly, in
// workers) load only when the first image is added.
const CompressTool = lazyPart(() => import('./parts/CompressTool'), ['compressor']);

export default function ImageCompressorPage() {
  return (
    <PageIntro pageKey="utilities/compressor">
      <Suspense fallback={null}>
        <CompressTool />
      </Suspense>
    </PageIntro>
  );
}
