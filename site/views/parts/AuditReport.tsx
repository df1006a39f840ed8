import { useMemo, useState } from 'react';
import {
  changesSince,
  compareSites,
  COMPARED_MEASURES,
  fallbackAnalysis,
  fallbackTextsOf,
  FIELD_VITALS,
  isMeasured,
  isScoreMeasure,
  measuredValues,
  RADAR_TARGETS,
  standing,
  radarValues,
  reportDownload,
  reportFileName,
  SHARED_RECOMMENDATIONS,
  type AiAnalysis,
  type AnalysisAnswer,
  type AuditResult,
  type ComparedMeasure,
  type Comparison,
  type CompetitorFailure,
  type CompetitorOutcome,
  type FieldVitalKey,
  type HistoryEntry,
  type MetricKey,
  type RadarKey,
} from '../../../domain/audit';
import { fill, formatBytes } from '../../../domain';
import {
  AuditReport,
  Container,
  Link,
  Section,
  toast,
  type AuditChecklistView,
  type AuditReportTexts,
  type AuditReportView,
} from '../../../ui';
import { usePage } from '../../app/page-context';
import { textFacts } from '../../i18n/facts';
import { formatDateTime, locales } from '../../i18n/format';
import { useTexts, type Texts } from '../../i18n/texts';
import type { Lang } from '../../routes';
import { auditPdf, DEFAULT_RETRY_S } from '../../services/audit';
import { saveFile } from '../../services/files';
import { useLaterTexts } from '../../islands/later-texts';
import { reportBundles } from './audit-report-texts';
import { SiteContactForm } from './SiteContactForm';

/** Today's vitals are LCP, INP and CLS; a lab run measures TBT in INP's place (and says so). */
const VITALS = ['lcp', 'tbt', 'cls'] as const satisfies readonly MetricKey[];
const LOAD_METRICS = ['fcp', 'si', 'tti'] as const satisfies readonly MetricKey[];
/** Spec: only the first three resource types are shown. */
const RESOURCE_TYPES_SHOWN = 3;
/** Lighthouse findings about images, which the image compressor helps with. */
const IMAGE_FINDINGS = /image|img|total-byte-weight/;
/** A recommendation about images, whose card links to the image compressor. */
const IMAGE_RECOMMENDATION = /imag/i;

type AuditTexts = Texts<'audit'>;

/** What the report shows for one audit, and what its download and share buttons send. */
export type ReportContent = {
  report: AuditReportView;
  texts: AuditReportTexts;
  /** The analysis shown: the server's, or the one computed here when it had none. */
  analysis: AiAnalysis;
  /** Lighthouse found problems with images: the report links to the image compressor. */
  imageFindings: boolean;
};

/** A site as the comparison names it: its host, and its path when it has one. */
export const siteName = (url: string) => {
  const { host, pathname } = new URL(url);
  return pathname === '/' ? host : `${host}${pathname}`;
};

/** The texts of the report's frame, the same for every audit. */
function reportTexts({ report, charts }: AuditTexts, lang: Lang): AuditReportTexts {
  return {
    title: report.title,
    score: report.score.title,
    download: report.download,
    share: report.share,
    pdf: report.pdf.button,
    pdfBusy: report.pdf.preparing,
    byline: fill(report.pdf.by, { brand: textFacts(lang).brand }),
    tabs: report.tabs,
    radar: charts.radar,
    comparison: {
      title: report.comparison.title,
      caption: report.comparison.caption,
      measure: report.comparison.measure,
      leads: report.comparison.leads,
    },
    comparisonInvite: report.comparison.invite,
    changes: report.changes,
    impact: charts.impact,
    vitals: report.vitals.title,
    vitalsNote: report.vitals.note,
    loadMetrics: report.loadMetrics.title,
    resources: report.resources.title,
    checklist: report.checklist,
    insights: report.insights,
    trends: report.trends,
    consulting: report.consulting,
  };
}

/** The measured comparison of an audit with its competitors, when any was measured. */
export function comparisonOf(
  result: AuditResult,
  competitors: readonly CompetitorOutcome[],
): Comparison | undefined {
  const measured = competitors.filter(isMeasured).map((outcome) => outcome.result);
  return measured.length > 0 ? compareSites(result, measured) : undefined;
}

