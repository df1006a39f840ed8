// Starts the site's JavaScript once the prerendered page is on screen, and keeps what the
// visitor does until then. The HTML reads and links without it, so its download must not
// compete with what the first paint needs (the stylesheet, the fonts, the hero image): the
// module files are requested only after the first contentful paint and the page's
// high-priority image, then the entry runs and hydrates.
// Bundled by the build (scripts/build.mjs) into a classic script inlined at the end of every
// page's body, whose hash goes into the page's CSP. The build writes the page's modules into
// its attributes: data-entry and data-modules.
import { holdEarlyInput } from './app/early-input';
import {
  HYDRATED_ATTRIBUTE,
  LANGUAGE_STORAGE_KEY,
  VISITOR_ACTIVE_ATTRIBUTE,
  VISITOR_ACTIVE_EVENT,
} from './app/signals';

const script = document.currentScript;
const entry = script?.getAttribute('data-entry');
const modules = (script?.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  const main = document.createElement('script');
  main.type = 'module';
  main.crossOrigin = '';
  main.src = entry;
  document.head.appendChild(main);
  // Each preload costs a few milliseconds to insert: a few at a time, yielding in between, so
  // no task is long (slow phones stay responsive).
  let next = 0;
  const preloadSome = () => {
    const began = performance.now();
    while (next < modules.length && performance.now() - began < 3) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[next] ?? '';
      next += 1;
      document.head.appendChild(link);
    }
    if (next < modules.length) setTimeout(preloadSome, 0);
  };
  preloadSome();
}

function afterHeroImage() {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return start();
  hero.addEventListener('load', start, { once: true });
  hero.addEventListener('error', start, { once: true });
  // Never wait long for a slow image: the page becomes interactive regardless.
  setTimeout(start, 3000);
}

// After the first contentful paint (the first frame may still be blank while the fonts load),
// then after the hero image. Where paint timing is unknown: after the first frame.
function afterFirstContentfulPaint(next: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(next, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(next, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (script) {
  // Activations of controls before the app has taken over are held and replayed once.
  holdEarlyInput();
  afterFirstContentfulPaint(afterHeroImage);
  // Never later than this, whatever the paint does.
  setTimeout(start, 5000);

  // A language chosen before the app has hydrated is remembered too (the links are real
  // links, which load the other language's page). Once hydrated, the app stores it itself.
  addEventListener(
    'click',
    (event) => {
      if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
      const link =
        event.target instanceof Element &&
        event.target.closest('[data-slot="language-select"] a[hreflang]');
      if (!link || link.getAttribute('aria-current') === 'true') return;
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, link.getAttribute('hreflang') ?? '');
      } catch {
        // storage may be disabled; the path still decides the language
      }
    },
    true,
  );

  // A visitor's first sign of presence, for the app (parts further down hydrate from then on):
  // marked on <html> for an app that starts later, announced to one already running.
  const presence = [
    'pointermove',
    'pointerdown',
    'touchstart',
    'keydown',
    'wheel',
    'scroll',
    'focusin',
  ];
  const present = () => {
    document.documentElement.setAttribute(VISITOR_ACTIVE_ATTRIBUTE, '');
    document.dispatchEvent(new Event(VISITOR_ACTIVE_EVENT));
    for (const type of presence) removeEventListener(type, present, true);
  };
  for (const type of presence) addEventListener(type, present, { capture: true, passive: true });
  // Input before the paint (or a hidden tab, where frames never come) starts at once.
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'visibilitychange']) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
}
