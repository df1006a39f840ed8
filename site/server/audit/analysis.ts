// The AI analysis of an audit: any OpenAI-compatible chat-completions endpoint configured on
// the server; without one, or when it fails or answers something unusable, the locally
// computed fallback, flagged as such (spec sections 4, 7 and 8).
import {
  aiRequestBody,
  fallbackAnalysis,
  fallbackTextsOf,
  parseAiReply,
  replyContent,
  type AnalysisAnswer,
  type AuditResult,
  type Comparison,
  type FallbackTexts,
} from '../../../domain/audit';
import enAudit from '../../i18n/en/audit.json';
import esAudit from '../../i18n/es/audit.json';
import type { Lang } from '../../routes';
import { upstreamFetch } from '../upstream';

export type AiConfig = {
  /** e.g. https://api.openai.com/v1 (the path /chat/completions is added). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
};

const fallbackTexts: Record<Lang, FallbackTexts> = {
  es: fallbackTextsOf(esAudit),
  en: fallbackTextsOf(enAudit),
};

export function createAnalyst(config: AiConfig | null) {
  return async function analyse(
    result: AuditResult,
    lang: Lang,
    /** The measured comparison with the competitors, when the audit had any. */
    comparison?: Comparison,
    signal?: AbortSignal,
  ): Promise<AnalysisAnswer> {
    const fallback = (reason: Extract<AnalysisAnswer, { source: 'fallback' }>['reason']) =>
      ({
        source: 'fallback',
        reason,
        analysis: fallbackAnalysis(result, fallbackTexts[lang], lang, comparison),
      }) as const;
    if (!config) return fallback('not-configured');

    const timeout = AbortSignal.timeout(config.timeoutMs ?? 60_000);
    let body: unknown;
    try {
      const response = await upstreamFetch(
        `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify(aiRequestBody(result, lang, config.model, comparison)),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        },
      );
      if (!response.ok) {
        console.error(`AI analysis: the endpoint answered ${response.status}`);
        return fallback('failed');
      }
      body = await response.json();
    } catch (error) {
      console.error('AI analysis failed:', error instanceof Error ? error.message : error);
      return fallback('failed');
    }
    const reading = parseAiReply(replyContent(body), result);
    if (!reading.ok) {
      console.error(`AI analysis: unusable reply (${reading.reason})`);
      return fallback(reading.reason);
    }
    return { source: 'ai', analysis: reading.analysis };
  };
}

export type Analyst = ReturnType<typeof createAnalyst>;
