// What a visitor on a phone meets, measured for real in Chromium (Playwright): each check in a
// fresh context (empty cache and storage) of a 412x823 touch screen, under the throttling of
// Lighthouse's mobile config applied through the DevTools protocol (as DevTools' "Slow 4G"
// preset and its 4x CPU slowdown do it). Lighthouse simulates those conditions; here they are
// real, so the times include this machine's noise.
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { throttling, userAgents } from 'lighthouse/core/config/constants.js';

const slow4g = throttling.mobileSlow4G;
/**
 * Lighthouse's own values for throttling DevTools-style: 562.5 ms added to each request (its
 * 150 ms round trip x 3.75, the request-level equivalent), 1.6 Mbps down and 750 kbps up at 90 %,
 * CPU 4x slower. (tests/e2e/browser.ts `throttle` adds only 150 ms: lighter than this preset.)
 */
export const PHONE = {
  cpuSlowdown: slow4g.cpuSlowdownMultiplier,
  latencyMs: slow4g.requestLatencyMs,
  downloadBytesPerSecond: Math.floor((slow4g.downloadThroughputKbps * 1024) / 8),
  uploadBytesPerSecond: Math.floor((slow4g.uploadThroughputKbps * 1024) / 8),
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent: userAgents.mobile,
};

/** How long a page load may take at most in these conditions before a check gives up. */
const LOAD_TIMEOUT_MS = 60_000;

/** A throttled phone page in a fresh context; close its `context` when done. */
async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE.userAgent,
    // The bench's proxies serve HTTPS with a certificate of their own (no-script-proxy.mjs).
    ignoreHTTPSErrors: true,
  });
  context.setDefaultTimeout(LOAD_TIMEOUT_MS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  return { context, page, cdp };
}

/** Resolves at the current document's first contentful paint (a DevTools lifecycle event). */
function firstPaint(cdp) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no first contentful paint')), LOAD_TIMEOUT_MS);
    const onEvent = (event) => {
      if (event.name !== 'firstContentfulPaint') return;
      clearTimeout(timer);
      cdp.off('Page.lifecycleEvent', onEvent);
      resolve();
    };
    cdp.on('Page.lifecycleEvent', onEvent);
  });
}

/** The current document's first contentful paint, in ms from its navigation start. */
async function fcpOfDocument(page) {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
    null,
    { polling: 50, timeout: LOAD_TIMEOUT_MS },
  );
  return handle.jsonValue();
}

// ---------------------------------------------------------------------------------------------
// Script bytes of the first seconds.

/** The chat's code: its island's chunk (SiteChat.<hash>.js) and its conversation's. */
const isChatCode = (file) => /^(SiteChat|chat-conversation)\.[\w-]+\.js$/.test(file);

/** A script: what Chromium types Script, and module preloads (typed by their MIME type). */
const isScript = (r) => r.type === 'Script' || /javascript/.test(r.mimeType ?? '');

/**
 * Loads url without any interaction and sums, as sent (encodedDataLength: the compressed bytes
 * received, response headers included), the scripts whose download finished within windowMs of
 * the navigation. Also lists every file of the chat's code requested in that window (its
 * island, site/app/SiteChat.tsx, and its conversation: they load on intent only; the panel's
 * shell is in the page's HTML).
 */
