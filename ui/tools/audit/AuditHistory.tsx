import { ChevronDown, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { scoreTone } from './ScorePanel';

/** One past audit, its texts ready to show. */
export type AuditHistoryEntryView = {
  id: string;
  /** The audited address: the link's text. */
  url: string;
  /** The audit page's address that re-opens this report. */
  href: string;
  /** e.g. 'Móvil · 27 de noviembre de 2026, 10:14 · frente a 1 competidor'. */
  detail: string;
  /** The four scores, e.g. { label: 'Rendimiento', value: 92 }. */
  scores: readonly { label: string; value: number }[];
  /** The remove button's accessible name, e.g. 'Quitar del historial el análisis de … del …'. */
  removeLabel: string;
};

export type AuditHistoryTexts = {
  /** The disclosure's summary, with the count, e.g. 'Tus análisis recientes (3)'. */
  title: string;
  /** Shown when there is no entry. */
  empty: string;
  /** e.g. that only the last 10 are kept, in this browser only. */
  note?: string;
  /** The clear-all button, e.g. 'Borrar el historial'. */
  clear: string;
};

export type AuditHistoryProps = Omit<React.ComponentProps<'details'>, 'children'> & {
  entries: readonly AuditHistoryEntryView[];
  /** A link pressed (the page may open the report without a reload; it calls preventDefault). */
  onOpen?: (id: string, event: React.MouseEvent<HTMLAnchorElement>) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  texts: AuditHistoryTexts;
};

/** Where focus goes once the page has taken the removed entries out of the list. */
type PendingFocus = {
  /** The entries whose removal was asked for. */
  removed: readonly string[];
  /** The entry whose link takes focus; none: the summary. */
  next?: string;
};

/**
 * The visitor's last audits, kept in their browser: a disclosure, closed unless `open` is given
 * (the list fills in after load, and a closed one does not move the page), each entry a link that
 * re-opens its report, with its scores and a button that removes it.
 */
export function AuditHistory({
  entries,
  onOpen,
  onRemove,
  onClear,
  texts,
  className,
  ...props
}: AuditHistoryProps) {
  const summaryRef = useRef<HTMLElement>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const pendingFocus = useRef<PendingFocus | null>(null);

  // The pressed button is gone with its entry, and focus would fall back to the document's start:
  // it goes to the neighbouring entry instead, or to the summary when none is left, so a keyboard
  // or screen-reader user keeps their place. It waits for the page's new list, which may come in a
  // later render than the press.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    if (entries.some((entry) => pending.removed.includes(entry.id))) return;
    pendingFocus.current = null;
    const next = pending.next === undefined ? undefined : links.current.get(pending.next);
    (next ?? summaryRef.current)?.focus();
  }, [entries]);

  const remove = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    const neighbour = entries[index + 1] ?? entries[index - 1];
    pendingFocus.current = { removed: [entry.id], next: neighbour?.id };
    onRemove(entry.id);
  };

  const clear = () => {
    pendingFocus.current = { removed: entries.map((entry) => entry.id) };
    onClear();
  };

  return (
    <details
      data-slot="audit-history"
      className={cn(
        'group/audit-history rounded-lg border border-border bg-background text-foreground',
        className,
      )}
      {...props}
    >
      <summary
        ref={summaryRef}
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2.5 font-semibold break-words',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          '[&::-webkit-details-marker]:hidden',
        )}
      >
        <span className="min-w-0">{texts.title}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform duration-(--duration-fast) group-open/audit-history:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-4 border-t border-border px-4 py-4">
        {entries.length === 0 ? (
          <p className="text-sm break-words text-muted-foreground">{texts.empty}</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-border">
              {entries.map((entry, index) => (
                <li
                  key={entry.id}
                  data-slot="audit-history-entry"
                  className="flex items-start gap-2 py-3 first:pt-0 last:pb-0"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <a
                      ref={(node) => {
                        if (node) links.current.set(entry.id, node);
                        return () => {
                          links.current.delete(entry.id);
                        };
                      }}
                      href={entry.href}
                      onClick={onOpen ? (event) => onOpen(entry.id, event) : undefined}
                      className="w-fit max-w-full rounded-sm font-semibold text-primary-soft-foreground underline underline-offset-2 wrap-anywhere hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      {entry.url}
                    </a>
                    <p className="text-sm break-words text-muted-foreground">{entry.detail}</p>
                    <dl className="flex flex-wrap gap-1.5">
                      {entry.scores.map((score) => {
                        const tone = scoreTone(score.value);
                        return (
                          <Badge key={score.label} variant={tone} asChild>
                            <div data-tone={tone}>
                              <dt className="font-medium">{score.label}</dt>
                              <dd className="tabular-nums">{score.value}</dd>
                            </div>
                          </Badge>
                        );
                      })}
                    </dl>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={entry.removeLabel}
                    onClick={() => remove(index)}
                    className="-mt-2.5 -mr-2.5"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-border pt-4">
              {texts.note ? (
                <p className="min-w-0 flex-1 basis-56 text-sm break-words text-muted-foreground">
                  {texts.note}
                </p>
              ) : null}
              <Button variant="outline" onClick={clear}>
                {texts.clear}
              </Button>
            </div>
          </>
        )}
      </div>
    </details>
  );
}
