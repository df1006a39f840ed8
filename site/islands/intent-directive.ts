// Astro's client:intent directive: an island whose code is needed only once the visitor reaches
// for it (the chat) hydrates on the first pointer over it, focus, touch or press, and a press
// that came before its code is given to it once hydrated. The directive's value names a
// sessionStorage entry: an island whose stored state is open ({"open":true}: the chat's panel
// left open on the previous page) hydrates at once.
import type { ClientDirective } from 'astro';

const INTENT = ['pointerover', 'focusin', 'touchstart', 'pointerdown', 'keydown'] as const;

function storedOpen(key: unknown): boolean {
  if (typeof key !== 'string' || key === '') return false;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return typeof stored === 'object' && stored !== null && 'open' in stored && stored.open === true;
  } catch {
    return false;
  }
}

const intent: ClientDirective = (load, options, island) => {
  let pressed: Element | null = null;
  let started = false;
  const onClick = (event: Event) => {
    // A press before the code: held, and given to the same control once it has its handlers.
    if (!(event.target instanceof Element)) return;
    pressed = event.target.closest('button, a, [role="button"]');
    event.preventDefault();
    event.stopPropagation();
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT) island.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    island.removeEventListener('click', onClick, true);
    if (pressed?.isConnected && pressed instanceof HTMLElement) pressed.click();
  };
  island.addEventListener('click', onClick, true);
  for (const type of INTENT) island.addEventListener(type, start, { passive: true });
  if (storedOpen(options.value)) void start();
};

export default intent;
