import { useMemo } from 'react';
import {
  fallbackAnalysis,
  FIELD_VITALS,
  fill,
  gapToLeader,
  projection,
  RADAR_TARGETS,
  radarValues,
  reportDownload,
  reportFileName,
  SHARED_RECOMMENDATIONS,
  type AiAnalysis,
  type AnalysisAnswer,
  type AuditResult,
  type FieldVitalKey,
  type Metric,
  type MetricKey,
  type RadarKey,
} from '../../../domain/audit';
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
import { locales } from '../../i18n/format';
import { useTexts, type Texts } from '../../i18n/texts';
import type { Lang } from '../../routes';
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

/** The texts of the report's frame, the same for every audit. */
function reportTexts({ report, charts }: AuditTexts): AuditReportTexts {
  return {
    title: report.title,
    score: report.score.title,
    download: report.download,
    share: report.share,
    tabs: report.tabs,
    radar: charts.radar,
    competitors: charts.competitors,
    impact: charts.impact,
    vitals: report.vitals.title,
    vitalsNote: report.vitals.note,
    loadMetrics: report.loadMetrics.title,
    resources: report.resources.title,
    checklist: report.checklist,
    insights: report.insights,
    projection: report.projection,
    trends: report.trends,
    consulting: report.consulting,
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
): ReportContent {
  const { report, charts } = texts;
  const analysis = answer?.analysis ?? fallbackAnalysis(result, texts.fallback);
  const isFallback = answer?.source !== 'ai';
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locales[lang], { maximumFractionDigits: digits }).format(value);
  const fixed = (value: number, digits: number) =>
    new Intl.NumberFormat(locales[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  /** A metric as the report writes it: LCP and the other times in s, TBT and INP in ms, CLS bare. */
  const metricValue = (key: MetricKey | FieldVitalKey, metric: Metric) => {
    if (key === 'cls') return fixed(metric.value, 3);
    if (key === 'tbt' || key === 'inp')
      return fill(report.units.milliseconds, { value: fixed(Math.round(metric.value), 0) });
    return fill(report.units.seconds, { value: fixed(metric.value / 1000, 1) });
  };
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

  const date = new Intl.DateTimeFormat(locales[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(result.timestamp));
  const values = radarValues(result, analysis);
  const radarKeys = Object.keys(RADAR_TARGETS) as RadarKey[];
  const gap = gapToLeader(analysis);
  const gapText =
    new Intl.PluralRules(locales[lang]).select(gap) === 'one'
      ? charts.competitors.gap_one
      : charts.competitors.gap_other;
  const { competitorAnalysis: competitors, businessImpact: impact } = analysis;
  const projected = projection(analysis.overallScore);
  const imageFindings = result.recommendations.some((finding) => IMAGE_FINDINGS.test(finding.id));

  return {
    analysis,
    imageFindings,
    texts: reportTexts(texts),
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
      competitors: {
        bars: [
          { label: charts.competitors.yours, value: analysis.overallScore },
          { label: charts.competitors.industry, value: competitors.industryAverage },
          { label: charts.competitors.best, value: competitors.topCompetitorScore },
        ],
        rank: fill(charts.competitors.rank, {
          rank: competitors.ranking,
          total: competitors.totalAnalyzed,
        }),
        gap: gap > 0 ? fill(gapText, { count: gap }) : charts.competitors.leader,
      },
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
                          value: metricValue(key, measured),
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
        value: metricValue(key, result.metrics[key]),
        rating: result.metrics[key].rating,
        ratingLabel: report.ratings[result.metrics[key].rating],
        description: report.metrics[key].description,
      })),
      loadMetrics: LOAD_METRICS.map((key) => ({
        label: report.metrics[key].full,
        value: metricValue(key, result.metrics[key]),
        rating: result.metrics[key].rating,
        ratingLabel: report.ratings[result.metrics[key].rating],
      })),
      resources: [
        {
          label: report.resources.totalSize,
          value: fill(report.units.megabytes, {
            value: number(result.resources.totalSize / (1024 * 1024), 2),
          }),
        },
        { label: report.resources.totalRequests, value: number(result.resources.totalRequests) },
        ...result.resources.byType.slice(0, RESOURCE_TYPES_SHOWN).map((row) => ({
          label:
            report.resources.types[row.type as keyof typeof report.resources.types] ?? row.type,
          value: fill(report.resources.type, {
            count: row.count,
            size: fill(report.units.kilobytes, { value: number(row.size / 1024) }),
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
      projection: [
        {
          label: report.projection.withImprovements,
          score: projected.improved,
          delta: `+${projected.improved - analysis.overallScore}`,
        },
        {
          label: report.projection.withoutChanges,
          score: projected.unchanged,
          delta: `−${analysis.overallScore - projected.unchanged}`,
        },
      ],
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

/** The audit's report: the score, the radar, six tabs and the consulting call to action. */
export default function SiteAuditReport({
  result,
  answer,
}: {
  result: AuditResult;
  /** The server's analysis; null when it could not be had (the fallback is computed here). */
  answer: AnalysisAnswer | null;
}) {
  const { href, lang } = usePage();
  useLaterTexts(reportBundles);
  const texts = useTexts('audit');
  const content = useMemo(
    () => reportView(result, answer, texts, lang),
    [result, answer, texts, lang],
  );
  const { analysis, report } = content;

  const download = () => {
    const body = JSON.stringify(reportDownload(result, analysis), null, 2);
    saveFile(new Blob([body], { type: 'application/json' }), reportFileName(result));
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
