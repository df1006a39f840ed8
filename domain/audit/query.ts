// The audit's address parameters, apart from the rest of the audit's shapes: the site's router
// reads them on every page, and only these few bytes should come with it. With them, the rules of
// the competitors an audit compares with, the one copy the form, the report's address and the
// server all apply (issue 46).
import { parseAuditUrl } from './url';

export const AUDIT_STRATEGIES = ['mobile', 'desktop'] as const;
export type AuditStrategy = (typeof AUDIT_STRATEGIES)[number];

/** The query of `GET /api/audit` and of the audit page's address (`competitor` may repeat). */
export const AUDIT_QUERY = {
  url: 'url',
  strategy: 'strategy',
  lang: 'lang',
  competitor: 'competitor',
} as const;

/** Competitor sites measured beside the visitor's own, at most. */
export const AUDIT_COMPETITORS_MAX = 2;

/**
 * Why a value given as a competitor is not measured: blank, the audited site itself, a site
 * already named, past AUDIT_COMPETITORS_MAX, or not an audit address (parseAuditUrl).
 */
export type CompetitorProblem = 'empty' | 'same' | 'repeated' | 'extra' | 'invalid';

/** A value given as a competitor, as the rules read it. */
export type CompetitorCheck = {
  /** The address: a valid one normalised (what is measured), any other as written, trimmed. */
  site: string;
  /** Why it is not measured; none: a competitor to measure. */
  problem?: CompetitorProblem;
};

/**
 * The competitor rules, value by value and in order: a blank is no competitor; a competitor is an
 * audit address (parseAuditUrl), not the audited site (`own`, compared once both are
 * normalised), named once, and at most AUDIT_COMPETITORS_MAX of them. A value that is not an
 * address still takes its place (it is reported as such); the site itself or a repeat takes none.
 */
export function checkCompetitors(own: string, values: readonly unknown[]): CompetitorCheck[] {
  const ownSite = parseAuditUrl(own)?.href;
  const seen = new Set<string>();
  return values.map((value): CompetitorCheck => {
    if (typeof value !== 'string') return { site: '', problem: 'invalid' };
    const text = value.trim();
    if (text === '') return { site: '', problem: 'empty' };
    const address = parseAuditUrl(text)?.href;
    const site = address ?? text;
    if (site === ownSite) return { site, problem: 'same' };
    if (seen.has(site)) return { site, problem: 'repeated' };
    if (seen.size >= AUDIT_COMPETITORS_MAX) return { site, problem: 'extra' };
    seen.add(site);
    return address ? { site } : { site, problem: 'invalid' };
  });
}

/**
 * The competitors asked for, as the form and the server accept them: the sites, in order, or
 * null when any value has a problem (the form tells it beside its field, the server refuses the
 * request; a blank is no competitor). The page only ever asks what its form accepted.
 */
export function acceptedCompetitors(own: string, values: readonly unknown[]): string[] | null {
  const checks = checkCompetitors(own, values);
  return checks.some(({ problem }) => problem !== undefined && problem !== 'empty')
    ? null
    : checks.flatMap(({ site, problem }) => (problem ? [] : [site]));
}

/**
 * The competitors a shared link or a kept audit names, in order: those the rules accept, and the
 * values that are not addresses, which the report shows as failed with their message; a repeat,
 * the site itself or one too many is left out.
 */
export const listedCompetitors = (own: string, values: readonly unknown[]): string[] =>
  checkCompetitors(own, values)
    .filter(({ problem }) => problem === undefined || problem === 'invalid')
    .map(({ site }) => site);

/**
 * The sites an audit report is about: in the audit page's address, so a report can be shared.
 * `competitors` are measured the same way, beside `url`.
 */
export type AuditTarget = { url: string; strategy: AuditStrategy; competitors: string[] };

/** The report asked for by the audit page's query (`?url=…&strategy=…&competitor=…`), if any. */
export function auditTargetOf(search: string): AuditTarget | undefined {
  const query = new URLSearchParams(search);
  const url = query.get(AUDIT_QUERY.url)?.trim();
  const strategy = query.get(AUDIT_QUERY.strategy) ?? 'mobile';
  const known = AUDIT_STRATEGIES.find((option) => option === strategy);
  if (!url || !known) return undefined;
  const competitors = listedCompetitors(url, query.getAll(AUDIT_QUERY.competitor));
  return { url, strategy: known, competitors };
}

/** The audit page's query for a report. */
export function auditQueryOf(target: AuditTarget): string {
  const query = new URLSearchParams({
    [AUDIT_QUERY.url]: target.url,
    [AUDIT_QUERY.strategy]: target.strategy,
  });
  for (const competitor of target.competitors) query.append(AUDIT_QUERY.competitor, competitor);
  return `?${query.toString()}`;
}

/** Two targets ask for the same report. */
export const sameTarget = (a: AuditTarget | undefined, b: AuditTarget | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.url === b.url &&
  a.strategy === b.strategy &&
  a.competitors.join('\n') === b.competitors.join('\n');
