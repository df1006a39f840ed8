import { Download, FileText, Info, Share2 } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { clampPercent } from '../../primitives/ProgressBar';
import { Spinner } from '../../primitives/Spinner';

export type ScoreTone = 'success' | 'warning' | 'danger';

/** The colour band of a 0-100 score, as Lighthouse draws it: 90 and up, 50 and up, below. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'success';
  if (score >= 50) return 'warning';
  return 'danger';
}

/** One of the report's counters, e.g. { label: 'Fortalezas', value: 4, tone: 'success' }. */
export type ScoreCounter = { label: string; value: number; tone: ScoreTone };

export type ScorePanelTexts = {
  /** The report's heading, e.g. 'Resultado del análisis'. */
  title: string;
  /** Caption of the gauge, e.g. 'Puntuación general'. */
  score: string;
  /** The data download, e.g. 'Descargar datos (JSON)'. */
  download: string;
  share: string;
  /** The PDF button, e.g. 'Descargar PDF'. */
  pdf: string;
  /** The PDF button while the file is made, e.g. 'Preparando el PDF…'. */
  pdfBusy: string;
};

export type ScorePanelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The overall score, 0-100. */
  score: number;
  /** The score in words, the gauge's accessible name, e.g. '72 de 100'. */
  scoreLabel: string;
  /** The assessment of the whole page, a sentence or two. */
  assessment: string;
  /** Strengths, opportunities and critical issues, each with its count. */
  counters: readonly ScoreCounter[];
  /** When the analysis ran, formatted, e.g. 'Analizado el 12 de marzo de 2026, 10:42'. */
  date: string;
  /** The same moment as ISO 8601, for machines (a <time> element). */
  dateTime?: string;
  /** The address analysed. */
  url?: string;
  /** An informational note, e.g. that this is the locally computed analysis, not the AI's. */
  notice?: string;
  onDownload: () => void;
  onShare: () => void;
  onPdf: () => void;
  /** The PDF is being made: its button waits (a spinner, no second press). */
  pdfBusy?: boolean;
  /** Printed only: who made the report, e.g. 'Informe de Agencia'. */
  byline?: string;
  /** The heading's outline level. */
  headingLevel?: 2 | 3;
  texts: ScorePanelTexts;
};

const toneText: Record<ScoreTone, string> = {
  success: 'text-success',
  warning: 'text-warning-soft-foreground',
  danger: 'text-danger',
};

const toneStroke: Record<ScoreTone, string> = {
  success: 'stroke-success',
  warning: 'stroke-warning',
  danger: 'stroke-danger',
};

const counterTone: Record<ScoreTone, string> = {
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  danger: 'bg-danger-soft text-danger-soft-foreground',
};

/**
 * The head of the audit report: what was analysed and when, download and share, the overall
 * score as a gauge coloured by its band, the assessment and the three counters.
 */
export function ScorePanel({
  score,
  scoreLabel,
  assessment,
  counters,
  date,
  dateTime,
  url,
  notice,
  onDownload,
  onShare,
  onPdf,
  pdfBusy = false,
  byline,
  headingLevel = 2,
  texts,
  className,
  ...props
}: ScorePanelProps) {
  const titleId = useId();
  const value = clampPercent(score);
  const tone = scoreTone(value);
  return (
    <section
      data-slot="score-panel"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-6 rounded-lg border border-border bg-background p-5 shadow-card sm:p-8',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          {byline ? (
            <p className="hidden font-semibold text-primary print:block">{byline}</p>
          ) : null}
          <Heading id={titleId} level={headingLevel} size="h3">
            {texts.title}
          </Heading>
          {url ? <p className="font-medium break-all text-foreground">{url}</p> : null}
          <p className="text-sm text-muted-foreground">
            {dateTime ? <time dateTime={dateTime}>{date}</time> : date}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0 print:hidden">
          <Button
            onClick={pdfBusy ? undefined : onPdf}
            aria-disabled={pdfBusy || undefined}
            className="col-span-2 sm:col-auto"
            wrap
          >
            {pdfBusy ? (
              <>
                <Spinner size="sm" label={texts.pdfBusy} />
                <span aria-hidden="true">{texts.pdfBusy}</span>
              </>
            ) : (
              <>
                <FileText aria-hidden="true" />
                {texts.pdf}
              </>
            )}
          </Button>
          <Button variant="outline" onClick={onDownload}>
            <Download aria-hidden="true" />
            {texts.download}
          </Button>
          <Button variant="outline" onClick={onShare}>
            <Share2 aria-hidden="true" />
            {texts.share}
          </Button>
        </div>
      </div>
      {notice ? (
        <p
          role="note"
          className="flex items-start gap-3 rounded-md border-l-4 border-info bg-muted p-4 text-sm text-foreground"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
          <span className="min-w-0 break-words">{notice}</span>
        </p>
      ) : null}
      <div className="flex flex-col items-center gap-6 md:flex-row md:items-center">
        <figure className="flex shrink-0 flex-col items-center gap-2">
          <div
            role="img"
            aria-label={scoreLabel}
            data-tone={tone}
            className="relative grid size-40 place-items-center"
          >
            <svg viewBox="0 0 120 120" aria-hidden="true" className="absolute inset-0 -rotate-90">
              <circle
                cx="60"
                cy="60"
                r="52"
                fill="none"
                strokeWidth="10"
                className="stroke-muted"
              />
              <circle
                cx="60"
                cy="60"
                r="52"
                fill="none"
                strokeWidth="10"
                pathLength={100}
                strokeDasharray="100"
                strokeDashoffset={100 - value}
                // A round cap would draw a dot for a score of 0.
                strokeLinecap={value > 0 ? 'round' : 'butt'}
                className={cn(
                  'transition-[stroke-dashoffset] duration-(--duration-slow) ease-out-soft',
                  toneStroke[tone],
                )}
              />
            </svg>
            <span className="flex flex-col items-center leading-none">
              <span className={cn('font-display text-5xl font-bold tabular-nums', toneText[tone])}>
                {value}
              </span>
              <span className="mt-1 text-sm font-medium text-muted-foreground">/100</span>
            </span>
          </div>
          <figcaption className="text-sm font-semibold text-muted-foreground">
            {texts.score}
          </figcaption>
        </figure>
        <div className="flex w-full min-w-0 flex-1 flex-col gap-5">
          <p className="text-lead break-words">{assessment}</p>
          <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
            {counters.map((counter) => (
              <div
                key={counter.label}
                data-tone={counter.tone}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-md px-4 py-3 sm:flex-col-reverse sm:items-start sm:justify-end',
                  counterTone[counter.tone],
                )}
              >
                <dt className="min-w-0 text-sm font-semibold break-words">{counter.label}</dt>
                <dd className="font-display text-3xl leading-none font-bold tabular-nums">
                  {counter.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
