import QrTool from '../views/parts/QrTool';
import { island } from './island';

/** The QR code generator (texts: qr). */
export default island(QrTool);
