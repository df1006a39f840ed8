import { SiteContactForm } from '../views/parts/SiteContactForm';
import { island } from './island';

/** The quote-request form (home, contact, agencies); its texts come with its code. */
export default island(SiteContactForm);
