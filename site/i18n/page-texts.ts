import type { StaticPageKey } from '../routes';

/** The namespaces of the site's texts besides `common` and `meta`: what pages and islands read. */
export const pageNamespaces = [
  'home',
  'homeMore',
  'services',
  'serviceWeb',
  'serviceShop',
  'serviceDesign',
  'serviceSeo',
  'serviceMarketing',
  'servicePlugins',
  'serviceAutomation',
  'serviceContent',
  'technologies',
  'forms',
  'careers',
  'pages',
  'blog',
  'portfolio',
  'agency',
  'offer',
  'utilities',
  'privacy',
  'qr',
  'cropper',
  'compressor',
  'audit',
  'chat',
] as const;
export type PageNamespace = (typeof pageNamespaces)[number];

/** The six pages of the shared service template, each with its own texts (same keys). */
export const templateNamespaces = {
  'services/design': 'serviceDesign',
  'services/seo': 'serviceSeo',
  'services/marketing': 'serviceMarketing',
  'services/plugins': 'servicePlugins',
  'services/automation': 'serviceAutomation',
  'services/content': 'serviceContent',
} as const satisfies Record<string, PageNamespace>;

/**
 * The namespaces of each page's own content, in the order it shows them. Besides these, a page
 * shows `common` (header, footer, contact details), the fields of its forms (`forms`), the chat
 * (`chat`) and the interface of its tool (`qr`, `compressor`, `cropper`, `audit`: an island's
 * labels and messages), and, where it has them, its heading and introduction
 * (`pages.pages.<page>`) and its FAQ (`pages.faq.<page>`), found by its key. Typed over the slug
 * table (site/routes.ts `pages`): a page added there without its entry here does not compile.
 * The chat's assistant answers from it (site/server/chat/knowledge.ts).
 */
export const pageContent = {
  home: ['home', 'homeMore'],
  services: ['services'],
  'services/web': ['serviceWeb'],
  'services/ecommerce': ['serviceShop'],
  'services/design': [templateNamespaces['services/design']],
  'services/seo': [templateNamespaces['services/seo']],
  'services/marketing': [templateNamespaces['services/marketing']],
  'services/plugins': [templateNamespaces['services/plugins']],
  'services/content': [templateNamespaces['services/content']],
  'services/automation': [templateNamespaces['services/automation']],
  technologies: ['technologies'],
  audit: [],
  agency: ['agency'],
  marketing: ['offer'],
  careers: ['careers'],
  'utilities/qr': [],
  utilities: ['utilities'],
  'utilities/compressor': [],
  'utilities/cropper': [],
  contact: [],
  privacy: ['privacy'],
  blog: ['blog'],
  portfolio: ['portfolio'],
} as const satisfies Record<StaticPageKey, readonly PageNamespace[]>;
