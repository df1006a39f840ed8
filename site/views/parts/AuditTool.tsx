import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  auditQueryOf,
  auditTargetOf,
  historyEntryId,
  HISTORY_MAX,
  sameTarget,
  SCORE_MEASURES,
  type AuditStep,
  type AuditStrategy,
  type AuditTarget,
} from '../../../domain/audit';
import { AuditForm, AuditHistory, AuditProgress, Container, Section } from '../../../ui';
import { setAddressQuery, useAddressQuery } from '../../app/address';
import { onIntent } from '../../app/on-intent';
import { usePage } from '../../app/page-context';
import { fill } from '../../../domain';
import { formatDateTime } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { island } from '../../islands/island';
import { DEFAULT_RETRY_S } from '../../services/audit';
import { useAuditHistory, writeAuditHistory } from '../../services/audit-history';
import { checkAuditForm, competitorFields } from './audit-form-check';
import { useAuditRun } from './use-audit-run';

// The report (its tabs, chart.js, the contact form) loads only once a result is on its way.
const AuditReport = onIntent(() => import('./AuditReport'));

/** The steps the visitor sees; the server's finer steps (queued, loading...) are their detail. */
const SHOWN_STEPS = ['validating', 'page', 'sitemap', 'competitors', 'ai'] as const;
type ShownStep = (typeof SHOWN_STEPS)[number];
const shownStep = (step: AuditStep | 'competitors'): ShownStep =>
  step === 'validating' || step === 'sitemap' || step === 'ai' || step === 'competitors'
    ? step
    : 'page';

/**
 * The web audit: the URL form (with up to two competitors), the run's live progress, then the
 * report; the visitor's last audits under the form. The audited addresses and strategy are in
 * the page's address (`?url=…&strategy=…&competitor=…`): a shared link opens the same report
 * (from the server's cache while it lasts), and Back returns to the form.
 */
function AuditTool() {
  const { href, lang } = usePage();
  const { t } = useTranslation('audit');
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
  // The report's code comes with the run (the run's own effect, below, starts after this one).
  const targetKey = target ? auditQueryOf(target) : '';
  useEffect(() => {
    if (targetKey) void AuditReport.prefetch();
  }, [targetKey]);
  // The run of the report asked for; until its first news, it is starting.
  const { run: current, elapsed } = useAuditRun(target, lang);
  const running = current.phase === 'running';

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkAuditForm({ url, strategy, competitors }, texts.errors);
    setFormError(check.urlError);
    setCompetitorErrors(check.competitorErrors);
    const next = check.target;
    if (!next) {
      if (!check.urlError) setCompetitorsOpen(true);
      return;
    }
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
              elapsed={t('progress.elapsed', { seconds: elapsed })}
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

/** The web audit's island: form, progress and report (texts: audit, forms). */
export default island(AuditTool);
