import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptedCompetitors,
  addToHistory,
  AUDIT_COMPETITORS_MAX,
  auditQueryOf,
  auditTargetOf,
  checkCompetitors,
  historyEntryId,
  historyEntryOf,
  HISTORY_MAX,
  parseAuditUrl,
  previousAudit,
  sameTarget,
  SCORE_MEASURES,
  type AnalysisAnswer,
  type AuditError,
  type AuditResult,
  type AuditStep,
  type AuditStrategy,
  type AuditTarget,
  type CompetitorOutcome,
  type CompetitorProblem,
  type HistoryEntry,
} from '../../../domain/audit';
import { AuditForm, AuditHistory, AuditProgress, Container, Section } from '../../../ui';
import { setAddressQuery, useAddressQuery } from '../../app/address';
import { onIntent } from '../../app/on-intent';
import { usePage } from '../../app/page-context';
import { fill } from '../../../domain';
import { formatDateTime } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { analyseAudit, AuditClientError, DEFAULT_RETRY_S, runAudit } from '../../services/audit';
import { auditHistory, useAuditHistory, writeAuditHistory } from '../../services/audit-history';

// The report (its tabs, chart.js, the contact form) loads only once a result is on its way.
const AuditReport = onIntent(() => import('./AuditReport'));

/** A competitor's run, as the progress panel shows it. */
type SiteRun = {
  url: string;
  state: 'pending' | 'running' | 'done' | 'failed';
  step?: AuditStep;
  position?: number;
  error?: AuditError;
};

type Run =
  | { phase: 'idle' }
  | {
      phase: 'running';
      target: AuditTarget;
      step: AuditStep | 'competitors';
      position?: number;
      since: number;
      sites: SiteRun[];
    }
  | {
      phase: 'done';
      target: AuditTarget;
      result: AuditResult;
      answer: AnalysisAnswer | null;
      competitors: CompetitorOutcome[];
      /** The visitor's audit of the same site before this one, as it was kept. */
      previous: HistoryEntry | undefined;
    }
  | { phase: 'failed'; target: AuditTarget; error: AuditError; retryAfter?: number };

/** The steps the visitor sees; the server's finer steps (queued, loading...) are their detail. */
const SHOWN_STEPS = ['validating', 'page', 'sitemap', 'competitors', 'ai'] as const;
type ShownStep = (typeof SHOWN_STEPS)[number];
const shownStep = (step: AuditStep | 'competitors'): ShownStep =>
  step === 'validating' || step === 'sitemap' || step === 'ai' || step === 'competitors'
    ? step
    : 'page';

/** One second, for the elapsed time shown while a run goes on. */
const TICK_MS = 1000;

const errorCode = (error: unknown): AuditClientError =>
  error instanceof AuditClientError ? error : new AuditClientError('failed');

/**
 * The message beside a competitor field, by its problem (a blank field has none, and the form has
 * no field past AUDIT_COMPETITORS_MAX).
 */
const COMPETITOR_ERRORS: Partial<
  Record<CompetitorProblem, 'competitorInvalid' | 'competitorSame' | 'competitorRepeated'>
> = { invalid: 'competitorInvalid', same: 'competitorSame', repeated: 'competitorRepeated' };

/** The form's competitor fields: always AUDIT_COMPETITORS_MAX of them. */
const competitorFields = (values: readonly string[]) =>
  Array.from({ length: AUDIT_COMPETITORS_MAX }, (_, index) => values[index] ?? '');

/**
 * The web audit: the URL form (with up to two competitors), the run's live progress, then the
 * report; the visitor's last audits under the form. The audited addresses and strategy are in
 * the page's address (`?url=…&strategy=…&competitor=…`): a shared link opens the same report
 * (from the server's cache while it lasts), and Back returns to the form.
 */
