/**
 * Calls `then` once the page has loaded and painted its first content, whichever comes last: an
 * island's code fetched before then would share the network and the main thread with what the
 * first view needs (the stylesheet, the fonts, the largest image).
 */
export function afterLoadAndFirstPaint(then: () => void): void {
  let waiting = 2;
  const one = () => {
    waiting -= 1;
    if (waiting === 0) then();
  };
  if (document.readyState === 'complete') one();
  else window.addEventListener('load', one, { once: true });
  // A browser that does not report paints: its load is taken as its first paint.
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    one();
    return;
  }
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    one();
  });
  painted.observe({ type: 'paint', buffered: true });
}
