// Inlined at the top of the bare root's head (site/layouts/Document.astro), minified;
// STORAGE_KEY is defined there. Only at the bare root does a stored explicit choice of English
// send the visitor on; never when the visitor comes back to it (Back, Forward).
/* global STORAGE_KEY */
try {
  const back = performance.getEntriesByType('navigation')[0]?.type === 'back_forward';
  if (!back && localStorage.getItem(STORAGE_KEY) === 'en')
    location.replace('/en/' + location.search + location.hash);
} catch {
  // Storage refused: the Spanish root shows.
}
