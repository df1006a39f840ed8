import { Suspense } from 'react';
import { lazyPart } from '../app/loading';
import { PageIntro } from './PageIntro';

// The tool (its editor, react-easy-crop and the writing) is a part: its code comes after the
// first paint and never weighs on the page's initial JavaScript.
const CropTool = lazyPart(() => import('./parts/CropTool'), ['cropper']);

export default function ImageCropperPage() {
  return (
    <PageIntro pageKey="utilities/cropper">
      <Suspense fallback={null}>
        <CropTool />
      </Suspense>
    </PageIntro>
  );
}
