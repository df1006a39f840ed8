// The audit's address parameters, apart from the rest of the audit's shapes: the site's router
// reads them on every page, and only these few bytes should come with it.

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
  const competitors = [
    ...new Set(query.getAll(AUDIT_QUERY.competitor).map((value) => value.trim())),
  ]
    .filter((value) => value !== '' && value !== url)
    .slice(0, AUDIT_COMPETITORS_MAX);
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
