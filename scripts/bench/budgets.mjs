// The bench's budgets (scripts/bench.mjs) and how its samples are judged against them: pure
// functions of the measurements, so the budgets read in one place.

export const KB = 1024;
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  /** TBT(page) <= TBT(no-script copy) + this. */
  tbtOverNoScriptMs: 50,
  /**
   * LCP(page) <= LCP(no-script copy) + this (issue 46): the islands of the first view may hydrate
   * early, by Astro's own directives, as long as the largest paint stays within it. FCP and the
   * document's size against the first round trip (firstRoundTripBytes) are reported.
   */
  lcpOverNoScriptMs: 150,
  /**
   * FCP and LCP of the page may exceed the copy's by max(ms, share x the copy's) at most: not an
   * exact <=, because the two are measured at different moments on a shared 2-core machine, and
   * Lighthouse simulates its times from the tasks it observed (each stretched 4x for the CPU), so
   * two runs of the very same document differ by tens of ms, more on a slower page. The margin
   * is above that spread and well below what a visitor could notice. The same margin holds for
   * the phone's cold link against a fresh load (real times, as noisy).
   */
  paintNoise: { ms: 50, share: 0.05 },
  /**
   * The document as sent (brotli body and headers, over HTTP/2) fits in what a new connection
   * delivers in its first round trip: TCP's initial window of 10 packets of 1460 bytes (RFC 6928;
   * Lighthouse's simulation assumes the same). A document one byte over waits a whole round trip
   * for its end, and its stylesheet, fonts and images are asked for that much later.
   */
  firstRoundTripBytes: 10 * 1460,
  /** Script bytes (as sent) finished within scriptWindowMs of the navigation, per kind of page. */
  scriptBytes: { home: 100 * KB, article: 60 * KB, privacy: 60 * KB },
  scriptWindowMs: 5000,
  /**
   * A tap on the menu button (from the finger's release, as Interaction to Next Paint counts it)
   * to the frame that shows the menu: within the no-script copy's time plus this (issue 46: a
   * shell control answers as fast as the page's plain HTML does, measured in the same run).
   */
  menuTapOverCopyMs: 50,
};
export const noise = (reference) =>
  Math.max(BUDGETS.paintNoise.ms, reference * BUDGETS.paintNoise.share);

const HOME = ['/', '/en/'];
const PRIVACY = ['/politica-privacidad', '/en/privacy-policy'];
/** The script budget of a route (bytes), with its kind; null: reported only. */
export function scriptBudget(path) {
  if (HOME.includes(path)) return { kind: 'home', bytes: BUDGETS.scriptBytes.home };
  if (PRIVACY.includes(path)) return { kind: 'privacy', bytes: BUDGETS.scriptBytes.privacy };
  // An article: /blog/<slug> or /en/blog/<slug>.
  const parts = path.split('/').filter(Boolean);
  const inLanguage = parts[0] === 'en' ? parts.slice(1) : parts;
  if (inLanguage.length === 2 && inLanguage[0] === 'blog') {
    return { kind: 'article', bytes: BUDGETS.scriptBytes.article };
  }
  return null;
}

export const median = (values) => {
  const numbers = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!numbers.length) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
};
export const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));
export const kb = (bytes) => (bytes === null ? 'n/a' : (bytes / KB).toFixed(1));
export const show = (value) => (value === null || value === undefined ? 'n/a' : String(value));

// ---------------------------------------------------------------------------------------------
// Budgets.

/** Medians of one variant's Lighthouse runs (null when every run failed). */
export function lighthouseMedians(samples) {
  const ok = samples.filter((s) => !s.error);
  if (!ok.length) return null;
  const pick = (key) => median(ok.map((s) => s[key]));
  return {
    performance: Math.round(pick('performance')),
    accessibility: Math.round(pick('accessibility')),
    'best-practices': Math.round(pick('best-practices')),
    seo: Math.round(pick('seo')),
    fcpMs: Math.round(pick('fcpMs')),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    documentBytes: Math.round(pick('documentBytes')),
    // CLS as Lighthouse shows it (3 decimals): 0 means under 0.0005.
    cls: round(pick('cls'), 3),
    failingAudits: [...new Set(ok.flatMap((s) => s.failing))],
    failedRuns: samples.length - ok.length,
  };
}

