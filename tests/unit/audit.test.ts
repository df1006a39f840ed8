// The web audit's pure rules (domain/audit), to the letter of the spec: thresholds and ratings,
// the four scores (section 9), the mapping of real recorded Lighthouse 13.5 results, the
// fallback analysis (section 9, with the measured comparison in place of its invented one), the
// AI request and reply (sections 5 and 7), the report's download, the report's address with its
// competitors and the error texts (section 8).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fieldVitalsOf,
  accessibilityScore,
  AI_FIELDS,
  aiRequestBody,
  AUDIT_COMPETITORS_MAX,
  AUDIT_ERRORS,
  auditQueryOf,
  auditTargetOf,
  bestPracticesScore,
  compareSites,
  comparisonFacts,
  fallbackAnalysis,
  fallbackTextsOf,
  GOOD_SCORE,
  RADAR_TARGETS,
  radarValues,
  reportDownload,
  reportFileName,
  sameTarget,
  userExperienceOf,
  mapLighthouseResult,
  NoAuditResultError,
  parseAiReply,
  performanceScore,
  plainText,
  rate,
  replyContent,
  seoScore,
  type AccessibilityChecks,
  type AiAnalysis,
  type AuditFinding,
  type AuditResult,
  type AuditStrategy,
  type AuditTarget,
  type BestPractices,
  type Comparison,
  type FallbackTexts,
  type LighthouseResult,
  type Metric,
  type MetricKey,
  NO_PAGE_FACTS,
  type PageFacts,
  type Rating,
  type SeoChecks,
} from '../../domain/audit';
import enAudit from '../../site/i18n/en/audit.json';
import esAudit from '../../site/i18n/es/audit.json';

// ---------------------------------------------------------------------------------------------
// Helpers

type FixtureName = 'good-mobile-es' | 'poor-desktop-en';

