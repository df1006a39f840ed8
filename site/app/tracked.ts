/** A promise React's use() can read synchronously once settled. */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Loads once per key and marks the promise fulfilled as soon as it settles, so what loaded
 * before hydration (or before the prerender) renders without suspending: no mismatch, no
 * fallback in the HTML. A failed load is forgotten, so it may be retried.
 */
export function trackedOnce<K, T>(
  cache: Map<K, TrackedPromise<T>>,
  key: K,
  load: () => Promise<T>,
): TrackedPromise<T> {
  const cached = cache.get(key);
  if (cached) return cached;
  const promise: TrackedPromise<T> = load().then((value) => {
    promise.status = 'fulfilled';
    promise.value = value;
    return value;
  });
  promise.catch(() => cache.delete(key));
  cache.set(key, promise);
  return promise;
}
