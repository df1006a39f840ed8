// Starts the site's JavaScript once the prerendered page is on screen. The HTML reads and
// links without it, so its download must not compete with what the first paint needs (the
// stylesheet, the fonts, the hero image): the module files are requested only after the first
// contentful paint and the page's high-priority image, then the entry runs and hydrates.
// Inlined at the end of the body by the build, which lists its hash in the page's CSP.
// The build writes the page's modules into its attributes: data-entry and data-modules.
(function boot() {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started || !entry) return;
    started = true;
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    document.head.appendChild(main);
    // Each preload costs a few milliseconds to insert: a few at a time, yielding in between,
    // so no task is long (slow phones stay responsive).
    var next = 0;
    (function preloadSome() {
      var began = performance.now();
      while (next < modules.length && performance.now() - began < 3) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = modules[next];
        next += 1;
        document.head.appendChild(link);
      }
      if (next < modules.length) setTimeout(preloadSome, 0);
    })();
  }

  function afterHeroImage() {
    var hero = document.querySelector('img[fetchpriority="high"]');
    if (!hero || hero.complete) return start();
    hero.addEventListener('load', start, { once: true });
    hero.addEventListener('error', start, { once: true });
    // Never wait long for a slow image: the page becomes interactive regardless.
    setTimeout(start, 3000);
  }

  // After the first contentful paint (the first frame may still be blank while the fonts
  // load), then after the hero image. Where paint timing is unknown: after the first frame.
  function afterFirstContentfulPaint(next) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(next, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(next, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  afterFirstContentfulPaint(afterHeroImage);
  // Never later than this, whatever the paint does.
  setTimeout(start, 5000);
  // A language chosen before the app has hydrated is remembered too (the links are real links).
  // Once hydrated, the app stores the choice itself (LANGUAGE_STORAGE_KEY, same key).
  addEventListener(
    'click',
    function (event) {
      var link =
        event.target instanceof Element &&
        event.target.closest('[data-slot="language-select"] a[hreflang]');
      if (document.documentElement.hasAttribute('data-hydrated')) return;
      if (!link || link.getAttribute('aria-current') === 'true') return;
      try {
        localStorage.setItem('i18nextLng', link.getAttribute('hreflang'));
      } catch {
        // storage may be disabled; the path still decides the language
      }
    },
    true,
  );
  // A visitor's first sign of presence, for the app (app/hydration.ts: parts further down
  // hydrate from then on): marked on <html> for an app that starts later, announced to one
  // already running.
  var presence = [
    'pointermove',
    'pointerdown',
    'touchstart',
    'keydown',
    'wheel',
    'scroll',
    'focusin',
  ];
  function present() {
    document.documentElement.setAttribute('data-visitor-active', '');
    document.dispatchEvent(new Event('visitoractive'));
    presence.forEach(function (type) {
      removeEventListener(type, present, true);
    });
  }
  presence.forEach(function (type) {
    addEventListener(type, present, { capture: true, passive: true });
  });
  // Input before that (or a hidden tab, where frames never come) starts at once.
  ['pointerdown', 'keydown', 'touchstart', 'visibilitychange'].forEach(function (type) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  });
})();
