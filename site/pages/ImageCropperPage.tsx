import { PageIntro } from './PageIntro';

export default function ImageCropperPage() {
  return <PageIntro pageKey="utilities/cropper" />;
}
