import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { renderHeadHtml } from './app/head';
import { headFor } from './app/page-head';
import { createI18n } from './i18n';
import { resources } from './i18n/resources';
import { preparePage } from './app/loading';
import {
  allDocuments,
  allRoutes,
  documentFile,
  resolvePath,
  type Lang,
  type PageKey,
} from './routes';

export type RenderResult = {
  html: string;
  head: string;
  lang: Lang;
  pageKey: PageKey;
  notFound: boolean;
  /** Where the build writes it (routes.ts documentFile). */
  file: string;
};

/** Renders one path to HTML (prerendering at build). */
export async function render(path: string): Promise<RenderResult> {
  const url = new URL(path, 'http://prerender');
  const resolved = resolvePath(url.pathname, url.search);
  const i18n = createI18n(resolved.lang, resources);
  // The page with its texts and its lazy parts: all of it is in the prerendered HTML.
  await preparePage(resolved, i18n);
  const html = renderToString(
    <StrictMode>
      <App i18n={i18n} initial={resolved} />
    </StrictMode>,
  );
  const head = renderHeadHtml(headFor(resolved, i18n));
  return {
    html,
    head,
    lang: resolved.lang,
    pageKey: resolved.route.key,
    notFound: resolved.notFound,
    file: documentFile(resolved),
  };
}

export { allDocuments, allRoutes };
export { pageFiles } from './pages/registry';
export { pageTextFiles } from './i18n/page-texts';
export { inlineScriptHashes } from './server/security';
export { robotsTxt, sitemapXml } from './app/sitemap';
export { rssFeed } from './app/feed';
export { feedPath, languages } from './routes';
