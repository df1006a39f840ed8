import type { ReactNode } from 'react';
import { BrowserToolPage } from './parts/BrowserToolPage';

// The tool (editor, react-easy-crop, writing) is an island (site/islands/CropTool.tsx).
export default function ImageCropperPage({ tool }: { tool?: ReactNode }) {
  return <BrowserToolPage pageKey="utilities/cropper" tool={tool} />;
}