/** What the report is made from besides the audit itself. */
export type ReportInputs = {
  /** The competitors asked for, measured or failed. */
  competitors?: readonly CompetitorOutcome[];
  /** The visitor's previous audit of the same site, kept in their browser. */
  previous?: HistoryEntry | undefined;
};

/**
 * The report of an audit, display-ready: figures formatted for the language, texts translated
 * and filled in. Pure (the page and the stories build the report with it). `answer` null: the
 * server had no analysis, and the fallback is computed here.
 */
export function reportView(
  result: AuditResult,
  answer: AnalysisAnswer | null,
  texts: AuditTexts,
  lang: Lang,
  { competitors = [], previous }: ReportInputs = {},
): ReportContent {
  const { report, charts } = texts;
  const comparison = comparisonOf(result, competitors);
  const analysis =
    answer?.analysis ?? fallbackAnalysis(result, fallbackTextsOf(texts), lang, comparison);
  const isFallback = answer?.source !== 'ai';
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locales[lang], { maximumFractionDigits: digits }).format(value);
  const fixed = (value: number, digits: number) =>
    new Intl.NumberFormat(locales[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  /** A metric as the report writes it: LCP and the other times in s, TBT and INP in ms, CLS bare. */
  const metricValue = (key: MetricKey | FieldVitalKey, value: number) => {
    if (key === 'cls') return fixed(value, 3);
    if (key === 'tbt' || key === 'inp')
      return fill(report.units.milliseconds, { value: fixed(Math.round(value), 0) });
    return fill(report.units.seconds, { value: fixed(value / 1000, 1) });
  };
  const measureName = (measure: ComparedMeasure) =>
    isScoreMeasure(measure) ? charts.radar.dimensions[measure] : report.metrics[measure].name;
  const measureValue = (measure: ComparedMeasure, value: number) =>
    isScoreMeasure(measure) ? number(value) : metricValue(measure, value);
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(locales[lang], { type: 'conjunction' }).format(items);
  const dateOf = (timestamp: string) => formatDateTime(timestamp, lang);
  const checklist = <G extends Record<string, boolean>>(
    title: string,
    group: G,
    labels: Record<keyof G & string, string>,
  ): AuditChecklistView => {
    const items = (Object.keys(group) as (keyof G & string)[]).map((key) => ({
      label: labels[key],
      passed: group[key] ?? false,
    }));
    return {
      title,
      items,
      summary: fill(report.checklist.summary, {
        passed: items.filter((item) => item.passed).length,
        total: items.length,
      }),
    };
  };

  const date = dateOf(result.timestamp);
  const values = radarValues(result, analysis);
  const radarKeys = Object.keys(RADAR_TARGETS) as RadarKey[];
  const { businessImpact: impact } = analysis;
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
  const now = measuredValues(result);
  const imageFindings = result.recommendations.some((finding) => IMAGE_FINDINGS.test(finding.id));

  return {
    analysis,
    imageFindings,
    texts: reportTexts(texts, lang),
    report: {
      summary: {
        score: analysis.overallScore,
        scoreLabel: fill(report.score.value, { score: analysis.overallScore }),
        assessment: analysis.overallAssessment,
        counters: [
          { label: report.counters.strengths, value: analysis.strengths.length, tone: 'success' },
          {
            label: report.counters.opportunities,
            value: analysis.opportunities.length,
            tone: 'warning',
          },
          {
            label: report.counters.criticalIssues,
            value: analysis.criticalIssues.length,
            tone: 'danger',
          },
        ],
        date: fill(report.date, { date }),
        dateTime: result.timestamp,
        url: result.url,
        ...(isFallback ? { notice: report.fallbackNotice } : {}),
      },
      radar: radarKeys.map((key) => ({
        label: charts.radar.dimensions[key],
        value: values[key],
        target: RADAR_TARGETS[key],
      })),
      ...(competitors.length > 0
        ? {
            comparison: {
              sites: (comparison?.sites ?? [{ url: result.url }]).map((site, index) =>
                index === 0
                  ? fill(report.comparison.yours, { site: siteName(site.url) })
                  : siteName(site.url),
              ),
              rows: comparison
                ? COMPARED_MEASURES.map((measure) => ({
                    label: measureName(measure),
                    values: comparison.sites.map((site) =>
                      measureValue(measure, site.values[measure]),
                    ),
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
            },
          }
        : {}),
      ...(previous
        ? {
            changes: {
              title: fill(report.changes.title, { date: dateOf(previous.timestamp) }),
              items: changesSince(previous.values, now).map((change) => {
                const magnitude = Math.abs(change.delta);
                const sign = change.delta > 0 ? '+' : change.delta < 0 ? '−' : '';
                return {
                  label: measureName(change.measure),
                  value: measureValue(change.measure, change.value),
                  delta: `${sign}${measureValue(change.measure, magnitude)}`,
                  direction:
                    change.delta > 0
                      ? ('up' as const)
                      : change.delta < 0
                        ? ('down' as const)
                        : ('none' as const),
                  trend: change.trend,
                };
              }),
            },
          }
        : {}),
      impact: {
        slices: [
          { label: charts.impact.conversion, value: impact.conversionImpact },
          { label: charts.impact.seoTraffic, value: impact.seoTrafficImpact },
          { label: charts.impact.userExperience, value: impact.userExperienceImpact },
          { label: charts.impact.speed, value: impact.speedImpact },
          { label: charts.impact.mobile, value: impact.mobileImpact },
        ],
        highlights: [
          {
            label: charts.impact.conversionIncrease,
            value: fill(charts.impact.increase, { value: number(impact.conversionImpact, 1) }),
          },
          {
            label: charts.impact.seoTrafficIncrease,
            value: fill(charts.impact.increase, { value: number(impact.seoTrafficImpact, 1) }),
          },
        ],
        formatValue: (value) => fill(charts.impact.percent, { value: number(value, 1) }),
      },
      ...(result.field.length > 0
        ? {
            field: {
              title: report.field.title,
              note: report.field.note,
              groups: result.field.map((group) => ({
                title: report.field[group.scope],
                vitals: FIELD_VITALS.flatMap((key) => {
                  const measured = group.metrics[key];
                  return measured
                    ? [
                        {
                          name: report.metrics[key].name,
                          fullName: report.metrics[key].full,
                          value: metricValue(key, measured.value),
                          rating: measured.rating,
                          ratingLabel: report.ratings[measured.rating],
                          description: report.metrics[key].description,
                        },
                      ]
                    : [];
                }),
              })),
            },
          }
        : {}),
      vitals: VITALS.map((key) => ({
        name: report.metrics[key].name,
        fullName: report.metrics[key].full,
        value: metricValue(key, result.metrics[key].value),
        rating: result.metrics[key].rating,
        ratingLabel: report.ratings[result.metrics[key].rating],
        description: report.metrics[key].description,
      })),
      loadMetrics: LOAD_METRICS.map((key) => ({
        label: report.metrics[key].full,
        value: metricValue(key, result.metrics[key].value),
        rating: result.metrics[key].rating,
        ratingLabel: report.ratings[result.metrics[key].rating],
      })),
      resources: [
        {
          label: report.resources.totalSize,
          value: formatBytes(result.resources.totalSize, locales[lang]),
        },
        { label: report.resources.totalRequests, value: number(result.resources.totalRequests) },
        ...result.resources.byType.slice(0, RESOURCE_TYPES_SHOWN).map((row) => ({
          label:
            report.resources.types[row.type as keyof typeof report.resources.types] ?? row.type,
          value: fill(report.resources.type, {
            count: row.count,
            size: formatBytes(row.size, locales[lang]),
          }),
        })),
      ],
      seo: [
        checklist(report.checkGroups.seo.basic, result.seo.basic, report.checks.seo.basic),
        checklist(
          report.checkGroups.seo.technical,
          result.seo.technical,
          report.checks.seo.technical,
        ),
        checklist(report.checkGroups.seo.social, result.seo.social, report.checks.seo.social),
      ],
      accessibility: [
        checklist(
          report.checkGroups.accessibility.basic,
          result.accessibility.basic,
          report.checks.accessibility.basic,
        ),
        checklist(
          report.checkGroups.accessibility.mobile,
          result.accessibility.mobile,
          report.checks.accessibility.mobile,
        ),
      ],
      insights: {
        strengths: analysis.strengths,
        opportunities: analysis.opportunities,
        criticalIssues: analysis.criticalIssues,
      },
      recommendations: analysis.prioritizedRecommendations.map((item) => ({
        title: item.title,
        description: item.description,
        priority: item.priority,
        priorityLabel: report.priorities[item.priority],
        details: [
          {
            label: report.recommendations.details.impact,
            value: fill(report.recommendations.impact, {
              impact: number(item.estimatedImpact, 1),
            }),
          },
          { label: report.recommendations.details.implementation, value: item.implementation },
          { label: report.recommendations.details.resources, value: item.resources },
          { label: report.recommendations.details.effort, value: report.efforts[item.effort] },
          { label: report.recommendations.details.timeframe, value: item.timeframe },
        ],
        imagesAction: imageFindings && IMAGE_RECOMMENDATION.test(item.title),
      })),
    },
  };
}

/** The audit's report: the score, the radar, seven tabs and the consulting call to action. */
export default function SiteAuditReport({
  result,
  answer,
  competitors,
  previous,
  onAddCompetitors,
}: {
  result: AuditResult;
  /** The server's analysis; null when it could not be had (the fallback is computed here). */
  answer: AnalysisAnswer | null;
  /** The competitors asked for, measured or failed. */
  competitors: readonly CompetitorOutcome[];
  /** The visitor's previous audit of the same site, kept in their browser. */
  previous: HistoryEntry | undefined;
  /** The comparison tab's invitation: the page shows the form's competitor fields. */
  onAddCompetitors: () => void;
}) {
  const { href, lang } = usePage();
  useLaterTexts(reportBundles);
  const texts = useTexts('audit');
  const content = useMemo(
    () => reportView(result, answer, texts, lang, { competitors, previous }),
    [result, answer, texts, lang, competitors, previous],
  );
  const { analysis, report } = content;
  const [pdfBusy, setPdfBusy] = useState(false);

  const download = () => {
    const body = JSON.stringify(
      reportDownload(
        result,
        analysis,
        comparisonOf(result, competitors),
        competitors.filter((outcome): outcome is CompetitorFailure => !isMeasured(outcome)),
      ),
      null,
      2,
    );
    saveFile(new Blob([body], { type: 'application/json' }), reportFileName(result));
  };

  // The server prints the report where it has the audit browser (the local provider's); else,
  // or when it cannot now, the browser prints it (its print stylesheet, "Save as PDF").
  const pdf = async () => {
    if (result.provider === 'lighthouse') {
      setPdfBusy(true);
      try {
        const file = await auditPdf(
          {
            url: result.url,
            strategy: result.strategy,
            competitors: competitors.filter(isMeasured).map((outcome) => outcome.url),
          },
          lang,
        );
        saveFile(file, reportFileName(result, 'pdf'));
        return;
      } catch (error) {
        console.error('PDF failed, printing instead:', error);
      } finally {
        setPdfBusy(false);
      }
    }
    window.print();
  };
  const share = async () => {
    const title = fill(texts.report.shareTitle, { url: result.url });
    const lines = analysis.prioritizedRecommendations
      .slice(0, SHARED_RECOMMENDATIONS)
      .map((item, index) => `${index + 1}. ${item.title}`);
    const text = [
      fill(texts.report.shareText, { url: result.url, score: analysis.overallScore }),
      ...lines,
    ].join('\n');
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(`${text}\n${url}`);
      toast.success(texts.report.copied);
    } catch (error) {
      // Spec: a failed share is only logged (a dismissed share sheet lands here too).
      console.error('Share failed:', error);
    }
  };

  return (
    <Section spacing="md">
      <Container>
        <AuditReport
          report={report}
          texts={content.texts}
          onDownload={download}
          onShare={() => void share()}
          onPdf={() => void pdf()}
          pdfBusy={pdfBusy}
          onAddCompetitors={onAddCompetitors}
          consultingForm={<SiteContactForm presetServiceType="audit" />}
          imagesAction={
            content.imageFindings ? (
              <Link href={href({ key: 'utilities/compressor' })} className="text-sm font-semibold">
                {texts.report.recommendations.actions.compressImages}
              </Link>
            ) : undefined
          }
        />
      </Container>
    </Section>
  );
}
