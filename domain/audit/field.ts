// Field data: how real visitors experienced a page and its whole site over the last 28 days
// (Chrome UX Report, as PageSpeed Insights returns it in loadingExperience and
// originLoadingExperience). Today's Core Web Vitals at the 75th percentile, rated with Google's
// thresholds. A local Lighthouse run has none: it is a lab measurement.
import { METRIC_THRESHOLDS } from './scoring';
import type { Metric, Rating } from './types';

export const FIELD_VITALS = ['lcp', 'inp', 'cls'] as const;
export type FieldVitalKey = (typeof FIELD_VITALS)[number];

/** Good / poor limits of the field vitals (INP: 200 / 500 ms). */
export const FIELD_THRESHOLDS: Record<FieldVitalKey, { good: number; poor: number }> = {
  lcp: METRIC_THRESHOLDS.lcp,
  inp: { good: 200, poor: 500 },
  cls: METRIC_THRESHOLDS.cls,
};

/** The field vitals of the page itself, or of its whole origin. */
export type FieldVitals = {
  scope: 'page' | 'origin';
  metrics: Partial<Record<FieldVitalKey, Metric>>;
};

/** PageSpeed Insights' names of the vitals, and how its numbers become ours (CLS comes x100). */
const PSI_METRICS: Record<FieldVitalKey, { name: string; scale: number }> = {
  lcp: { name: 'LARGEST_CONTENTFUL_PAINT_MS', scale: 1 },
  inp: { name: 'INTERACTION_TO_NEXT_PAINT', scale: 1 },
  cls: { name: 'CUMULATIVE_LAYOUT_SHIFT_SCORE', scale: 100 },
};

function fieldRating(key: FieldVitalKey, value: number): Rating {
  const { good, poor } = FIELD_THRESHOLDS[key];
  if (value <= good) return 'good';
  if (value > poor) return 'poor';
  return 'needs-improvement';
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** One loadingExperience block's vitals; none when it has none we can read. */
function vitalsOf(block: unknown): FieldVitals['metrics'] {
  const metrics = record(record(block)?.metrics);
  const found: FieldVitals['metrics'] = {};
  for (const key of FIELD_VITALS) {
    const percentile = record(metrics?.[PSI_METRICS[key].name])?.percentile;
    if (typeof percentile !== 'number' || !Number.isFinite(percentile) || percentile < 0) continue;
    const value = percentile / PSI_METRICS[key].scale;
    found[key] = { value, rating: fieldRating(key, value), threshold: FIELD_THRESHOLDS[key] };
  }
  return found;
}

/**
 * The field vitals in a PageSpeed Insights answer (untrusted JSON): the page's where Google has
 * them (not an origin fallback), then the origin's. Empty when Google has none.
 */
export function fieldVitalsOf(psiBody: unknown): FieldVitals[] {
  const body = record(psiBody);
  const found: FieldVitals[] = [];
  const page = record(body?.loadingExperience);
  if (page && page.origin_fallback !== true) {
    const metrics = vitalsOf(page);
    if (Object.keys(metrics).length > 0) found.push({ scope: 'page', metrics });
  }
  const origin = vitalsOf(body?.originLoadingExperience);
  if (Object.keys(origin).length > 0) found.push({ scope: 'origin', metrics: origin });
  return found;
}
