import { GENERAL_POSITION } from '../views/parts/CareersMore';
import { SiteApplicationForm } from '../views/parts/SiteApplicationForm';
import { island } from './island';

/** The general application form at the foot of the careers page (texts: careers, forms). */
export default island(() => <SiteApplicationForm position={GENERAL_POSITION} />);
