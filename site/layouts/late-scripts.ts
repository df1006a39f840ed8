// Inlined at the end of every page's body (site/layouts/Document.astro): fetches the page's late
// scripts, the files its element lists (LATE_SCRIPTS_ATTRIBUTE, bundled-scripts.ts), once the page
// has loaded and painted its first content. They are the other language's offer and, on a page
// with islands, Astro's island runtime with our client directives (scripts/build.mjs): nothing
// the first view needs. Asked for any earlier, even async and at low priority, they would share
// the connection with the stylesheet, the fonts and the largest image, and their evaluation the
// main thread with the first paint. Nothing the visitor does in the meantime is lost: links and
// fields are native, a press on an island's control is held (held-presses.js), and an island
// reached for or typed in before the runtime arrives hydrates as it does
// (site/islands/intent-directive.ts). A page prerendered for a later visit (Speculation Rules)
// fetches them at once: it is not on screen yet, and its islands are ready when it is.
import { afterLoadAndFirstPaint } from '../islands/after-paint';

/** bundled-scripts.ts's, defined as it bundles this file. */
declare const LATE_SCRIPTS_ATTRIBUTE: string;

const files = document.currentScript?.getAttribute(LATE_SCRIPTS_ATTRIBUTE)?.split(' ') ?? [];
const fetchAll = () => {
  for (const src of files) {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }
};
// `document.prerendering` (Speculation Rules) is not in TypeScript's DOM types yet.
if ('prerendering' in document && document.prerendering === true) fetchAll();
else afterLoadAndFirstPaint(fetchAll);
