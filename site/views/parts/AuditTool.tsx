import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseAuditUrl,
  type AnalysisAnswer,
  type AuditError,
  type AuditResult,
  type AuditStep,
  type AuditStrategy,
  type AuditTarget,
  auditQueryOf,
  auditTargetOf,
} from '../../../domain/audit';
import { AuditForm, AuditProgress, Container, Section } from '../../../ui';
import { onIntent } from '../../app/on-intent';
import { setAddressQuery, useAddressQuery } from '../../app/address';
import { usePage } from '../../app/page-context';
import { useTexts } from '../../i18n/texts';
import { analyseAudit, AuditClientError, runAudit } from '../../services/audit';

// The report (its tabs, chart.js, the contact form) loads only once a result is on its way.
const AuditReport = onIntent(() => import('./AuditReport'));

type Run =
  | { phase: 'idle' }
  | { phase: 'running'; target: AuditTarget; step: AuditStep; position?: number; since: number }
  | { phase: 'done'; target: AuditTarget; result: AuditResult; answer: AnalysisAnswer | null }
  | { phase: 'failed'; target: AuditTarget; error: AuditError; retryAfter?: number };

/** The steps the visitor sees; the server's finer steps (queued, loading...) are their detail. */
const SHOWN_STEPS = ['validating', 'page', 'sitemap', 'ai'] as const;
const shownStep = (step: AuditStep): (typeof SHOWN_STEPS)[number] =>
  step === 'validating' || step === 'sitemap' || step === 'ai' ? step : 'page';

/** When the server is busy and does not say for how long (s). */
const DEFAULT_RETRY_S = 30;

/** One second, for the elapsed time shown while a run goes on. */
const TICK_MS = 1000;

/**
 * The web audit: the URL form, the run's live progress, then the report. The audited address
 * and strategy are in the page's address (`?url=…&strategy=…`): a shared link opens the same
 * report (from the server's cache while it lasts), and Back returns to the form.
 */
export default function AuditTool() {
  const { href, lang } = usePage();
  const { t, i18n } = useTranslation('audit');
  const texts = useTexts('audit');
  // The prerendered page has no report (its address had no query): it hydrates as that, then
  // takes up the report its address asks for.
  const query = useAddressQuery();
  const target = query ? auditTargetOf(query) : undefined;
  const [url, setUrl] = useState('');
  const [strategy, setStrategy] = useState<AuditStrategy>('mobile');
  const [formError, setFormError] = useState<string>();
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const [now, setNow] = useState(() => Date.now());

  const targetUrl = target?.url;
  const targetStrategy = target?.strategy;
  // A new report asked for (a submit, a shared link, Back or Forward): the form shows its address.
  const [shownTarget, setShownTarget] = useState<AuditTarget>();
  if (shownTarget?.url !== targetUrl || shownTarget?.strategy !== targetStrategy) {
    setShownTarget(target);
    if (target) {
      setUrl(target.url);
      setStrategy(target.strategy);
      setFormError(undefined);
    }
  }
  // The run of the report asked for; until its first news, it is starting.
  const current: Run = !target
    ? { phase: 'idle' }
    : run.phase !== 'idle' &&
        run.target.url === target.url &&
        run.target.strategy === target.strategy
      ? run
      : { phase: 'running', target, step: 'validating', since: now };

  useEffect(() => {
    if (!targetUrl || !targetStrategy) return;
    const current: AuditTarget = { url: targetUrl, strategy: targetStrategy };
    const since = Date.now();
    const controller = new AbortController();
    const { signal } = controller;
    void AuditReport.prefetch();
    const onStep = ({ step, position }: { step: AuditStep; position?: number }) =>
      setRun({ phase: 'running', target: current, step, since, ...(position ? { position } : {}) });
    (async () => {
      try {
        const result = await runAudit(current, lang, onStep, signal);
        onStep({ step: 'ai' });
        // Without the server's analysis, the report computes the same fallback itself.
        const answer = await analyseAudit(current, lang, signal).catch((error: unknown) => {
          if (signal.aborted) throw error;
          return null;
        });
        if (!signal.aborted) setRun({ phase: 'done', target: current, result, answer });
      } catch (error) {
        if (signal.aborted) return;
        const failure = error instanceof AuditClientError ? error : new AuditClientError('failed');
        setRun({
          phase: 'failed',
          target: current,
          error: failure.code,
          ...(failure.retryAfter ? { retryAfter: failure.retryAfter } : {}),
        });
      }
    })();
    return () => controller.abort();
  }, [targetUrl, targetStrategy, lang, i18n]);

  const running = current.phase === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAuditUrl(url);
    if (!parsed) {
      setFormError(texts.errors['invalid-url']);
      return;
    }
    setFormError(undefined);
    const next: AuditTarget = { url: parsed.href, strategy };
    if (target && target.url === next.url && target.strategy === next.strategy) {
      // The same report asked again: run it again (the server answers from its cache).
      setAddressQuery('', { replace: true });
    }
    setAddressQuery(auditQueryOf(next));
  };

  const error =
    formError ??
    (current.phase === 'failed'
      ? t(`errors.${current.error}`, { seconds: current.retryAfter ?? DEFAULT_RETRY_S })
      : undefined);

  const steps =
    current.phase === 'running'
      ? SHOWN_STEPS.map((id, index) => {
          const at = SHOWN_STEPS.indexOf(shownStep(current.step));
          const detail =
            id === 'page' && at === index
              ? current.step === 'queued' && current.position
                ? t('progress.queuePosition', { position: current.position })
                : current.step !== 'validating'
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

  return (
    <>
      {/* Above the fold with the intro: rendered at the first layout (no content-visibility
          placeholder whose swap would move the footer into view). Printed, the report stands
          alone. */}
      <Section spacing="md" className="[content-visibility:visible] print:hidden">
        <Container width="narrow" className="flex flex-col gap-6">
          <AuditForm
            action={href({ key: 'audit' })}
            url={url}
            strategy={strategy}
            onUrlChange={setUrl}
            onStrategyChange={setStrategy}
            onSubmit={submit}
            loading={running}
            error={error}
            invalid={
              formError !== undefined ||
              (current.phase === 'failed' && current.error === 'invalid-url')
            }
            texts={texts.form}
          />
          {current.phase === 'running' && (
            <AuditProgress
              steps={steps}
              elapsed={t('progress.elapsed', {
                seconds: Math.max(0, Math.round((now - current.since) / 1000)),
              })}
              onCancel={() => setAddressQuery('', { replace: true })}
              texts={texts.progress}
            />
          )}
        </Container>
      </Section>
      {current.phase === 'done' && (
        <Suspense fallback={null}>
          <AuditReport result={current.result} answer={current.answer} />
        </Suspense>
      )}
    </>
  );
}
