import { PageIntro } from './PageIntro';

export default function ImageCompressorPage() {
  return <PageIntro pageKey="utilities/compressor" />;
}
