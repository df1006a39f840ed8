// The site (site/): Astro prerenders every address of both languages to HTML (a file per address
// in site/pages); React renders the pages at build time and hydrates only the islands.
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { buildTargets } from './scripts/browser-floor.mjs';
import { isIndexedPage, withLanguageAlternates } from './site/app/sitemap';
import { siteConfig } from './site/config';
import { siteDirectives } from './site/islands/directives';

export default defineConfig({
  // The public origin (site/config.ts siteUrl, VITE_SITE_URL): the sitemap's addresses.
  site: siteConfig.siteUrl,
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist/client',
  // Pages are documents; the Hono server (site/server) answers each address with its file.
  output: 'static',
  build: { format: 'directory', assets: 'assets', inlineStylesheets: 'never' },
  trailingSlash: 'ignore',
  // Each address is a file of site/pages: Spanish at the root, English under en/ (the English
  // file renders the Spanish one; Astro.currentLocale tells it the language). Paths per language
  // are one table: site/routes.ts `pages`.
  i18n: { locales: ['es', 'en'], defaultLocale: 'es', routing: { prefixDefaultLocale: false } },
  compressHTML: true,
  devToolbar: { enabled: false },
  integrations: [
    react(),
    siteDirectives(),
    // sitemap-index.xml and sitemap-0.xml: the indexable pages (site/routes.ts allRoutes), each
    // with its versions in both languages; Astro's `i18n` pairing by locale prefix cannot pair
    // /contacto with /en/contact, so the pairs come from the routes' table (site/app/sitemap.ts).
    sitemap({
      filter: isIndexedPage,
      serialize: withLanguageAlternates,
      // The build's date, as before: a build publishes the site.
      lastmod: new Date(),
      namespaces: { news: false, image: false, video: false },
    }),
  ],
  // No prefetch script: the next page is prerendered by the browser's Speculation Rules, declared
  // in each page's head (site/layouts/Document.astro), with no JavaScript of ours.
  prefetch: false,
  vite: {
    plugins: [tailwindcss()],
    envDir: '.',
    // The image compressor's workers load their codecs (WebAssembly) by dynamic import.
    worker: { format: 'es' },
    build: {
      // The README's browser floor (package.json's browserslist), for scripts and styles alike.
      target: buildTargets(),
      cssTarget: buildTargets(),
      // Fonts stay files, however small: the CSP takes fonts from this origin only.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      rollupOptions: {
        output: {
          // The one stylesheet is named after the site, not after the catch-all route.
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/site.[hash][extname]'
              : 'assets/[name].[hash][extname]',
        },
      },
    },
  },
});
