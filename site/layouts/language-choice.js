// Inlined in every page's body (site/layouts/Document.astro), called with the language choice's
// storage key. The language switch (and the other language's offer, language-offer.ts) is a link
// to the same page in the other language: following it is the visitor's explicit choice,
// remembered for the bare root (from the first paint on). The state the address holds that the
// prerendered link cannot know (an audit's report) goes with the visitor.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called where inlined
(storageKey) => {
  addEventListener('click', (event) => {
    const link =
      event.target instanceof Element &&
      event.target.closest(
        '[data-slot="language-select"] a[hreflang], [data-slot="language-offer"] a[hreflang]',
      );
    if (!link || link.getAttribute('aria-current') === 'true') return;
    if (!link.search && location.search) link.search = location.search;
    try {
      localStorage.setItem(storageKey, link.getAttribute('hreflang'));
    } catch {
      // Storage refused (private mode, quota): the link still works.
    }
  });
};
