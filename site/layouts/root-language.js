// Inlined at the top of the bare root's head (site/layouts/Document.astro), called with the
// language choice's storage key. Only at the bare root does a stored explicit choice of English
// send the visitor on; never when the visitor comes back to it (Back, Forward).
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called where inlined
(storageKey) => {
  try {
    const back = performance.getEntriesByType('navigation')[0]?.type === 'back_forward';
    if (!back && localStorage.getItem(storageKey) === 'en')
      location.replace('/en/' + location.search + location.hash);
  } catch {
    // Storage refused: the Spanish root shows.
  }
};
