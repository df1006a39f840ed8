// The run of the audit the page's address asks for: the site and its competitors measured at once
// (the server's queue orders them), their steps as they stream, the analysis, then the result
// kept in the visitor's history. The run's states and their changes are a pure reducer.
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addToHistory,
  auditQueryOf,
  auditTargetOf,
  historyEntryOf,
  parseAuditUrl,
  previousAudit,
  sameTarget,
  type AnalysisAnswer,
  type AuditError,
  type AuditResult,
  type AuditStep,
  type AuditTarget,
  type CompetitorOutcome,
  type HistoryEntry,
} from '../../../domain/audit';
import type { Lang } from '../../routes';
import { analyseAudit, AuditClientError, runAudit } from '../../services/audit';
import { auditHistory, writeAuditHistory } from '../../services/audit-history';

/** A competitor's run, as the progress panel shows it. */
export type SiteRun = {
  url: string;
  state: 'pending' | 'running' | 'done' | 'failed';
  step?: AuditStep;
  position?: number;
  error?: AuditError;
};

/** A run going on: the site's step (its place in the server's queue) and each competitor's run. */
export type RunningAudit = {
  phase: 'running';
  target: AuditTarget;
  step: AuditStep | 'competitors';
  position?: number;
  /** When the run started (ms since the epoch), for the elapsed time shown. */
  since: number;
  sites: SiteRun[];
};

export type AuditRun =
  | { phase: 'idle' }
  | RunningAudit
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

/** What happens to a run: news of its steps, then its end. */
export type AuditRunAction =
  | {
      type: 'step';
      target: AuditTarget;
      since: number;
      step: AuditStep | 'competitors';
      /** The site's place in the server's queue, while it waits. */
      position?: number | undefined;
    }
  | { type: 'site'; target: AuditTarget; since: number; index: number; site: SiteRun }
  | {
      type: 'done';
      target: AuditTarget;
      result: AuditResult;
      answer: AnalysisAnswer | null;
      competitors: CompetitorOutcome[];
      previous: HistoryEntry | undefined;
    }
  | { type: 'failed'; target: AuditTarget; error: AuditError; retryAfter?: number | undefined };

/** A run of `target` with no news yet: validating, every competitor pending. */
export const startingRun = (target: AuditTarget, since: number): RunningAudit => ({
  phase: 'running',
  target,
  step: 'validating',
  since,
  sites: target.competitors.map((site) => ({ url: site, state: 'pending' })),
});

/** The run of `target` going on, or a new one (news of a target the state has no run of). */
const runningOf = (run: AuditRun, target: AuditTarget, since: number): RunningAudit =>
  run.phase === 'running' && sameTarget(run.target, target) ? run : startingRun(target, since);

/** The run after a piece of news. */
export function auditRunReducer(run: AuditRun, action: AuditRunAction): AuditRun {
  switch (action.type) {
    case 'step': {
      const next = { ...runningOf(run, action.target, action.since), step: action.step };
      delete next.position;
      return action.position ? { ...next, position: action.position } : next;
    }
    case 'site': {
      const previous = runningOf(run, action.target, action.since);
      return {
        ...previous,
        sites: previous.sites.map((item, at) => (at === action.index ? action.site : item)),
      };
    }
    case 'done':
      return {
        phase: 'done',
        target: action.target,
        result: action.result,
        answer: action.answer,
        competitors: action.competitors,
        previous: action.previous,
      };
    case 'failed':
      return {
        phase: 'failed',
        target: action.target,
        error: action.error,
        ...(action.retryAfter ? { retryAfter: action.retryAfter } : {}),
      };
  }
}

/**
 * The run of the report asked for (`target`, none: the form alone): the state's when it is of
 * that target, else it is starting (until its first news).
 */
export const currentRun = (
  run: AuditRun,
  target: AuditTarget | undefined,
  now: number,
): AuditRun =>
  !target
    ? { phase: 'idle' }
    : run.phase !== 'idle' && sameTarget(run.target, target)
      ? run
      : startingRun(target, now);

/** The whole seconds a run has taken at `now`. */
export const elapsedSeconds = (run: RunningAudit, now: number) =>
  Math.max(0, Math.round((now - run.since) / 1000));

/** One second, for the elapsed time shown while a run goes on. */
const TICK_MS = 1000;

const errorCode = (error: unknown): AuditClientError =>
  error instanceof AuditClientError ? error : new AuditClientError('failed');

/**
 * Runs the audit of `target` while it is the one asked for (another target, or none, stops it),
 * and ticks the clock while it goes on. `elapsed`: the running audit's seconds so far.
 */
export function useAuditRun(
  target: AuditTarget | undefined,
  lang: Lang,
): { run: AuditRun; elapsed: number } {
  const { i18n } = useTranslation('audit');
  const [state, dispatch] = useReducer(auditRunReducer, { phase: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const run = currentRun(state, target, now);

  const targetKey = target ? auditQueryOf(target) : '';
  useEffect(() => {
    const asked = targetKey ? auditTargetOf(targetKey) : undefined;
    if (!asked) return;
    const since = Date.now();
    const controller = new AbortController();
    const { signal } = controller;
    const onStep = (step: AuditStep | 'competitors', position?: number) =>
      dispatch({ type: 'step', target: asked, since, step, position });
    const onSite = (index: number, site: SiteRun) =>
      dispatch({ type: 'site', target: asked, since, index, site });

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
        dispatch({ type: 'done', target: asked, result, answer, competitors: outcomes, previous });
      } catch (error) {
        if (signal.aborted) return;
        controller.abort(); // the competitors' runs: the report they were for will not come
        const failure = errorCode(error);
        dispatch({
          type: 'failed',
          target: asked,
          error: failure.code,
          retryAfter: failure.retryAfter,
        });
      }
    })();
    return () => controller.abort();
    // A new i18n instance (SiteRoot makes one per language and set of texts) starts it again too.
  }, [targetKey, lang, i18n]);

  const running = run.phase === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  return { run, elapsed: run.phase === 'running' ? elapsedSeconds(run, now) : 0 };
}
