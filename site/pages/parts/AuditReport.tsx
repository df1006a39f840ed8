import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fallbackAnalysis,
  gapToLeader,
  projection,
  RADAR_TARGETS,
  radarValues,
  reportDownload,
  reportFileName,
  SHARED_RECOMMENDATIONS,
  type AnalysisAnswer,
  type AuditResult,
  type Metric,
  type MetricKey,
  type RadarKey,
} from '../../../domain/audit';
import {
  Button,
  Checklist,
  CompetitorChart,
  Container,
  Heading,
  ImpactChart,
  InsightList,
  Link,
  MetricList,
  ProjectionCard,
  RadarChart,
  RecommendationCard,
  ScorePanel,
  Section,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  TrendList,
  VitalsCard,
} from '../../../ui';
import { useRouter } from '../../app/router';
import { useTexts, type Texts } from '../../i18n/texts';
import type { Lang } from '../../routes';
import { saveFile } from '../../services/files';
import { SiteContactForm } from './SiteContactForm';

const TABS = [
  'overview',
  'performance',
  'seo',
  'accessibility',
  'ai-insights',
  'recommendations',
] as const;
const VITALS = ['lcp', 'fid', 'cls'] as const satisfies readonly MetricKey[];
const LOAD_METRICS = ['fcp', 'si', 'tti', 'tbt'] as const satisfies readonly MetricKey[];
/** Spec: only the first three resource types are shown. */
const RESOURCE_TYPES_SHOWN = 3;
/** Lighthouse findings about images, which the image compressor helps with. */
const IMAGE_FINDINGS = /image|img|total-byte-weight/;

const locales: Record<Lang, string> = { es: 'es-VE', en: 'en-US' };

type ReportTexts = Texts<'audit'>;

