import SiteChat from '../app/SiteChat';
import { island } from './island';

/** The sales chat's launcher on every page; its panel loads on intent (texts: with the code). */
export default island(SiteChat);
