import type { i18n as I18n } from 'i18next';
import type { Resolved } from '../routes';
import type * as Head from './head';
import type * as PageHead from './page-head';

// The head code is needed from the first client navigation on (the first head is prerendered):
// a navigation loads it with its page, so the head changes in the same commit as the page.
type HeadCode = [typeof Head, typeof PageHead];
let loading: Promise<HeadCode> | null = null;
let loaded: HeadCode | null = null;

/** Loads the head code (once; a failure may be retried). */
export function loadHead(): Promise<HeadCode> {
  loading ??= Promise.all([import('./head'), import('./page-head')]).then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Writes the head of a location (title, description, canonical, hreflang, JSON-LD). */
export function applyHeadOf(resolved: Resolved, i18n: I18n): void {
  if (!loaded) throw new Error('The head code was used before it loaded');
  const [head, page] = loaded;
  head.applyHead(page.headFor(resolved, i18n));
}
