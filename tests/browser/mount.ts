// A place in the page for each test's React tree: a fresh container before each test, and the root
// a test puts in it (createRoot, hydrateRoot) unmounted and removed after it.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export function mountPoint() {
  const mount = { container: document.createElement('div'), root: null as Root | null };
  beforeEach(() => {
    mount.container = document.createElement('div');
    document.body.append(mount.container);
  });
  afterEach(() => {
    if (mount.root) act(() => mount.root?.unmount());
    mount.root = null;
    mount.container.remove();
  });
  return mount;
}
