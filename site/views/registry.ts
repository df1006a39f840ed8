import type { ComponentType, ReactNode } from 'react';
import type { Lang, PageKey, Route } from '../routes';
import AgencyPage from './AgencyPage';
import AuditPage from './AuditPage';
import AutomationPage from './AutomationPage';
import * as BlogArticlePage from './BlogArticlePage';
import BlogMissingPage from './BlogMissingPage';
import BlogPage from './BlogPage';
import CareersPage from './CareersPage';
import ContactPage from './ContactPage';
import ContentWritingPage from './ContentWritingPage';
import DigitalMarketingPage from './DigitalMarketingPage';
import HomePage from './HomePage';
import ImageCompressorPage from './ImageCompressorPage';
import ImageCropperPage from './ImageCropperPage';
import OfferPage from './OfferPage';
import OnlineStorePage from './OnlineStorePage';
import PluginsPage from './PluginsPage';
import * as PortfolioPage from './PortfolioPage';
import * as PrivacyPage from './PrivacyPage';
import QrGeneratorPage from './QrGeneratorPage';
import SeoPage from './SeoPage';
import ServicesPage from './ServicesPage';
import TechnologiesPage from './TechnologiesPage';
import UtilitiesPage from './UtilitiesPage';
import WebDesignPage from './WebDesignPage';
import WebDevelopmentPage from './WebDevelopmentPage';

/** A page's view: the islands it places arrive as props (ReactNode), named by the page. */
type View = ComponentType<Record<string, ReactNode>>;

const views: Record<PageKey, View> = {
  home: HomePage,
  services: ServicesPage,
  'services/web': WebDevelopmentPage,
  'services/ecommerce': OnlineStorePage,
  'services/design': WebDesignPage,
  'services/seo': SeoPage,
  'services/marketing': DigitalMarketingPage,
  'services/plugins': PluginsPage,
  'services/content': ContentWritingPage,
  'services/automation': AutomationPage,
  technologies: TechnologiesPage,
  audit: AuditPage,
  agency: AgencyPage,
  marketing: OfferPage,
  careers: CareersPage,
  'utilities/qr': QrGeneratorPage,
  utilities: UtilitiesPage,
  'utilities/compressor': ImageCompressorPage,
  'utilities/cropper': ImageCropperPage,
  contact: ContactPage,
  privacy: PrivacyPage.default,
  blog: BlogPage,
  portfolio: PortfolioPage.default,
  'blog/article': BlogArticlePage.default,
  'blog/missing': BlogMissingPage,
};

/** The view of a page key. */
export function pageView(key: PageKey): View {
  return views[key];
}

/** What a page shows at a location, loaded before it renders: an article, the projects, a policy. */
const loaders: Partial<Record<PageKey, (route: Route, lang: Lang) => Promise<unknown>>> = {
  'blog/article': BlogArticlePage.loadData,
  portfolio: PortfolioPage.loadData,
  privacy: PrivacyPage.loadData,
};

/** Loads what a page shows at a location before it renders (only its own page's data). */
export function loadPageData(route: Route, lang: Lang): Promise<unknown> {
  return loaders[route.key]?.(route, lang) ?? Promise.resolve();
}
