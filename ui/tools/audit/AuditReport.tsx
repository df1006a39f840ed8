import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';
import { Checklist, type ChecklistProps, type ChecklistTexts } from './Checklist';
import { AuditChanges, type AuditChangesProps } from './AuditChanges';
import {
  ComparisonChart,
  type ComparisonChartProps,
  type ComparisonChartTexts,
} from './ComparisonChart';
import { ImpactChart, type ImpactChartProps, type ImpactChartTexts } from './ImpactChart';
import { InsightList } from './InsightList';
import { MetricList, type MetricListItem } from './MetricList';
import { RadarChart, type RadarChartTexts, type RadarDimension } from './RadarChart';
import { RecommendationCard, type RecommendationCardProps } from './RecommendationCard';
import { ScorePanel, type ScorePanelProps } from './ScorePanel';
import { TrendList, type TrendItem } from './TrendList';
import { VitalsCard, type VitalsCardProps } from './VitalsCard';

/** The report's tabs, in order. */
export const AUDIT_REPORT_TABS = [
  'overview',
  'comparison',
  'performance',
  'seo',
  'accessibility',
  'ai-insights',
  'recommendations',
] as const;
export type AuditReportTab = (typeof AUDIT_REPORT_TABS)[number];

/** One Core Web Vital as its card shows it. */
export type AuditVitalView = Pick<
  VitalsCardProps,
  'name' | 'fullName' | 'value' | 'rating' | 'ratingLabel' | 'description' | 'threshold'
>;

/** One group of pass/fail checks, e.g. 'SEO básico' with its checks and '5 de 6'. */
export type AuditChecklistView = Pick<ChecklistProps, 'title' | 'items' | 'summary'>;

/** One prioritised recommendation as its card shows it. */
export type AuditRecommendationView = Pick<
  RecommendationCardProps,
  'title' | 'description' | 'priority' | 'priorityLabel' | 'details'
> & {
  /** The card offers the report's `imagesAction` (the recommendation is about images). */
  imagesAction?: boolean;
};

/** What one audit found, display-ready: strings formatted and translated, scores as numbers. */
export type AuditReportView = {
  /** The head: score, assessment, counters, date, address and an optional notice. */
  summary: Pick<
    ScorePanelProps,
    'score' | 'scoreLabel' | 'assessment' | 'counters' | 'date' | 'dateTime' | 'url' | 'notice'
  >;
  /** The five dimensions against their targets. */
  radar: readonly RadarDimension[];
  /** Comparison: the site against the competitors measured with it; none when it had none. */
  comparison?: Pick<ComparisonChartProps, 'sites' | 'rows' | 'summary' | 'note' | 'failures'>;
  /** Overview: what changed since the visitor's previous audit of the same site, if kept. */
  changes?: Pick<AuditChangesProps, 'title' | 'items'>;
  /** Overview: the business impact doughnut and its headline figures. */
  impact: Pick<ImpactChartProps, 'slices' | 'highlights' | 'formatValue'>;
  /** Performance: the vitals (LCP, TBT as the lab's INP, CLS). */
  vitals: readonly AuditVitalView[];
  /** Performance: real visitors' vitals (LCP, INP, CLS), for the page and its site, when known. */
  field?: {
    title: string;
    note: string;
    groups: readonly { title: string; vitals: readonly AuditVitalView[] }[];
  };
  /** Performance: FCP, Speed Index, TTI, TBT. */
  loadMetrics: readonly MetricListItem[];
  /** Performance: total size, requests and the largest resource types. */
  resources: readonly MetricListItem[];
  /** SEO: basic, technical and social checks. */
  seo: readonly AuditChecklistView[];
  /** Accessibility: basic and mobile checks. */
  accessibility: readonly AuditChecklistView[];
  /** AI insights: the findings of each kind. */
  insights: Record<'strengths' | 'opportunities' | 'criticalIssues', readonly string[]>;
  /** Recommendations, most important first. */
  recommendations: readonly AuditRecommendationView[];
};

