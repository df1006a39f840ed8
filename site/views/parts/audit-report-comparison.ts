// The comparison tab of the audit's report: the site against the competitors measured with it,
// who leads on what, and the competitors that could not be measured. Pure (no React).
import {
  compareSites,
  COMPARED_MEASURES,
  isMeasured,
  isScoreMeasure,
  standing,
  type AuditResult,
  type Comparison,
  type CompetitorOutcome,
} from '../../../domain/audit';
import { fill } from '../../../domain';
import type { AuditReportView } from '../../../ui';
import { DEFAULT_RETRY_S } from '../../services/audit';
import { siteName, type AuditTexts, type ReportFormat } from './audit-report-format';

/** The measured comparison of an audit with its competitors, when any was measured. */
export function comparisonOf(
  result: AuditResult,
  competitors: readonly CompetitorOutcome[],
): Comparison | undefined {
  const measured = competitors.filter(isMeasured).map((outcome) => outcome.result);
  return measured.length > 0 ? compareSites(result, measured) : undefined;
}

/** The comparison tab: the sites side by side, who leads on what, and the competitors that failed. */
export function comparisonView(
  result: AuditResult,
  competitors: readonly CompetitorOutcome[],
  comparison: Comparison | undefined,
  texts: AuditTexts,
  { measureName, measureValue, list }: ReportFormat,
): NonNullable<AuditReportView['comparison']> {
  const { report } = texts;
  const failures = competitors.flatMap((outcome) =>
    isMeasured(outcome)
      ? []
      : [
          fill(report.comparison.failed, {
            site: siteName(outcome.url),
            reason: fill(texts.errors[outcome.error], { seconds: DEFAULT_RETRY_S }),
          }),
        ],
  );
  /** The measures a site leads on alone (the comparison's summary says ties apart). */
  const leadsOf = (index: number) =>
    comparison ? standing(comparison, index).leads.map(measureName) : [];
  const ownLeads = leadsOf(0);
  const tied = COMPARED_MEASURES.filter(
    (measure) => (comparison?.leaders[measure].length ?? 0) > 1,
  ).map(measureName);
  return {
    sites: (comparison?.sites ?? [{ url: result.url }]).map((site, index) =>
      index === 0
        ? fill(report.comparison.yours, { site: siteName(site.url) })
        : siteName(site.url),
    ),
    rows: comparison
      ? COMPARED_MEASURES.map((measure) => ({
          label: measureName(measure),
          values: comparison.sites.map((site) => measureValue(measure, site.values[measure])),
          ...(isScoreMeasure(measure)
            ? { scores: comparison.sites.map((site) => site.values[measure]) }
            : {}),
          leaders: comparison.leaders[measure],
        }))
      : [],
    summary: comparison
      ? [
          ownLeads.length === COMPARED_MEASURES.length
            ? report.comparison.summary.all
            : ownLeads.length > 0
              ? fill(report.comparison.summary.some, { measures: list(ownLeads) })
              : report.comparison.summary.none,
          ...comparison.sites.slice(1).flatMap((site, offset) => {
            const leads = leadsOf(offset + 1);
            return leads.length > 0
              ? [
                  fill(report.comparison.summary.other, {
                    site: siteName(site.url),
                    measures: list(leads),
                  }),
                ]
              : [];
          }),
          ...(tied.length > 0
            ? [fill(report.comparison.summary.tie, { measures: list(tied) })]
            : []),
        ]
      : [],
    note: report.comparison.measuredNote,
    failures,
  };
}
