import type { ComponentType } from 'react';
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

/** A promise React's use() can read synchronously once settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const pagePromises = new Map<PageKey, TrackedPromise<ComponentType>>();

/**
 * The page's component, loading its chunk once. The promise is marked fulfilled as soon as it
 * settles, so a page loaded before hydration renders without suspending (no mismatch).
 */
export function loadPage(key: PageKey): TrackedPromise<ComponentType> {
  const cached = pagePromises.get(key);
  if (cached) return cached;
  const load = modules[`./${pageFiles[key]}.tsx`];
  if (!load) throw new Error(`No page file for ${key}`);
  const promise: TrackedPromise<ComponentType> = load().then((module) => {
    promise.status = 'fulfilled';
    promise.value = module.default;
    return module.default;
  });
  promise.catch(() => pagePromises.delete(key)); // a failed chunk load may be retried
  pagePromises.set(key, promise);
  return promise;
}
