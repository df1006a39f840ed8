// The audit page's island (site/views/parts/AuditTool.tsx) with the competitor cases the rules and
// the server are held to (tests/fixtures/audit/competitor-cases.ts, issue 46): typed into the form
// and sent, each field says what the rules say, and the form asks for exactly the sites the server
// accepts (tests/unit/audit-server.test.ts feeds it the same cases).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AUDIT_COMPETITORS_MAX, auditTargetOf } from '../../domain/audit';
import es from '../../site/i18n/es/audit.json';
import AuditTool from '../../site/views/parts/AuditTool';
import { islandProps } from '../../site/islands/texts';
import { resolvePath } from '../../site/routes';
import { COMPETITOR_MESSAGE_KEYS, competitorCases } from '../fixtures/audit/competitor-cases';
import { mountPoint } from './mount';

// The report (its charts) is not what this test is about: a sent form only starts the runs.
vi.mock('../../site/views/parts/AuditReport', () => ({ default: () => null }));

// React's act() environment flag for a test runner other than Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const resolved = resolvePath('/auditoria-web');
if (!resolved) throw new Error('No audit page');
const props = islandProps(resolved, ['audit'], {
  audit: ['form', 'progress', 'errors', 'history', 'charts'],
});

const mount = mountPoint();
let address = '';

beforeEach(() => {
  address = `${location.pathname}${location.search}`;
  // The runs a sent form starts: never answered (the form is what is tested).
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
});

afterEach(() => {
  history.replaceState(null, '', address);
  vi.restoreAllMocks();
  localStorage.clear();
});

const field = (name: string) => {
  const found = [...mount.container.querySelectorAll('input')].find(
    (input) => input.labels?.[0]?.textContent?.includes(name) ?? false,
  );
  if (!found) throw new Error(`No field ${name}`);
  return found;
};

/** What a field's message says, or undefined when it has none. */
function messageOf(input: HTMLInputElement): string | undefined {
  if (input.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter((text) => Object.values(es.errors).includes(text))
    .join(' ');
}

const formCases = competitorCases(location.origin).filter(
  ({ values }) => values.length === AUDIT_COMPETITORS_MAX,
);

describe('the audit form, with the cases the server is held to', () => {
  it.each(formCases)('$name', async ({ own, values, problems, accepted }) => {
    await act(async () => {
      mount.root = createRoot(mount.container);
      mount.root.render(<AuditTool {...props} />);
    });
    const before = location.search;
    await userEvent.fill(field(es.form.label), own);
    await userEvent.click(mount.container.querySelector('summary') as HTMLElement);
    for (const [index, value] of values.entries()) {
      const input = field(es.form.competitor.replace('{{number}}', String(index + 1)));
      if (value) await userEvent.fill(input, value);
    }
    // The browser checks a url field's syntax first, with its own message ('not a url' never
    // reaches the island): the island's rules are what this test is about.
    (mount.container.querySelector('form') as HTMLFormElement).noValidate = true;
    await userEvent.click(mount.container.querySelector('button[type="submit"]') as HTMLElement);

    const messages = values.map((_, index) =>
      messageOf(field(es.form.competitor.replace('{{number}}', String(index + 1)))),
    );
    expect(messages).toEqual(
      problems.map((problem) =>
        problem && problem in COMPETITOR_MESSAGE_KEYS
          ? es.errors[COMPETITOR_MESSAGE_KEYS[problem as keyof typeof COMPETITOR_MESSAGE_KEYS]]
          : undefined,
      ),
    );
    if (accepted === null) expect(location.search).toBe(before);
    else expect(auditTargetOf(location.search)?.competitors).toEqual(accepted);
  });
});
