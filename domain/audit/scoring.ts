// The audit's ratings and scores, to the letter of the spec (section 9).
import type {
  AccessibilityChecks,
  AuditScores,
  BestPractices,
  Metric,
  MetricKey,
  Rating,
  SeoChecks,
} from './types';

/** Good / poor thresholds per metric; times in ms (spec: fcp 1.8/3 s ... tti 3800/7300 ms). */
export const METRIC_THRESHOLDS: Record<MetricKey, { good: number; poor: number }> = {
  fcp: { good: 1800, poor: 3000 },
  lcp: { good: 2500, poor: 4000 },
  cls: { good: 0.1, poor: 0.25 },
  tbt: { good: 200, poor: 600 },
  si: { good: 3400, poor: 5800 },
  tti: { good: 3800, poor: 7300 },
};

/** Good at or below the good value, poor at or above the poor value, else in between. */
export function rate(key: MetricKey, value: number): Rating {
  const { good, poor } = METRIC_THRESHOLDS[key];
  if (value <= good) return 'good';
  if (value >= poor) return 'poor';
  return 'needs-improvement';
}

export function metric(key: MetricKey, value: number): Metric {
  return { value, rating: rate(key, value), threshold: METRIC_THRESHOLDS[key] };
}

const RATING_POINTS: Record<Rating, number> = { good: 100, 'needs-improvement': 50, poor: 0 };

/** Weights of the performance score (they add up to 1). */
export const PERFORMANCE_WEIGHTS = { lcp: 0.25, fcp: 0.15, cls: 0.25, tbt: 0.25, si: 0.1 } as const;

export function performanceScore(metrics: Record<MetricKey, Metric>): number {
  let score = 0;
  for (const [key, weight] of Object.entries(PERFORMANCE_WEIGHTS) as [MetricKey, number][]) {
    score += RATING_POINTS[metrics[key].rating] * weight;
  }
  return Math.round(score);
}

const share = (checks: readonly boolean[]) => checks.filter(Boolean).length / checks.length;

/** 70 % from eight core checks, 30 % from seven extra ones. */
export function seoScore(seo: SeoChecks): number {
  const { basic, technical, social } = seo;
  const core = [...Object.values(basic), technical.https, technical.canonical];
  const extra = [
    technical.structured,
    technical.robots,
    technical.sitemap,
    technical.hreflang,
    social.openGraph,
    social.twitter,
    social.schema,
  ];
  return Math.round(70 * share(core) + 30 * share(extra));
}

/** The share of the ten checks passed. */
export function accessibilityScore(checks: AccessibilityChecks): number {
  return Math.round(100 * share([...Object.values(checks.basic), ...Object.values(checks.mobile)]));
}

/** Unused code below this share (percent) passes. */
export const UNUSED_CODE_LIMIT = 20;

/** The eight best-practice checks, as pass / fail. */
export function bestPracticeChecks(practices: BestPractices): Record<string, boolean> {
  return {
    doctype: practices.doctype,
    charset: practices.charset,
    viewport: practices.viewport,
    noDeprecated: practices.noDeprecated,
    noJquery: !practices.jquery,
    noConsoleErrors: practices.consoleErrors === 0,
    littleUnusedCode: practices.unusedCode < UNUSED_CODE_LIMIT,
    browserCache: practices.browserCache,
  };
}

export function bestPracticesScore(practices: BestPractices): number {
  return Math.round(100 * share(Object.values(bestPracticeChecks(practices))));
}

export function auditScores(result: {
  metrics: Record<MetricKey, Metric>;
  seo: SeoChecks;
  accessibility: AccessibilityChecks;
  bestPractices: BestPractices;
}): AuditScores {
  return {
    performance: performanceScore(result.metrics),
    seo: seoScore(result.seo),
    accessibility: accessibilityScore(result.accessibility),
    bestPractices: bestPracticesScore(result.bestPractices),
  };
}
