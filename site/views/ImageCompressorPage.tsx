import { PageIntro } from './PageIntro';

// The tool is a part: its code comes after the first paint; its codecs (WebAssembly, in
// workers) load only when the first image is added.
import CompressTool from './parts/CompressTool';

export default function ImageCompressorPage() {
  return (
    <PageIntro pageKey="utilities/compressor">
        <CompressTool />
    </PageIntro>
  );
}