/** A fresh copy of a committed, real recorded Lighthouse result (safe to modify). */
function fixture(name: FixtureName): LighthouseResult {
  const path = new URL(`../fixtures/audit/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(path, 'utf8')) as LighthouseResult;
}

type LhAudit = NonNullable<LighthouseResult['audits'][string]>;

/** An audit of a fixture, failing the test if the fixture does not have it. */
function auditOf(lhr: LighthouseResult, id: string): LhAudit {
  const found = lhr.audits[id];
  if (!found) throw new Error(`fixture has no audit ${id}`);
  return found;
}

function numericValueOf(lhr: LighthouseResult, id: string): number {
  const value = auditOf(lhr, id).numericValue;
  if (typeof value !== 'number') throw new Error(`audit ${id} has no numericValue`);
  return value;
}

/** The `metrics` audit's first item (where Lighthouse puts maxPotentialFID and interactive). */
function timingsOf(lhr: LighthouseResult): Record<string, number> {
  return (auditOf(lhr, 'metrics').details?.items?.[0] ?? {}) as Record<string, number>;
}

const ALL_FACTS: PageFacts = {
  sitemap: true,
  openGraph: true,
  twitter: true,
  schema: true,
  structured: true,
  hreflang: true,
};

function map(
  lhr: LighthouseResult,
  strategy: AuditStrategy,
  facts: PageFacts = NO_PAGE_FACTS,
): AuditResult {
  return mapLighthouseResult(lhr, facts, {
    url: 'https://www.ejemplo.com/',
    strategy,
    provider: 'lighthouse',
  });
}

const goodLhr = fixture('good-mobile-es');
const poorLhr = fixture('poor-desktop-en');
const good = map(goodLhr, 'mobile');
const poor = map(poorLhr, 'desktop');

/** The audits that are metrics: shown with the metrics, never as findings. */
const METRIC_AUDIT_IDS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'cumulative-layout-shift',
  'total-blocking-time',
  'speed-index',
  'max-potential-fid',
  'interactive',
];

/** Straight from the fixture: every scored (not metric) audit of any category below 0.9. */
function scoredAuditsBelow09(lhr: LighthouseResult): string[] {
  const ids = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category?.auditRefs ?? []) {
      const found = lhr.audits[ref.id];
      if (
        found &&
        typeof found.score === 'number' &&
        found.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(found.scoreDisplayMode) &&
        !METRIC_AUDIT_IDS.includes(ref.id)
      )
        ids.add(ref.id);
    }
  }
  return [...ids].sort();
}

function metricsRated(ratings: Partial<Record<MetricKey, Rating>>): Record<MetricKey, Metric> {
  const one = (key: MetricKey): Metric => ({
    value: 0,
    rating: ratings[key] ?? 'good',
    threshold: { good: 0, poor: 0 },
  });
  return {
    fcp: one('fcp'),
    lcp: one('lcp'),
    cls: one('cls'),
    tbt: one('tbt'),
    si: one('si'),
    tti: one('tti'),
  };
}

const SEO_CORE = [
  'title',
  'description',
  'headings',
  'images',
  'links',
  'mobile',
  'https',
  'canonical',
] as const;
const SEO_EXTRA = [
  'structured',
  'robots',
  'sitemap',
  'hreflang',
  'openGraph',
  'twitter',
  'schema',
] as const;
type SeoCheckName = (typeof SEO_CORE)[number] | (typeof SEO_EXTRA)[number];

function seoPassing(passing: readonly SeoCheckName[]): SeoChecks {
  const p = (name: SeoCheckName) => passing.includes(name);
  return {
    basic: {
      title: p('title'),
      description: p('description'),
      headings: p('headings'),
      images: p('images'),
      links: p('links'),
      mobile: p('mobile'),
    },
    technical: {
      https: p('https'),
      canonical: p('canonical'),
      robots: p('robots'),
      sitemap: p('sitemap'),
      structured: p('structured'),
      hreflang: p('hreflang'),
    },
    social: { openGraph: p('openGraph'), twitter: p('twitter'), schema: p('schema') },
  };
}

const A11Y_CHECKS = [
  'keyboard',
  'ariaLabels',
  'contrast',
  'imagesAlt',
  'formLabels',
  'headings',
  'responsive',
  'fontSize',
  'tapTargets',
  'scrolling',
] as const;
type A11yCheckName = (typeof A11Y_CHECKS)[number];

function a11yPassing(passing: readonly A11yCheckName[]): AccessibilityChecks {
  const p = (name: A11yCheckName) => passing.includes(name);
  return {
    basic: {
      keyboard: p('keyboard'),
      ariaLabels: p('ariaLabels'),
      contrast: p('contrast'),
      imagesAlt: p('imagesAlt'),
      formLabels: p('formLabels'),
      headings: p('headings'),
    },
    mobile: {
      responsive: p('responsive'),
      fontSize: p('fontSize'),
      tapTargets: p('tapTargets'),
      scrolling: p('scrolling'),
    },
  };
}

const ALL_GOOD_PRACTICES: BestPractices = {
  doctype: true,
  charset: true,
  viewport: true,
  noDeprecated: true,
  jquery: false,
  consoleErrors: 0,
  unusedCode: 0,
  browserCache: true,
};

const except = <T extends string>(list: readonly T[], ...names: T[]) =>
  list.filter((name) => !names.includes(name));

/** Every string in a value, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const esTexts: FallbackTexts = fallbackTextsOf(esAudit);
const enTexts: FallbackTexts = fallbackTextsOf(enAudit);

function withScores(
  result: AuditResult,
  [performance, seo, accessibility, bestPractices]: [number, number, number, number],
): AuditResult {
  return { ...result, scores: { performance, seo, accessibility, bestPractices } };
}

const same = (score: number): [number, number, number, number] => [score, score, score, score];

/** A result at its own address, with these scores and lab vitals (LCP ms, CLS, TBT ms). */
function siteWith(
  result: AuditResult,
  url: string,
  scores: [number, number, number, number],
  [lcp, cls, tbt]: [number, number, number],
): AuditResult {
  const metric = (key: 'lcp' | 'cls' | 'tbt', value: number): Metric => ({
    ...result.metrics[key],
    value,
  });
  return {
    ...withScores(result, scores),
    url,
    finalUrl: url,
    metrics: {
      ...result.metrics,
      lcp: metric('lcp', lcp),
      cls: metric('cls', cls),
      tbt: metric('tbt', tbt),
    },
  };
}

const OWN_URL = 'https://www.ejemplo.com/';
const RIVAL_URL = 'https://rival.example/';
/** The home page's own figures (LCP 1.9 s at the report's precision). */
const own = siteWith(good, OWN_URL, [88, 74, 100, 88], [1926.6, 0, 573]);
/** Ahead of `own` on SEO and TBT only. */
const rival = siteWith(poor, RIVAL_URL, [70, 95, 30, 20], [5364.2, 0.2214, 2]);

// ---------------------------------------------------------------------------------------------

describe('rate(): the spec thresholds, good at or below good, poor at or above poor', () => {
  // [metric, good, poor, a step just above / below]
  const rows: [MetricKey, number, number, number][] = [
    ['fcp', 1800, 3000, 0.1],
    ['lcp', 2500, 4000, 0.1],
    ['cls', 0.1, 0.25, 0.001],
    ['tbt', 200, 600, 0.1],
    ['si', 3400, 5800, 0.1],
    ['tti', 3800, 7300, 0.1],
  ];

  it.each(rows)('%s: exactly at good (%s) is good', (key, goodAt) => {
    expect(rate(key, goodAt)).toBe('good');
  });

  it.each(rows)('%s: just above good (%s) needs improvement', (key, goodAt, _poor, step) => {
    expect(rate(key, goodAt + step)).toBe('needs-improvement');
  });

  it.each(rows)('%s: just below poor (%s) needs improvement', (key, _good, poorAt, step) => {
    expect(rate(key, poorAt - step)).toBe('needs-improvement');
  });

  it.each(rows)('%s: exactly at poor (%s) is poor', (key, _good, poorAt) => {
    expect(rate(key, poorAt)).toBe('poor');
  });

  it.each(rows)('%s: zero is good and far beyond poor is poor', (key, _good, poorAt) => {
    expect(rate(key, 0)).toBe('good');
    expect(rate(key, poorAt * 10)).toBe('poor');
  });
});

describe('performanceScore(): good 100, needs-improvement 50, poor 0, weighted', () => {
  it.each<[string, Partial<Record<MetricKey, Rating>>, number]>([
    ['all good', {}, 100],
    [
      'all poor',
      { fcp: 'poor', lcp: 'poor', cls: 'poor', tbt: 'poor', si: 'poor', tti: 'poor' },
      0,
    ],
    [
      'all needs improvement',
      {
        fcp: 'needs-improvement',
        lcp: 'needs-improvement',
        cls: 'needs-improvement',
        tbt: 'needs-improvement',
        si: 'needs-improvement',
      },
      50,
    ],
    ['only lcp poor (100 - 25)', { lcp: 'poor' }, 75],
    ['only cls poor (100 - 25)', { cls: 'poor' }, 75],
    ['only tbt poor (100 - 25)', { tbt: 'poor' }, 75],
    ['only fcp poor (100 - 15)', { fcp: 'poor' }, 85],
    ['only si poor (100 - 10)', { si: 'poor' }, 90],
    ['only si needs improvement (100 - 5)', { si: 'needs-improvement' }, 95],
    ['fcp and si poor (100 - 15 - 10)', { fcp: 'poor', si: 'poor' }, 75],
    [
      'fcp poor, si needs improvement (25 + 0 + 25 + 25 + 5)',
      { fcp: 'poor', si: 'needs-improvement' },
      80,
    ],
    [
      'lcp and tbt needs improvement, cls poor (12.5 + 15 + 0 + 12.5 + 10)',
      { lcp: 'needs-improvement', cls: 'poor', tbt: 'needs-improvement' },
      50,
    ],
    ['tti is not counted (poor)', { tti: 'poor' }, 100],
    [
      'tti is not counted (the rest poor)',
      { fcp: 'poor', lcp: 'poor', cls: 'poor', tbt: 'poor', si: 'poor' },
      0,
    ],
  ])('%s -> %i', (_name, ratings, expected) => {
    expect(performanceScore(metricsRated(ratings))).toBe(expected);
  });
});

describe('seoScore(): 70 % from the eight core checks, 30 % from the seven extra', () => {
  it('all fifteen pass: 100', () => {
    expect(seoScore(seoPassing([...SEO_CORE, ...SEO_EXTRA]))).toBe(100);
  });

  it('only the eight core checks: 70', () => {
    expect(seoScore(seoPassing(SEO_CORE))).toBe(70);
  });

  it('only the seven extra checks: 30', () => {
    expect(seoScore(seoPassing(SEO_EXTRA))).toBe(30);
  });

  it('none: 0', () => {
    expect(seoScore(seoPassing([]))).toBe(0);
  });

  it('core with one failure, no extra: 61 (70 * 7/8 = 61.25)', () => {
    expect(seoScore(seoPassing(except(SEO_CORE, 'title')))).toBe(61);
  });

  it('core and one extra: 74 (70 + 30/7 = 74.3)', () => {
    expect(seoScore(seoPassing([...SEO_CORE, 'robots']))).toBe(74);
  });

  it.each(SEO_CORE)('core check %s failing alone: 91 (61.25 + 30)', (name) => {
    expect(seoScore(seoPassing(except([...SEO_CORE, ...SEO_EXTRA], name)))).toBe(91);
  });

  it.each(SEO_EXTRA)('extra check %s failing alone: 96 (70 + 30 * 6/7 = 95.7)', (name) => {
    expect(seoScore(seoPassing(except([...SEO_CORE, ...SEO_EXTRA], name)))).toBe(96);
  });
});

describe('accessibilityScore(): the share of the ten checks passed', () => {
  it('all ten: 100; none: 0', () => {
    expect(accessibilityScore(a11yPassing(A11Y_CHECKS))).toBe(100);
    expect(accessibilityScore(a11yPassing([]))).toBe(0);
  });

  it.each(A11Y_CHECKS)('%s failing alone: 90', (name) => {
    expect(accessibilityScore(a11yPassing(except(A11Y_CHECKS, name)))).toBe(90);
  });

  it('three failing: 70; seven failing: 30', () => {
    expect(
      accessibilityScore(a11yPassing(except(A11Y_CHECKS, 'contrast', 'scrolling', 'keyboard'))),
    ).toBe(70);
    expect(accessibilityScore(a11yPassing(['keyboard', 'fontSize', 'headings']))).toBe(30);
  });
});

describe('bestPracticesScore(): the share of the eight checks passed', () => {
  const score = (changes: Partial<BestPractices>) =>
    bestPracticesScore({ ...ALL_GOOD_PRACTICES, ...changes });

  it('all eight pass: 100', () => {
    expect(score({})).toBe(100);
  });

  it('unused code under 20 % passes: 19 passes, 20 fails', () => {
    expect(score({ unusedCode: 19 })).toBe(100);
    expect(score({ unusedCode: 19.9 })).toBe(100);
    expect(score({ unusedCode: 20 })).toBe(88);
    expect(score({ unusedCode: 75 })).toBe(88);
  });

  it('zero console errors passes: 1 fails, so do 5', () => {
    expect(score({ consoleErrors: 1 })).toBe(88);
    expect(score({ consoleErrors: 5 })).toBe(88);
  });

  it('jQuery found fails', () => {
    expect(score({ jquery: true })).toBe(88);
  });

  it.each(['doctype', 'charset', 'viewport', 'noDeprecated', 'browserCache'] as const)(
    '%s missing fails: 88 (7/8)',
    (name) => {
      expect(score({ [name]: false })).toBe(88);
    },
  );

  it('four failing: 50; all eight failing: 0', () => {
    expect(score({ doctype: false, jquery: true, consoleErrors: 2, unusedCode: 40 })).toBe(50);
    expect(
      score({
        doctype: false,
        charset: false,
        viewport: false,
        noDeprecated: false,
        jquery: true,
        consoleErrors: 3,
        unusedCode: 20,
        browserCache: false,
      }),
    ).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('mapLighthouseResult(): the agency home page (Lighthouse 13.5, mobile, Spanish)', () => {
  it('keeps the request and the run: url, final url, time, strategy, provider, version', () => {
    expect(good.url).toBe('https://www.ejemplo.com/');
    expect(good.finalUrl).toBe(goodLhr.finalDisplayedUrl);
    expect(good.timestamp).toBe('2026-11-26T06:32:19.379Z');
    expect(good.strategy).toBe('mobile');
    expect(good.provider).toBe('lighthouse');
    expect(good.lighthouseVersion).toBe('13.5.0');
  });

  it("takes fcp, lcp, cls, tbt and si from the audits' numericValue", () => {
    expect(good.metrics.fcp.value).toBe(numericValueOf(goodLhr, 'first-contentful-paint'));
    expect(good.metrics.lcp.value).toBe(numericValueOf(goodLhr, 'largest-contentful-paint'));
    expect(good.metrics.cls.value).toBe(numericValueOf(goodLhr, 'cumulative-layout-shift'));
    expect(good.metrics.tbt.value).toBe(numericValueOf(goodLhr, 'total-blocking-time'));
    expect(good.metrics.si.value).toBe(numericValueOf(goodLhr, 'speed-index'));
    // Pinned: a change in the mapping shows here even if the fixture were regenerated.
    expect(good.metrics.fcp.value).toBeCloseTo(1028.31, 2);
    expect(good.metrics.lcp.value).toBeCloseTo(1926.62, 2);
    expect(good.metrics.cls.value).toBe(0);
    expect(good.metrics.tbt.value).toBe(573);
    expect(good.metrics.si.value).toBeCloseTo(1639.95, 2);
  });

  it("takes tti from the metrics audit's first item (interactive); FID is not reported", () => {
    expect(good.metrics.tti.value).toBe(timingsOf(goodLhr).interactive);
    expect(Object.keys(good.metrics)).not.toContain('fid');
    // The interactive audit says 3515.0689: the metrics item (3515) is the source.
    expect(good.metrics.tti.value).toBe(3515);
  });

  it('rates each metric against the spec thresholds', () => {
    const ratings = Object.fromEntries(
      Object.entries(good.metrics).map(([key, m]) => [key, m.rating]),
    );
    expect(ratings).toEqual({
      fcp: 'good',
      lcp: 'good',
      cls: 'good',
      tbt: 'needs-improvement', // 573 ms, between 200 and 600
      si: 'good',
      tti: 'good',
    });
    expect(good.metrics.lcp.threshold).toEqual({ good: 2500, poor: 4000 });
    expect(good.metrics.cls.threshold).toEqual({ good: 0.1, poor: 0.25 });
  });

  it('sums the resources from resource-summary, types largest first, no empty rows', () => {
    expect(good.resources.totalSize).toBe(337741);
    expect(good.resources.totalRequests).toBe(62);
    expect(good.resources.byType).toEqual([
      { type: 'script', size: 184450, count: 49 },
      { type: 'font', size: 71744, count: 2 },
      { type: 'image', size: 55462, count: 8 },
      { type: 'document', size: 14979, count: 1 },
      { type: 'stylesheet', size: 10179, count: 1 },
      { type: 'other', size: 927, count: 1 },
    ]);
  });

  it('passes every SEO core check and robots; the page facts are off', () => {
    expect(good.seo).toEqual({
      basic: {
        title: true,
        description: true,
        headings: true,
        images: true,
        links: true,
        mobile: true,
      },
      technical: {
        https: true,
        canonical: true,
        robots: true,
        sitemap: false,
        structured: false,
        hreflang: false,
      },
      social: { openGraph: false, twitter: false, schema: false },
    });
  });

  it('passes the ten accessibility checks', () => {
    expect(good.accessibility).toEqual(a11yPassing(A11Y_CHECKS));
  });

  it('best practices: all but the browser cache (cache-insight 0.5), 13 % unused code', () => {
    expect(good.bestPractices).toEqual({
      doctype: true,
      charset: true,
      viewport: true,
      noDeprecated: true,
      jquery: false,
      consoleErrors: 0,
      // unused-javascript saves 25523 bytes of 184450 + 10179 bytes of script and stylesheet.
      unusedCode: 13,
      browserCache: false,
    });
  });

  it('scores: performance 88, SEO 74, accessibility 100, best practices 88', () => {
    // Performance: 25 + 15 + 25 + 12.5 (tbt needs improvement) + 10 = 87.5.
    // SEO: 70 + 30/7 (robots) = 74.3. Best practices: 7/8.
    expect(good.scores).toEqual({
      performance: 88,
      seo: 74,
      accessibility: 100,
      bestPractices: 88,
    });
  });

  it('lists the five scored audits below 0.9, high below 0.5, the 0.5 ones medium', () => {
    expect(good.recommendations.map((f) => [f.id, f.category, f.priority, f.score])).toEqual([
      ['network-dependency-tree-insight', 'performance', 'high', 0],
      ['mainthread-work-breakdown', 'performance', 'high', 0],
      ['cache-insight', 'performance', 'medium', 0.5],
      ['render-blocking-insight', 'performance', 'medium', 0.5],
      ['unused-javascript', 'performance', 'medium', 0.5],
    ]);
  });

  it('gives the findings their Spanish title, plain description and display value', () => {
    const cache = good.recommendations.find((f) => f.id === 'cache-insight');
    expect(cache).toEqual({
      id: 'cache-insight',
      category: 'performance',
      priority: 'medium',
      title: 'Usar tiempos de vida de caché eficientes',
      // '[Consulta más información sobre el almacenamiento en caché](…).' dropped.
      description:
        'Una duración en caché más larga puede aumentar el número de visitas repetidas a tu página.',
      displayValue: 'Ahorro estimado de 43 KiB',
      score: 0.5,
    });
    const tree = good.recommendations.find((f) => f.id === 'network-dependency-tree-insight');
    expect(tree?.description).toMatch(/^Evita encadenar solicitudes críticas reduciendo/);
    expect(tree && 'displayValue' in tree).toBe(false);
  });

  it('page facts flow into the checks: all of them make SEO 100', () => {
    const withFacts = map(fixture('good-mobile-es'), 'mobile', ALL_FACTS);
    expect(withFacts.seo.technical).toMatchObject({
      sitemap: true,
      structured: true,
      hreflang: true,
    });
    expect(withFacts.seo.social).toEqual({ openGraph: true, twitter: true, schema: true });
    expect(withFacts.scores.seo).toBe(100);
    // Only the sitemap: 70 + 2 * 30/7 = 78.6.
    const sitemapOnly = map(fixture('good-mobile-es'), 'mobile', {
      ...NO_PAGE_FACTS,
      sitemap: true,
    });
    expect(sitemapOnly.seo.technical.sitemap).toBe(true);
    expect(sitemapOnly.scores.seo).toBe(79);
  });

  it.each(Object.keys(NO_PAGE_FACTS) as (keyof PageFacts)[])(
    'the %s fact alone turns on its own check only',
    (fact) => {
      const result = map(fixture('good-mobile-es'), 'mobile', { ...NO_PAGE_FACTS, [fact]: true });
      const { sitemap, structured, hreflang } = result.seo.technical;
      expect({ sitemap, structured, hreflang, ...result.seo.social }).toEqual({
        ...NO_PAGE_FACTS,
        [fact]: true,
      });
      // Robots and this one of the seven extra checks: 70 + 2 * 30/7 = 78.6.
      expect(result.scores.seo).toBe(79);
    },
  );
});

describe('mapLighthouseResult(): the page made to fail (Lighthouse 13.5, desktop, English)', () => {
  it('keeps the request and the run', () => {
    expect(poor.finalUrl).toBe(poorLhr.finalDisplayedUrl);
    expect(poor.timestamp).toBe('2026-11-26T06:32:41.256Z');
    expect(poor.strategy).toBe('desktop');
    expect(poor.lighthouseVersion).toBe('13.5.0');
  });

  it('takes the metric values from numericValue and from the metrics item', () => {
    expect(poor.metrics.fcp.value).toBe(numericValueOf(poorLhr, 'first-contentful-paint'));
    expect(poor.metrics.lcp.value).toBe(numericValueOf(poorLhr, 'largest-contentful-paint'));
    expect(poor.metrics.cls.value).toBe(numericValueOf(poorLhr, 'cumulative-layout-shift'));
    expect(poor.metrics.tbt.value).toBe(numericValueOf(poorLhr, 'total-blocking-time'));
    expect(poor.metrics.si.value).toBe(numericValueOf(poorLhr, 'speed-index'));
    expect(poor.metrics.tti.value).toBe(timingsOf(poorLhr).interactive);
    expect(poor.metrics.fcp.value).toBeCloseTo(1399.14, 2);
    expect(poor.metrics.lcp.value).toBeCloseTo(5364.19, 2);
    expect(poor.metrics.cls.value).toBeCloseTo(0.2214, 4);
    expect(poor.metrics.tbt.value).toBe(2);
    expect(poor.metrics.si.value).toBeCloseTo(1618.43, 2);
    expect(poor.metrics.tti.value).toBe(5364);
  });

  it('rates them: lcp poor, the layout shift and tti needing improvement', () => {
    const ratings = Object.fromEntries(
      Object.entries(poor.metrics).map(([key, m]) => [key, m.rating]),
    );
    expect(ratings).toEqual({
      fcp: 'good',
      lcp: 'poor',
      cls: 'needs-improvement',
      tbt: 'good',
      si: 'good',
      tti: 'needs-improvement',
    });
  });

  it('resources: the 6 MB PNG first, no empty types, no total or third-party row', () => {
    expect(poor.resources).toEqual({
      totalSize: 6493359,
      totalRequests: 3,
      byType: [
        { type: 'image', size: 6491822, count: 1 },
        { type: 'document', size: 1366, count: 1 },
        { type: 'other', size: 171, count: 1 },
      ],
    });
  });

  it('SEO: fails title, description, images, links, mobile and canonical', () => {
    expect(poor.seo.basic).toEqual({
      title: false,
      description: false,
      headings: true,
      images: false,
      links: false,
      mobile: false,
    });
    expect(poor.seo.technical).toMatchObject({ https: true, canonical: false, robots: false });
  });

  it('accessibility: fails ARIA labels, contrast, image alt, responsive and font size', () => {
    expect(poor.accessibility.basic).toMatchObject({
      ariaLabels: false,
      contrast: false,
      imagesAlt: false,
    });
    expect(poor.accessibility.mobile).toMatchObject({
      responsive: false,
      fontSize: false,
      scrolling: false,
    });
  });

  it('best practices: no doctype, charset or viewport, deprecated API, jQuery, 2 console errors', () => {
    expect(poor.bestPractices).toEqual({
      doctype: false,
      charset: false,
      viewport: false,
      noDeprecated: false,
      jquery: true,
      consoleErrors: 2,
      unusedCode: 0,
      browserCache: false,
    });
  });

  it('scores: performance 63, SEO 18, best practices 13', () => {
    // Performance: 15 + 0 (lcp poor) + 12.5 (cls) + 25 + 10 = 62.5.
    // SEO: 70 * 2/8 (headings, https) = 17.5. Best practices: 1/8 (unused code).
    expect(poor.scores.performance).toBe(63);
    expect(poor.scores.seo).toBe(18);
    expect(poor.scores.bestPractices).toBe(13);
  });

  it('lists the twenty failing audits, eighteen high and two medium', () => {
    const byPriority = (priority: AuditFinding['priority']) =>
      poor.recommendations
        .filter((f) => f.priority === priority)
        .map((f) => f.id)
        .sort();
    expect(byPriority('high')).toEqual(
      [
        'button-name',
        'cache-insight',
        'charset',
        'cls-culprits-insight',
        'color-contrast',
        'crawlable-anchors',
        'deprecations',
        'doctype',
        'document-title',
        'errors-in-console',
        'html-has-lang',
        'image-alt',
        'image-delivery-insight',
        'landmark-one-main',
        'layout-shifts',
        'lcp-discovery-insight',
        'meta-description',
        'network-dependency-tree-insight',
      ].sort(),
    );
    expect(byPriority('medium')).toEqual(['total-byte-weight', 'unsized-images']);
  });

  it('shows the 6 MB image as a finding with its saving', () => {
    const image = poor.recommendations.find((f) => f.id === 'image-delivery-insight');
    expect(image).toMatchObject({
      category: 'performance',
      priority: 'high',
      title: 'Improve image delivery',
    });
    // Lighthouse separates the number and the unit with a no-break space.
    expect(image?.displayValue).toMatch(/^Est savings of 5,988\sKiB$/);
  });

  it('reduces titles and descriptions to plain text', () => {
    const find = (id: string) => poor.recommendations.find((f) => f.id === id);
    expect(find('image-alt')?.title).toBe('Image elements do not have [alt] attributes');
    expect(find('document-title')?.title).toBe("Document doesn't have a <title> element");
    expect(find('document-title')?.description).toBe(
      'The title gives screen reader users an overview of the page, and search engine users ' +
        'rely on it heavily to determine if a page is relevant to their search.',
    );
    expect(find('color-contrast')?.description).toBe(
      'Low-contrast text is difficult or impossible for many users to read. ' +
        'Learn how to provide sufficient color contrast.',
    );
  });
});

describe('mapLighthouseResult(): the recommendations rule', () => {
  it.each<[FixtureName, AuditResult]>([
    ['good-mobile-es', good],
    ['poor-desktop-en', poor],
  ])('%s: every scored audit below 0.9 listed, each exactly once', (name, result) => {
    const ids = result.recommendations.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(scoredAuditsBelow09(fixture(name)));
  });

  it('an audit two categories share (document-title, image-alt) is listed once', () => {
    const ids = poor.recommendations.map((f) => f.id);
    expect(ids.filter((id) => id === 'document-title')).toHaveLength(1);
    expect(ids.filter((id) => id === 'image-alt')).toHaveLength(1);
  });

  it.each<[FixtureName, AuditResult]>([
    ['good-mobile-es', good],
    ['poor-desktop-en', poor],
  ])('%s: each finding as in the fixture, high below 0.5 else medium', (name, result) => {
    const lhr = fixture(name);
    for (const finding of result.recommendations) {
      const source = auditOf(lhr, finding.id);
      expect(finding.score).toBe(source.score);
      expect(finding.priority).toBe((source.score ?? 1) < 0.5 ? 'high' : 'medium');
      expect(finding.displayValue).toBe(source.displayValue);
      expect(lhr.categories[finding.category]?.auditRefs.some((r) => r.id === finding.id)).toBe(
        true,
      );
    }
  });

  it('never lists the metric audits, though the poor page scores them below 0.9', () => {
    // The poor page's fcp 0.62, lcp 0.06, cls 0.56, si 0.78, max-potential-fid 0, interactive 0.35.
    expect(auditOf(poorLhr, 'largest-contentful-paint').score).toBeLessThan(0.9);
    expect(auditOf(poorLhr, 'interactive').score).toBeLessThan(0.9);
    for (const result of [good, poor]) {
      for (const id of METRIC_AUDIT_IDS) {
        expect(result.recommendations.map((f) => f.id)).not.toContain(id);
      }
    }
  });

  it('never lists notApplicable, manual or informative audits, even scored low', () => {
    const lhr = fixture('good-mobile-es');
    const set = (id: string, scoreDisplayMode: string) => {
      lhr.audits[id] = { ...auditOf(lhr, id), score: 0, scoreDisplayMode };
    };
    set('accesskeys', 'notApplicable');
    set('structured-data', 'manual');
    set('csp-xss', 'informative');
    const ids = map(lhr, 'mobile').recommendations.map((f) => f.id);
    expect(ids).not.toContain('accesskeys');
    expect(ids).not.toContain('structured-data');
    expect(ids).not.toContain('csp-xss');
    // The same audit scored as pass / fail is listed.
    set('csp-xss', 'binary');
    expect(map(lhr, 'mobile').recommendations.map((f) => f.id)).toContain('csp-xss');
  });

  it('lists an audit at 0.89 (medium) but not one at 0.9', () => {
    const lhr = fixture('good-mobile-es');
    lhr.audits['bootup-time'] = { ...auditOf(lhr, 'bootup-time'), score: 0.89 };
    lhr.audits['document-title'] = { ...auditOf(lhr, 'document-title'), score: 0.9 };
    const findings = map(lhr, 'mobile').recommendations;
    expect(findings.find((f) => f.id === 'bootup-time')?.priority).toBe('medium');
    expect(findings.map((f) => f.id)).not.toContain('document-title');
  });

  it('lists an audit at 0.49 as high', () => {
    const lhr = fixture('good-mobile-es');
    lhr.audits['bootup-time'] = { ...auditOf(lhr, 'bootup-time'), score: 0.49 };
    const findings = map(lhr, 'mobile').recommendations;
    expect(findings.find((f) => f.id === 'bootup-time')?.priority).toBe('high');
  });

  it('leaves no markdown link, no backtick and no "learn more" link in any text', () => {
    for (const finding of [...good.recommendations, ...poor.recommendations]) {
      for (const text of [finding.title, finding.description]) {
        expect(text).not.toMatch(/\]\(/);
        expect(text).not.toMatch(/https?:\/\//);
        expect(text).not.toContain('`');
        expect(text).not.toMatch(/Learn more|Más información/);
      }
    }
  });
});

