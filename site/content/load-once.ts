// Content loaded on demand, each part once (an article, a policy, the projects in a language).

/** Loads each key once; keeps what loaded for synchronous reads; forgets a failure (retry). */
export function loadOnce<K, T>(load: (key: K) => Promise<T>) {
  const promises = new Map<K, Promise<T>>();
  const values = new Map<K, T>();
  return {
    get(key: K): Promise<T> {
      let promise = promises.get(key);
      if (!promise) {
        promise = load(key).then((value) => {
          values.set(key, value);
          return value;
        });
        promise.catch(() => promises.delete(key));
        promises.set(key, promise);
      }
      return promise;
    },
    loaded: (key: K): T | undefined => values.get(key),
  };
}
