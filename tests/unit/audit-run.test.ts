// The audit page's run and form (site/views/parts/use-audit-run.ts, audit-form-check.ts): what the
// progress panel shows as the run's news arrives, how it ends, and what a sent form asks for.
import { describe, expect, it } from 'vitest';
import {
  mapLighthouseResult,
  NO_PAGE_FACTS,
  type AuditTarget,
  type LighthouseResult,
} from '../../domain/audit';
import es from '../../site/i18n/es/audit.json';
import { checkAuditForm, competitorFields } from '../../site/views/parts/audit-form-check';
import {
  auditRunReducer,
  currentRun,
  elapsedSeconds,
  startingRun,
  type AuditRun,
  type AuditRunAction,
} from '../../site/views/parts/use-audit-run';
import lhr from '../fixtures/audit/good-mobile-es.json';

// --- Helpers ---------------------------------------------------------------------------------

const target: AuditTarget = {
  url: 'https://own.example/',
  strategy: 'mobile',
  competitors: ['https://rival.example/', 'https://other.example/'],
};
const another: AuditTarget = { ...target, strategy: 'desktop' };
const SINCE = 1_000_000;
const result = mapLighthouseResult(lhr as unknown as LighthouseResult, NO_PAGE_FACTS, {
  url: target.url,
  strategy: 'mobile',
  provider: 'lighthouse',
});

const idle: AuditRun = { phase: 'idle' };
const run = (actions: readonly AuditRunAction[], from: AuditRun = idle) =>
  actions.reduce(auditRunReducer, from);
const step = (
  step: Extract<AuditRunAction, { type: 'step' }>['step'],
  position?: number,
  of = target,
): AuditRunAction => ({ type: 'step', target: of, since: SINCE, step, position });

// ---------------------------------------------------------------------------------------------

describe('the run, as its news arrives', () => {
  it('its first news starts it: the step, when it began, every competitor pending', () => {
    expect(run([step('loading')])).toEqual({
      phase: 'running',
      target,
      step: 'loading',
      since: SINCE,
      sites: [
        { url: 'https://rival.example/', state: 'pending' },
        { url: 'https://other.example/', state: 'pending' },
      ],
    });
  });

  it('a place in the queue while it waits, forgotten at the next step', () => {
    const queued = run([step('queued', 3)]);
    expect(queued).toMatchObject({ step: 'queued', position: 3 });
    expect(run([step('loading')], queued)).not.toHaveProperty('position');
    // Later news keeps when the run began.
    const earlier = startingRun(target, SINCE - 5000);
    expect(run([step('loading')], earlier)).toMatchObject({ step: 'loading', since: SINCE - 5000 });
  });

  it("a competitor's news changes that competitor's run only", () => {
    const state = run([
      step('gathering'),
      {
        type: 'site',
        target,
        since: SINCE,
        index: 1,
        site: { url: 'https://other.example/', state: 'failed', error: 'not-found' },
      },
    ]);
    expect(state).toMatchObject({
      step: 'gathering',
      sites: [
        { url: 'https://rival.example/', state: 'pending' },
        { url: 'https://other.example/', state: 'failed', error: 'not-found' },
      ],
    });
  });

  it("news of another audit starts that audit's run", () => {
    const state = run([step('scoring'), step('validating', undefined, another)]);
    expect(state).toMatchObject({ phase: 'running', target: another, step: 'validating' });
  });

  it('ends with the report: the result, its analysis, the competitors and the previous audit', () => {
    const done = run([
      step('ai'),
      { type: 'done', target, result, answer: null, competitors: [], previous: undefined },
    ]);
    expect(done).toEqual({
      phase: 'done',
      target,
      result,
      answer: null,
      competitors: [],
      previous: undefined,
    });
  });

  it('or fails, with the wait the server asked for when it said one', () => {
    expect(
      run([step('queued', 7), { type: 'failed', target, error: 'busy', retryAfter: 45 }]),
    ).toEqual({ phase: 'failed', target, error: 'busy', retryAfter: 45 });
    expect(
      run([{ type: 'failed', target, error: 'timeout', retryAfter: undefined }]),
    ).not.toHaveProperty('retryAfter');
  });
});

describe('the run shown', () => {
  it('none while the address asks for no report', () => {
    expect(currentRun(run([step('loading')]), undefined, SINCE)).toEqual(idle);
  });

  it("the asked report's run, or it is starting (until its first news)", () => {
    const state = run([step('loading')]);
    expect(currentRun(state, { ...target }, SINCE + 9000)).toBe(state);
    expect(currentRun(state, another, SINCE + 9000)).toEqual(startingRun(another, SINCE + 9000));
    expect(currentRun(idle, target, SINCE)).toEqual(startingRun(target, SINCE));
  });

  it('the elapsed time in whole seconds, never below zero', () => {
    const state = startingRun(target, SINCE);
    expect(elapsedSeconds(state, SINCE + 12_400)).toBe(12);
    expect(elapsedSeconds(state, SINCE + 12_600)).toBe(13);
    expect(elapsedSeconds(state, SINCE - 2000)).toBe(0);
  });
});

describe('the form, as sent', () => {
  it('always has as many competitor fields as competitors are allowed', () => {
    expect(competitorFields([])).toEqual(['', '']);
    expect(competitorFields(['https://rival.example/'])).toEqual(['https://rival.example/', '']);
  });

  it('a valid form asks for the audit of the normalised addresses, blanks left out', () => {
    expect(
      checkAuditForm(
        {
          url: ' https://Own.example ',
          strategy: 'desktop',
          competitors: ['', 'https://rival.example'],
        },
        es.errors,
      ),
    ).toEqual({
      urlError: undefined,
      competitorErrors: [undefined, undefined],
      target: {
        url: 'https://own.example/',
        strategy: 'desktop',
        competitors: ['https://rival.example/'],
      },
    });
  });

  it('an address that is not one: its message, and no audit', () => {
    const check = checkAuditForm(
      { url: 'own.example', strategy: 'mobile', competitors: ['', ''] },
      es.errors,
    );
    expect(check.urlError).toBe(es.errors['invalid-url']);
    expect(check.target).toBeUndefined();
  });

  it("each competitor field's own message: the site itself, a repeat, not an address", () => {
    const messages = (competitors: string[]) =>
      checkAuditForm({ url: 'https://own.example/', strategy: 'mobile', competitors }, es.errors);
    expect(messages(['https://own.example', 'rival'])).toMatchObject({
      urlError: undefined,
      competitorErrors: [es.errors.competitorSame, es.errors.competitorInvalid],
      target: undefined,
    });
    expect(messages(['https://rival.example/', 'https://rival.example']).competitorErrors).toEqual([
      undefined,
      es.errors.competitorRepeated,
    ]);
  });
});
