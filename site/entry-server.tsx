import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { renderHeadHtml } from './app/head';
import { headFor } from './app/page-head';
import { createI18n } from './i18n';
import { resources } from './i18n/resources';
import { preparePage } from './app/loading';
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
  // The page with its texts and its lazy parts: all of it is in the prerendered HTML.
  await preparePage(resolved.route.key, i18n);
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
  };
}

export { allRoutes };
export { pageFiles } from './pages/registry';
export { pageTextFiles } from './i18n/page-texts';
export { inlineScriptHashes } from './server/security';
export { robotsTxt, sitemapXml } from './app/sitemap';
