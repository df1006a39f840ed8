import SiteChat from '../app/SiteChat';
import { island } from './island';

/** The sales chat's panel on every page, prerendered closed; its code on intent (texts: with it). */
export default island(SiteChat);
