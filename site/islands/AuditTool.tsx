import AuditTool from '../views/parts/AuditTool';
import { island } from './island';

/** The web audit: form, progress and report (texts: audit, forms). */
export default island(AuditTool);