/** A metric as the report writes it: LCP and the other times in s, FID and TBT in ms, CLS bare. */
function metricValue(key: MetricKey, metric: Metric, lang: Lang, texts: ReportTexts['report']) {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locales[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  if (key === 'cls') return number(metric.value, 3);
  if (key === 'fid' || key === 'tbt') {
    return texts.units.milliseconds.replace('{{value}}', number(Math.round(metric.value), 0));
  }
  return texts.units.seconds.replace('{{value}}', number(metric.value / 1000, 1));
}

/** The audit's report: the score, the radar, six tabs and the consulting call to action. */
export default function AuditReport({
  result,
  answer,
}: {
  result: AuditResult;
  /** The server's analysis; null when it could not be had (the fallback is computed here). */
  answer: AnalysisAnswer | null;
}) {
  const { t } = useTranslation('audit');
  const texts = useTexts('audit');
  const { href, lang } = useRouter();
  const { report, charts } = texts;
  const analysis = answer?.analysis ?? fallbackAnalysis(result, texts.fallback);
  const isFallback = answer?.source !== 'ai';
  const [consulting, setConsulting] = useState(false);
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locales[lang], { maximumFractionDigits: digits }).format(value);

  const date = new Intl.DateTimeFormat(locales[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(result.timestamp));

  const download = () => {
    const body = JSON.stringify(reportDownload(result, analysis), null, 2);
    saveFile(new Blob([body], { type: 'application/json' }), reportFileName(result));
  };

  const share = async () => {
    const title = t('report.shareTitle', { url: result.url });
    const lines = analysis.prioritizedRecommendations
      .slice(0, SHARED_RECOMMENDATIONS)
      .map((item, index) => `${index + 1}. ${item.title}`);
    const text = [
      t('report.shareText', { url: result.url, score: analysis.overallScore }),
      ...lines,
    ].join('\n');
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(`${text}\n${url}`);
      toast.success(report.copied);
    } catch (error) {
      // Spec: a failed share is only logged (a dismissed share sheet lands here too).
      console.error('Share failed:', error);
    }
  };

  const values = radarValues(result, analysis);
  const radarKeys = Object.keys(RADAR_TARGETS) as RadarKey[];
  const gap = gapToLeader(analysis);
  const { competitorAnalysis: competitors, businessImpact: impact } = analysis;
  const projected = projection(analysis.overallScore);
  const imageFindings = result.recommendations.some((finding) => IMAGE_FINDINGS.test(finding.id));
  const compressorLink = (
    <Link href={href({ key: 'utilities/compressor' })} className="text-sm font-semibold">
      {report.recommendations.actions.compressImages}
    </Link>
  );
  const checklist = <G extends Record<string, boolean>>(
    title: string,
    group: G,
    labels: Record<keyof G & string, string>,
  ) => {
    const items = (Object.keys(group) as (keyof G & string)[]).map((key) => ({
      label: labels[key],
      passed: group[key] ?? false,
    }));
    return (
      <Checklist
        title={title}
        items={items}
        summary={t('report.checklist.summary', {
          passed: items.filter((item) => item.passed).length,
          total: items.length,
        })}
        texts={report.checklist}
      />
    );
  };

  return (
    <Section spacing="md" aria-label={report.title} data-slot="audit-report">
      <Container className="flex flex-col gap-8">
        <ScorePanel
          score={analysis.overallScore}
          scoreLabel={t('report.score.value', { score: analysis.overallScore })}
          assessment={analysis.overallAssessment}
          counters={[
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
          ]}
          date={t('report.date', { date })}
          dateTime={result.timestamp}
          url={result.url}
          {...(isFallback ? { notice: report.fallbackNotice } : {})}
          onDownload={download}
          onShare={() => void share()}
          texts={{
            title: report.title,
            score: report.score.title,
            download: report.download,
            share: report.share,
          }}
        />
        <RadarChart
          dimensions={radarKeys.map((key) => ({
            label: charts.radar.dimensions[key],
            value: values[key],
            target: RADAR_TARGETS[key],
          }))}
          texts={charts.radar}
        />
        <Tabs defaultValue="overview">
          <TabsList aria-label={report.title}>
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {report.tabs[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="grid gap-6 lg:grid-cols-2">
            <CompetitorChart
              bars={[
                { label: charts.competitors.yours, value: analysis.overallScore },
                { label: charts.competitors.industry, value: competitors.industryAverage },
                { label: charts.competitors.best, value: competitors.topCompetitorScore },
              ]}
              rank={t('charts.competitors.rank', {
                rank: competitors.ranking,
                total: competitors.totalAnalyzed,
              })}
              gap={
                gap > 0 ? t('charts.competitors.gap', { count: gap }) : charts.competitors.leader
              }
              texts={charts.competitors}
            />
            <ImpactChart
              slices={[
                { label: charts.impact.conversion, value: impact.conversionImpact },
                { label: charts.impact.seoTraffic, value: impact.seoTrafficImpact },
                { label: charts.impact.userExperience, value: impact.userExperienceImpact },
                { label: charts.impact.speed, value: impact.speedImpact },
                { label: charts.impact.mobile, value: impact.mobileImpact },
              ]}
              highlights={[
                {
                  label: charts.impact.conversionIncrease,
                  value: t('charts.impact.increase', { value: number(impact.conversionImpact, 1) }),
                },
                {
                  label: charts.impact.seoTrafficIncrease,
                  value: t('charts.impact.increase', { value: number(impact.seoTrafficImpact, 1) }),
                },
              ]}
              formatValue={(value) => t('charts.impact.percent', { value: number(value, 1) })}
              texts={charts.impact}
            />
          </TabsContent>
          <TabsContent value="performance" className="flex flex-col gap-6">
            <div>
              <Heading level={3} className="mb-4">
                {report.vitals.title}
              </Heading>
              <div className="grid gap-4 sm:grid-cols-3">
                {VITALS.map((key) => (
                  <VitalsCard
                    key={key}
                    name={report.metrics[key].name}
                    fullName={report.metrics[key].full}
                    value={metricValue(key, result.metrics[key], lang, report)}
                    rating={result.metrics[key].rating}
                    ratingLabel={report.ratings[result.metrics[key].rating]}
                    description={report.metrics[key].description}
                  />
                ))}
              </div>
            </div>
            <div className="grid gap-6 md:grid-cols-2">
              <MetricList
                title={report.loadMetrics.title}
                items={LOAD_METRICS.map((key) => ({
                  label: report.metrics[key].full,
                  value: metricValue(key, result.metrics[key], lang, report),
                  rating: result.metrics[key].rating,
                  ratingLabel: report.ratings[result.metrics[key].rating],
                }))}
              />
              <MetricList
                title={report.resources.title}
                items={[
                  {
                    label: report.resources.totalSize,
                    value: t('report.units.megabytes', {
                      value: number(result.resources.totalSize / (1024 * 1024), 2),
                    }),
                  },
                  {
                    label: report.resources.totalRequests,
                    value: number(result.resources.totalRequests),
                  },
                  ...result.resources.byType.slice(0, RESOURCE_TYPES_SHOWN).map((row) => ({
                    label:
                      report.resources.types[row.type as keyof typeof report.resources.types] ??
                      row.type,
                    value: t('report.resources.type', {
                      count: row.count,
                      size: t('report.units.kilobytes', { value: number(row.size / 1024) }),
                    }),
                  })),
                ]}
              />
            </div>
            {imageFindings && <p>{compressorLink}</p>}
          </TabsContent>
          <TabsContent value="seo" className="grid gap-6 md:grid-cols-3">
            {checklist(report.checkGroups.seo.basic, result.seo.basic, report.checks.seo.basic)}
            {checklist(
              report.checkGroups.seo.technical,
              result.seo.technical,
              report.checks.seo.technical,
            )}
            {checklist(report.checkGroups.seo.social, result.seo.social, report.checks.seo.social)}
          </TabsContent>
          <TabsContent value="accessibility" className="grid gap-6 md:grid-cols-2">
            {checklist(
              report.checkGroups.accessibility.basic,
              result.accessibility.basic,
              report.checks.accessibility.basic,
            )}
            {checklist(
              report.checkGroups.accessibility.mobile,
              result.accessibility.mobile,
              report.checks.accessibility.mobile,
            )}
          </TabsContent>
          <TabsContent value="ai-insights" className="flex flex-col gap-6">
            <div className="grid gap-6 lg:grid-cols-3">
              <InsightList
                title={report.insights.strengths.title}
                items={analysis.strengths}
                tone="success"
                empty={report.insights.strengths.empty}
              />
              <InsightList
                title={report.insights.opportunities.title}
                items={analysis.opportunities}
                tone="warning"
                empty={report.insights.opportunities.empty}
              />
              <InsightList
                title={report.insights.criticalIssues.title}
                items={analysis.criticalIssues}
                tone="danger"
                empty={report.insights.criticalIssues.empty}
              />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <ProjectionCard
                title={report.projection.title}
                description={report.projection.description}
                rows={[
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
                ]}
              />
              <TrendList title={report.trends.title} items={report.trends.items} />
            </div>
          </TabsContent>
          <TabsContent value="recommendations" className="flex flex-col gap-4">
            {analysis.prioritizedRecommendations.map((item, index) => (
              <RecommendationCard
                key={`${index}-${item.title}`}
                index={index + 1}
                title={item.title}
                description={item.description}
                priority={item.priority}
                priorityLabel={report.priorities[item.priority]}
                details={[
                  {
                    label: report.recommendations.details.impact,
                    value: t('report.recommendations.impact', {
                      impact: number(item.estimatedImpact, 1),
                    }),
                  },
                  {
                    label: report.recommendations.details.implementation,
                    value: item.implementation,
                  },
                  { label: report.recommendations.details.resources, value: item.resources },
                  {
                    label: report.recommendations.details.effort,
                    value: report.efforts[item.effort],
                  },
                  { label: report.recommendations.details.timeframe, value: item.timeframe },
                ]}
                {...(imageFindings && /imag/i.test(item.title) ? { action: compressorLink } : {})}
              />
            ))}
          </TabsContent>
        </Tabs>
        <div className="flex flex-col gap-4 rounded-xl bg-muted p-6 print:hidden">
          <Heading level={2}>{report.consulting.title}</Heading>
          <p className="text-muted-foreground">{report.consulting.text}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              aria-expanded={consulting}
              aria-controls="audit-consulting"
              onClick={() => setConsulting((open) => !open)}
            >
              {report.consulting.button}
            </Button>
            <Button variant="outline" onClick={download}>
              {report.download}
            </Button>
          </div>
          <div id="audit-consulting" hidden={!consulting}>
            {consulting && <SiteContactForm presetServiceType="audit" />}
          </div>
        </div>
      </Container>
    </Section>
  );
}
