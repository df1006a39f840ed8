// Astro's client:intent directive: an island whose code is needed only once the visitor reaches
// for it (the chat) hydrates on the first pointer over it, focus, touch or key press (a press
// before its code is held and given to it once hydrated: site/layouts/held-presses.js). The
// directive's value names a sessionStorage entry: an island whose stored state is open
// ({"open":true}: the chat's panel left open on the previous page) hydrates at once, as does one
// pressed before the island runtime arrived.
import type { ClientDirective } from 'astro';
import { HELD_ATTRIBUTE, onReach } from './reach';

function storedOpen(key: unknown): boolean {
  if (typeof key !== 'string' || key === '') return false;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return (
      typeof stored === 'object' && stored !== null && 'open' in stored && stored.open === true
    );
  } catch {
    return false;
  }
}

const intent: ClientDirective = (load, options, island) => {
  const start = async () => {
    stop();
    const hydrate = await load();
    await hydrate();
  };
  const stop = onReach(island, () => void start());
  // Reached for already: pressed before the runtime that calls this arrived, or left open.
  if (island.hasAttribute(HELD_ATTRIBUTE) || storedOpen(options.value)) void start();
};

export default intent;
