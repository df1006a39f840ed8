import CropTool from '../views/parts/CropTool';
import { island } from './island';

/** The image cropper (texts: cropper). */
export default island(CropTool);
