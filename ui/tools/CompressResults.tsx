import { Download, ImageIcon, Columns2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/Button';
import { ProgressBar } from '../primitives/ProgressBar';

/** One file in the compressor's list. Texts come ready to show (sizes formatted, translated). */
export type CompressItem = {
  id: number;
  name: string;
  /** A small picture of the result (object URL), once there is one. */
  thumbnail?: string;
  state: 'queued' | 'working' | 'done' | 'failed' | 'cancelled';
  /** 0-100. */
  progress: number;
  /** What is happening or went wrong, e.g. 'Codificando…', 'No es una imagen'. */
  status: string;
  /** When done: e.g. [{ label: 'Original', value: '2,4 MB' }, …]. */
  figures?: readonly { label: string; value: string }[];
  /** When done: the saving, e.g. '−73 %'. */
  reduction?: string;
  /** When done: e.g. 'Se conserva el original: ya era más ligero'. */
  note?: string;
};

export type CompressResultsTexts = {
  /** Names the list, e.g. 'Imágenes'. */
  list: string;
  download: string;
  compare: string;
  downloadAll: string;
  clearAll: string;
  cancel: string;
  /** Names each file's progress bar. */
  progress: string;
};

export type CompressResultsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  items: readonly CompressItem[];
  /** The whole run as a sentence, e.g. 'Procesando imágenes... (3 de 10)' or the totals. */
  summary: string;
  /** While files are still queued or encoding: the summary's bar and the cancel button. */
  processing: boolean;
  /** 0-100, the whole run. */
  progress: number;
  onDownload: (id: number) => void;
  onCompare: (id: number) => void;
  onDownloadAll: () => void;
  onClearAll: () => void;
  onCancel: () => void;
  /** While the ZIP is being written. */
  zipping?: boolean;
  texts: CompressResultsTexts;
};

/**
 * The compressor's results: the run's summary with its actions (cancel while processing; then
 * download all as one ZIP, clear all) and one row per file with its thumbnail, progress or
 * figures, and its own download and before/after comparison.
 */
export function CompressResults({
  items,
  summary,
  processing,
  progress,
  onDownload,
  onCompare,
  onDownloadAll,
  onClearAll,
  onCancel,
  zipping = false,
  texts,
  className,
  ...props
}: CompressResultsProps) {
  const anyDone = items.some((item) => item.state === 'done');
  return (
    <section
      data-slot="compress-results"
      aria-label={texts.list}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-3 rounded-lg bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p role="status" className="font-semibold break-words">
            {summary}
          </p>
          {processing ? (
            <ProgressBar label={summary} showLabel={false} value={progress} size="sm" />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {processing ? (
            <Button variant="outline" onClick={onCancel}>
              {texts.cancel}
            </Button>
          ) : (
            <>
              <Button
                onClick={onDownloadAll}
                disabled={!anyDone || zipping}
                aria-busy={zipping || undefined}
              >
                <Download aria-hidden="true" />
                {texts.downloadAll}
              </Button>
              <Button variant="outline" onClick={onClearAll}>
                {texts.clearAll}
              </Button>
            </>
          )}
        </div>
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            data-state={item.state}
            className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-md bg-muted">
                {item.thumbnail ? (
                  <img src={item.thumbnail} alt="" className="size-full object-cover" />
                ) : (
                  <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="truncate font-semibold" title={item.name}>
                  {item.name}
                </p>
                {item.state === 'done' && item.figures ? (
                  <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {item.figures.map((figure) => (
                      <div key={figure.label} className="flex gap-1">
                        <dt className="text-muted-foreground">{figure.label}</dt>
                        <dd className="font-medium tabular-nums">{figure.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <p
                  className={cn(
                    'text-sm break-words',
                    item.state === 'failed' ? 'font-medium text-danger' : 'text-muted-foreground',
                  )}
                >
                  {item.state === 'done' ? item.note : item.status}
                </p>
                {item.state === 'queued' || item.state === 'working' ? (
                  <ProgressBar
                    label={`${texts.progress}: ${item.name}`}
                    showLabel={false}
                    value={item.progress}
                    size="sm"
                  />
                ) : null}
              </div>
            </div>
            {item.state === 'done' ? (
              <div className="flex shrink-0 items-center gap-2">
                {item.reduction ? (
                  <span className="mr-1 rounded-pill bg-success-soft px-2.5 py-1 text-sm font-bold text-success-soft-foreground tabular-nums">
                    {item.reduction}
                  </span>
                ) : null}
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`${texts.compare}: ${item.name}`}
                  title={texts.compare}
                  onClick={() => onCompare(item.id)}
                >
                  <Columns2 aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  aria-label={`${texts.download}: ${item.name}`}
                  title={texts.download}
                  onClick={() => onDownload(item.id)}
                >
                  <Download aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
