// The audit's address parameters, apart from the rest of the audit's shapes: the site's router
// reads them on every page, and only these few bytes should come with it.

export const AUDIT_STRATEGIES = ['mobile', 'desktop'] as const;
export type AuditStrategy = (typeof AUDIT_STRATEGIES)[number];

/** The query of `GET /api/audit` and of the audit page's address. */
export const AUDIT_QUERY = { url: 'url', strategy: 'strategy', lang: 'lang' } as const;

/** The site an audit report is about: in the audit page's address, so a report can be shared. */
export type AuditTarget = { url: string; strategy: AuditStrategy };

/** The report asked for by the audit page's query (`?url=…&strategy=…`), if any. */
export function auditTargetOf(search: string): AuditTarget | undefined {
  const query = new URLSearchParams(search);
  const url = query.get(AUDIT_QUERY.url)?.trim();
  const strategy = query.get(AUDIT_QUERY.strategy) ?? 'mobile';
  const known = AUDIT_STRATEGIES.find((option) => option === strategy);
  return url && known ? { url, strategy: known } : undefined;
}

/** The audit page's query for a report. */
export function auditQueryOf(target: AuditTarget): string {
  const query = new URLSearchParams({
    [AUDIT_QUERY.url]: target.url,
    [AUDIT_QUERY.strategy]: target.strategy,
  });
  return `?${query.toString()}`;
}