describe('mapLighthouseResult(): a result without measurements', () => {
  it('throws NoAuditResultError on a runtime error', () => {
    const lhr = fixture('good-mobile-es');
    lhr.runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    expect(() => map(lhr, 'mobile')).toThrow(NoAuditResultError);
  });

  it.each([
    'first-contentful-paint',
    'largest-contentful-paint',
    'cumulative-layout-shift',
    'total-blocking-time',
    'speed-index',
  ])('throws NoAuditResultError when %s is missing', (id) => {
    const lhr = fixture('poor-desktop-en');
    lhr.audits[id] = undefined;
    expect(() => map(lhr, 'desktop')).toThrow(NoAuditResultError);
  });

  it('throws NoAuditResultError when a metric has no numeric value', () => {
    const lhr = fixture('good-mobile-es');
    lhr.audits['cumulative-layout-shift'] = {
      ...auditOf(lhr, 'cumulative-layout-shift'),
      numericValue: undefined,
    };
    expect(() => map(lhr, 'mobile')).toThrow(NoAuditResultError);
  });

  it('without the metrics item, reads tti from its own audit', () => {
    const lhr = fixture('good-mobile-es');
    lhr.audits.metrics = undefined;
    const result = map(lhr, 'mobile');
    expect(result.metrics.tti.value).toBeCloseTo(3515.07, 2);
  });

  it('throws NoAuditResultError when tti is nowhere', () => {
    const lhr = fixture('good-mobile-es');
    lhr.audits.metrics = undefined;
    lhr.audits.interactive = undefined;
    expect(() => map(lhr, 'mobile')).toThrow(NoAuditResultError);
  });
});

