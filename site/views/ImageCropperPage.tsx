import { PageIntro } from './PageIntro';

// The tool (its editor, react-easy-crop and the writing) is a part: its code comes after the
// first paint and never weighs on the page's initial JavaScript.
import CropTool from './parts/CropTool';

export default function ImageCropperPage() {
  return (
    <PageIntro pageKey="utilities/cropper">
        <CropTool />
    </PageIntro>
  );
}
