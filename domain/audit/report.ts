// What the report shows and gives away besides the measurements: the radar's targets, the
// projection, the downloaded JSON and the shared text (spec sections 7 and 9).
import { overallScore } from './fallback';
import type { AiAnalysis, AuditResult } from './types';

/** The radar's five dimensions, in order, with their targets (spec 9). */
export const RADAR_TARGETS = {
  performance: 90,
  seo: 95,
  accessibility: 90,
  bestPractices: 85,
  userExperience: 90,
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

/** The 6-month projection: with the improvements, and without changes (spec 9: +25 / -10). */
export const PROJECTION = { improved: 25, unchanged: -10 } as const;

export function projection(score: number) {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return {
    improved: clamp(score + PROJECTION.improved),
    unchanged: clamp(score + PROJECTION.unchanged),
  };
}

/** The leader's score and how far the site is behind it (0 when it leads). */
export function gapToLeader(analysis: AiAnalysis): number {
  return Math.max(0, analysis.competitorAnalysis.topCompetitorScore - analysis.overallScore);
}

/** The downloaded file's name: audit-report-{YYYY-MM-DD}.json (spec section 7). */
export function reportFileName(result: AuditResult): string {
  return `audit-report-${result.timestamp.slice(0, 10)}.json`;
}

/**
 * The downloaded report (spec section 7), with the real accessibility score (the original wrote
 * a fixed 85) and the best-practices score beside it.
 */
export function reportDownload(result: AuditResult, analysis: AiAnalysis) {
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
    competitorAnalysis: analysis.competitorAnalysis,
    businessImpact: analysis.businessImpact,
  };
}

/** How many recommendations the shared text lists (spec section 7). */
export const SHARED_RECOMMENDATIONS = 3;

/** The overall score the report leads with: the analysis's, else the average of the four. */
export function headlineScore(result: AuditResult, analysis: AiAnalysis | undefined): number {
  return analysis?.overallScore ?? overallScore(result.scores);
}
