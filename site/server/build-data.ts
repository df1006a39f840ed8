// What the build (scripts/build.mjs) writes besides the pages, from the site's own modules.
export { inlineScriptHashes } from './security';
export { placeholderReport, placeholdersInUse } from '../placeholders';
export { siteConfig } from '../config';
export {
  LATE_SCRIPTS_ATTRIBUTE,
  hashedScriptFile,
  languageOfferScript,
  platformFallbacksScript,
} from '../layouts/script-files';
export { clientDirectives } from '../islands/directives';
