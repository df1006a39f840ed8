// The audit's report as it is shown: an audit result, its analysis, its competitors and the
// visitor's previous audit turned into display-ready figures and texts. Pure (no React): the
// report's part (AuditReport.tsx), the stories and the unit tests build the report with it.
import {
  changesSince,
  fallbackAnalysis,
  fallbackTextsOf,
  FIELD_VITALS,
  measuredValues,
  RADAR_TARGETS,
  radarValues,
  SHARED_RECOMMENDATIONS,
  type AiAnalysis,
  type AnalysisAnswer,
  type AuditResult,
  type CompetitorOutcome,
  type HistoryEntry,
  type MetricKey,
  type RadarKey,
} from '../../../domain/audit';
import { fill } from '../../../domain';
import type { AuditReportTexts, AuditReportView } from '../../../ui';
import { textFacts } from '../../i18n/facts';
import type { Lang } from '../../routes';
import { comparisonOf, comparisonView } from './audit-report-comparison';
import { reportFormat, type AuditTexts, type ReportFormat } from './audit-report-format';

/** Today's vitals are LCP, INP and CLS; a lab run measures TBT in INP's place (and says so). */
const VITALS = ['lcp', 'tbt', 'cls'] as const satisfies readonly MetricKey[];
const LOAD_METRICS = ['fcp', 'si', 'tti'] as const satisfies readonly MetricKey[];
/** Spec: only the first three resource types are shown. */
export const RESOURCE_TYPES_SHOWN = 3;
/** Lighthouse findings about images, which the image compressor helps with. */
const IMAGE_FINDINGS = /image|img|total-byte-weight/;
/** A recommendation about images, whose card links to the image compressor. */
const IMAGE_RECOMMENDATION = /imag/i;

/** What the report shows for one audit, and what its download and share buttons send. */
export type ReportContent = {
  report: AuditReportView;
  texts: AuditReportTexts;
  /** The analysis shown: the server's, or the one computed here when it had none. */
  analysis: AiAnalysis;
  /** Lighthouse found problems with images: the report links to the image compressor. */
  imageFindings: boolean;
};

/** What the report is made from besides the audit itself. */
export type ReportInputs = {
  /** The competitors asked for, measured or failed. */
  competitors?: readonly CompetitorOutcome[];
  /** The visitor's previous audit of the same site, kept in their browser. */
  previous?: HistoryEntry | undefined;
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

/** The overview's changes since the visitor's previous audit of the same site. */
function changesView(
  result: AuditResult,
  previous: HistoryEntry,
  { report }: AuditTexts,
  { measureName, measureValue, dateOf }: ReportFormat,
): NonNullable<AuditReportView['changes']> {
  return {
    title: fill(report.changes.title, { date: dateOf(previous.timestamp) }),
    items: changesSince(previous.values, measuredValues(result)).map((change) => {
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
  };
}

/** The performance tab's real visitors' vitals, for the page and its whole site. */
function fieldView(
  result: AuditResult,
  { report }: AuditTexts,
  { metricValue }: ReportFormat,
): NonNullable<AuditReportView['field']> {
  return {
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
  };
}

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
  const format = reportFormat(texts, lang);
  const { number, metricValue, dateOf, bytes, checklist } = format;

  const date = dateOf(result.timestamp);
  const values = radarValues(result, analysis);
  const radarKeys = Object.keys(RADAR_TARGETS) as RadarKey[];
  const { businessImpact: impact } = analysis;
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
        ? { comparison: comparisonView(result, competitors, comparison, texts, format) }
        : {}),
      ...(previous ? { changes: changesView(result, previous, texts, format) } : {}),
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
      ...(result.field.length > 0 ? { field: fieldView(result, texts, format) } : {}),
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
        { label: report.resources.totalSize, value: bytes(result.resources.totalSize) },
        { label: report.resources.totalRequests, value: number(result.resources.totalRequests) },
        ...result.resources.byType.slice(0, RESOURCE_TYPES_SHOWN).map((row) => ({
          label:
            report.resources.types[row.type as keyof typeof report.resources.types] ?? row.type,
          value: fill(report.resources.type, { count: row.count, size: bytes(row.size) }),
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

/**
 * What the share button sends: a title, and a text with the score and the first recommendations
 * (the page's address is added where it is shared).
 */
export function shareMessage(
  result: AuditResult,
  analysis: AiAnalysis,
  { report }: AuditTexts,
): { title: string; text: string } {
  const lines = analysis.prioritizedRecommendations
    .slice(0, SHARED_RECOMMENDATIONS)
    .map((item, index) => `${index + 1}. ${item.title}`);
  return {
    title: fill(report.shareTitle, { url: result.url }),
    text: [
      fill(report.shareText, { url: result.url, score: analysis.overallScore }),
      ...lines,
    ].join('\n'),
  };
}