// ---------------------------------------------------------------------------------------------

describe('plainText(): Lighthouse markdown to plain text', () => {
  it('reduces a markdown link to its text', () => {
    expect(
      plainText(
        'Las solicitudes bloquean el renderizado. [Si se posponen](https://developer.chrome.com/x), salen de la ruta crítica.',
      ),
    ).toBe('Las solicitudes bloquean el renderizado. Si se posponen, salen de la ruta crítica.');
  });

  it("drops a 'Learn more' link", () => {
    expect(
      plainText(
        'Deprecated APIs will eventually be removed. [Learn more about deprecated APIs](https://developer.chrome.com/docs/x/).',
      ),
    ).toBe('Deprecated APIs will eventually be removed.');
  });

  it("drops a 'Más información' link", () => {
    expect(
      plainText(
        'Inhabilitar el zoom provoca problemas. [Más información sobre la etiqueta meta de viewport](https://dequeuniversity.com/rules/axe/4.13/meta-viewport)',
      ),
    ).toBe('Inhabilitar el zoom provoca problemas.');
  });

  it('removes backticks, keeping the code', () => {
    expect(plainText("Document doesn't have a `<title>` element")).toBe(
      "Document doesn't have a <title> element",
    );
    expect(plainText('Image elements do not have `[alt]` attributes')).toBe(
      'Image elements do not have [alt] attributes',
    );
  });

  it('leaves plain text as it is', () => {
    expect(plainText('Evita cambios de diseño grandes')).toBe('Evita cambios de diseño grandes');
  });
});

// ---------------------------------------------------------------------------------------------

describe('fallbackAnalysis(): overall score, user experience and assessment', () => {
  it.each<[[number, number, number, number], number]>([
    [same(100), 100],
    [same(0), 0],
    [[100, 90, 80, 70], 85],
    [[90, 80, 70, 61], 75], // 75.25
    [[92, 80, 70, 60], 76], // 75.5
    [[63, 18, 50, 13], 36],
  ])('scores %j: overall %i, the rounded average of the four', (scores, expected) => {
    expect(fallbackAnalysis(withScores(good, scores), esTexts, 'es').overallScore).toBe(expected);
  });

  it('the real results: 34 for the poor page (accessibility 40: no viewport, so no sideways-scroll check either), 88 for the home page (87.5)', () => {
    expect(fallbackAnalysis(poor, enTexts, 'en').overallScore).toBe(34);
    expect(fallbackAnalysis(good, esTexts, 'es').overallScore).toBe(88);
  });

  it.each<[[number, number, number, number], number]>([
    [[88, 74, 100, 88], 94],
    [[63, 18, 50, 13], 57], // 56.5
    [[90, 0, 71, 0], 81], // 80.5
    [[100, 0, 0, 0], 50],
    [[0, 100, 0, 100], 0],
  ])(
    'scores %j: user experience %i, the rounded mean of performance and accessibility',
    (scores, expected) => {
      const result = withScores(good, scores);
      expect(userExperienceOf(result.scores)).toBe(expected);
      const analysis = fallbackAnalysis(result, esTexts, 'es');
      expect(analysis.userExperienceScore).toBe(expected);
      expect(analysis.businessImpact.userExperienceImpact).toBe(Math.round((100 - expected) / 4));
    },
  );

  it.each<[number, keyof FallbackTexts['assessment']]>([
    [100, 'excellent'],
    [90, 'excellent'],
    [89, 'good'],
    [80, 'good'],
    [79, 'fair'],
    [70, 'fair'],
    [69, 'weak'],
    [60, 'weak'],
    [59, 'poor'],
    [0, 'poor'],
  ])('overall %i: the %s assessment, score filled in', (overall, band) => {
    for (const [texts, lang] of [
      [esTexts, 'es'],
      [enTexts, 'en'],
    ] as const) {
      const analysis = fallbackAnalysis(withScores(good, same(overall)), texts, lang);
      expect(analysis.overallAssessment).toBe(
        texts.assessment[band].replace('{{score}}', String(overall)),
      );
    }
  });

  it('assessment texts read as the visitor reads them', () => {
    expect(fallbackAnalysis(withScores(good, same(90)), esTexts, 'es').overallAssessment).toMatch(
      /^Excelente: tu sitio obtiene 90 de 100/,
    );
    expect(fallbackAnalysis(withScores(good, same(89)), esTexts, 'es').overallAssessment).toMatch(
      /^Buen resultado: 89 de 100\./,
    );
    expect(fallbackAnalysis(poor, enTexts, 'en').overallAssessment).toBe(
      'Low result: 34 out of 100. Your site needs priority work so it stops losing visitors and customers.',
    );
  });

  it('invents no comparison: no competitorAnalysis, and without competitors the insight says none was measured', () => {
    for (const [texts, lang] of [
      [esTexts, 'es'],
      [enTexts, 'en'],
    ] as const) {
      for (const result of [good, poor, withScores(good, same(50))]) {
        const analysis = fallbackAnalysis(result, texts, lang);
        expect(analysis).not.toHaveProperty('competitorAnalysis');
        expect(analysis.insights.competitiveAdvantage).toBe(
          texts.insights.competitiveAdvantage.none,
        );
        // A comparison with the visitor's site alone compares nothing either.
        expect(
          fallbackAnalysis(result, texts, lang, compareSites(result, [])).insights
            .competitiveAdvantage,
        ).toBe(texts.insights.competitiveAdvantage.none);
      }
    }
    expect(esTexts.insights.competitiveAdvantage.none).toMatch(
      /^Este análisis no incluye competidores/,
    );
    expect(enTexts.insights.competitiveAdvantage.none).toMatch(/^This audit has no competitors/);
  });
});

