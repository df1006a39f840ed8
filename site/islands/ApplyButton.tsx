import { ApplyButton } from '../views/parts/CareersMore';
import { island } from './island';

/** The open position's apply button; the dialog's code loads on intent (texts: careers, forms). */
export default island(ApplyButton);
