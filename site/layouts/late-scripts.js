// Inlined at the top of every page's body (site/layouts/Document.astro), minified, after
// held-presses.js in the same element; LATE_SCRIPTS_ATTRIBUTE is defined there
// (site/layouts/script-files.ts). Fetches the files the element lists once the page has loaded
// and painted its first content, whichever comes last: the other language's offer and, on a page
// with islands, Astro's island runtime with our client directives (scripts/build.mjs). Nothing
// of the first view needs them. Asked for any earlier, even async and at low priority, they
// shared the connection with the stylesheet, the fonts and the largest image, and their
// evaluation the main thread with the first paint: Lighthouse counted them into the largest
// paint. Nothing the visitor does in the meantime is lost: links and fields are native, a press
// on an island's control is held (held-presses.js), and an island reached for or typed in before
// the runtime arrives hydrates as it does (site/islands/intent-directive.ts). A page prerendered
// for a later visit (Speculation Rules) fetches them at once: it is not on screen yet, and its
// islands are ready when it is. A browser that reports no paints takes its load as its first.
// A file that fails to load (blocked, offline) is told to the held presses (LATE_SCRIPTS_FAILED),
// which give what the visitor did to the platform: a form then posts as with no script.
/* global LATE_SCRIPTS_ATTRIBUTE, LATE_SCRIPTS_FAILED */
(() => {
  const files = document.currentScript?.getAttribute(LATE_SCRIPTS_ATTRIBUTE)?.split(' ') ?? [];
  const fetchAll = () => {
    for (const src of files) {
      const script = document.createElement('script');
      script.src = src;
      script.onerror = () => dispatchEvent(new Event(LATE_SCRIPTS_FAILED));
      document.head.append(script);
    }
  };
  if (document.prerendering) return fetchAll();
  const paints = PerformanceObserver.supportedEntryTypes.includes('paint');
  let waiting = paints ? 2 : 1;
  const one = () => {
    waiting -= 1;
    if (waiting === 0) fetchAll();
  };
  addEventListener('load', one, { once: true });
  if (!paints) return;
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    one();
  });
  painted.observe({ type: 'paint', buffered: true });
})();