describe('fallbackAnalysis(): mobile impact, half the share of the mobile checks failed', () => {
  const MOBILE_CHECKS = ['seo', 'responsive', 'fontSize', 'tapTargets', 'scrolling'] as const;
  type MobileCheck = (typeof MOBILE_CHECKS)[number];
  /** The home page with these of its five mobile checks failed. */
  const failing = (...checks: MobileCheck[]): AuditResult => ({
    ...good,
    seo: { ...good.seo, basic: { ...good.seo.basic, mobile: !checks.includes('seo') } },
    accessibility: {
      ...good.accessibility,
      mobile: {
        responsive: !checks.includes('responsive'),
        fontSize: !checks.includes('fontSize'),
        tapTargets: !checks.includes('tapTargets'),
        scrolling: !checks.includes('scrolling'),
      },
    },
  });
  const mobileImpact = (result: AuditResult) =>
    fallbackAnalysis(result, esTexts, 'es').businessImpact.mobileImpact;

  it('0 for the home page (all five pass), 40 for the poor page (four of five fail)', () => {
    expect(good.seo.basic.mobile).toBe(true);
    expect(Object.values(good.accessibility.mobile)).toEqual([true, true, true, true]);
    expect(fallbackAnalysis(good, esTexts, 'es').businessImpact.mobileImpact).toBe(0);
    expect(poor.seo.basic.mobile).toBe(false);
    expect(poor.accessibility.mobile).toEqual({
      responsive: false,
      fontSize: false,
      tapTargets: true,
      scrolling: false,
    });
    expect(fallbackAnalysis(poor, enTexts, 'en').businessImpact.mobileImpact).toBe(40);
  });

  it.each(MOBILE_CHECKS)(
    '10 when only the %s check fails (one of five: 20 per cent, halved)',
    (check) => {
      expect(mobileImpact(failing(check))).toBe(10);
    },
  );

  it('grows with each failed check: 20, 30, then 50 when all five fail (no more fixed 5 / 35)', () => {
    expect(mobileImpact(failing('seo', 'fontSize'))).toBe(20);
    expect(mobileImpact(failing('tapTargets', 'scrolling', 'responsive'))).toBe(30);
    expect(mobileImpact(failing(...MOBILE_CHECKS))).toBe(50);
  });
});

describe('fallbackAnalysis(): opportunities, critical issues and recommendations', () => {
  const finding = (n: number, priority: AuditFinding['priority']): AuditFinding => ({
    id: `audit-${priority}-${n}`,
    category: n % 2 ? 'seo' : 'performance',
    priority,
    title: `${priority} ${n}`,
    description: `Description ${priority} ${n}`,
    score: priority === 'high' ? 0.2 : 0.7,
  });
  const interleaved = Array.from({ length: 10 }, (_, i) => [
    finding(i + 1, 'medium'),
    finding(i + 1, 'high'),
  ]).flat();
  const many = fallbackAnalysis({ ...poor, recommendations: interleaved }, enTexts, 'en');

  it('at most 6 opportunities: the first medium findings', () => {
    expect(many.opportunities).toEqual([
      'medium 1',
      'medium 2',
      'medium 3',
      'medium 4',
      'medium 5',
      'medium 6',
    ]);
  });

  it('at most 6 critical issues: the first high findings', () => {
    expect(many.criticalIssues).toEqual([
      'high 1',
      'high 2',
      'high 3',
      'high 4',
      'high 5',
      'high 6',
    ]);
  });

  it("at most 8 prioritized recommendations, in the findings' order, with their priority", () => {
    expect(many.prioritizedRecommendations.map((r) => [r.title, r.priority])).toEqual([
      ['medium 1', 'medium'],
      ['high 1', 'high'],
      ['medium 2', 'medium'],
      ['high 2', 'high'],
      ['medium 3', 'medium'],
      ['high 3', 'high'],
      ['medium 4', 'medium'],
      ['high 4', 'high'],
    ]);
  });

  it('the poor page: its first 6 of 18 high findings, its 2 medium ones, 8 recommendations', () => {
    const analysis = fallbackAnalysis(poor, enTexts, 'en');
    const titles = (priority: AuditFinding['priority']) =>
      poor.recommendations.filter((f) => f.priority === priority).map((f) => f.title);
    expect(titles('high')).toHaveLength(18);
    expect(analysis.criticalIssues).toEqual(titles('high').slice(0, 6));
    expect(analysis.opportunities).toEqual([
      'Avoid enormous network payloads',
      'Image elements do not have explicit width and height',
    ]);
    expect(analysis.prioritizedRecommendations.map((r) => r.title)).toEqual(
      poor.recommendations.slice(0, 8).map((f) => f.title),
    );
  });

  it('the home page: 2 critical issues, 3 opportunities, 5 recommendations', () => {
    const analysis = fallbackAnalysis(good, esTexts, 'es');
    expect(analysis.criticalIssues).toEqual([
      'Árbol de dependencia de red',
      'Minimiza el trabajo del hilo principal',
    ]);
    expect(analysis.opportunities).toEqual([
      'Usar tiempos de vida de caché eficientes',
      'Solicitudes que bloquean el renderizado',
      'Reduce el contenido JavaScript que no se use',
    ]);
    expect(analysis.prioritizedRecommendations).toHaveLength(5);
  });

  it('no findings: no opportunities, critical issues or recommendations', () => {
    const analysis = fallbackAnalysis({ ...good, recommendations: [] }, esTexts, 'es');
    expect(analysis.opportunities).toEqual([]);
    expect(analysis.criticalIssues).toEqual([]);
    expect(analysis.prioritizedRecommendations).toEqual([]);
  });
});

describe('fallbackAnalysis(): texts', () => {
  const scoreSets: [number, number, number, number][] = [
    same(100),
    same(90),
    same(85),
    same(75),
    same(65),
    same(30),
    [95, 40, 85, 60],
  ];
  const variants: [string, AuditResult][] = [
    ['home page', good],
    ['poor page', poor],
    ['home page, no findings', { ...good, recommendations: [] }],
    [
      'home page, much unused code',
      { ...good, bestPractices: { ...good.bestPractices, unusedCode: 45 } },
    ],
  ];

  it.each([
    ['es', esTexts],
    ['en', enTexts],
  ] as const)(
    '%s: no {{placeholder}} left in any text, with or without competitors',
    (lang, texts) => {
      for (const [, result] of variants) {
        for (const scores of scoreSets) {
          const own = withScores(result, scores);
          for (const comparison of [
            undefined,
            compareSites(own, [own]),
            compareSites(own, [withScores(poor, same(20))]),
            compareSites(own, [withScores(good, same(100)), withScores(poor, same(50))]),
          ]) {
            const analysis = fallbackAnalysis(own, texts, lang, comparison);
            const left = stringsIn(analysis).filter((text) => /\{\{\s*\w*\s*\}\}/.test(text));
            expect(left).toEqual([]);
          }
        }
      }
    },
  );

  it('English texts when given English', () => {
    const analysis = fallbackAnalysis(poor, enTexts, 'en');
    const spanishOnly = new Set(stringsIn(esTexts).filter((text) => !text.includes('{{')));
    expect(stringsIn(analysis).filter((text) => spanishOnly.has(text))).toEqual([]);
    expect(analysis.insights.futureRecommendations).toBe(
      'Run this audit again after every major change and watch your Core Web Vitals monthly.',
    );
    expect(analysis.insights.riskFactors).toBe(
      'There are 18 critical issues that may cost you visits, rankings and conversions.',
    );
    const seoRecommendation = analysis.prioritizedRecommendations.find(
      (r) => r.title === 'Document does not have a meta description',
    );
    expect(seoRecommendation?.implementation).toBe(enTexts.implementation.seo);
    expect(['1-3 days', '1-2 weeks', '3-4 weeks']).toContain(seoRecommendation?.timeframe);
  });

  it('Spanish texts when given Spanish', () => {
    const analysis = fallbackAnalysis(good, esTexts, 'es');
    expect(analysis.overallAssessment).toMatch(/^Buen resultado: 88 de 100\./);
    expect(analysis.insights.riskFactors).toBe(
      'Hay 2 problemas críticos que pueden costarte visitas, posicionamiento y conversiones.',
    );
    for (const recommendation of analysis.prioritizedRecommendations) {
      expect(['1-3 días', '1-2 semanas', '3-4 semanas']).toContain(recommendation.timeframe);
    }
  });
});