/** Every text of the report that does not depend on the audit, in the visitor's language. */
export type AuditReportTexts = {
  /** The report's heading and the region's name, e.g. 'Resultado del análisis'. */
  title: string;
  /** Caption of the score gauge, e.g. 'Puntuación general'. */
  score: string;
  /** The data download, e.g. 'Descargar datos (JSON)'. */
  download: string;
  share: string;
  /** The PDF button and its waiting state. */
  pdf: string;
  pdfBusy: string;
  /** Printed only, above the title: who made the report. */
  byline?: string;
  tabs: Record<AuditReportTab, string>;
  radar: RadarChartTexts;
  comparison: ComparisonChartTexts;
  /** The comparison tab without competitors: an invitation to add some. */
  comparisonInvite: { title: string; text: string; button: string };
  /** The trend words of the changes since the last audit. */
  changes: AuditChangesProps['texts'];
  impact: ImpactChartTexts;
  /** Heading of the vitals cards, e.g. 'Core Web Vitals'. */
  vitals: string;
  /** Under the heading: which vitals were measured how (a lab run shows TBT in INP's place). */
  vitalsNote?: string;
  /** e.g. 'Métricas de carga'. */
  loadMetrics: string;
  /** e.g. 'Recursos'. */
  resources: string;
  checklist: ChecklistTexts;
  insights: Record<
    'strengths' | 'opportunities' | 'criticalIssues',
    { title: string; empty: string }
  >;
  trends: { title: string; items: readonly TrendItem[] };
  /** The call to action under the report. */
  consulting: { title: string; text: string; button: string };
};

export type AuditReportProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** What the audit found, display-ready. */
  report: AuditReportView;
  /** The report's own texts, in the visitor's language. */
  texts: AuditReportTexts;
  /** The data download (the head's button). */
  onDownload: () => void;
  /** The head's share button. */
  onShare: () => void;
  /** Both PDF buttons (the head's and the call to action's). */
  onPdf: () => void;
  /** The PDF is being made. */
  pdfBusy?: boolean;
  /** The comparison tab's invitation: the page shows the competitors' fields. */
  onAddCompetitors?: () => void;
  /** The consulting request form, shown when the visitor asks for it. */
  consultingForm?: React.ReactNode;
  /** A way to act on image findings (e.g. a link to the image compressor); shown when given. */
  imagesAction?: React.ReactNode;
  /** The tab open at first. */
  defaultTab?: AuditReportTab;
};

// Every panel stays mounted and laid out, so printing gives the whole report. On screen an
// inactive panel is invisible and has no height, but keeps its width: display:none would size its
// charts to nothing, and the beforeprint resize still sees the screen layout (Chromium), so they
// would print blank. Nothing here is positioned, so the charts' absolutely placed screen-reader
// tables keep the containing block they have elsewhere.
const panelClass = cn(
  'flex flex-col gap-6',
  'not-print:data-[state=inactive]:invisible not-print:data-[state=inactive]:h-0 not-print:data-[state=inactive]:overflow-hidden',
);

/**
 * The web audit's report: the score, the radar, six tabs (overview, performance, SEO,
 * accessibility, AI insights, recommendations) and the consulting call to action. Printed, it
 * shows every tab, each under its name.
 */
