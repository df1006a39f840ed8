// The comparison with the competitors (domain/audit/compare.ts, issue 31): the values compared at
// the precision the report shows them, who leads on each measure (higher scores, lower vitals,
// every site on a tie) and where the visitor's site stands.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  advantage,
  COMPARED_MEASURES,
  compareSites,
  isScoreMeasure,
  mapLighthouseResult,
  measuredValues,
  NO_PAGE_FACTS,
  SCORE_MEASURES,
  standing,
  type AuditResult,
  type ComparedMeasure,
  type LighthouseResult,
} from '../../domain/audit';

// --- Helpers ---------------------------------------------------------------------------------

const base = mapLighthouseResult(
  JSON.parse(
    readFileSync(new URL('../fixtures/audit/good-mobile-es.json', import.meta.url), 'utf8'),
  ) as LighthouseResult,
  NO_PAGE_FACTS,
  { url: 'https://own.example/', strategy: 'mobile', provider: 'lighthouse' },
);

type Figures = Partial<Record<ComparedMeasure, number>>;

/** The real result with these figures (scores 0-100, LCP and TBT in ms, CLS unitless). */
function site(url: string, figures: Figures = {}): AuditResult {
  const metric = (key: 'lcp' | 'cls' | 'tbt') => ({
    ...base.metrics[key],
    value: figures[key] ?? base.metrics[key].value,
  });
  return {
    ...base,
    url,
    scores: {
      performance: figures.performance ?? 80,
      seo: figures.seo ?? 80,
      accessibility: figures.accessibility ?? 80,
      bestPractices: figures.bestPractices ?? 80,
    },
    metrics: { ...base.metrics, lcp: metric('lcp'), cls: metric('cls'), tbt: metric('tbt') },
  };
}

const EVEN: Figures = {
  performance: 80,
  seo: 80,
  accessibility: 80,
  bestPractices: 80,
  lcp: 2000,
  cls: 0.05,
  tbt: 300,
};
const OWN = 'https://own.example/';
const ONE = 'https://one.example/';
const TWO = 'https://two.example/';

/** As the report writes a time in seconds: one decimal. */
const seconds = (ms: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ms / 1000,
  );

// ---------------------------------------------------------------------------------------------

describe('the compared measures', () => {
  it('the four scores, then LCP, CLS and TBT', () => {
    expect(COMPARED_MEASURES).toEqual([
      'performance',
      'seo',
      'accessibility',
      'bestPractices',
      'lcp',
      'cls',
      'tbt',
    ]);
    expect(COMPARED_MEASURES.filter(isScoreMeasure)).toEqual([...SCORE_MEASURES]);
  });

  it('advantage(): higher is better for a score, lower for a vital, 0 when equal', () => {
    expect(advantage('performance', 90, 80)).toBe(10);
    expect(advantage('seo', 70, 80)).toBe(-10);
    expect(advantage('lcp', 1800, 2500)).toBe(700);
    expect(advantage('tbt', 400, 300)).toBe(-100);
    expect(advantage('cls', 0.1, 0.25)).toBeCloseTo(0.15);
    expect(advantage('accessibility', 75, 75)).toBe(0);
    expect(advantage('cls', 0.1, 0.1)).toBe(0);
  });
});

describe('measuredValues(): the figures at the precision the report shows', () => {
  it('the scores as they are; LCP to 100 ms, CLS to 3 decimals, TBT to the ms', () => {
    expect(
      measuredValues(
        site(OWN, {
          performance: 63,
          seo: 18,
          accessibility: 40,
          bestPractices: 13,
          lcp: 1926.6189,
          cls: 0.2214405997968679,
          tbt: 573.4,
        }),
      ),
    ).toEqual({
      performance: 63,
      seo: 18,
      accessibility: 40,
      bestPractices: 13,
      lcp: 1900,
      cls: 0.221,
      tbt: 573,
    });
  });

  it.each([
    [2449, 2400],
    [2450, 2500],
    [2451, 2500],
    [2401, 2400],
    [49, 0],
    [50, 100],
  ])('LCP %d ms is %d ms, as the report writes it', (lcp, rounded) => {
    expect(measuredValues(site(OWN, { lcp })).lcp).toBe(rounded);
    // The same tenth of a second as the report shows for the raw value.
    expect(seconds(rounded)).toBe(seconds(lcp));
  });

  it.each([
    [0.1004, 0.1],
    [0.1005, 0.101],
    [0.0004, 0],
    [0.25, 0.25],
  ])('CLS %d is %d', (cls, rounded) => {
    expect(measuredValues(site(OWN, { cls })).cls).toBe(rounded);
  });

  it.each([
    [573.4, 573],
    [573.5, 574],
    [0.2, 0],
  ])('TBT %d ms is %d ms', (tbt, rounded) => {
    expect(measuredValues(site(OWN, { tbt })).tbt).toBe(rounded);
  });
});