describe('fallbackAnalysis(): the competitive advantage, from the measured comparison only', () => {
  const TEXTS = { es: esTexts, en: enTexts } as const;
  const advantageOf = (
    lang: 'es' | 'en',
    result: AuditResult,
    competitors: readonly AuditResult[] | undefined,
  ) =>
    fallbackAnalysis(
      result,
      TEXTS[lang],
      lang,
      competitors ? compareSites(result, competitors) : undefined,
    ).insights.competitiveAdvantage;

  it('none: no competitor measured', () => {
    expect(advantageOf('en', own, undefined)).toBe(
      'This audit has no competitors: add up to two to learn who is ahead on each measure.',
    );
    expect(advantageOf('es', own, undefined)).toBe(
      'Este análisis no incluye competidores: añade hasta dos y sabrás quién va por delante en cada medida.',
    );
    expect(advantageOf('en', own, [])).toBe(enTexts.insights.competitiveAdvantage.none);
  });

  it('leadsAll: ahead on all seven measures', () => {
    const behindEverywhere = siteWith(poor, RIVAL_URL, same(50), [3000, 0.3, 900]);
    expect(advantageOf('en', own, [behindEverywhere])).toBe(
      'You are ahead of your competitors on all 7 measures compared: an advantage worth protecting.',
    );
    expect(advantageOf('es', own, [behindEverywhere])).toBe(
      'Vas por delante de tu competencia en las 7 medidas comparadas: una ventaja que conviene proteger.',
    );
  });

  it('even: ahead nowhere behind, ties (at the precision shown) counted apart', () => {
    // LCP 1.9 s, CLS 0.000 and TBT 573 ms for both once rounded: ties, like the equal scores.
    const twin = siteWith(own, RIVAL_URL, [88, 74, 100, 88], [1949, 0.0004, 573.4]);
    expect(advantageOf('en', own, [twin])).toBe(
      'No competitor beats you on any measure: you lead on 0 of 7 and tie on the rest.',
    );
    const slower = siteWith(own, RIVAL_URL, [80, 74, 100, 88], [1949, 0.0004, 573.4]);
    expect(advantageOf('en', own, [slower])).toBe(
      'No competitor beats you on any measure: you lead on 1 of 7 and tie on the rest.',
    );
    expect(advantageOf('es', own, [slower])).toBe(
      'Ninguna web de tu competencia te supera en ninguna medida: lideras en 1 de 7 y empatas en el resto.',
    );
  });

  it('ahead: leading on 5 of 7, naming where the competitor is ahead (SEO and TBT)', () => {
    expect(advantageOf('en', own, [rival])).toBe(
      'You are ahead of your competitors on 5 of 7 measures; they beat you on SEO and TBT.',
    );
    expect(advantageOf('es', own, [rival])).toBe(
      'Vas por delante de tu competencia en 5 de 7 medidas; te supera en SEO y TBT.',
    );
  });

  it('behind: trailing on 5 of 7, naming each', () => {
    // Seen from the rival: ahead only on SEO and TBT.
    expect(advantageOf('en', rival, [own])).toBe(
      'Your competitors are ahead on 5 of 7 measures: Performance, Accessibility, Best practices, LCP, and CLS.',
    );
    expect(advantageOf('es', rival, [own])).toBe(
      'Tu competencia va por delante en 5 de 7 medidas: Rendimiento, Accesibilidad, Buenas prácticas, LCP y CLS.',
    );
  });

  it('as many leads as trails is ahead; a tie is neither', () => {
    // Leads on performance, SEO and accessibility; CLS 0 for both; trails on the other three.
    const quicker = siteWith(own, RIVAL_URL, [50, 50, 50, 95], [1000, 0, 100]);
    expect(advantageOf('en', own, [quicker])).toBe(
      'You are ahead of your competitors on 3 of 7 measures; they beat you on Best practices, LCP, and TBT.',
    );
  });

  it('with two competitors, the site leads only where neither is ahead of it', () => {
    const betterSeo = siteWith(poor, RIVAL_URL, [50, 90, 50, 50], [3000, 0.3, 900]);
    const quickerTbt = siteWith(poor, 'https://other.example/', [50, 50, 50, 50], [3000, 0.3, 100]);
    expect(advantageOf('en', own, [betterSeo, quickerTbt])).toBe(
      'You are ahead of your competitors on 5 of 7 measures; they beat you on SEO and TBT.',
    );
    // Ahead on five; accessibility 100 against 99 stays the site's, and CLS 0 is a shared lead.
    const ahead = siteWith(poor, 'https://third.example/', same(99), [500, 0, 0]);
    expect(advantageOf('en', own, [betterSeo, ahead])).toBe(
      'Your competitors are ahead on 5 of 7 measures: Performance, SEO, Best practices, LCP, and TBT.',
    );
  });
});

// ---------------------------------------------------------------------------------------------

const VALID: AiAnalysis = {
  overallScore: 78,
  overallAssessment: 'Un sitio rápido con margen de mejora en SEO.',
  strengths: ['HTTPS activo', 'Buen LCP'],
  opportunities: ['Comprimir imágenes'],
  criticalIssues: ['Falta la meta descripción'],
  userExperienceScore: 81,
  businessImpact: {
    conversionImpact: 12.5,
    seoTrafficImpact: 20,
    userExperienceImpact: 15,
    speedImpact: 25,
    mobileImpact: 10,
  },
  prioritizedRecommendations: [
    {
      title: 'Comprimir imágenes',
      description: 'Sirve las imágenes en AVIF o WebP.',
      priority: 'high',
      estimatedImpact: 15,
      implementation: 'Convierte las imágenes en el proceso de build.',
      resources: 'Desarrollador front-end',
      effort: 'low',
      timeframe: '1 semana',
    },
  ],
  insights: {
    contentQuality: 'Buena estructura.',
    technicalDebt: 'Baja.',
    competitiveAdvantage: 'Por delante de ejemplo.org en rendimiento.',
    riskFactors: 'Ninguno grave.',
    futureRecommendations: 'Repetir la auditoría cada mes.',
  },
};

/** The top-level fields of spec section 5, without its invented competitorAnalysis. */
const TOP_LEVEL_FIELDS = [
  'overallScore',
  'overallAssessment',
  'strengths',
  'opportunities',
  'criticalIssues',
  'userExperienceScore',
  'businessImpact',
  'prioritizedRecommendations',
  'insights',
] as const;

/** The reply read, failing the test when it is not usable. */
function analysisOf(content: unknown): AiAnalysis {
  const reading = parseAiReply(content, good);
  if (!reading.ok) throw new Error(`reply not usable: ${reading.reason}`);
  return reading.analysis;
}

const withChanges = (changes: Record<string, unknown>) => JSON.stringify({ ...VALID, ...changes });

describe('parseAiReply(): reading the JSON in the reply', () => {
  it('reads a valid JSON reply as it is', () => {
    expect(parseAiReply(JSON.stringify(VALID), good)).toEqual({ ok: true, analysis: VALID });
  });

  it('reads the JSON inside ``` fences', () => {
    const fenced = '```json\n' + JSON.stringify(VALID, null, 2) + '\n```';
    expect(parseAiReply(fenced, good)).toEqual({ ok: true, analysis: VALID });
  });

  it('reads the JSON between prose before and after', () => {
    const chatty = `Aquí tienes el análisis solicitado:\n\n${JSON.stringify(VALID)}\n\nEspero que te sirva.`;
    expect(parseAiReply(chatty, good)).toEqual({ ok: true, analysis: VALID });
  });

  it('asks for the nine fields, competitorAnalysis no longer among them', () => {
    expect(AI_FIELDS).toEqual(TOP_LEVEL_FIELDS);
    expect(AI_FIELDS).not.toContain('competitorAnalysis');
  });

  it('a reply still carrying a competitorAnalysis is read without it', () => {
    const invented = {
      ...VALID,
      competitorAnalysis: { industryAverage: 72, topCompetitorScore: 89, ranking: 2 },
    };
    const reading = parseAiReply(JSON.stringify(invented), good);
    expect(reading).toEqual({ ok: true, analysis: VALID });
  });

  it.each(TOP_LEVEL_FIELDS)('without %s: bad-shape', (field) => {
    const partial = Object.fromEntries(Object.entries(VALID).filter(([key]) => key !== field));
    expect(parseAiReply(JSON.stringify(partial), good)).toEqual({ ok: false, reason: 'bad-shape' });
  });

  it('an unrelated JSON object: bad-shape', () => {
    expect(parseAiReply('{"error": "rate limited"}', good)).toEqual({
      ok: false,
      reason: 'bad-shape',
    });
  });

  it.each([
    ['prose only', 'Lo siento, no puedo analizar este sitio.'],
    ['empty', ''],
    ['no closing brace', '{"overallScore": 80, "overallAssessment": "Bien"'],
    ['braces reversed', '} nada aquí {'],
    ['broken JSON', '{overallScore: 80, strengths: [}'],
    ['trailing comma', JSON.stringify(VALID).replace(/}$/, ',}')],
  ])('%s: no-json', (_name, content) => {
    expect(parseAiReply(content, good)).toEqual({ ok: false, reason: 'no-json' });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', VALID],
    ['an array', [JSON.stringify(VALID)]],
  ])('non-string content (%s): no-json', (_name, content) => {
    expect(parseAiReply(content, good)).toEqual({ ok: false, reason: 'no-json' });
  });
});

describe('parseAiReply(): normalising the values', () => {
  it.each([
    ['null', null],
    ['a string', '85'],
    ['a word', 'alto'],
    ['NaN-like', 'NaN'],
  ])(
    "userExperienceScore %s: the result's own, the mean of performance and accessibility",
    (_name, value) => {
      const content = withChanges({ userExperienceScore: value });
      // The home page: (88 + 100) / 2; the poor page: (63 + 40) / 2 = 51.5.
      expect(analysisOf(content).userExperienceScore).toBe(94);
      const reading = parseAiReply(content, poor);
      expect(reading.ok && reading.analysis.userExperienceScore).toBe(52);
      expect(userExperienceOf(poor.scores)).toBe(52);
    },
  );

  it('a given userExperienceScore is kept, whatever the scores', () => {
    const reading = parseAiReply(withChanges({ userExperienceScore: 33 }), poor);
    expect(reading.ok && reading.analysis.userExperienceScore).toBe(33);
  });

  it('clamps the scores to 0-100', () => {
    const high = analysisOf(withChanges({ overallScore: 150, userExperienceScore: 130 }));
    expect(high.overallScore).toBe(100);
    expect(high.userExperienceScore).toBe(100);
    const low = analysisOf(withChanges({ overallScore: -20, userExperienceScore: -1 }));
    expect(low.overallScore).toBe(0);
    expect(low.userExperienceScore).toBe(0);
  });

  it("priority and effort outside the allowed set: 'medium'", () => {
    const [first] = VALID.prioritizedRecommendations;
    const analysis = analysisOf(
      withChanges({
        prioritizedRecommendations: [
          { ...first, priority: 'urgente', effort: 'enorme' },
          { ...first, priority: 42, effort: null },
          { ...first, priority: 'critical', effort: 'high' },
          { ...first, priority: 'low', effort: 'medium' },
        ],
      }),
    );
    expect(analysis.prioritizedRecommendations.map((r) => [r.priority, r.effort])).toEqual([
      ['medium', 'medium'],
      ['medium', 'medium'],
      ['critical', 'high'],
      ['low', 'medium'],
    ]);
  });

  it('keeps at most 8 recommendations, the first ones', () => {
    const [first] = VALID.prioritizedRecommendations;
    const ten = Array.from({ length: 10 }, (_, i) => ({
      ...first,
      title: `Recomendación ${i + 1}`,
    }));
    const analysis = analysisOf(withChanges({ prioritizedRecommendations: ten }));
    expect(analysis.prioritizedRecommendations.map((r) => r.title)).toEqual(
      ten.slice(0, 8).map((r) => r.title),
    );
  });
});

