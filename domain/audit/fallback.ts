// The analysis computed locally when no AI is configured or its answer is unusable (spec 9).
import type {
  AiAnalysis,
  AuditCategory,
  AuditFinding,
  AuditResult,
  Effort,
  PrioritizedRecommendation,
} from './types';

/** The fallback's texts in the visitor's language (the `fallback` object of the audit texts). */
export type FallbackTexts = {
  assessment: { excellent: string; good: string; fair: string; weak: string; poor: string };
  strengths: {
    performance: string;
    seo: string;
    accessibility: string;
    bestPractices: string;
    https: string;
    mobile: string;
    vitals: string;
    sitemap: string;
  };
  /** A generic strength when nothing stands out. */
  noStrengths: string;
  implementation: Record<AuditCategory, string>;
  resources: Record<AuditCategory, string>;
  timeframe: Record<Effort, string>;
  insights: {
    contentQuality: { good: string; poor: string };
    technicalDebt: { low: string; high: string };
    competitiveAdvantage: { ahead: string; behind: string };
    riskFactors: { none: string; some: string };
    futureRecommendations: string;
  };
};

/** The fallback's comparison constants (spec 9: industry 72, top competitor 89, 15 sites). */
export const FALLBACK_COMPETITORS = {
  industryAverage: 72,
  topCompetitorScore: 89,
  totalAnalyzed: 15,
};
/** Spec 9: ranking 2 above 80, 5 above 60, else 8. */
export const fallbackRanking = (overall: number) => (overall > 80 ? 2 : overall > 60 ? 5 : 8);
/** Spec 9: at most 6 findings listed as opportunities or critical issues, 8 recommendations. */
export const FALLBACK_LIST_MAX = 6;
export const FALLBACK_RECOMMENDATIONS_MAX = 8;
/** The AI's user-experience score when it gives none (spec 9). */
export const DEFAULT_USER_EXPERIENCE_SCORE = 70;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** Assessment bands at 90, 80, 70 and 60 (spec 9). */
export function assessmentBand(overall: number): keyof FallbackTexts['assessment'] {
  if (overall >= 90) return 'excellent';
  if (overall >= 80) return 'good';
  if (overall >= 70) return 'fair';
  if (overall >= 60) return 'weak';
  return 'poor';
}

export function overallScore(scores: AuditResult['scores']): number {
  return Math.round(
    (scores.performance + scores.seo + scores.accessibility + scores.bestPractices) / 4,
  );
}

export function isMobileReady(result: AuditResult): boolean {
  return result.seo.basic.mobile && result.accessibility.mobile.responsive;
}

function recommendation(finding: AuditFinding, texts: FallbackTexts): PrioritizedRecommendation {
  const high = finding.priority === 'high';
  const effort: Effort = high ? 'medium' : 'low';
  return {
    title: finding.title,
    description: finding.displayValue
      ? `${finding.description} (${finding.displayValue})`
      : finding.description,
    priority: high ? 'high' : 'medium',
    // The further below a passing score (0.9) the audit is, the more fixing it is worth.
    estimatedImpact: Math.max(3, Math.round((0.9 - finding.score) * (high ? 25 : 15))),
    implementation: texts.implementation[finding.category],
    resources: texts.resources[finding.category],
    effort,
    timeframe: texts.timeframe[effort],
  };
}

export function fallbackAnalysis(result: AuditResult, texts: FallbackTexts): AiAnalysis {
  const { scores } = result;
  const overall = overallScore(scores);
  const userExperienceScore = Math.round((scores.performance + scores.accessibility) / 2);
  const mobileReady = isMobileReady(result);
  const vitalsGood = (['lcp', 'cls', 'tbt'] as const).every(
    (key) => result.metrics[key].rating === 'good',
  );

  const strengths = [
    scores.performance >= 80 && fill(texts.strengths.performance, { score: scores.performance }),
    scores.seo >= 80 && fill(texts.strengths.seo, { score: scores.seo }),
    scores.accessibility >= 80 &&
      fill(texts.strengths.accessibility, { score: scores.accessibility }),
    scores.bestPractices >= 80 &&
      fill(texts.strengths.bestPractices, { score: scores.bestPractices }),
    vitalsGood && texts.strengths.vitals,
    result.seo.technical.https && texts.strengths.https,
    mobileReady && texts.strengths.mobile,
    result.seo.technical.sitemap && texts.strengths.sitemap,
  ].filter((text): text is string => typeof text === 'string');

  const high = result.recommendations.filter((finding) => finding.priority === 'high');
  const medium = result.recommendations.filter((finding) => finding.priority === 'medium');
  const critical = high.length;
  const debt = result.bestPractices.unusedCode >= 20 || scores.bestPractices < 75;

  return {
    overallScore: overall,
    overallAssessment: fill(texts.assessment[assessmentBand(overall)], { score: overall }),
    strengths: strengths.length ? strengths.slice(0, FALLBACK_LIST_MAX) : [texts.noStrengths],
    opportunities: medium.slice(0, FALLBACK_LIST_MAX).map((finding) => finding.title),
    criticalIssues: high.slice(0, FALLBACK_LIST_MAX).map((finding) => finding.title),
    userExperienceScore,
    competitorAnalysis: { ...FALLBACK_COMPETITORS, ranking: fallbackRanking(overall) },
    businessImpact: {
      conversionImpact: Math.round((100 - scores.performance) / 4),
      seoTrafficImpact: Math.round((100 - scores.seo) / 3),
      userExperienceImpact: Math.round((100 - userExperienceScore) / 4),
      speedImpact: Math.round((100 - scores.performance) / 2),
      mobileImpact: mobileReady ? 5 : 35,
    },
    prioritizedRecommendations: result.recommendations
      .slice(0, FALLBACK_RECOMMENDATIONS_MAX)
      .map((finding) => recommendation(finding, texts)),
    insights: {
      contentQuality: texts.insights.contentQuality[scores.seo >= 80 ? 'good' : 'poor'],
      technicalDebt: fill(texts.insights.technicalDebt[debt ? 'high' : 'low'], {
        unused: result.bestPractices.unusedCode,
      }),
      competitiveAdvantage: fill(
        texts.insights.competitiveAdvantage[
          overall >= FALLBACK_COMPETITORS.industryAverage ? 'ahead' : 'behind'
        ],
        { points: Math.abs(overall - FALLBACK_COMPETITORS.industryAverage) },
      ),
      riskFactors: fill(texts.insights.riskFactors[critical ? 'some' : 'none'], {
        count: critical,
      }),
      futureRecommendations: texts.insights.futureRecommendations,
    },
  };
}
