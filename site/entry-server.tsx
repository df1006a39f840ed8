import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { renderHeadHtml } from './app/head';
import { headFor } from './app/page-head';
import { createI18n } from './i18n';
import { resources } from './i18n/resources';
import { preloadParts } from './pages/parts/lazy-part';
import { loadPage } from './pages/registry';
import { allRoutes, resolvePath, type Lang, type PageKey } from './routes';

export type RenderResult = {
  html: string;
  head: string;
  lang: Lang;
  pageKey: PageKey;
  notFound: boolean;
};

/** Renders one path to HTML (prerendering at build). */
export async function render(pathname: string): Promise<RenderResult> {
  const resolved = resolvePath(pathname);
  const i18n = createI18n(resolved.lang, resources);
  await loadPage(resolved.route.key);
  // Below-the-fold parts are in the prerendered HTML too.
  await preloadParts(i18n, resolved.lang);
  const html = renderToString(
    <StrictMode>
      <App i18n={i18n} initial={resolved} />
    </StrictMode>,
  );
  const head = renderHeadHtml(
    headFor(resolved, i18n.getFixedT(resolved.lang, ['common', 'meta', 'pages'])),
  );
  return {
    html,
    head,
    lang: resolved.lang,
    pageKey: resolved.route.key,
    notFound: resolved.notFound,
  };
}

export { allRoutes };
export { pageFiles } from './pages/registry';
export { pageTextFiles } from './i18n/page-texts';
export { inlineScriptHashes } from './server/security';
export { robotsTxt, sitemapXml } from './app/sitemap';
