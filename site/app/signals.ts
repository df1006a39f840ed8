// Names the boot script (site/boot.ts, inlined into every page by the build) and the app share:
// one source for both, so neither can drift from the other.

/** On <html>: "shell" while parts of the page wait to hydrate, "true" once all of it has. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On <html>: the visitor has shown presence (pointer, touch, key, wheel, scroll, focus). */
export const VISITOR_ACTIVE_ATTRIBUTE = 'data-visitor-active';
/** Sent on document at the visitor's first sign of presence, for an app already running. */
export const VISITOR_ACTIVE_EVENT = 'visitoractive';
/** On a control a visitor activated before the app took over, while its code is on its way. */
export const PENDING_ATTRIBUTE = 'data-pending';
/** How long a control waits before showing it heard the visitor (ms). */
export const PENDING_DELAY_MS = 100;
/** Where the visitor's explicit language choice is stored (spec section 3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** performance.mark set when the whole page has hydrated (the bench reports it). */
export const TOOK_OVER_MARK = 'site:took-over';
