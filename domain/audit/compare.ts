// The comparison of the visitor's site with its competitors: every figure measured in the same
// way in the same audit (issue 31; the spec's invented industry average, top competitor and
// ranking are gone), and who leads on each measure. Shared by the report, the AI's facts, the
// fallback analysis, the download and the history's changes.
import type { AuditResult } from './types';

/** The measures compared, in the report's order: the four scores, then the lab's vitals. */
export const COMPARED_MEASURES = [
  'performance',
  'seo',
  'accessibility',
  'bestPractices',
  'lcp',
  'cls',
  'tbt',
] as const;
export type ComparedMeasure = (typeof COMPARED_MEASURES)[number];

/** The scores (0-100, higher is better); the others are vitals (lower is better). */
export const SCORE_MEASURES = ['performance', 'seo', 'accessibility', 'bestPractices'] as const;
export type ScoreMeasure = (typeof SCORE_MEASURES)[number];

export const isScoreMeasure = (measure: ComparedMeasure): measure is ScoreMeasure =>
  (SCORE_MEASURES as readonly string[]).includes(measure);

export type MeasuredValues = Record<ComparedMeasure, number>;

/**
 * One result's compared values (LCP and TBT in ms, CLS unitless), at the precision the report
 * writes them (LCP to a tenth of a second, TBT to the ms, CLS to three decimals): a lead the
 * visitor cannot see is no lead.
 */
export function measuredValues(result: AuditResult): MeasuredValues {
  const { lcp, cls, tbt } = result.metrics;
  return {
    ...result.scores,
    lcp: Math.round(lcp.value / 100) * 100,
    cls: Math.round(cls.value * 1000) / 1000,
    tbt: Math.round(tbt.value),
  };
}

/** How much better `a` is than `b` on a measure: positive when better, 0 when equal. */
export function advantage(measure: ComparedMeasure, a: number, b: number): number {
  return isScoreMeasure(measure) ? a - b : b - a;
}

export type ComparedSite = { url: string; values: MeasuredValues };

export type Comparison = {
  /** The visitor's site first, then the competitors measured. */
  sites: ComparedSite[];
  /** Per measure, the indices of the sites with the best value (several on a tie). */
  leaders: Record<ComparedMeasure, number[]>;
};

export function compareSites(own: AuditResult, competitors: readonly AuditResult[]): Comparison {
  const sites = [own, ...competitors].map((result) => ({
    url: result.url,
    values: measuredValues(result),
  }));
  const leaders = Object.fromEntries(
    COMPARED_MEASURES.map((measure) => {
      const best = sites.reduce(
        (top, site) =>
          advantage(measure, site.values[measure], top) > 0 ? site.values[measure] : top,
        sites[0]?.values[measure] ?? 0,
      );
      const indices = sites.flatMap((site, index) =>
        site.values[measure] === best ? [index] : [],
      );
      return [measure, indices];
    }),
  ) as Comparison['leaders'];
  return { sites, leaders };
}

/** Where a site leads alone, where it shares the lead, and where another site is ahead of it. */
export function standing(comparison: Comparison, site = 0) {
  const leaders = (measure: ComparedMeasure) => comparison.leaders[measure];
  return {
    leads: COMPARED_MEASURES.filter((m) => leaders(m).length === 1 && leaders(m)[0] === site),
    ties: COMPARED_MEASURES.filter((m) => leaders(m).length > 1 && leaders(m).includes(site)),
    trails: COMPARED_MEASURES.filter((m) => !leaders(m).includes(site)),
  };
}
