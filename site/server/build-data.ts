// What the build (scripts/build.mjs) writes besides the pages, from the site's own modules.
export { inlineScriptHashes } from './security';
export { placeholderReport, placeholdersInUse } from '../placeholders';
export { siteConfig } from '../config';
