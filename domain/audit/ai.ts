// The AI analysis: the request sent to an OpenAI-compatible chat-completions endpoint and the
// reading of its reply (spec sections 5 and 7).
import type { Comparison } from './compare';
import { overallScore, userExperienceOf } from './fallback';
import type { AiAnalysis, AuditResult, Effort, FallbackReason, Priority } from './types';

/**
 * The top-level fields a reply must have (spec section 5, without competitorAnalysis: the model
 * is given the measured comparison instead of being asked to invent one).
 */
export const AI_FIELDS = [
  'overallScore',
  'overallAssessment',
  'strengths',
  'opportunities',
  'criticalIssues',
  'userExperienceScore',
  'businessImpact',
  'prioritizedRecommendations',
  'insights',
] as const satisfies readonly (keyof AiAnalysis)[];

export const AI_MAX_TOKENS = 4000;
export const AI_TEMPERATURE = 0.7;
/** Longest text of one finding sent to the model. */
const FACT_MAX = 240;
const FINDINGS_MAX = 12;

const LANGUAGE_NAMES = { es: 'Spanish', en: 'English' } as const;

const clip = (text: string) => (text.length > FACT_MAX ? `${text.slice(0, FACT_MAX - 1)}…` : text);

/** The facts of an audit the model reasons on: numbers and checks, findings truncated. */
export function auditFacts(result: AuditResult) {
  return {
    url: result.finalUrl,
    strategy: result.strategy,
    scores: { ...result.scores, overall: overallScore(result.scores) },
    metrics: Object.fromEntries(
      Object.entries(result.metrics).map(([key, m]) => [key, { value: m.value, rating: m.rating }]),
    ),
    resources: {
      totalKB: Math.round(result.resources.totalSize / 1024),
      requests: result.resources.totalRequests,
      byType: result.resources.byType.slice(0, 5),
    },
    seo: result.seo,
    accessibility: result.accessibility,
    bestPractices: result.bestPractices,
    security: result.security,
    findings: result.recommendations.slice(0, FINDINGS_MAX).map((finding) => ({
      category: finding.category,
      priority: finding.priority,
      title: clip(finding.title),
      detail: clip(finding.displayValue ?? finding.description),
    })),
  };
}

/** The measured comparison as the model reads it: each site's figures and who leads where. */
export function comparisonFacts(comparison: Comparison | undefined) {
  if (!comparison || comparison.sites.length < 2) return null;
  return {
    sites: comparison.sites.map((site, index) => ({
      site: index === 0 ? 'audited site' : `competitor ${index}`,
      url: site.url,
      ...site.values,
    })),
    leaders: Object.fromEntries(
      Object.entries(comparison.leaders).map(([measure, indices]) => [
        measure,
        indices.map((index) => comparison.sites[index]?.url ?? ''),
      ]),
    ),
  };
}

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** The chat-completions body (model set by the server's configuration). */
export function aiRequestBody(
  result: AuditResult,
  lang: 'es' | 'en',
  model: string,
  comparison?: Comparison,
) {
  const language = LANGUAGE_NAMES[lang];
  const compared = comparisonFacts(comparison);
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content:
        `You are a senior web performance, SEO and accessibility consultant at a web agency. ` +
        `You analyse website audit data and answer ONLY with one JSON object, no prose around it. ` +
        `Write every text value in ${language}. Be specific to the data; never invent measurements.`,
    },
    {
      role: 'user',
      content:
        `Analyse this website audit (JSON facts; times in ms, sizes in bytes, scores 0-100):\n` +
        `${JSON.stringify(auditFacts(result))}\n\n` +
        (compared
          ? `The same measurements of competitor sites, taken in this audit (scores 0-100, ` +
            `higher is better; lcp and tbt in ms and cls, lower is better), and who leads:\n` +
            `${JSON.stringify(compared)}\n\n`
          : `No competitor was measured in this audit.\n\n`) +
        `Answer with a JSON object with exactly these fields: overallScore (0-100), ` +
        `overallAssessment (2-3 sentences), strengths (string[]), opportunities (string[]), ` +
        `criticalIssues (string[]), userExperienceScore (0-100), businessImpact ` +
        `{conversionImpact, seoTrafficImpact, userExperienceImpact, speedImpact, mobileImpact} ` +
        `(estimated percent improvements), prioritizedRecommendations (at most 8 of {title, ` +
        `description, priority: critical|high|medium|low, estimatedImpact (percent), ` +
        `implementation, resources, effort: low|medium|high, timeframe}), insights ` +
        `{contentQuality, technicalDebt, competitiveAdvantage, riskFactors, ` +
        `futureRecommendations} (strings). insights.competitiveAdvantage speaks only from the ` +
        `measured comparison above, naming the sites and measures (or says that no competitor ` +
        `was measured); never cite industry averages or rankings. All text in ${language}.`,
    },
  ];
  return {
    model,
    messages,
    max_tokens: AI_MAX_TOKENS,
    temperature: AI_TEMPERATURE,
    stream: false,
  };
}