describe('compareSites(): the leaders on each measure', () => {
  it("the visitor's site first, then the competitors in order, with their measured values", () => {
    const comparison = compareSites(site(OWN, EVEN), [site(ONE, EVEN), site(TWO, EVEN)]);
    expect(comparison.sites.map((item) => item.url)).toEqual([OWN, ONE, TWO]);
    expect(comparison.sites[1]?.values).toEqual(measuredValues(site(ONE, EVEN)));
  });

  it('the highest score and the lowest vital lead', () => {
    const comparison = compareSites(site(OWN, { ...EVEN, performance: 95, lcp: 3000, cls: 0.01 }), [
      site(ONE, { ...EVEN, seo: 99, tbt: 100, cls: 0.2 }),
      site(TWO, { ...EVEN, accessibility: 90, bestPractices: 100, lcp: 1200 }),
    ]);
    expect(comparison.leaders).toEqual({
      performance: [0],
      seo: [1],
      accessibility: [2],
      bestPractices: [2],
      lcp: [2],
      cls: [0],
      tbt: [1],
    });
  });

  it('a lower score or a higher vital never leads (not the first site by default)', () => {
    const comparison = compareSites(site(OWN, { ...EVEN, performance: 10, lcp: 9000, tbt: 2000 }), [
      site(ONE, { ...EVEN, performance: 50, lcp: 5000 }),
      site(TWO, { ...EVEN, performance: 60, lcp: 6000, tbt: 1000 }),
    ]);
    expect(comparison.leaders.performance).toEqual([2]);
    expect(comparison.leaders.lcp).toEqual([1]);
    expect(comparison.leaders.tbt).toEqual([1]);
  });

  it('a tie names every site that has the best value', () => {
    const all = compareSites(site(OWN, EVEN), [site(ONE, EVEN), site(TWO, EVEN)]);
    for (const measure of COMPARED_MEASURES) expect(all.leaders[measure]).toEqual([0, 1, 2]);
    const competitors = compareSites(site(OWN, { ...EVEN, seo: 70, cls: 0.1 }), [
      site(ONE, EVEN),
      site(TWO, EVEN),
    ]);
    expect(competitors.leaders.seo).toEqual([1, 2]);
    expect(competitors.leaders.cls).toEqual([1, 2]);
    expect(competitors.leaders.performance).toEqual([0, 1, 2]);
  });

  it('LCP 2449 ms against 2451 ms is no tie: 2.4 s leads 2.5 s', () => {
    const comparison = compareSites(site(OWN, { ...EVEN, lcp: 2451 }), [
      site(ONE, { ...EVEN, lcp: 2449 }),
    ]);
    expect(comparison.sites.map((item) => item.values.lcp)).toEqual([2500, 2400]);
    expect(comparison.leaders.lcp).toEqual([1]);
  });

  it('differences the report cannot show are ties: 2401 and 2449 ms, CLS 0.1004 and 0.1, TBT 200.4 and 199.6', () => {
    const comparison = compareSites(site(OWN, { ...EVEN, lcp: 2449, cls: 0.1004, tbt: 200.4 }), [
      site(ONE, { ...EVEN, lcp: 2401, cls: 0.1, tbt: 199.6 }),
    ]);
    expect(seconds(2449)).toBe(seconds(2401));
    expect(comparison.leaders.lcp).toEqual([0, 1]);
    expect(comparison.leaders.cls).toEqual([0, 1]);
    expect(comparison.leaders.tbt).toEqual([0, 1]);
    // One more visible step is a lead.
    const step = compareSites(site(OWN, { ...EVEN, cls: 0.1006, tbt: 200.5 }), [
      site(ONE, { ...EVEN, cls: 0.1, tbt: 199.6 }),
    ]);
    expect(step.leaders.cls).toEqual([1]);
    expect(step.leaders.tbt).toEqual([1]);
  });

  it('with no competitor, the site alone leads everywhere', () => {
    const alone = compareSites(site(OWN, EVEN), []);
    expect(alone.sites).toHaveLength(1);
    for (const measure of COMPARED_MEASURES) expect(alone.leaders[measure]).toEqual([0]);
  });
});

describe('standing(): where a site leads, ties and trails', () => {
  const comparison = compareSites(
    site(OWN, { ...EVEN, performance: 95, seo: 60, accessibility: 90, lcp: 1500, tbt: 500 }),
    [
      site(ONE, { ...EVEN, seo: 90, accessibility: 90, tbt: 100 }),
      site(TWO, { ...EVEN, seo: 85, lcp: 1500, cls: 0.2 }),
    ],
  );

  it("the visitor's site by default: alone ahead, sharing the lead, behind", () => {
    expect(standing(comparison)).toEqual({
      leads: ['performance'],
      ties: ['accessibility', 'bestPractices', 'lcp', 'cls'],
      trails: ['seo', 'tbt'],
    });
  });

  it('any site when asked', () => {
    expect(standing(comparison, 1)).toEqual({
      leads: ['seo', 'tbt'],
      ties: ['accessibility', 'bestPractices', 'cls'],
      trails: ['performance', 'lcp'],
    });
    expect(standing(comparison, 2)).toEqual({
      leads: [],
      ties: ['bestPractices', 'lcp'],
      trails: ['performance', 'seo', 'accessibility', 'cls', 'tbt'],
    });
  });

  it('every measure falls in exactly one of the three', () => {
    for (const index of [0, 1, 2]) {
      const { leads, ties, trails } = standing(comparison, index);
      expect([...leads, ...ties, ...trails].sort()).toEqual([...COMPARED_MEASURES].sort());
    }
  });

  it('alone, a site leads on every measure and ties on none', () => {
    expect(standing(compareSites(site(OWN, EVEN), []))).toEqual({
      leads: [...COMPARED_MEASURES],
      ties: [],
      trails: [],
    });
  });
});
