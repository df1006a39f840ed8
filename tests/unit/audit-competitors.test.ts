// The competitor rules (domain/audit/query.ts, issue 46): one copy, read by the audit form, a
// shared link's report, a kept audit and the server. The cases are shared with the server's test
// (audit-server.test.ts) and the island's (tests/browser/audit-form.test.tsx).
import { describe, expect, it } from 'vitest';
import {
  acceptedCompetitors,
  AUDIT_COMPETITORS_MAX,
  auditQueryOf,
  auditTargetOf,
  checkCompetitors,
  listedCompetitors,
  parseHistory,
} from '../../domain/audit';
import { competitorCases } from '../fixtures/audit/competitor-cases';

const cases = competitorCases('https://own.example');

describe('the competitor rules, value by value', () => {
  it.each(cases)('$name', ({ own, values, problems, accepted, listed }) => {
    expect(checkCompetitors(own, values).map(({ problem }) => problem)).toEqual(problems);
    expect(acceptedCompetitors(own, values)).toEqual(accepted);
    expect(listedCompetitors(own, values)).toEqual(listed);
  });

  it('the form has exactly as many fields as competitors are allowed', () => {
    expect(AUDIT_COMPETITORS_MAX).toBe(2);
    for (const { values, problems } of cases) {
      if (values.length <= AUDIT_COMPETITORS_MAX) expect(problems).not.toContain('extra');
    }
  });

  it('a value that is not text (a request body) is not an address', () => {
    expect(checkCompetitors('https://own.example/', [42, null, {}])).toEqual([
      { site: '', problem: 'invalid' },
      { site: '', problem: 'invalid' },
      { site: '', problem: 'invalid' },
    ]);
  });
});

describe('every reader of a competitor list agrees', () => {
  it.each(cases)('a shared link lists what the rules list: $name', ({ own, values, listed }) => {
    const query = new URLSearchParams({ url: own, strategy: 'desktop' });
    for (const value of values) query.append('competitor', value);
    expect(auditTargetOf(`?${query.toString()}`)).toEqual({
      url: own.trim(),
      strategy: 'desktop',
      competitors: listed,
    });
  });

  it.each(cases.filter(({ accepted }) => accepted !== null))(
    'what the form accepts, its address reads back whole: $name',
    ({ own, accepted }) => {
      const sent = { url: own, strategy: 'mobile' as const, competitors: accepted ?? [] };
      expect(auditTargetOf(auditQueryOf(sent))).toEqual(sent);
      // ...and the server, asked with it, accepts the same sites.
      expect(acceptedCompetitors(own, sent.competitors)).toEqual(accepted);
    },
  );

  // A kept audit holds the addresses the page read from its link, written without spaces.
  const unspaced = cases.filter(({ values }) => values.every((value) => value === value.trim()));
  it.each(unspaced)('a kept audit lists what a link lists: $name', ({ own, values, listed }) => {
    const stored = JSON.stringify([
      {
        url: own,
        strategy: 'mobile',
        timestamp: '2026-05-01T10:00:00.000Z',
        values: {
          performance: 50,
          accessibility: 50,
          bestPractices: 50,
          seo: 50,
          lcp: 2000,
          cls: 0.1,
          tbt: 100,
        },
        competitors: values,
      },
    ]);
    // ...and only http(s) ones.
    const http = listed.filter((site) => /^https?:\/\//.test(site));
    expect(parseHistory(stored)[0]?.competitors).toEqual(http);
  });
});
