// The visitor's audit history (domain/audit/history.ts, issue 31): the entries kept (newest
// first, once each, at most ten), the stored list read as hostile input, the previous audit of
// the same site and what changed since.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  changesSince,
  COMPARED_MEASURES,
  HISTORY_MAX,
  historyEntryId,
  historyEntryOf,
  mapLighthouseResult,
  measuredValues,
  NO_PAGE_FACTS,
  parseHistory,
  previousAudit,
  type AuditStrategy,
  type HistoryEntry,
  type LighthouseResult,
  type MeasuredValues,
} from '../../domain/audit';

// --- Helpers ---------------------------------------------------------------------------------

const lhr = JSON.parse(
  readFileSync(new URL('../fixtures/audit/good-mobile-es.json', import.meta.url), 'utf8'),
) as LighthouseResult;
const result = mapLighthouseResult(lhr, NO_PAGE_FACTS, {
  url: 'https://www.ejemplo.com/',
  strategy: 'mobile',
  provider: 'lighthouse',
});

const SITE = 'https://site.example/';
const VALUES: MeasuredValues = {
  performance: 80,
  seo: 70,
  accessibility: 90,
  bestPractices: 100,
  lcp: 2500,
  cls: 0.1,
  tbt: 300,
};

/** An entry of `SITE` at minute `minute` of a day (mobile unless told). */
function entry(
  minute: number,
  changes: Partial<Omit<HistoryEntry, 'timestamp'>> = {},
): HistoryEntry {
  return {
    url: SITE,
    strategy: 'mobile',
    competitors: [],
    timestamp: new Date(Date.UTC(2026, 4, 1, 10, minute)).toISOString(),
    values: VALUES,
    ...changes,
  };
}

/** The stored text of a list (what localStorage holds). */
const stored = (entries: unknown[]) => JSON.stringify(entries);

// ---------------------------------------------------------------------------------------------

describe('historyEntryOf(): what an audit leaves in the history', () => {
  it('its address, device, competitors, time and measured values', () => {
    const competitors = ['https://rival.example/'];
    const kept = historyEntryOf(result, competitors);
    expect(kept).toEqual({
      url: 'https://www.ejemplo.com/',
      strategy: 'mobile',
      competitors: ['https://rival.example/'],
      timestamp: result.timestamp,
      values: measuredValues(result),
    });
    expect(kept.values).toMatchObject({ performance: 88, lcp: 1900, tbt: 573 });
    // Its own copy of the list.
    competitors.push('https://other.example/');
    expect(kept.competitors).toEqual(['https://rival.example/']);
  });

  it('identified by device, time and address', () => {
    expect(historyEntryId(entry(5))).toBe('mobile|2026-05-01T10:05:00.000Z|https://site.example/');
    expect(historyEntryId(entry(5, { strategy: 'desktop' }))).not.toBe(historyEntryId(entry(5)));
    expect(historyEntryId(entry(5, { competitors: ['https://x.example/'] }))).toBe(
      historyEntryId(entry(5)),
    );
  });
});

describe('addToHistory(): newest first, once each, at most ten', () => {
  it('puts the new entry first, without changing the list it was given', () => {
    const list = [entry(2), entry(1)];
    const added = addToHistory(list, entry(3));
    expect(added).toEqual([entry(3), entry(2), entry(1)]);
    expect(list).toEqual([entry(2), entry(1)]);
    expect(addToHistory([], entry(1))).toEqual([entry(1)]);
  });

  it('a re-opened report is not a new audit: moved to the front, not repeated', () => {
    const list = [entry(3), entry(2), entry(1)];
    const again = addToHistory(list, entry(1, { competitors: ['https://rival.example/'] }));
    expect(again.map(historyEntryId)).toEqual([entry(1), entry(3), entry(2)].map(historyEntryId));
    // The latest copy is the one kept.
    expect(again[0]?.competitors).toEqual(['https://rival.example/']);
  });

  it('another time, device or address is another audit', () => {
    let list: HistoryEntry[] = [entry(1)];
    list = addToHistory(list, entry(2));
    list = addToHistory(list, entry(1, { strategy: 'desktop' }));
    list = addToHistory(list, entry(1, { url: 'https://other.example/' }));
    expect(list).toHaveLength(4);
  });

  it(`keeps the newest ${HISTORY_MAX}`, () => {
    expect(HISTORY_MAX).toBe(10);
    let list: HistoryEntry[] = [];
    for (let minute = 0; minute < 12; minute += 1) list = addToHistory(list, entry(minute));
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual(entry(11));
    expect(list.at(-1)).toEqual(entry(2));
    // A re-opened one at the full list's end stays, moved to the front.
    const reopened = addToHistory(list, entry(2));
    expect(reopened).toHaveLength(10);
    expect(reopened[0]).toEqual(entry(2));
    expect(reopened.at(-1)).toEqual(entry(3));
  });
});

