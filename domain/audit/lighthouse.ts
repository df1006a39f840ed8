// From a Lighthouse result (PageSpeed Insights' lighthouseResult, or the server's own run: the
// same shape, Lighthouse 13 audit ids) to the spec's audit result.
import { auditScores, metric } from './scoring';
import type {
  AccessibilityChecks,
  AuditCategory,
  AuditFinding,
  AuditResult,
  AuditStrategy,
  BestPractices,
  MetricKey,
  ResourceType,
  SecurityChecks,
  SeoChecks,
} from './types';
import type { FieldVitals } from './field';
import { AUDIT_CATEGORIES } from './types';

type LhAudit = {
  id: string;
  title: string;
  description: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: unknown[] };
};

/** The parts of a Lighthouse result the audit reads. */
export type LighthouseResult = {
  lighthouseVersion: string;
  finalUrl?: string;
  finalDisplayedUrl?: string;
  fetchTime: string;
  runtimeError?: { code: string; message?: string };
  audits: Record<string, LhAudit | undefined>;
  categories: Partial<Record<string, { auditRefs: { id: string; group?: string }[] }>>;
  /** Not Lighthouse's: the field data PageSpeed Insights returned beside it (its provider adds it). */
  field?: FieldVitals[];
};

/** What the server found on the page itself, besides Lighthouse: sitemap, social tags, data. */
export type PageFacts = {
  sitemap: boolean;
  openGraph: boolean;
  twitter: boolean;
  /** schema.org structured data (JSON-LD or microdata). */
  schema: boolean;
  /** Any structured data (JSON-LD, microdata or RDFa). */
  structured: boolean;
  /** Alternate-language links (hreflang). */
  hreflang: boolean;
};

/** A page that declares none of them, and has no sitemap. */
export const NO_PAGE_FACTS: PageFacts = {
  sitemap: false,
  openGraph: false,
  twitter: false,
  schema: false,
  structured: false,
  hreflang: false,
};

/** The Lighthouse result has no usable measurements (a failed or empty run). */
export class NoAuditResultError extends Error {
  constructor(reason: string) {
    super(`No usable Lighthouse result: ${reason}`);
    this.name = 'NoAuditResultError';
  }
}

const METRIC_AUDITS: Record<Exclude<MetricKey, 'tti'>, string> = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  si: 'speed-index',
};

/** The metrics' own audits: shown with the metrics, never as findings. */
const METRIC_AUDIT_IDS = new Set([
  ...Object.values(METRIC_AUDITS),
  'max-potential-fid',
  'interactive',
]);

/** Lighthouse's markdown ('[Más información](https://…)') reduced to plain text. */
export function plainText(markdown: string): string {
  return markdown
    .replace(
      /\s*\[(?:Learn more|Más información|Obtén más información|Consulta más)[^\]]*\]\([^)]*\)\.?/gi,
      '',
    )
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .trim();
}

/** Scores below this make a finding; below HIGH_PRIORITY_BELOW it is high priority (spec 9). */
export const FINDING_BELOW = 0.9;
export const HIGH_PRIORITY_BELOW = 0.5;