export async function scriptBytes(browser, url, windowMs) {
  const { context, page, cdp } = await phonePage(browser);
  try {
    const requests = new Map();
    let start = null; // DevTools' monotonic clock, in seconds
    cdp.on('Network.requestWillBeSent', (event) => {
      if (start === null && event.type === 'Document') start = event.timestamp;
      requests.set(event.requestId, { url: event.request.url, sentAt: event.timestamp });
    });
    cdp.on('Network.responseReceived', (event) => {
      const r = requests.get(event.requestId);
      if (!r) return;
      r.type = event.type;
      r.mimeType = event.response.mimeType;
      r.headerBytes = event.response.encodedDataLength; // what had arrived: the headers
    });
    cdp.on('Network.loadingFinished', (event) => {
      const r = requests.get(event.requestId);
      if (!r) return;
      r.finishedAt = event.timestamp;
      r.bytes = event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit' });
    // The window counts from the document's request, a little before the commit: waiting that
    // long after the commit, and a moment more for the last events, covers it.
    await sleep(windowMs + 500);
    const within = (t) => t !== undefined && start !== null && (t - start) * 1000 <= windowMs;
    const files = [...requests.values()]
      .filter((r) => isScript(r) && within(r.finishedAt))
      .map((r) => ({ file: new URL(r.url).pathname, bytes: r.bytes, headers: r.headerBytes }));
    return {
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      headerBytes: files.reduce((sum, f) => sum + (f.headers ?? 0), 0),
      files,
      chatCode: [...requests.values()]
        .filter((r) => within(r.sentAt) && isChatCode(basename(new URL(r.url).pathname)))
        .map((r) => new URL(r.url).pathname),
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The phone menu: a native <dialog> opened by <button commandfor command="show-modal">.

/**
 * Installed before the page's own code: the time of the first touch (the event's own time stamp,
 * taken when the input arrived, so a busy main thread's delay counts), of the moment a <dialog>
 * gets its `open` attribute, and of the frame that first shows it: at the next animation frame
 * (the frame that renders the open dialog) a message is posted, which runs once that frame has
 * been produced. Event Timing's entries for the tap are kept too, as a second opinion (each says
 * when its event's next frame was presented; only those of 16 ms or more are reported).
 */
function menuProbe() {
  const probe = {
    tapAt: null,
    releaseAt: null,
    openAt: null,
    shownAt: null,
    visible: false,
    events: [],
  };
  window.__benchMenu = probe;
  const onTouch = (event) => {
    probe.tapAt = Math.min(probe.tapAt ?? Infinity, event.timeStamp);
  };
  const onRelease = (event) => {
    probe.releaseAt = Math.min(probe.releaseAt ?? Infinity, event.timeStamp);
  };
  addEventListener('pointerdown', onTouch, { capture: true, passive: true });
  addEventListener('touchstart', onTouch, { capture: true, passive: true });
  addEventListener('pointerup', onRelease, { capture: true, passive: true });
  addEventListener('touchend', onRelease, { capture: true, passive: true });
  new MutationObserver(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog || probe.openAt !== null) return;
    probe.openAt = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.shownAt = performance.now();
        probe.visible = dialog.checkVisibility();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (probe.tapAt === null || entry.startTime < probe.tapAt) continue;
      probe.events.push({ name: entry.name, end: entry.startTime + entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The menu button: named by common.menu.open, and a command button (no script needed). */
const menuButton = (page, name) =>
  page
    .getByRole('button', { name, exact: true })
    .and(page.locator('[commandfor][command="show-modal"]'))
    .first();

/** The addresses a page requests in its first `forMs` after the first paint, untouched. */
async function requestsWithoutTouch(browser, url, forMs) {
  const { context, page, cdp } = await phonePage(browser);
  try {
    const urls = new Set();
    cdp.on('Network.requestWillBeSent', (event) => urls.add(event.request.url));
    const painted = firstPaint(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    await painted;
    await sleep(forMs);
    return urls;
  } finally {
    await context.close();
  }
}

/** How long after the tap the requests it may have caused are watched for. */
const AFTER_TAP_MS = 1000;

/**
 * Taps the menu button once the page has loaded and its islands that hydrate by themselves have
 * (the visitor who reads, then opens the menu; `after: 'paint'`: the moment the page has
 * painted, while the phone is still busy laying it out); returns the time from the touch to the
 * frame that shows the dialog, and the requests the tap caused: those made between the tap and
 * AFTER_TAP_MS after the dialog showed that the same page, loaded untouched in the same
 * conditions (a control load, first), never made (watchRequests: false: no control load, and
 * causedRequests null). { status: 'n/a' } when the page has no such button.
 */
export async function menuTap(browser, url, name, { watchRequests = true, after = 'load' } = {}) {
  const control = watchRequests ? await requestsWithoutTouch(browser, url, 8000) : null;
  const { context, page, cdp } = await phonePage(browser);
  try {
    await page.addInitScript(menuProbe);
    const afterTap = [];
    let watching = false;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (watching) afterTap.push(event.request.url);
    });
    const painted = firstPaint(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    await painted;
    if (after === 'load') {
      await page.waitForLoadState('load', { timeout: LOAD_TIMEOUT_MS });
      await islandsHydrated(page);
    }
    const button = menuButton(page, name);
    const there = await button
      .waitFor({ state: 'attached', timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!there) return { status: 'n/a', reason: `no command button named "${name}"` };
    watching = true;
    await button.tap();
    await page.waitForFunction(() => window.__benchMenu.shownAt !== null, null, {
      polling: 50,
      timeout: 10_000,
    });
    const probe = await page.evaluate(() => window.__benchMenu);
    await sleep(AFTER_TAP_MS);
    watching = false;
    const clickPainted = probe.events.find((e) => e.name === 'click')?.end;
    return {
      status: 'measured',
      // A tap is answered from the finger's release, as Interaction to Next Paint counts it (the
      // click's own time to the frame after it): the time the finger rests on the glass is the
      // visitor's, and here it is the automation's round trip between touch start and end.
      releaseToVisibleMs: Math.round(probe.shownAt - probe.releaseAt),
      tapToVisibleMs: Math.round(probe.shownAt - probe.tapAt),
      // Where the time went: touch to the dialog's opening (input delay, the page's own tasks,
      // the touch and click events), then to the frame that shows it.
      tapToOpenMs: Math.round(probe.openAt - probe.tapAt),
      // Event Timing: touch to the frame after the click (null: under 16 ms, not reported).
      eventTimingMs: clickPainted === undefined ? null : Math.round(clickPainted - probe.tapAt),
      visible: probe.visible,
      causedRequests: control ? [...new Set(afterTap.filter((u) => !control.has(u)))] : null,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// A same-site link, followed by the browser itself (Astro prefetches a link's page on hover).

/**
 * Installed in every document of the context: reports to the bench (a binding) the time, in
 * epoch ms so that it compares with the next document's own times, of each touch or press on a
 * link to `target`.
 */
function linkProbe(target) {
  const onPress = (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link?.getAttribute('href') === target) {
      window.__benchPressed?.(performance.timeOrigin + event.timeStamp);
    }
  };
  addEventListener('pointerdown', onPress, { capture: true, passive: true });
  addEventListener('touchstart', onPress, { capture: true, passive: true });
}

/**
 * Waits until the islands that hydrate by themselves (client:load, client:idle) have; at once on
 * the no-script copy, where none ever will.
 */
async function islandsHydrated(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[src], script:not([type])') ||
      [...document.querySelectorAll('astro-island')].every(
        (island) =>
          !island.hasAttribute('ssr') ||
          !['load', 'idle'].includes(island.getAttribute('client') ?? ''),
      ),
    null,
    { polling: 100, timeout: LOAD_TIMEOUT_MS },
  );
}

/** How long the hovered link is given for its page to be prefetched (or prerendered). */
const PREFETCH_WAIT_MS = 10_000;

/**
 * Resolves once `target` has been fetched ahead, however Astro did it: a <link rel=prefetch> or
 * a fetch (a request of the page), or Speculation Rules (the browser's own prefetch or prerender,
 * reported by the DevTools Preload domain). Resolves with what happened: 'prefetched',
 * 'prerendered', a Speculation Rules failure, or 'none' after PREFETCH_WAIT_MS.
 */
async function fetchedAhead(cdp, target) {
  await cdp.send('Preload.enable').catch(() => {});
  const isTarget = (url) => new URL(url).pathname === target;
  return new Promise((resolve) => {
    const requests = new Set();
    const done = (outcome) => {
      clearTimeout(timer);
      cdp.off('Network.requestWillBeSent', onRequest);
      cdp.off('Network.loadingFinished', onFinished);
      cdp.off('Preload.prefetchStatusUpdated', onPrefetch);
      cdp.off('Preload.prerenderStatusUpdated', onPrerender);
      resolve(outcome);
    };
    const timer = setTimeout(() => done('none'), PREFETCH_WAIT_MS);
    const onRequest = (event) => {
      if (isTarget(event.request.url)) requests.add(event.requestId);
    };
    const onFinished = (event) => {
      if (requests.has(event.requestId)) done('prefetched');
    };
    const onPrefetch = (event) => {
      if (!isTarget(event.key.url)) return;
      if (event.status === 'Ready') done('prefetched');
      if (event.status === 'Failure') done(`prefetch failed: ${event.prefetchStatus}`);
    };
    const onPrerender = (event) => {
      if (!isTarget(event.key.url)) return;
      if (event.status === 'Ready') done('prerendered');
      if (event.status === 'Failure') done(`prerender failed: ${event.prerenderStatus}`);
    };
    cdp.on('Network.requestWillBeSent', onRequest);
    cdp.on('Network.loadingFinished', onFinished);
    cdp.on('Preload.prefetchStatusUpdated', onPrefetch);
    cdp.on('Preload.prerenderStatusUpdated', onPrerender);
  });
}

/**
 * From `from`, loaded and hydrated, follows the header's link to `target` (on a phone the header
 * shows the menu button: the link is in the menu, opened first) and measures the time from the
 * press to the new page's first contentful paint (for a prerendered page, its activation if
 * later). hoverFirst: the pointer rests on the link until Astro has fetched the page ahead (or
 * PREFETCH_WAIT_MS has passed), then presses it (a mouse click); otherwise a tap with nothing
 * before it (cold). Also returns how long the new document took to arrive once the navigation
 * began (responseEnd, from the activation for a prerendered page), its transfer size (0: not
 * from the network), whether the page had been requested before the press (then the cold case
 * was not cold), and the console errors meanwhile.
 */
export async function followLink(browser, from, target, { menuName, hoverFirst }) {
  const { context, page, cdp } = await phonePage(browser);
  try {
    let pressAt = null;
    await page.exposeFunction('__benchPressed', (at) => {
      pressAt ??= at;
    });
    await page.addInitScript(linkProbe, target);
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
    });
    let requestedBeforePress = false;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (pressAt === null && new URL(event.request.url).pathname === target) {
        requestedBeforePress = true;
      }
    });
    await page.goto(from, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await islandsHydrated(page);
    // The header's link, or once the menu is open, the menu's.
    const link = page
      .locator(`header a[href="${target}"], dialog[open] a[href="${target}"]`)
      .filter({ visible: true })
      .first();
    if ((await link.count()) === 0) {
      const button = menuButton(page, menuName);
      if ((await button.count()) === 0) {
        return { status: 'n/a', reason: `no visible header link to ${target}, no menu button` };
      }
      await button.tap();
      await link.waitFor();
    }
    let ahead = null;
    if (hoverFirst) {
      const fetched = fetchedAhead(cdp, target);
      await link.hover();
      ahead = await fetched;
    }
    const wasRequested = requestedBeforePress;
    await (hoverFirst ? link.click() : link.tap());
    await page.waitForURL((url) => url.pathname === target, { waitUntil: 'commit' });
    await fcpOfDocument(page);
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const navigation = performance.getEntriesByType('navigation')[0];
      const activation = navigation.activationStart ?? 0;
      return {
        paintAt: performance.timeOrigin + Math.max(fcp.startTime, activation),
        documentMs: Math.max(0, navigation.responseEnd - activation),
        transferSize: navigation.transferSize,
      };
    });
    if (pressAt === null) throw new Error('the press on the link was not seen');
    return {
      status: 'measured',
      pressToFcpMs: Math.round(timing.paintAt - pressAt),
      documentMs: Math.round(timing.documentMs),
      transferSize: timing.transferSize,
      requestedBeforePress: wasRequested,
      ahead,
      consoleErrors,
    };
  } finally {
    await context.close();
  }
}

/** A fresh load of url (empty cache) in the same conditions: its first contentful paint. */
export async function freshLoad(browser, url) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    return { status: 'measured', fcpMs: Math.round(await fcpOfDocument(page)) };
  } finally {
    await context.close();
  }
}