describe('parseHistory(): the stored list, read as hostile input', () => {
  it('reads back what was stored', () => {
    const list = [entry(3, { competitors: ['https://rival.example/'] }), entry(2), entry(1)];
    expect(parseHistory(stored(list))).toEqual(list);
  });

  it('keeps each audit once (its id is the list key), even written with another time zone', () => {
    const first = entry(3, { competitors: ['https://rival.example/', 'https://rival.example/'] });
    const otherZone = { ...first, timestamp: '2026-05-01T12:03:00+02:00' };
    const read = parseHistory(stored([first, entry(2), otherZone, first]));
    expect(read.map(historyEntryId)).toEqual([historyEntryId(first), historyEntryId(entry(2))]);
    expect(read[0]?.competitors).toEqual(['https://rival.example/']);
  });

  it.each([
    ['nothing stored', null],
    ['an empty text', ''],
    ['not JSON', 'not json'],
    ['broken JSON', '[{"url":'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"https://site.example/"'],
    ['an object', JSON.stringify({ 0: entry(1), length: 1 })],
    ['an object with entries', JSON.stringify({ entries: [entry(1)] })],
  ])('%s: no history', (_name, text) => {
    expect(parseHistory(text)).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 7],
    ['a string', 'https://site.example/'],
    ['an array', [entry(1)]],
    ['a javascript: address', { ...entry(1), url: 'javascript:alert(1)' }],
    ['a data: address', { ...entry(1), url: 'data:text/html,<script>alert(1)</script>' }],
    ['an ftp address', { ...entry(1), url: 'ftp://site.example/' }],
    ['an address without scheme', { ...entry(1), url: 'site.example' }],
    ['an address that only contains http://', { ...entry(1), url: ' http://site.example/' }],
    ['a huge address', { ...entry(1), url: `https://site.example/${'a'.repeat(100_000)}` }],
    ['an address that is not text', { ...entry(1), url: ['https://site.example/'] }],
    ['no address', { ...entry(1), url: undefined }],
    ['an unknown device', { ...entry(1), strategy: 'tablet' }],
    ['no device', { ...entry(1), strategy: undefined }],
    ['an unreadable time', { ...entry(1), timestamp: 'yesterday' }],
    ['a huge time', { ...entry(1), timestamp: '2026'.repeat(50_000) }],
    ['a time that is a number', { ...entry(1), timestamp: Date.UTC(2026, 4, 1) }],
    ['no values', { ...entry(1), values: undefined }],
    ['values that are a list', { ...entry(1), values: Object.values(VALUES) }],
    ['a missing value', { ...entry(1), values: { ...VALUES, cls: undefined } }],
    ['a value as text', { ...entry(1), values: { ...VALUES, performance: '80' } }],
    ['a null value', { ...entry(1), values: { ...VALUES, tbt: null } }],
  ])('drops an entry with %s, keeping the others', (_name, bad) => {
    expect(parseHistory(stored([entry(2), bad, entry(1)]))).toEqual([entry(2), entry(1)]);
  });

  it('drops values that are not finite (1e999 reads as Infinity)', () => {
    const text = stored([entry(2), entry(1)]).replace('"performance":80', '"performance":1e999');
    expect(text).toContain('1e999');
    expect(parseHistory(text)).toEqual([entry(1)]);
    const negative = stored([entry(1)]).replace('"lcp":2500', '"lcp":-1e999');
    expect(parseHistory(negative)).toEqual([]);
  });

  it('keeps only what an entry is made of: no extra fields, no extra values', () => {
    const hostile = {
      ...entry(1),
      html: '<img src=x onerror=alert(1)>',
      values: { ...VALUES, evil: 'x', ['__proto__']: { polluted: true } },
    };
    const text = stored([hostile]);
    expect(text).toContain('"__proto__":{"polluted":true}');
    const [read] = parseHistory(text);
    expect(read).toEqual(entry(1));
    expect(Object.keys(read ?? {}).sort()).toEqual(
      ['competitors', 'strategy', 'timestamp', 'url', 'values'].sort(),
    );
    expect(Object.keys(read?.values ?? {})).toEqual([...COMPARED_MEASURES]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps up to two http(s) competitors, dropping the rest, and none when not a list', () => {
    const [read] = parseHistory(
      stored([
        {
          ...entry(1),
          competitors: [
            'javascript:alert(1)',
            42,
            `https://long.example/${'a'.repeat(5000)}`,
            'https://one.example/',
            null,
            'http://two.example/',
            'https://three.example/',
          ],
        },
      ]),
    );
    expect(read?.competitors).toEqual(['https://one.example/', 'http://two.example/']);
    for (const competitors of ['https://one.example/', { 0: 'https://one.example/' }, null]) {
      expect(parseHistory(stored([{ ...entry(1), competitors }]))[0]?.competitors).toEqual([]);
    }
    expect(parseHistory(stored([{ ...entry(1), competitors: undefined }]))[0]?.competitors).toEqual(
      [],
    );
  });

  it('writes every time in the same ISO form (so the same audit keeps one identity)', () => {
    const [read] = parseHistory(stored([{ ...entry(1), timestamp: '2026-05-01T12:01:00+02:00' }]));
    expect(read?.timestamp).toBe('2026-05-01T10:01:00.000Z');
    expect(read && historyEntryId(read)).toBe(historyEntryId(entry(1)));
  });

  it(`keeps at most ${HISTORY_MAX}, the first ones (the newest)`, () => {
    const many = Array.from({ length: 25 }, (_, index) => entry(59 - index));
    const read = parseHistory(stored(many));
    expect(read).toEqual(many.slice(0, 10));
  });

  it('a large hostile text ends in no history, not in an error', () => {
    const garbage = '['.repeat(100_000);
    expect(parseHistory(garbage)).toEqual([]);
    const big = stored(Array.from({ length: 5000 }, () => ({ url: 'javascript:void 0' })));
    expect(parseHistory(big)).toEqual([]);
  });
});

describe('previousAudit(): the audit of the same site before this one', () => {
  const now = { url: SITE, strategy: 'mobile' as AuditStrategy, timestamp: entry(30).timestamp };

  it('the latest earlier one of the same address and device, wherever it is in the list', () => {
    const list = [
      entry(40), // later
      entry(30), // this one
      entry(10),
      entry(25, { strategy: 'desktop' }),
      entry(29, { url: 'https://other.example/' }),
      entry(20, { competitors: ['https://rival.example/'] }),
      entry(5),
    ];
    expect(previousAudit(list, now)).toEqual(
      entry(20, { competitors: ['https://rival.example/'] }),
    );
  });

  it('none when only the audit itself, later ones or other sites are kept', () => {
    expect(previousAudit([], now)).toBeUndefined();
    expect(previousAudit([entry(30), entry(31)], now)).toBeUndefined();
    expect(
      previousAudit(
        [entry(10, { strategy: 'desktop' }), entry(10, { url: 'https://site.example/other' })],
        now,
      ),
    ).toBeUndefined();
  });

  it('for the desktop audit, the desktop one', () => {
    const list = [
      entry(20),
      entry(15, { strategy: 'desktop' }),
      entry(10, { strategy: 'desktop' }),
    ];
    expect(previousAudit(list, { ...now, strategy: 'desktop' })).toEqual(
      entry(15, { strategy: 'desktop' }),
    );
  });
});

describe('changesSince(): each measure, better or worse by its direction', () => {
  it('scores: higher is better', () => {
    const changes = changesSince(VALUES, { ...VALUES, performance: 92, seo: 55 });
    expect(changes.find((change) => change.measure === 'performance')).toEqual({
      measure: 'performance',
      value: 92,
      delta: 12,
      trend: 'better',
    });
    expect(changes.find((change) => change.measure === 'seo')).toEqual({
      measure: 'seo',
      value: 55,
      delta: -15,
      trend: 'worse',
    });
  });

  it('vitals: lower is better', () => {
    const changes = changesSince(VALUES, { ...VALUES, lcp: 1800, cls: 0.3, tbt: 250 });
    expect(
      changes.filter(
        (change) =>
          !['performance', 'seo', 'accessibility', 'bestPractices'].includes(change.measure),
      ),
    ).toEqual([
      { measure: 'lcp', value: 1800, delta: -700, trend: 'better' },
      { measure: 'cls', value: 0.3, delta: 0.2, trend: 'worse' },
      { measure: 'tbt', value: 250, delta: -50, trend: 'better' },
    ]);
  });

  it('every measure in order, the same ones unchanged', () => {
    const changes = changesSince(VALUES, VALUES);
    expect(changes.map((change) => change.measure)).toEqual([...COMPARED_MEASURES]);
    for (const change of changes) {
      expect(change.trend).toBe('same');
      expect(change.delta).toBe(0);
      expect(change.value).toBe(VALUES[change.measure]);
    }
  });

  it('a CLS change keeps its three decimals (0.1 to 0.3 is 0.2, not 0.19999…)', () => {
    const cls = changesSince({ ...VALUES, cls: 0.1 }, { ...VALUES, cls: 0.3 }).find(
      (change) => change.measure === 'cls',
    );
    expect(cls?.delta).toBe(0.2);
    const better = changesSince({ ...VALUES, cls: 0.3 }, { ...VALUES, cls: 0.1 }).find(
      (change) => change.measure === 'cls',
    );
    expect(better).toEqual({ measure: 'cls', value: 0.1, delta: -0.2, trend: 'better' });
  });

  it('from a kept entry to a new result: the changes the report shows', () => {
    const before = entry(1, { values: { ...measuredValues(result), performance: 70, lcp: 3000 } });
    const changes = changesSince(before.values, measuredValues(result));
    expect(changes.filter((change) => change.trend !== 'same')).toEqual([
      { measure: 'performance', value: 88, delta: 18, trend: 'better' },
      { measure: 'lcp', value: 1900, delta: -1100, trend: 'better' },
    ]);
  });
});