type ReplyReading = { ok: true; analysis: AiAnalysis } | { ok: false; reason: FallbackReason };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const score = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(100, Math.max(0, Math.round(value)))
    : fallback;
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.map(text).join(' ') : '';
const texts = (value: unknown) =>
  Array.isArray(value) ? value.map(text).filter((item) => item.trim() !== '') : [];
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as T)
    : fallback;

const PRIORITIES: readonly Priority[] = ['critical', 'high', 'medium', 'low'];
const EFFORTS: readonly Effort[] = ['low', 'medium', 'high'];

/**
 * Reads the model's reply: the JSON between the first '{' and the last '}', with all its
 * top-level fields, else the reason the fallback is used ('no-json' or 'bad-shape').
 * Field values are normalised so the report never shows a wrong type.
 */
export function parseAiReply(content: unknown, result: AuditResult): ReplyReading {
  if (typeof content !== 'string') return { ok: false, reason: 'no-json' };
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end <= start) return { ok: false, reason: 'no-json' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.slice(start, end + 1));
  } catch {
    return { ok: false, reason: 'no-json' };
  }
  if (!isObject(parsed) || !AI_FIELDS.every((field) => field in parsed))
    return { ok: false, reason: 'bad-shape' };

  const impact = isObject(parsed.businessImpact) ? parsed.businessImpact : {};
  const insights = isObject(parsed.insights) ? parsed.insights : {};
  const recommendations = Array.isArray(parsed.prioritizedRecommendations)
    ? parsed.prioritizedRecommendations.filter(isObject)
    : [];
  return {
    ok: true,
    analysis: {
      overallScore: score(parsed.overallScore, 0),
      overallAssessment: text(parsed.overallAssessment),
      strengths: texts(parsed.strengths),
      opportunities: texts(parsed.opportunities),
      criticalIssues: texts(parsed.criticalIssues),
      userExperienceScore: score(parsed.userExperienceScore, userExperienceOf(result.scores)),
      businessImpact: {
        conversionImpact: number(impact.conversionImpact),
        seoTrafficImpact: number(impact.seoTrafficImpact),
        userExperienceImpact: number(impact.userExperienceImpact),
        speedImpact: number(impact.speedImpact),
        mobileImpact: number(impact.mobileImpact),
      },
      prioritizedRecommendations: recommendations.slice(0, 8).map((item) => ({
        title: text(item.title),
        description: text(item.description),
        priority: oneOf(item.priority, PRIORITIES, 'medium'),
        estimatedImpact: number(item.estimatedImpact),
        implementation: text(item.implementation),
        resources: text(item.resources),
        effort: oneOf(item.effort, EFFORTS, 'medium'),
        timeframe: text(item.timeframe),
      })),
      insights: {
        contentQuality: text(insights.contentQuality),
        technicalDebt: text(insights.technicalDebt),
        competitiveAdvantage: text(insights.competitiveAdvantage),
        riskFactors: text(insights.riskFactors),
        futureRecommendations: text(insights.futureRecommendations),
      },
    },
  };
}

/** The model's text in a chat-completions answer (choices[0].message.content). */
export function replyContent(body: unknown): unknown {
  if (!isObject(body) || !Array.isArray(body.choices)) return undefined;
  const first: unknown = body.choices[0];
  if (!isObject(first) || !isObject(first.message)) return undefined;
  return first.message.content;
}
