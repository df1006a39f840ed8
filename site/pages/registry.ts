import type { ComponentType } from 'react';
import type { Lang, PageKey, Route } from '../routes';

/** A page's chunk: its component and, for pages that show per-location data, its loader. */
export type PageModule = {
  default: ComponentType;
  /** Loads what the page shows at a location (the router waits for it, like for the texts). */
  loadData?: (route: Route, lang: Lang) => Promise<unknown>;
};

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
  'blog/missing': 'BlogMissingPage',
} as const satisfies Record<PageKey, string>;

const modules = import.meta.glob<PageModule>('./*Page.tsx');

/** The loader of a page's chunk (site/app/loading.ts loads it once). */
export function pageModule(key: PageKey): () => Promise<PageModule> {
  const load = modules[`./${pageFiles[key]}.tsx`];
  if (!load) throw new Error(`No page file for ${key}`);
  return load;
}
