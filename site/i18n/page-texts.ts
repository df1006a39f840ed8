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
