import type { ComponentType } from 'react';
import { trackedOnce, type TrackedPromise } from '../app/tracked';
import type { PageKey } from '../routes';

type PageModule = { default: ComponentType };

/** The file (in site/pages/) of each page key. Each page is its own chunk. */
export const pageFiles = {
  home: 'HomePage',
  services: 'ServicesPage',
  'services/web': 'WebDevelopmentPage',
  'services/ecommerce': 'OnlineStorePage',
  'services/design': 'WebDesignPage',
  'services/seo': 'SeoPage',
  'services/marketing': 'DigitalMarketingPage',
  'services/plugins': 'PluginsPage',
  'services/content': 'ContentWritingPage',
  'services/automation': 'AutomationPage',
  technologies: 'TechnologiesPage',
  audit: 'AuditPage',
  agency: 'AgencyPage',
  marketing: 'OfferPage',
  careers: 'CareersPage',
  'utilities/qr': 'QrGeneratorPage',
  utilities: 'UtilitiesPage',
  'utilities/compressor': 'ImageCompressorPage',
  'utilities/cropper': 'ImageCropperPage',
  contact: 'ContactPage',
  privacy: 'PrivacyPage',
  blog: 'BlogPage',
  portfolio: 'PortfolioPage',
  'blog/article': 'BlogArticlePage',
} as const satisfies Record<PageKey, string>;

const modules = import.meta.glob<PageModule>('./*Page.tsx');

const pagePromises = new Map<PageKey, TrackedPromise<ComponentType>>();

/** The page's component, loading its chunk once (readable by use() without suspending once there). */
export function loadPage(key: PageKey): TrackedPromise<ComponentType> {
  return trackedOnce(pagePromises, key, () => {
    const load = modules[`./${pageFiles[key]}.tsx`];
    if (!load) throw new Error(`No page file for ${key}`);
    return load().then((module) => module.default);
  });
}
