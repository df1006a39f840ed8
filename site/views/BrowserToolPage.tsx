import { pageRoot } from '../app/page-root';
import { BrowserToolPage } from './parts/BrowserToolPage';

/** The page of each tool that runs in the visitor's browser (QR, compressor, cropper). */
export default pageRoot(BrowserToolPage);
