import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

// The tool (editor, react-easy-crop, writing) is an island (site/islands/CropTool.tsx).
export default function ImageCropperPage({ tool }: { tool?: ReactNode }) {
  return <PageIntro pageKey="utilities/cropper">{tool}</PageIntro>;
}
