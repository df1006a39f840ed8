import CompressTool from '../views/parts/CompressTool';
import { island } from './island';

/** The image compressor (texts: compressor). */
export default island(CompressTool);