export function mapLighthouseResult(
  lhr: LighthouseResult,
  facts: PageFacts,
  request: { url: string; strategy: AuditStrategy; provider: AuditResult['provider'] },
): AuditResult {
  if (lhr.runtimeError) throw new NoAuditResultError(lhr.runtimeError.code);
  const audits = lhr.audits;
  const audit = (id: string) => audits[id];
  /** Passed, or had nothing to check (Lighthouse's notApplicable). */
  const passes = (...ids: string[]) =>
    ids.every((id) => {
      const found = audit(id);
      if (!found || found.score === null) return found?.scoreDisplayMode !== 'error';
      return found.score >= FINDING_BELOW;
    });
  /** Measured and passed: a missing or not-applicable audit does not count. */
  const present = (id: string) => (audit(id)?.score ?? 0) >= FINDING_BELOW;
  const noHighSeverity = (id: string) =>
    audit(id) !== undefined &&
    !(audit(id)?.details?.items ?? []).some(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        /high|alta/i.test(String((item as { severity?: unknown }).severity)),
    );

  const timings = (audit('metrics')?.details?.items?.[0] ?? {}) as Record<string, unknown>;
  const numeric = (id: string) => {
    const value = audit(id)?.numericValue;
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new NoAuditResultError(`${id} missing`);
    return value;
  };
  const fromTimings = (key: string, fallbackAudit: string) => {
    const value = timings[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : numeric(fallbackAudit);
  };
  const metrics = {
    fcp: metric('fcp', numeric(METRIC_AUDITS.fcp)),
    lcp: metric('lcp', numeric(METRIC_AUDITS.lcp)),
    cls: metric('cls', numeric(METRIC_AUDITS.cls)),
    tbt: metric('tbt', numeric(METRIC_AUDITS.tbt)),
    si: metric('si', numeric(METRIC_AUDITS.si)),
    tti: metric('tti', fromTimings('interactive', 'interactive')),
  };

  const summary = (audit('resource-summary')?.details?.items ?? []) as {
    resourceType?: string;
    requestCount?: number;
    transferSize?: number;
  }[];
  const total = summary.find((row) => row.resourceType === 'total');
  const byType: ResourceType[] = summary
    .filter((row) => row.resourceType && !['total', 'third-party'].includes(row.resourceType))
    .map((row) => ({
      type: row.resourceType ?? 'other',
      size: row.transferSize ?? 0,
      count: row.requestCount ?? 0,
    }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.size - a.size);
  const resources = {
    totalSize: total?.transferSize ?? byType.reduce((sum, row) => sum + row.size, 0),
    totalRequests: total?.requestCount ?? byType.reduce((sum, row) => sum + row.count, 0),
    byType,
  };

  const seo: SeoChecks = {
    basic: {
      title: present('document-title'),
      description: present('meta-description'),
      headings: passes('heading-order', 'empty-heading'),
      images: passes('image-alt'),
      links: passes('link-text', 'crawlable-anchors'),
      mobile: present('meta-viewport'),
    },
    technical: {
      https: present('is-on-https'),
      canonical: present('canonical'),
      robots: present('robots-txt') && passes('is-crawlable'),
      sitemap: facts.sitemap,
      structured: facts.structured,
      hreflang: facts.hreflang && passes('hreflang'),
    },
    social: { openGraph: facts.openGraph, twitter: facts.twitter, schema: facts.schema },
  };

  const accessibility: AccessibilityChecks = {
    basic: {
      keyboard: passes('tabindex', 'accesskeys', 'bypass', 'skip-link'),
      ariaLabels: passes(
        ...Object.keys(audits).filter((id) => id.startsWith('aria-')),
        'button-name',
        'link-name',
        'input-button-name',
        'select-name',
      ),
      contrast: passes('color-contrast'),
      imagesAlt: passes('image-alt', 'input-image-alt', 'svg-img-alt'),
      formLabels: passes('label', 'form-field-multiple-labels'),
      headings: passes('heading-order', 'empty-heading'),
    },
    mobile: {
      responsive: present('meta-viewport') && passes('viewport-insight'),
      // Lighthouse 12 dropped its font-size audit: what remains measurable is that visitors
      // can enlarge the text (no user-scalable=no, no maximum-scale below 5).
      fontSize: present('meta-viewport'),
      tapTargets: passes('target-size'),
      // Lighthouse's full-page screenshot is never wider than the viewport, so it cannot show a
      // sideways scroll; what it measures is the cause: a viewport fitted to the device.
      scrolling: present('meta-viewport') && passes('viewport-insight'),
    },
  };

  const unusedBytes = ['unused-javascript', 'unused-css-rules'].reduce((sum, id) => {
    const details = audit(id)?.details as { overallSavingsBytes?: number } | undefined;
    return sum + (details?.overallSavingsBytes ?? 0);
  }, 0);
  const codeBytes = summary
    .filter((row) => row.resourceType === 'script' || row.resourceType === 'stylesheet')
    .reduce((sum, row) => sum + (row.transferSize ?? 0), 0);
  const libraries = (audit('js-libraries')?.details?.items ?? []) as { name?: string }[];
  const bestPractices: BestPractices = {
    doctype: passes('doctype'),
    charset: passes('charset'),
    viewport: present('meta-viewport'),
    noDeprecated: passes('deprecations'),
    jquery: libraries.some((library) => /jquery/i.test(library.name ?? '')),
    consoleErrors: audit('errors-in-console')?.details?.items?.length ?? 0,
    unusedCode: codeBytes > 0 ? Math.min(100, Math.round((100 * unusedBytes) / codeBytes)) : 0,
    browserCache: passes('cache-insight', 'uses-long-cache-ttl'),
  };

  const security: SecurityChecks = {
    https: present('is-on-https'),
    hsts: noHighSeverity('has-hsts'),
    xssProtection: noHighSeverity('csp-xss'),
    contentSecurityPolicy: noHighSeverity('csp-xss'),
  };

  const parts = { metrics, seo, accessibility, bestPractices };
  return {
    url: request.url,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? request.url,
    timestamp: lhr.fetchTime,
    strategy: request.strategy,
    provider: request.provider,
    lighthouseVersion: lhr.lighthouseVersion,
    ...parts,
    field: lhr.field ?? [],
    scores: auditScores(parts),
    resources,
    security,
    recommendations: findings(lhr),
  };
}

/** Every scored audit below 0.9, once, metrics aside (they have their own tab). */
export function findings(lhr: LighthouseResult): AuditFinding[] {
  const seen = new Set<string>();
  const found: AuditFinding[] = [];
  for (const category of AUDIT_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      if (ref.group === 'metrics' || METRIC_AUDIT_IDS.has(ref.id) || seen.has(ref.id)) continue;
      seen.add(ref.id);
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= FINDING_BELOW) continue;
      if (['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode))
        continue;
      found.push({
        id: ref.id,
        category: category satisfies AuditCategory,
        priority: audit.score < HIGH_PRIORITY_BELOW ? 'high' : 'medium',
        title: plainText(audit.title),
        description: plainText(audit.description),
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        score: audit.score,
      });
    }
  }
  return found.sort(
    (a, b) =>
      Number(a.priority === 'medium') - Number(b.priority === 'medium') || a.score - b.score,
  );
}
