// The query of the page's address, as state: an island that keeps its state in the address (the
// audit's report) reads it, pushes a new one, and follows Back and Forward. Pages are
// documents: this never changes the page, only the query of the one shown.
import { useSyncExternalStore } from 'react';

const CHANGE = 'site:address';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
}

/** The address's query (`?…` or ''); '' in the prerendered HTML, which has none. */
export function useAddressQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** Shows a new query in the address (a new history entry, or in place of the current one). */
export function setAddressQuery(query: string, { replace = false } = {}): void {
  const address = `${window.location.pathname}${query}`;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', address);
  window.dispatchEvent(new Event(CHANGE));
}
