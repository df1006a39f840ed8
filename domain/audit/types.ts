// The web audit's shapes (spec section 3), shared by the server, the page and the report's
// components. Times are in milliseconds, sizes in bytes, scores 0-100.

// No FID: Core Web Vitals replaced it with INP in March 2024; a lab run has no INP (it needs real
// interactions), and TBT is its lab stand-in.
export const METRIC_KEYS = ['fcp', 'lcp', 'cls', 'tbt', 'si', 'tti'] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

export type Rating = 'good' | 'needs-improvement' | 'poor';

export type Metric = {
  /** ms for times; unitless for cls. */
  value: number;
  rating: Rating;
  threshold: { good: number; poor: number };
};

import type { FieldVitals } from './field';
import type { AuditStrategy } from './query';

export {
  AUDIT_COMPETITORS_MAX,
  AUDIT_QUERY,
  AUDIT_STRATEGIES,
  auditQueryOf,
  auditTargetOf,
  acceptedCompetitors,
  checkCompetitors,
  listedCompetitors,
  sameTarget,
  type AuditStrategy,
  type AuditTarget,
  type CompetitorCheck,
  type CompetitorProblem,
} from './query';

export type ResourceType = { type: string; size: number; count: number };

export type AuditResources = {
  totalSize: number;
  totalRequests: number;
  /** Largest first. */
  byType: ResourceType[];
};

/** SEO checks, grouped as the report shows them (spec section 2, SEO tab). */
export type SeoChecks = {
  basic: {
    title: boolean;
    description: boolean;
    headings: boolean;
    images: boolean;
    links: boolean;
    mobile: boolean;
  };
  technical: {
    https: boolean;
    canonical: boolean;
    robots: boolean;
    sitemap: boolean;
    structured: boolean;
    hreflang: boolean;
  };
  social: { openGraph: boolean; twitter: boolean; schema: boolean };
};

/** The ten accessibility checks (spec section 2, accessibility tab). */
export type AccessibilityChecks = {
  basic: {
    keyboard: boolean;
    ariaLabels: boolean;
    contrast: boolean;
    imagesAlt: boolean;
    formLabels: boolean;
    headings: boolean;
  };
  mobile: { responsive: boolean; fontSize: boolean; tapTargets: boolean; scrolling: boolean };
};

export type BestPractices = {
  doctype: boolean;
  charset: boolean;
  viewport: boolean;
  /** No deprecated APIs used. */
  noDeprecated: boolean;
  /** jQuery found among the page's libraries. */
  jquery: boolean;
  consoleErrors: number;
  /** Share of the downloaded JavaScript and CSS that is never used, 0-100. */
  unusedCode: number;
  /** Static resources are served with a long cache lifetime. */
  browserCache: boolean;
};

export type SecurityChecks = {
  https: boolean;
  hsts: boolean;
  xssProtection: boolean;
  contentSecurityPolicy: boolean;
};

export const AUDIT_CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** A Lighthouse audit scoring below 0.9, as the report lists it. */
export type AuditFinding = {
  /** The Lighthouse audit id, e.g. 'image-delivery-insight'. */
  id: string;
  category: AuditCategory;
  priority: 'high' | 'medium';
  title: string;
  /** Plain text (Lighthouse's markdown links reduced to their text). */
  description: string;
  /** e.g. 'Ahorro estimado de 120 KiB'. */
  displayValue?: string;
  /** 0-1. */
  score: number;
};

export type AuditScores = {
  performance: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
};

/** What the page analysis measured (spec section 3, web audit result). */
export type AuditResult = {
  /** The address audited, as entered (normalised). */
  url: string;
  /** Where the page ended up after redirects. */
  finalUrl: string;
  /** ISO 8601. */
  timestamp: string;
  strategy: AuditStrategy;
  /** Which provider measured: PageSpeed Insights or the server's own Lighthouse. */
  provider: 'pagespeed' | 'lighthouse';
  lighthouseVersion: string;
  metrics: Record<MetricKey, Metric>;
  /** Real visitors' vitals (PageSpeed Insights' field data): the page's, the origin's; none in a lab-only run. */
  field: FieldVitals[];
  /** The spec's scores (section 9), computed from the checks and ratings below. */
  scores: AuditScores;
  resources: AuditResources;
  seo: SeoChecks;
  accessibility: AccessibilityChecks;
  bestPractices: BestPractices;
  security: SecurityChecks;
  recommendations: AuditFinding[];
};

export type Priority = 'critical' | 'high' | 'medium' | 'low';
export type Effort = 'low' | 'medium' | 'high';

export type PrioritizedRecommendation = {
  title: string;
  description: string;
  priority: Priority;
  /** Percent. */
  estimatedImpact: number;
  implementation: string;
  resources: string;
  effort: Effort;
  timeframe: string;
};

/**
 * The AI analysis (spec section 3), without the spec's competitorAnalysis: its industry average,
 * top competitor and ranking were invented; the report compares measured competitors instead
 * (compare.ts), and the analysis speaks of them in insights.competitiveAdvantage.
 */
export type AiAnalysis = {
  overallScore: number;
  overallAssessment: string;
  strengths: string[];
  opportunities: string[];
  criticalIssues: string[];
  userExperienceScore: number;
  /** Percentages. */
  businessImpact: {
    conversionImpact: number;
    seoTrafficImpact: number;
    userExperienceImpact: number;
    speedImpact: number;
    mobileImpact: number;
  };
  prioritizedRecommendations: PrioritizedRecommendation[];
  insights: {
    contentQuality: string;
    technicalDebt: string;
    competitiveAdvantage: string;
    riskFactors: string;
    futureRecommendations: string;
  };
};

/**
 * Why the report shows the locally computed analysis instead of the AI's: no AI configured,
 * the call failed, or its reply had no JSON / not the expected fields (spec section 8).
 */
export type FallbackReason = 'not-configured' | 'failed' | 'no-json' | 'bad-shape';

export type AnalysisAnswer =
  | { source: 'ai'; analysis: AiAnalysis }
  | { source: 'fallback'; reason: FallbackReason; analysis: AiAnalysis };

/** The failures the audit can end with, each with its message in the spec (section 8). */
export const AUDIT_ERRORS = [
  'invalid-url',
  'no-result',
  'timeout',
  'rate-limited',
  'auth',
  'not-found',
  'busy',
  'failed',
] as const;
export type AuditError = (typeof AUDIT_ERRORS)[number];

/** The steps the server reports while it audits (streamed to the page). */
export const AUDIT_STEPS = [
  'validating',
  'queued',
  'loading',
  'gathering',
  'scoring',
  'sitemap',
  'ai',
] as const;
export type AuditStep = (typeof AUDIT_STEPS)[number];

/** What the audit stream sends the page, as Server-Sent Events named by `type`. */
export type AuditEvent =
  | { type: 'step'; step: AuditStep; position?: number }
  | { type: 'result'; result: AuditResult }
  | { type: 'error'; error: AuditError; retryAfter?: number };