export function routeRow(
  path,
  pageSamples,
  noScriptSamples,
  byteSamples,
  { lighthouseOn, bytesOn },
) {
  const missed = [];
  const row = { path };
  if (lighthouseOn) {
    const page = lighthouseMedians(pageSamples);
    const none = lighthouseMedians(noScriptSamples);
    row.page = page;
    row.noScript = none;
    if (!page || !none) missed.push('Lighthouse failed');
    else {
      for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
        if (page[key] < BUDGETS[key]) missed.push(`${key} ${page[key]} < ${BUDGETS[key]}`);
      }
      if (page.cls > BUDGETS.cls) missed.push(`CLS ${page.cls}`);
      if (page.tbtMs > none.tbtMs + BUDGETS.tbtOverNoScriptMs) {
        missed.push(`TBT ${page.tbtMs} ms > ${none.tbtMs} + ${BUDGETS.tbtOverNoScriptMs}`);
      }
      if (page.lcpMs > none.lcpMs + BUDGETS.lcpOverNoScriptMs) {
        missed.push(`LCP ${page.lcpMs} ms > ${none.lcpMs} + ${BUDGETS.lcpOverNoScriptMs}`);
      }
    }
  }
  if (bytesOn) {
    const ok = byteSamples.filter((s) => !s.error);
    const budget = scriptBudget(path);
    row.scriptBytes = {
      median: ok.length ? Math.round(median(ok.map((s) => s.bytes))) : null,
      // Of which response headers (encodedDataLength counts them).
      headerBytes: ok.length ? Math.round(median(ok.map((s) => s.headerBytes))) : null,
      budget: budget?.bytes ?? null,
      kind: budget?.kind ?? null,
      files: ok.at(-1)?.files ?? [],
      chatCode: [...new Set(ok.flatMap((s) => s.chatCode))],
    };
    if (!ok.length) missed.push('script bytes: measurement failed');
    else if (budget && row.scriptBytes.median > budget.bytes) {
      missed.push(
        `scripts ${kb(row.scriptBytes.median)} KB > ${kb(budget.bytes)} (${budget.kind})`,
      );
    }
    if (row.scriptBytes.chatCode.length) {
      missed.push(
        `chat code fetched in ${BUDGETS.scriptWindowMs / 1000} s: ${row.scriptBytes.chatCode.join(' ')}`,
      );
    }
  }
  row.missed = missed;
  return row;
}

export function menuRow(samples, reference) {
  const measured = samples.filter((s) => s.status === 'measured');
  const errors = samples.filter((s) => s.error).map((s) => s.error);
  if (!measured.length && !errors.length) {
    return { status: 'n/a', reason: samples[0]?.reason ?? null, missed: [] };
  }
  const releaseToVisibleMs = median(measured.map((s) => s.releaseToVisibleMs));
  const copyMs = median(
    reference.filter((s) => s.status === 'measured').map((s) => s.releaseToVisibleMs),
  );
  const limitMs = copyMs === null ? null : copyMs + BUDGETS.menuTapOverCopyMs;
  const causedRequests = [...new Set(measured.flatMap((s) => s.causedRequests))];
  const missed = [
    ...errors.map((e) => `failed: ${e}`),
    copyMs === null && 'no measurement of the no-script copy',
    releaseToVisibleMs !== null &&
      limitMs !== null &&
      releaseToVisibleMs > limitMs &&
      `tap (release) -> menu ${releaseToVisibleMs} ms > ${copyMs} + ${BUDGETS.menuTapOverCopyMs}`,
    measured.some((s) => !s.visible) && 'menu not visible after the tap',
    causedRequests.length && `the tap fetched ${causedRequests.join(' ')}`,
  ].filter(Boolean);
  return {
    status: 'measured',
    releaseToVisibleMs: round(releaseToVisibleMs),
    tapToVisibleMs: round(median(measured.map((s) => s.tapToVisibleMs))),
    tapToOpenMs: round(median(measured.map((s) => s.tapToOpenMs))),
    eventTimingMs: round(median(measured.map((s) => s.eventTimingMs))),
    noScriptReleaseToVisibleMs: round(copyMs),
    samplesMs: measured.map((s) => s.releaseToVisibleMs),
    causedRequests,
    missed,
  };
}

export function linkRow({ cold, fresh, hovered }) {
  const ok = (samples) => samples.filter((s) => s.status === 'measured');
  if (!ok(cold).length && !cold.some((s) => s.error)) {
    return { status: 'n/a', reason: cold[0]?.reason ?? null, missed: [] };
  }
  const coldMs = round(median(ok(cold).map((s) => s.pressToFcpMs)));
  const freshMs = round(median(ok(fresh).map((s) => s.fcpMs)));
  const hoveredMs = round(median(ok(hovered).map((s) => s.pressToFcpMs)));
  const missed = [...cold, ...fresh, ...hovered]
    .filter((s) => s.error)
    .map((s) => `failed: ${s.error}`);
  if (coldMs !== null && freshMs !== null) {
    const limit = Math.round(freshMs + noise(freshMs));
    if (coldMs > limit)
      missed.push(`cold link ${coldMs} ms > fresh load ${freshMs} + noise (${limit})`);
  }
  return {
    status: 'measured',
    cold: {
      pressToFcpMs: coldMs,
      documentMs: round(median(ok(cold).map((s) => s.documentMs))),
      samplesMs: ok(cold).map((s) => s.pressToFcpMs),
      // The page was requested before the press (a prefetch): then this run was not cold.
      requestedBeforePress: ok(cold).some((s) => s.requestedBeforePress),
    },
    fresh: { fcpMs: freshMs, samplesMs: ok(fresh).map((s) => s.fcpMs) },
    hovered: {
      pressToFcpMs: hoveredMs,
      documentMs: round(median(ok(hovered).map((s) => s.documentMs))),
      transferSizes: ok(hovered).map((s) => s.transferSize),
      samplesMs: ok(hovered).map((s) => s.pressToFcpMs),
      // What the hover got the page: prefetched, prerendered, a failure, or none.
      ahead: ok(hovered).map((s) => s.ahead),
      consoleErrors: [...new Set(ok(hovered).flatMap((s) => s.consoleErrors))],
    },
    missed,
  };
}
