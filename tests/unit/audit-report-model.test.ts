// The audit's report as the visitor reads it (site/views/parts/audit-report-model.ts): an audit
// result and the site's texts turned into the figures, labels and groups the report shows, in
// each language, with and without competitors and a previous audit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fallbackAnalysis,
  fallbackTextsOf,
  historyEntryOf,
  mapLighthouseResult,
  metric,
  NO_PAGE_FACTS,
  SHARED_RECOMMENDATIONS,
  type AuditResult,
  type LighthouseResult,
} from '../../domain/audit';
import en from '../../site/i18n/en/audit.json';
import es from '../../site/i18n/es/audit.json';
import { reportFormat } from '../../site/views/parts/audit-report-format';
import {
  RESOURCE_TYPES_SHOWN,
  reportView,
  shareMessage,
} from '../../site/views/parts/audit-report-model';

// --- Helpers ---------------------------------------------------------------------------------

const recorded = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../fixtures/audit/${name}`, import.meta.url), 'utf8'),
  ) as LighthouseResult;

/** The good site's recorded run: 88, LCP 1.93 s, TBT 573 ms, CLS 0. */
const good = mapLighthouseResult(recorded('good-mobile-es.json'), NO_PAGE_FACTS, {
  url: 'https://www.ejemplo.com/',
  strategy: 'mobile',
  provider: 'lighthouse',
});
/** The poor site's recorded run: 34, with findings about its images. */
const poor = mapLighthouseResult(recorded('poor-desktop-en.json'), NO_PAGE_FACTS, {
  url: 'https://www.example.com/',
  strategy: 'desktop',
  provider: 'lighthouse',
});

/** A competitor ahead on every score and vital but CLS (a tie at 0). */
const rival: AuditResult = {
  ...good,
  url: 'https://rival.example/tienda',
  scores: { performance: 99, seo: 99, accessibility: 99, bestPractices: 99 },
  metrics: {
    ...good.metrics,
    lcp: metric('lcp', 900),
    cls: metric('cls', 0),
    tbt: metric('tbt', 50),
  },
};

const aiAnswer = (result: AuditResult) => ({
  source: 'ai' as const,
  analysis: fallbackAnalysis(result, fallbackTextsOf(es), 'es'),
});

// ---------------------------------------------------------------------------------------------

describe('the figures, as each language writes them', () => {
  it('vitals: LCP in seconds, TBT in milliseconds, CLS with three decimals', () => {
    const vitals = (lang: 'es' | 'en') =>
      reportView(good, null, lang === 'es' ? es : en, lang).report.vitals.map(
        ({ name, value, ratingLabel }) => [name, value, ratingLabel],
      );
    expect(vitals('es')).toEqual([
      ['LCP', '1,9 s', 'BUENO'],
      ['TBT', '573 ms', 'MEJORAR'],
      ['CLS', '0,000', 'BUENO'],
    ]);
    expect(vitals('en').map(([, value]) => value)).toEqual(['1.9 s', '573 ms', '0.000']);
  });

  it('rounds as the report shows it', () => {
    const { metricValue, measureValue } = reportFormat(es, 'es');
    expect(metricValue('lcp', 2549)).toBe('2,5 s');
    expect(metricValue('inp', 180.6)).toBe('181 ms');
    expect(metricValue('cls', 0.1234)).toBe('0,123');
    // Scores are whole numbers, metrics in their unit.
    expect(measureValue('performance', 88)).toBe('88');
    expect(measureValue('tbt', 1200)).toBe('1.200 ms');
  });

  it('the load metrics under their full names, each with its rating', () => {
    expect(reportView(good, null, es, 'es').report.loadMetrics).toEqual([
      { label: 'First Contentful Paint', value: '1,0 s', rating: 'good', ratingLabel: 'BUENO' },
      { label: 'Speed Index', value: '1,6 s', rating: 'good', ratingLabel: 'BUENO' },
      { label: 'Time to Interactive', value: '3,5 s', rating: 'good', ratingLabel: 'BUENO' },
    ]);
  });

  it(`resources: the totals, then only the ${RESOURCE_TYPES_SHOWN} largest types`, () => {
    expect(good.resources.byType.length).toBeGreaterThan(RESOURCE_TYPES_SHOWN);
    // Sizes as formatBytes writes them: binary units, a no-break space before the unit.
    expect(reportView(good, null, es, 'es').report.resources).toEqual([
      { label: 'Tamaño total', value: '330\u00a0KB' },
      { label: 'Peticiones', value: '62' },
      { label: 'Scripts', value: '49 · 180\u00a0KB' },
      { label: 'Fuentes', value: '2 · 70,1\u00a0KB' },
      { label: 'Imágenes', value: '8 · 54,2\u00a0KB' },
    ]);
  });
});

describe('the score and the analysis', () => {
  it('the score out of 100 and the count of each kind of finding', () => {
    const { summary } = reportView(good, aiAnswer(good), es, 'es').report;
    expect(summary).toMatchObject({ score: 88, scoreLabel: '88 de 100', url: good.url });
    expect(summary.counters.map(({ label, tone }) => [label, tone])).toEqual([
      ['Fortalezas', 'success'],
      ['Oportunidades', 'warning'],
      ['Problemas críticos', 'danger'],
    ]);
    expect(summary.notice).toBeUndefined();
  });

  it('says so when the AI had no answer and the analysis was computed here', () => {
    const { report, analysis } = reportView(good, null, es, 'es');
    expect(report.summary.notice).toBe(es.report.fallbackNotice);
    expect(analysis).toEqual(aiAnswer(good).analysis);
  });

  it('the share text: the score and the first recommendations, numbered', () => {
    const { analysis } = reportView(poor, null, es, 'es');
    const { title, text } = shareMessage(poor, analysis, es);
    expect(title).toBe('Auditoría web de https://www.example.com/');
    const lines = text.split('\n');
    expect(lines[0]).toContain('34 de 100');
    expect(lines.slice(1)).toEqual(
      analysis.prioritizedRecommendations
        .slice(0, SHARED_RECOMMENDATIONS)
        .map((item, index) => `${index + 1}. ${item.title}`),
    );
  });
});

describe('the grouped checks and recommendations', () => {
  it('SEO and accessibility checks in their groups, each with how many passed', () => {
    const { seo, accessibility } = reportView(good, null, es, 'es').report;
    expect(seo.map(({ title, summary }) => [title, summary])).toEqual([
      ['SEO básico', '6 de 6'],
      ['SEO técnico', '3 de 6'],
      ['Redes sociales', '0 de 3'],
    ]);
    expect(seo[1]?.items).toContainEqual({
      label: es.report.checks.seo.technical.https,
      passed: true,
    });
    expect(accessibility.map(({ summary }) => summary)).toEqual(['6 de 6', '4 de 4']);
  });

  it('image findings: the report links to the compressor from the recommendation about images', () => {
    const withImages = reportView(poor, null, es, 'es');
    expect(withImages.imageFindings).toBe(true);
    expect(
      withImages.report.recommendations
        .filter((item) => item.imagesAction)
        .map((item) => item.title),
    ).toEqual(['Improve image delivery']);
    const without = reportView(good, null, es, 'es');
    expect(without.imageFindings).toBe(false);
    expect(without.report.recommendations.some((item) => item.imagesAction)).toBe(false);
  });
});

describe('the comparison and the changes', () => {
  it('no competitors asked for: no comparison', () => {
    expect(reportView(good, null, es, 'es').report.comparison).toBeUndefined();
  });

  it('names the sites, says who leads on what, and which competitor could not be measured', () => {
    const { comparison } = reportView(good, null, es, 'es', {
      competitors: [
        { url: rival.url, result: rival },
        { url: 'https://caido.example/', error: 'not-found' },
      ],
    }).report;
    expect(comparison?.sites).toEqual(['www.ejemplo.com (tu sitio)', 'rival.example/tienda']);
    expect(comparison?.rows.find((row) => row.label === 'LCP')).toEqual({
      label: 'LCP',
      values: ['1,9 s', '0,9 s'],
      leaders: [1],
    });
    expect(comparison?.summary).toEqual([
      'Tu sitio lidera en Accesibilidad.',
      'rival.example/tienda lidera en Rendimiento, SEO, Buenas prácticas, LCP y TBT.',
      'Empate en CLS.',
    ]);
    expect(comparison?.failures).toEqual([
      `No pudimos analizar caido.example. ${es.errors['not-found']}`,
    ]);
  });

  it('what changed since the previous audit, signed, in each measure’s unit', () => {
    const entry = historyEntryOf(good, []);
    const previous = {
      ...entry,
      values: {
        ...entry.values,
        performance: entry.values.performance - 12,
        lcp: entry.values.lcp + 800,
      },
    };
    const items = reportView(good, null, es, 'es', { previous }).report.changes?.items ?? [];
    expect(items.find((item) => item.label === 'Rendimiento')).toMatchObject({
      value: '88',
      delta: '+12',
      direction: 'up',
      trend: 'better',
    });
    expect(items.find((item) => item.label === 'LCP')).toMatchObject({
      value: '1,9 s',
      delta: '−0,8 s',
      direction: 'down',
      trend: 'better',
    });
    expect(items.find((item) => item.label === 'TBT')).toMatchObject({
      delta: '0 ms',
      direction: 'none',
    });
  });
});