export function AuditReport({
  report,
  texts,
  onDownload,
  onShare,
  onPdf,
  pdfBusy = false,
  onAddCompetitors,
  consultingForm,
  imagesAction,
  defaultTab = 'overview',
  className,
  ...props
}: AuditReportProps) {
  const consultingId = useId();
  const [consulting, setConsulting] = useState(false);
  const panelTitle = (tab: AuditReportTab) => (
    <Heading level={2} className="hidden print:block">
      {texts.tabs[tab]}
    </Heading>
  );
  return (
    <section
      data-slot="audit-report"
      aria-label={texts.title}
      className={cn('flex flex-col gap-8', className)}
      {...props}
    >
      <ScorePanel
        {...report.summary}
        // The report's region already bears the panel's title: the panel is its head, not a
        // second landmark of the same name.
        aria-labelledby={undefined}
        onDownload={onDownload}
        onShare={onShare}
        onPdf={onPdf}
        pdfBusy={pdfBusy}
        byline={texts.byline}
        texts={{
          title: texts.title,
          score: texts.score,
          download: texts.download,
          share: texts.share,
          pdf: texts.pdf,
          pdfBusy: texts.pdfBusy,
        }}
      />
      <RadarChart dimensions={report.radar} texts={texts.radar} />
      <Tabs defaultValue={defaultTab}>
        <TabsList aria-label={texts.title} className="print:hidden">
          {AUDIT_REPORT_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {texts.tabs[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One block: the hidden panels take no room, not even the tabs' gap between them. */}
        <div className="print:flex print:flex-col print:gap-10">
          <TabsContent value="overview" forceMount className={panelClass}>
            {panelTitle('overview')}
            {report.changes ? <AuditChanges {...report.changes} texts={texts.changes} /> : null}
            <ImpactChart {...report.impact} texts={texts.impact} />
          </TabsContent>
          <TabsContent value="comparison" forceMount className={panelClass}>
            {panelTitle('comparison')}
            {report.comparison ? (
              <ComparisonChart {...report.comparison} texts={texts.comparison} />
            ) : (
              <div
                data-slot="comparison-invite"
                className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6"
              >
                <Heading level={3}>{texts.comparisonInvite.title}</Heading>
                <p className="max-w-prose text-muted-foreground">{texts.comparisonInvite.text}</p>
                {onAddCompetitors ? (
                  <Button variant="outline" onClick={onAddCompetitors} className="print:hidden">
                    <UserPlus aria-hidden="true" />
                    {texts.comparisonInvite.button}
                  </Button>
                ) : null}
              </div>
            )}
          </TabsContent>
          <TabsContent value="performance" forceMount className={panelClass}>
            {panelTitle('performance')}
            <div>
              <Heading level={3} className="mb-4">
                {texts.vitals}
              </Heading>
              {texts.vitalsNote ? (
                <p className="-mt-2 mb-4 text-sm text-muted-foreground">{texts.vitalsNote}</p>
              ) : null}
              <div className="grid gap-4 sm:grid-cols-3">
                {report.vitals.map((vital) => (
                  <VitalsCard key={vital.name} {...vital} />
                ))}
              </div>
            </div>
            {report.field ? (
              <div data-slot="audit-field-data">
                <Heading level={3} className="mb-2">
                  {report.field.title}
                </Heading>
                <p className="mb-4 text-sm text-muted-foreground">{report.field.note}</p>
                <div className="flex flex-col gap-6">
                  {report.field.groups.map((group) => (
                    <section key={group.title} aria-label={group.title}>
                      {/* Named region, not a heading: its cards' names are the h4s. */}
                      <p aria-hidden="true" className="mb-3 font-semibold">
                        {group.title}
                      </p>
                      <div className="grid gap-4 sm:grid-cols-3">
                        {group.vitals.map((vital) => (
                          <VitalsCard key={vital.name} headingLevel={4} {...vital} />
                        ))}
                      </div>
                    </section>
                  ))}
                </div>
              </div>
            ) : null}
            <div className="grid gap-6 md:grid-cols-2">
              <MetricList title={texts.loadMetrics} items={report.loadMetrics} />
              <MetricList title={texts.resources} items={report.resources} />
            </div>
            {imagesAction ? <p>{imagesAction}</p> : null}
          </TabsContent>
          <TabsContent value="seo" forceMount className={panelClass}>
            {panelTitle('seo')}
            <div className="grid gap-6 md:grid-cols-3">
              {report.seo.map((group) => (
                <Checklist key={group.title} {...group} texts={texts.checklist} />
              ))}
            </div>
          </TabsContent>
          <TabsContent value="accessibility" forceMount className={panelClass}>
            {panelTitle('accessibility')}
            <div className="grid gap-6 md:grid-cols-2">
              {report.accessibility.map((group) => (
                <Checklist key={group.title} {...group} texts={texts.checklist} />
              ))}
            </div>
          </TabsContent>
          <TabsContent value="ai-insights" forceMount className={panelClass}>
            {panelTitle('ai-insights')}
            <div className="grid gap-6 lg:grid-cols-3">
              <InsightList
                title={texts.insights.strengths.title}
                items={report.insights.strengths}
                tone="success"
                empty={texts.insights.strengths.empty}
              />
              <InsightList
                title={texts.insights.opportunities.title}
                items={report.insights.opportunities}
                tone="warning"
                empty={texts.insights.opportunities.empty}
              />
              <InsightList
                title={texts.insights.criticalIssues.title}
                items={report.insights.criticalIssues}
                tone="danger"
                empty={texts.insights.criticalIssues.empty}
              />
            </div>
            <TrendList title={texts.trends.title} items={texts.trends.items} />
          </TabsContent>
          <TabsContent value="recommendations" forceMount className={panelClass}>
            {panelTitle('recommendations')}
            <div className="flex flex-col gap-4">
              {report.recommendations.map(({ imagesAction: offersImages, ...item }, index) => (
                <RecommendationCard
                  key={`${index}-${item.title}`}
                  index={index + 1}
                  {...item}
                  action={offersImages ? imagesAction : undefined}
                />
              ))}
            </div>
          </TabsContent>
        </div>
      </Tabs>
      <div className="flex flex-col gap-4 rounded-xl bg-muted p-6 print:hidden">
        <Heading level={2}>{texts.consulting.title}</Heading>
        <p className="text-muted-foreground">{texts.consulting.text}</p>
        <div className="flex flex-wrap gap-3">
          {consultingForm ? (
            <Button
              aria-expanded={consulting}
              aria-controls={consultingId}
              onClick={() => setConsulting((open) => !open)}
            >
              {texts.consulting.button}
            </Button>
          ) : null}
          <Button
            variant="outline"
            onClick={pdfBusy ? undefined : onPdf}
            aria-disabled={pdfBusy || undefined}
          >
            {pdfBusy ? texts.pdfBusy : texts.pdf}
          </Button>
        </div>
        {consultingForm ? (
          <div id={consultingId} hidden={!consulting}>
            {consulting ? consultingForm : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
