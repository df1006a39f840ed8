import { SiteContactForm } from '../views/parts/SiteContactForm';
import { island } from './island';

/** The quote-request form (home, contact, agencies; texts: forms). */
export default island(SiteContactForm);
