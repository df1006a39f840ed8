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

const loaded = new Map<PageKey, ComponentType>();

/** The page component if its chunk has arrived. */
export function loadedPage(key: PageKey): ComponentType | undefined {
  return loaded.get(key);
}

/** Loads a page's chunk (the first page is loaded before hydration). */
export async function loadPage(key: PageKey): Promise<ComponentType> {
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = modules[`./${pageFiles[key]}.tsx`];
  if (!load) throw new Error(`No page file for ${key}`);
  const module = await load();
  loaded.set(key, module.default);
  return module.default;
}