describe('replyContent(): choices[0].message.content', () => {
  it('reads the content of the first choice', () => {
    const body = {
      id: 'chatcmpl-1',
      choices: [
        { index: 0, message: { role: 'assistant', content: JSON.stringify(VALID) } },
        { index: 1, message: { role: 'assistant', content: 'otra' } },
      ],
    };
    expect(replyContent(body)).toBe(JSON.stringify(VALID));
    expect(analysisOf(replyContent(body))).toEqual(VALID);
  });

  it.each([
    ['no body', null],
    ['no choices', { error: { message: 'quota' } }],
    ['empty choices', { choices: [] }],
    ['no message', { choices: [{ text: '{}' }] }],
  ])('%s: nothing, so no-json', (_name, body) => {
    expect(replyContent(body)).toBeUndefined();
    expect(parseAiReply(replyContent(body), good)).toEqual({ ok: false, reason: 'no-json' });
  });
});

describe('aiRequestBody(): the chat-completions request', () => {
  const userMessage = (body: ReturnType<typeof aiRequestBody>) =>
    body.messages.find((m) => m.role === 'user')?.content ?? '';
  const systemMessage = (body: ReturnType<typeof aiRequestBody>) =>
    body.messages.find((m) => m.role === 'system')?.content ?? '';

  it('max_tokens 4000, temperature 0.7, no streaming, the configured model', () => {
    const body = aiRequestBody(poor, 'es', 'gpt-4o-mini');
    expect(body).toMatchObject({
      model: 'gpt-4o-mini',
      max_tokens: 4000,
      temperature: 0.7,
      stream: false,
    });
  });

  it('a system and a user message', () => {
    const body = aiRequestBody(poor, 'es', 'm');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(systemMessage(body).length).toBeGreaterThan(0);
  });

  it('the user message embeds the audit facts', () => {
    const user = userMessage(aiRequestBody(poor, 'en', 'm'));
    expect(user).toContain(poor.finalUrl);
    for (const key of ['fcp', 'lcp', 'cls', 'tbt', 'si', 'tti'] as const) {
      expect(user).toContain(String(poor.metrics[key].value));
    }
    expect(user).toContain('"performance":63');
    expect(user).toContain('"seo":18');
    expect(user).toContain('Improve image delivery');
  });

  it('names Spanish as the answer language for es', () => {
    const body = aiRequestBody(good, 'es', 'm');
    expect(systemMessage(body)).toContain('Spanish');
    expect(userMessage(body)).toContain('Spanish');
    expect(systemMessage(body)).not.toContain('English');
  });

  it('names English as the answer language for en', () => {
    const body = aiRequestBody(good, 'en', 'm');
    expect(systemMessage(body)).toContain('English');
    expect(userMessage(body)).toContain('English');
    expect(systemMessage(body)).not.toContain('Spanish');
  });

  it('without competitors: says none was measured and asks for no invented comparison', () => {
    for (const comparison of [undefined, compareSites(own, [])]) {
      const user = userMessage(aiRequestBody(own, 'en', 'm', comparison));
      expect(user).toContain('No competitor was measured in this audit.');
      expect(user).not.toContain('The same measurements of competitor sites');
      expect(user).not.toMatch(
        /competitorAnalysis|industryAverage|topCompetitorScore|totalAnalyzed/,
      );
      expect(user).toContain('never cite industry averages or rankings');
    }
  });

  it("with competitors: every site's measured figures and who leads, in the user message", () => {
    const comparison = compareSites(own, [rival]);
    const body = aiRequestBody(own, 'es', 'm', comparison);
    const user = userMessage(body);
    expect(user).not.toContain('No competitor was measured');
    expect(user).toContain('The same measurements of competitor sites');
    expect(user).toContain(JSON.stringify(comparisonFacts(comparison)));
    expect(user).toContain(`"site":"competitor 1","url":"${RIVAL_URL}"`);
    expect(user).toContain(`"seo":["${RIVAL_URL}"]`);
    expect(user).not.toMatch(/competitorAnalysis|industryAverage|topCompetitorScore|totalAnalyzed/);
    // The same request otherwise: only the comparison is added.
    expect(body.messages[0]).toEqual(aiRequestBody(own, 'es', 'm').messages[0]);
  });

  it("truncates the findings' texts: a 1000-character description does not go through whole", () => {
    const words = Array.from({ length: 200 }, (_, i) => `palabra${i}`).join(' ');
    const long = words.slice(0, 1000);
    expect(long).toHaveLength(1000);
    const result: AuditResult = {
      ...good,
      recommendations: [
        {
          id: 'long-audit',
          category: 'seo',
          priority: 'high',
          title: `Título ${long}`,
          description: long,
          score: 0,
        },
      ],
    };
    const user = userMessage(aiRequestBody(result, 'es', 'm'));
    expect(user).toContain(long.slice(0, 100));
    expect(user).not.toContain(long);
    expect(user).not.toContain(long.slice(0, 500));
  });
});

describe('comparisonFacts(): the comparison as the model and the download read it', () => {
  it('each site labelled, its figures at the precision shown, and the leaders by address', () => {
    expect(comparisonFacts(compareSites(own, [rival]))).toEqual({
      sites: [
        {
          site: 'audited site',
          url: OWN_URL,
          performance: 88,
          seo: 74,
          accessibility: 100,
          bestPractices: 88,
          lcp: 1900,
          cls: 0,
          tbt: 573,
        },
        {
          site: 'competitor 1',
          url: RIVAL_URL,
          performance: 70,
          seo: 95,
          accessibility: 30,
          bestPractices: 20,
          lcp: 5400,
          cls: 0.221,
          tbt: 2,
        },
      ],
      leaders: {
        performance: [OWN_URL],
        seo: [RIVAL_URL],
        accessibility: [OWN_URL],
        bestPractices: [OWN_URL],
        lcp: [OWN_URL],
        cls: [OWN_URL],
        tbt: [RIVAL_URL],
      },
    });
  });

  it('a tie names every leader; no comparison, or the site alone, is null', () => {
    const twin = siteWith(own, RIVAL_URL, [88, 10, 10, 10], [9000, 1, 9000]);
    expect(comparisonFacts(compareSites(own, [twin]))?.leaders.performance).toEqual([
      OWN_URL,
      RIVAL_URL,
    ]);
    expect(comparisonFacts(undefined)).toBeNull();
    expect(comparisonFacts(compareSites(own, []))).toBeNull();
  });
});

describe('the report: radar targets, file names and the download', () => {
  it("every radar target is 90, where Lighthouse's good band starts (no more 95 and 85)", () => {
    expect(GOOD_SCORE).toBe(90);
    expect(RADAR_TARGETS).toEqual({
      performance: 90,
      seo: 90,
      accessibility: 90,
      bestPractices: 90,
      userExperience: 90,
    });
  });

  it("the radar's values: the four scores and the analysis's user experience", () => {
    const analysis = fallbackAnalysis(poor, enTexts, 'en');
    expect(radarValues(poor, analysis)).toEqual({
      performance: 63,
      seo: 18,
      accessibility: 40,
      bestPractices: 13,
      userExperience: 52,
    });
  });

  it('file names: audit-report-{date}.json by default, .pdf when asked', () => {
    const result = { ...good, timestamp: '2026-03-09T23:59:59.000Z' };
    expect(reportFileName(result)).toBe('audit-report-2026-03-09.json');
    expect(reportFileName(result, 'json')).toBe('audit-report-2026-03-09.json');
    expect(reportFileName(result, 'pdf')).toBe('audit-report-2026-03-09.pdf');
  });

  it('the download carries the measured comparison and the failed competitors, not competitorAnalysis', () => {
    const comparison = compareSites(own, [rival]);
    const analysis = fallbackAnalysis(own, enTexts, 'en', comparison);
    const failures = [{ url: 'https://down.example/', error: 'timeout' as const }];
    const download = reportDownload(own, analysis, comparison, failures);
    expect(Object.keys(download)).toEqual([
      'url',
      'timestamp',
      'strategy',
      'scores',
      'aiInsights',
      'recommendations',
      'comparison',
      'competitorErrors',
      'businessImpact',
    ]);
    expect(download.comparison).toEqual(comparisonFacts(comparison));
    expect(download.comparison?.sites.map((site) => site.url)).toEqual([OWN_URL, RIVAL_URL]);
    expect(download.competitorErrors).toEqual(failures);
    expect(download.scores).toEqual({ ...own.scores, overall: analysis.overallScore });
    expect(download.aiInsights.competitiveAdvantage).toBe(
      'You are ahead of your competitors on 5 of 7 measures; they beat you on SEO and TBT.',
    );
  });

  it('without competitors: comparison null, no errors', () => {
    const analysis = fallbackAnalysis(own, esTexts, 'es');
    for (const download of [
      reportDownload(own, analysis),
      reportDownload(own, analysis, compareSites(own, [])),
    ]) {
      expect(download.comparison).toBeNull();
      expect(download.competitorErrors).toEqual([]);
    }
  });
});

