import { pageRoot } from '../app/page-root';
import { ServiceTemplate } from './parts/ServiceTemplate';

/** The page of each of the six template services (design, SEO, marketing, plugins, automation, content). */
export default pageRoot(ServiceTemplate);