export default function AuditTool() {
  const { href, lang } = usePage();
  const { t, i18n } = useTranslation('audit');
  const texts = useTexts('audit');
  // The prerendered page has no report (its address had no query): it hydrates as that, then
  // takes up the report its address asks for.
  const query = useAddressQuery();
  const target = useMemo(() => (query ? auditTargetOf(query) : undefined), [query]);
  const [url, setUrl] = useState('');
  const [strategy, setStrategy] = useState<AuditStrategy>('mobile');
  const [competitors, setCompetitors] = useState<string[]>(() => competitorFields([]));
  const [competitorsOpen, setCompetitorsOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [competitorErrors, setCompetitorErrors] = useState<(string | undefined)[]>([]);
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const history = useAuditHistory();
  const formRef = useRef<HTMLFormElement>(null);

  // A new report asked for (a submit, a shared link, Back or Forward): the form shows its sites.
  const [shownTarget, setShownTarget] = useState<AuditTarget>();
  if (!sameTarget(shownTarget, target) && shownTarget !== target) {
    setShownTarget(target);
    if (target) {
      setUrl(target.url);
      setStrategy(target.strategy);
      setCompetitors(competitorFields(target.competitors));
      if (target.competitors.length > 0) setCompetitorsOpen(true);
      setFormError(undefined);
      setCompetitorErrors([]);
    }
  }
  // The run of the report asked for; until its first news, it is starting.
  const current: Run = !target
    ? { phase: 'idle' }
    : run.phase !== 'idle' && sameTarget(run.target, target)
      ? run
      : {
          phase: 'running',
          target,
          step: 'validating',
          since: now,
          sites: target.competitors.map((site) => ({ url: site, state: 'pending' })),
        };

  const targetKey = target ? auditQueryOf(target) : '';
  useEffect(() => {
    const asked = targetKey ? auditTargetOf(targetKey) : undefined;
    if (!asked) return;
    const since = Date.now();
    const controller = new AbortController();
    const { signal } = controller;
    void AuditReport.prefetch();
    const running = (update: (run: Extract<Run, { phase: 'running' }>) => Run) =>
      setRun((previous) =>
        update(
          previous.phase === 'running' && sameTarget(previous.target, asked)
            ? previous
            : {
                phase: 'running',
                target: asked,
                step: 'validating',
                since,
                sites: asked.competitors.map((site) => ({ url: site, state: 'pending' })),
              },
        ),
      );
    const onStep = (step: AuditStep | 'competitors', position?: number) =>
      running((previous) => {
        const next = { ...previous, step };
        delete next.position;
        return position ? { ...next, position } : next;
      });
    const onSite = (index: number, site: SiteRun) =>
      running((previous) => ({
        ...previous,
        sites: previous.sites.map((item, at) => (at === index ? site : item)),
      }));

    // Every site at once: the server's queue orders them; each competitor's failure is its own.
    const rivals = asked.competitors.map(async (raw, index): Promise<CompetitorOutcome> => {
      const parsed = parseAuditUrl(raw);
      if (!parsed) {
        onSite(index, { url: raw, state: 'failed', error: 'invalid-url' });
        return { url: raw, error: 'invalid-url' };
      }
      const site = parsed.href;
      try {
        const result = await runAudit(
          { url: site, strategy: asked.strategy },
          lang,
          ({ step, position }) =>
            onSite(index, { url: site, state: 'running', step, ...(position ? { position } : {}) }),
          signal,
        );
        onSite(index, { url: site, state: 'done' });
        return { url: site, result };
      } catch (error) {
        if (signal.aborted) throw error;
        const { code } = errorCode(error);
        onSite(index, { url: site, state: 'failed', error: code });
        return { url: site, error: code };
      }
    });
    rivals.forEach((rival) => rival.catch(() => {})); // awaited below, or abandoned on failure

    (async () => {
      try {
        const result = await runAudit(
          asked,
          lang,
          ({ step, position }) => onStep(step, position),
          signal,
        );
        if (rivals.length > 0) onStep('competitors');
        const outcomes = await Promise.all(rivals);
        onStep('ai');
        const measured = outcomes.flatMap((outcome) => ('result' in outcome ? [outcome.url] : []));
        // Without the server's analysis, the report computes the same fallback itself.
        const answer = await analyseAudit({ ...asked, competitors: measured }, lang, signal).catch(
          (error: unknown) => {
            if (signal.aborted) throw error;
            return null;
          },
        );
        if (signal.aborted) return;
        const kept = auditHistory();
        const previous = previousAudit(kept, result);
        writeAuditHistory(addToHistory(kept, historyEntryOf(result, asked.competitors)));
        setRun({
          phase: 'done',
          target: asked,
          result,
          answer,
          competitors: outcomes,
          previous,
        });
      } catch (error) {
        if (signal.aborted) return;
        controller.abort(); // the competitors' runs: the report they were for will not come
        const failure = errorCode(error);
        setRun({
          phase: 'failed',
          target: asked,
          error: failure.code,
          ...(failure.retryAfter ? { retryAfter: failure.retryAfter } : {}),
        });
      }
    })();
    return () => controller.abort();
  }, [targetKey, lang, i18n]);

  const running = current.phase === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAuditUrl(url);
    const rivals = acceptedCompetitors(url, competitors);
    setFormError(parsed ? undefined : texts.errors['invalid-url']);
    setCompetitorErrors(
      checkCompetitors(url, competitors).map(({ problem }) => {
        const message = problem && COMPETITOR_ERRORS[problem];
        return message && texts.errors[message];
      }),
    );
    if (!parsed || !rivals) {
      if (parsed) setCompetitorsOpen(true);
      return;
    }
    const next: AuditTarget = { url: parsed.href, strategy, competitors: rivals };
    if (sameTarget(target, next)) {
      // The same report asked again: run it again (the server answers from its cache).
      setAddressQuery('', { replace: true });
    }
    setAddressQuery(auditQueryOf(next));
  };

  const addCompetitors = () => {
    setCompetitorsOpen(true);
    formRef.current?.scrollIntoView({ block: 'start' });
    // Once the disclosure has rendered open.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>('input[name="competitor"]')?.focus(),
    );
  };

  const error =
    formError ??
    (current.phase === 'failed'
      ? t(`errors.${current.error}`, { seconds: current.retryAfter ?? DEFAULT_RETRY_S })
      : undefined);

  const shown = SHOWN_STEPS.filter(
    (id) => id !== 'competitors' || (target?.competitors.length ?? 0) > 0,
  );
  const steps =
    current.phase === 'running'
      ? shown.map((id, index) => {
          const at = shown.indexOf(shownStep(current.step));
          const detail =
            id === 'page' && at === index
              ? current.step === 'queued' && current.position
                ? t('progress.queuePosition', { position: current.position })
                : current.step !== 'validating' && current.step !== 'competitors'
                  ? texts.progress.steps[current.step]
                  : undefined
              : undefined;
          return {
            id,
            label: texts.progress.steps[id],
            state:
              index < at
                ? ('done' as const)
                : index === at
                  ? ('current' as const)
                  : ('pending' as const),
            ...(detail ? { detail } : {}),
          };
        })
      : [];
  const sites =
    current.phase === 'running'
      ? current.sites.map((site, index) => ({
          id: String(index),
          label: site.url,
          state: site.state === 'running' ? ('current' as const) : site.state,
          status:
            site.state === 'running' && site.step === 'queued' && site.position
              ? t('progress.queuePosition', { position: site.position })
              : site.state === 'running' && site.step && site.step !== 'validating'
                ? texts.progress.steps[site.step]
                : site.state === 'failed' && site.error
                  ? t(`errors.${site.error}`, { seconds: DEFAULT_RETRY_S })
                  : texts.progress.site[site.state],
        }))
      : [];

  const entries = history.map((entry) => {
    const date = formatDateTime(entry.timestamp, lang);
    const count = entry.competitors.length;
    const detail = [
      fill(texts.history.detail, { strategy: texts.form.strategies[entry.strategy], date }),
      ...(count > 0 ? [t('history.competitors', { count })] : []),
    ].join(' · ');
    return {
      id: historyEntryId(entry),
      url: entry.url,
      href: `${href({ key: 'audit' })}${auditQueryOf(entry)}`,
      detail,
      scores: SCORE_MEASURES.map((measure) => ({
        label: texts.charts.radar.dimensions[measure],
        value: entry.values[measure],
      })),
      removeLabel: fill(texts.history.remove, { url: entry.url, date }),
    };
  });
  const openEntry = (id: string, event: React.MouseEvent<HTMLAnchorElement>) => {
    const entry = history.find((item) => historyEntryId(item) === id);
    if (!entry || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // From the server's cache while it holds the results; else the audit runs again.
    setAddressQuery(auditQueryOf(entry));
  };

  return (
    <>
      {/* Above the fold with the intro: rendered at the first layout (no content-visibility
          placeholder whose swap would move the footer into view). Printed, the report stands
          alone. */}
      <Section spacing="md" className="[content-visibility:visible] print:hidden">
        <Container width="narrow" className="flex flex-col gap-6">
          <AuditForm
            ref={formRef}
            action={href({ key: 'audit' })}
            url={url}
            strategy={strategy}
            competitors={competitors}
            onUrlChange={setUrl}
            onStrategyChange={setStrategy}
            onCompetitorChange={(index, value) =>
              setCompetitors((values) => values.map((item, at) => (at === index ? value : item)))
            }
            competitorErrors={competitorErrors}
            competitorsOpen={competitorsOpen}
            onCompetitorsOpenChange={setCompetitorsOpen}
            onSubmit={submit}
            loading={running}
            error={error}
            invalid={
              formError !== undefined ||
              (current.phase === 'failed' && current.error === 'invalid-url')
            }
            texts={{
              ...texts.form,
              competitorLabels: competitorFields([]).map((_, index) =>
                fill(texts.form.competitor, { number: index + 1 }),
              ),
            }}
          />
          {current.phase === 'running' && (
            <AuditProgress
              steps={steps}
              sites={sites}
              elapsed={t('progress.elapsed', {
                seconds: Math.max(0, Math.round((now - current.since) / 1000)),
              })}
              onCancel={() => setAddressQuery('', { replace: true })}
              texts={texts.progress}
            />
          )}
          <AuditHistory
            entries={entries}
            onOpen={openEntry}
            onRemove={(id) =>
              writeAuditHistory(history.filter((entry) => historyEntryId(entry) !== id))
            }
            onClear={() => writeAuditHistory([])}
            texts={{
              title: entries.length
                ? fill(texts.history.count, { count: entries.length })
                : texts.history.title,
              empty: texts.history.empty,
              note: fill(texts.history.note, { max: HISTORY_MAX }),
              clear: texts.history.clear,
            }}
          />
        </Container>
      </Section>
      {current.phase === 'done' && (
        <Suspense fallback={null}>
          <AuditReport
            result={current.result}
            answer={current.answer}
            competitors={current.competitors}
            previous={current.previous}
            onAddCompetitors={addCompetitors}
          />
        </Suspense>
      )}
    </>
  );
}