describe('no invented figures left (issue 31): no industry average, top competitor, ranking or projection', () => {
  const INVENTED =
    /promedio del sector|industry average|mejor competidor|best competitor|top competitor|sitios analizados|sites analy[sz]ed|\{\{(?:rank|points|gap)\}\}|proyecci[oó]n|projection/i;
  const INVENTED_KEYS =
    /competitorAnalysis|industryAverage|topCompetitorScore|totalAnalyzed|"ranking"/;

  it('in no audit text', () => {
    for (const texts of [esAudit, enAudit]) {
      expect(stringsIn(texts).filter((text) => INVENTED.test(text))).toEqual([]);
      expect(texts.charts).not.toHaveProperty('competitors');
      expect(texts.report).not.toHaveProperty('projection');
    }
  });

  it('in no fallback analysis or downloaded report, with or without competitors', () => {
    for (const [texts, lang] of [
      [esTexts, 'es'],
      [enTexts, 'en'],
    ] as const) {
      for (const result of [own, rival, good, poor]) {
        for (const comparison of [
          undefined,
          compareSites(result, [own]),
          compareSites(result, [rival, poor]),
        ] satisfies (Comparison | undefined)[]) {
          const analysis = fallbackAnalysis(result, texts, lang, comparison);
          expect(stringsIn(analysis).filter((text) => INVENTED.test(text))).toEqual([]);
          const download = JSON.stringify(reportDownload(result, analysis, comparison));
          expect(download).not.toMatch(INVENTED_KEYS);
          expect(stringsIn(JSON.parse(download)).filter((text) => INVENTED.test(text))).toEqual([]);
        }
      }
    }
  });
});

describe("auditTargetOf() and auditQueryOf(): the report's address, with its competitors", () => {
  const A = 'https://a.example/';
  const B = 'https://b.example/';
  const C = 'https://c.example/';
  const D = 'https://d.example/';
  const queryOf = (entries: [string, string][]) => `?${new URLSearchParams(entries).toString()}`;

  it('writes the competitors as repeated parameters, in order, and reads them back', () => {
    const target: AuditTarget = { url: A, strategy: 'desktop', competitors: [B, C] };
    const query = auditQueryOf(target);
    expect(query).toBe(
      '?url=https%3A%2F%2Fa.example%2F&strategy=desktop' +
        '&competitor=https%3A%2F%2Fb.example%2F&competitor=https%3A%2F%2Fc.example%2F',
    );
    expect(auditTargetOf(query)).toEqual(target);
    const alone: AuditTarget = { url: A, strategy: 'mobile', competitors: [] };
    expect(auditQueryOf(alone)).toBe('?url=https%3A%2F%2Fa.example%2F&strategy=mobile');
    expect(auditTargetOf(auditQueryOf(alone))).toEqual(alone);
  });

  it('an address with characters to escape goes through whole', () => {
    const target: AuditTarget = {
      url: 'https://a.example/?q=1&r=a b#x',
      strategy: 'mobile',
      competitors: ['https://b.example/path?competitor=x&url=y'],
    };
    expect(auditTargetOf(auditQueryOf(target))).toEqual(target);
  });

  it('drops empty, repeated and own-address competitors (trimmed), then keeps at most two', () => {
    expect(AUDIT_COMPETITORS_MAX).toBe(2);
    const target = auditTargetOf(
      queryOf([
        ['url', ` ${A} `],
        ['competitor', ''],
        ['competitor', '   '],
        ['competitor', ` ${B} `],
        ['competitor', B],
        ['competitor', A],
        ['competitor', C],
        ['competitor', D],
      ]),
    );
    expect(target).toEqual({ url: A, strategy: 'mobile', competitors: [B, C] });
  });

  it('a third distinct competitor is left out', () => {
    const target = auditTargetOf(
      queryOf([
        ['url', A],
        ['competitor', D],
        ['competitor', C],
        ['competitor', B],
      ]),
    );
    expect(target?.competitors).toEqual([D, C]);
  });

  it('no report without a url or with an unknown strategy, competitors or not', () => {
    expect(auditTargetOf(queryOf([['competitor', B]]))).toBeUndefined();
    expect(
      auditTargetOf(
        queryOf([
          ['url', ' '],
          ['competitor', B],
        ]),
      ),
    ).toBeUndefined();
    expect(
      auditTargetOf(
        queryOf([
          ['url', A],
          ['strategy', 'tablet'],
          ['competitor', B],
        ]),
      ),
    ).toBeUndefined();
  });

  it('sameTarget(): the same address, device and competitors, in the same order', () => {
    const target: AuditTarget = { url: A, strategy: 'mobile', competitors: [B, C] };
    expect(sameTarget(target, { ...target, competitors: [B, C] })).toBe(true);
    expect(sameTarget(target, { ...target, competitors: [C, B] })).toBe(false);
    expect(sameTarget(target, { ...target, competitors: [B] })).toBe(false);
    expect(sameTarget(target, { ...target, strategy: 'desktop' })).toBe(false);
    expect(sameTarget(target, { ...target, url: D })).toBe(false);
    expect(sameTarget(target, undefined)).toBe(false);
    expect(sameTarget(undefined, undefined)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the error texts (spec section 8)', () => {
  const esErrors: Record<string, string> = esAudit.errors;
  const enErrors: Record<string, string> = enAudit.errors;

  it.each(AUDIT_ERRORS)('error %s has a message in es and en', (code) => {
    expect(esErrors[code]?.trim()).toBeTruthy();
    expect(enErrors[code]?.trim()).toBeTruthy();
  });

  it.each<[string, string]>([
    [
      'invalid-url',
      'URL inválida. Por favor, ingresa una URL completa y válida (ejemplo: https://www.ejemplo.com).',
    ],
    [
      'no-result',
      'No se pudo obtener el resultado del análisis. La página podría estar inaccesible o ser demasiado grande.',
    ],
    [
      'timeout',
      'El análisis tomó demasiado tiempo. Por favor, intenta con una página más pequeña o en otro momento.',
    ],
    [
      'rate-limited',
      'Demasiadas solicitudes. Por favor, espera unos minutos antes de intentar nuevamente.',
    ],
    ['auth', 'Error de autenticación con la API. Por favor, contacta al soporte técnico.'],
    ['not-found', 'La página web no fue encontrada. Verifica que la URL sea correcta.'],
    [
      'failed',
      'Error al analizar la página web. Por favor, verifica que la URL sea accesible e intenta nuevamente.',
    ],
    ['ai', 'Error en el análisis con IA. Por favor, intenta nuevamente.'],
    ['aiNoJson', 'Respuesta de IA no contiene JSON válido'],
    ['aiBadShape', 'Respuesta de IA no tiene la estructura esperada'],
    ['unknown', 'Error al realizar el análisis. Por favor, intenta nuevamente.'],
  ])('Spanish %s is the spec message', (key, message) => {
    expect(esErrors[key]).toBe(message);
  });

  it('the invalid-URL example is a complete http(s) address', () => {
    for (const message of [esErrors['invalid-url'], enErrors['invalid-url']]) {
      const example = /\((?:ejemplo|example): ([^\s)]+)\)/.exec(message ?? '')?.[1] ?? '';
      expect(new URL(example).protocol).toMatch(/^https?:$/);
    }
  });
});

describe("today's Core Web Vitals (issue 31.2)", () => {
  it('no report text, metric or download names FID; the lab run says TBT stands in for INP', () => {
    for (const texts of [esAudit, enAudit]) {
      const all = JSON.stringify(texts);
      expect(all).not.toMatch(/\bFID\b|First Input Delay/);
      expect(texts.report.vitals.note).toMatch(/INP/);
      expect(texts.report.vitals.note).toMatch(/TBT/);
      expect(texts.report.metrics.tbt.description).toMatch(/INP/);
    }
    const result = map(fixture('good-mobile-es'), 'mobile');
    expect(JSON.stringify(result)).not.toMatch(/"fid"|maxPotentialFID/);
  });
});

describe('fieldVitalsOf(): real visitors’ vitals from PageSpeed Insights (issue 31.2)', () => {
  const block = (lcp: unknown, inp: unknown, cls: unknown) => ({
    metrics: {
      LARGEST_CONTENTFUL_PAINT_MS: { percentile: lcp },
      INTERACTION_TO_NEXT_PAINT: { percentile: inp },
      CUMULATIVE_LAYOUT_SHIFT_SCORE: { percentile: cls },
    },
  });

  it("reads the page's and the origin's LCP, INP and CLS (x100 in PSI) with today's thresholds", () => {
    const field = fieldVitalsOf({
      loadingExperience: block(2500, 201, 10),
      originLoadingExperience: block(4001, 500, 26),
    });
    expect(field.map((group) => group.scope)).toEqual(['page', 'origin']);
    const [page, origin] = field;
    expect(page?.metrics.lcp).toMatchObject({ value: 2500, rating: 'good' });
    expect(page?.metrics.inp).toMatchObject({ value: 201, rating: 'needs-improvement' });
    expect(page?.metrics.cls).toMatchObject({ value: 0.1, rating: 'good' });
    expect(origin?.metrics.lcp?.rating).toBe('poor');
    expect(origin?.metrics.inp).toMatchObject({ value: 500, rating: 'needs-improvement' });
    expect(origin?.metrics.inp?.threshold).toEqual({ good: 200, poor: 500 });
    expect(origin?.metrics.cls?.rating).toBe('poor');
  });

  it("leaves out an origin fallback as the page's, unreadable values, and answers without any", () => {
    const fallback = fieldVitalsOf({
      loadingExperience: { ...block(1000, 100, 1), origin_fallback: true },
      originLoadingExperience: block('x', -5, null),
    });
    expect(fallback).toEqual([]);
    expect(fieldVitalsOf({ loadingExperience: block(1000, Number.NaN, 1) })).toEqual([
      {
        scope: 'page',
        metrics: {
          lcp: expect.objectContaining({ value: 1000 }),
          cls: expect.objectContaining({ value: 0.01 }),
        },
      },
    ]);
    for (const body of [null, 'text', [], { loadingExperience: [] }])
      expect(fieldVitalsOf(body)).toEqual([]);
  });

  it('a lab-only result carries no field data', () => {
    expect(map(fixture('good-mobile-es'), 'mobile').field).toEqual([]);
  });
});
