// The analysis computed locally when no AI is configured or its answer is unusable (spec 9),
// from the measurements only: no invented comparison (issue 31).
import { fill } from '../text';
import { COMPARED_MEASURES, standing, type ComparedMeasure, type Comparison } from './compare';
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
  /** The compared measures' names (the comparison's insight names them). */
  measures: Record<ComparedMeasure, string>;
  insights: {
    contentQuality: { good: string; poor: string };
    technicalDebt: { low: string; high: string };
    competitiveAdvantage: {
      none: string;
      leadsAll: string;
      even: string;
      ahead: string;
      behind: string;
    };
    riskFactors: { none: string; some: string };
    futureRecommendations: string;
  };
};

/** The audit texts the fallback's are drawn from (a language's audit.json). */
type AuditTextSource = {
  fallback: Omit<FallbackTexts, 'measures'>;
  charts: {
    radar: { dimensions: Record<Exclude<ComparedMeasure, 'lcp' | 'cls' | 'tbt'>, string> };
  };
  report: { metrics: Record<'lcp' | 'cls' | 'tbt', { name: string }> };
};

/** The fallback's texts from a language's audit texts (the measures keep the report's names). */
export function fallbackTextsOf({ fallback, charts, report }: AuditTextSource): FallbackTexts {
  return {
    ...fallback,
    measures: {
      ...charts.radar.dimensions,
      lcp: report.metrics.lcp.name,
      cls: report.metrics.cls.name,
      tbt: report.metrics.tbt.name,
    },
  };
}
/** Spec 9: at most 6 findings listed as opportunities or critical issues, 8 recommendations. */
export const FALLBACK_LIST_MAX = 6;
export const FALLBACK_RECOMMENDATIONS_MAX = 8;
/**
 * The user-experience score: the mean of performance and accessibility (also the AI's when it
 * gives none; the spec's fixed 70 was invented).
 */
export const userExperienceOf = (scores: AuditResult['scores']) =>
  Math.round((scores.performance + scores.accessibility) / 2);

/** Share of the mobile checks failed, 0-100 (the fallback's mobile impact is half of it). */
function mobileShortfall(result: AuditResult): number {
  const checks = [result.seo.basic.mobile, ...Object.values(result.accessibility.mobile)];
  return Math.round((100 * checks.filter((passed) => !passed).length) / checks.length);
}

/** What the comparison says of the visitor's site, from the measured figures alone. */
function competitiveAdvantage(
  comparison: Comparison | undefined,
  texts: FallbackTexts,
  lang: 'es' | 'en',
): string {
  const { competitiveAdvantage: advantageTexts } = texts.insights;
  if (!comparison || comparison.sites.length < 2) return advantageTexts.none;
  const { leads, trails } = standing(comparison);
  const total = COMPARED_MEASURES.length;
  if (leads.length === total) return fill(advantageTexts.leadsAll, { total });
  if (trails.length === 0) return fill(advantageTexts.even, { count: leads.length, total });
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  const named = trails.map((measure) => texts.measures[measure]);
  return leads.length >= trails.length
    ? fill(advantageTexts.ahead, { count: leads.length, total, measures: list.format(named) })
    : fill(advantageTexts.behind, { count: trails.length, total, measures: list.format(named) });
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

/**
 * The analysis computed here: `comparison` is the measured comparison with the competitors, when
 * the audit had any.
 */
export function fallbackAnalysis(
  result: AuditResult,
  texts: FallbackTexts,
  lang: 'es' | 'en',
  comparison?: Comparison,
): AiAnalysis {
  const { scores } = result;
  const overall = overallScore(scores);
  const userExperienceScore = userExperienceOf(scores);
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
    businessImpact: {
      conversionImpact: Math.round((100 - scores.performance) / 4),
      seoTrafficImpact: Math.round((100 - scores.seo) / 3),
      userExperienceImpact: Math.round((100 - userExperienceScore) / 4),
      speedImpact: Math.round((100 - scores.performance) / 2),
      mobileImpact: Math.round(mobileShortfall(result) / 2),
    },
    prioritizedRecommendations: result.recommendations
      .slice(0, FALLBACK_RECOMMENDATIONS_MAX)
      .map((finding) => recommendation(finding, texts)),
    insights: {
      contentQuality: texts.insights.contentQuality[scores.seo >= 80 ? 'good' : 'poor'],
      technicalDebt: fill(texts.insights.technicalDebt[debt ? 'high' : 'low'], {
        unused: result.bestPractices.unusedCode,
      }),
      competitiveAdvantage: competitiveAdvantage(comparison, texts, lang),
      riskFactors: fill(texts.insights.riskFactors[critical ? 'some' : 'none'], {
        count: critical,
      }),
      futureRecommendations: texts.insights.futureRecommendations,
    },
  };
}
