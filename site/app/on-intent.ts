import { lazy, type ComponentType } from 'react';

/**
 * A part whose code loads on the visitor's intent: `prefetch()` on hover or focus of what opens
 * it, and at the latest when it first renders (React.lazy, inside a Suspense). A failed load is
 * forgotten, so the next intent tries again.
 */
export function onIntent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(get), {
    prefetch: () => void get().catch(() => {}),
  });
}
