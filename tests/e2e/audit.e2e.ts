// The web audit as a visitor uses it: a real audit of the site's own home page, against its
// privacy policy as the competitor, by the server's local Lighthouse (the e2e server allow-lists
// its own address): every tab of the report, the comparison's real figures in the page, the
// downloaded JSON and the PDF (read with pdftotext) in both languages, the history kept in the
// browser, the address that reopens the report, and the refusals.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../site/i18n/resources';
import { baseURL, gotoHydrated, launch, openPage } from './browser';

const es = resources.es.audit;
const en = resources.en.audit;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function auditPage(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser);
  await gotoHydrated(page, '/auditoria-web');
  return { page, errors };
}

const report = (page: Page) => page.locator('[data-slot="audit-report"]');

/** A score the report shows in its radar's table, by dimension. */
async function radarScore(page: Page, dimension: string): Promise<number> {
  const row = page
    .getByRole('table', { name: es.charts.radar.caption })
    .getByRole('row', { name: new RegExp(`^${dimension}`) });
  const cells = await row.getByRole('cell').allTextContents();
  return Number(cells[0]?.replace(/\D/g, ''));
}

/** The visitor's site's value of a measure in the comparison's table (its first site column). */
async function comparedValue(page: Page, measure: string, texts = es): Promise<string[]> {
  const row = report(page)
    .getByRole('table', { name: texts.report.comparison.caption })
    .getByRole('row', { name: new RegExp(`^${measure}`) });
  return (await row.getByRole('cell').allTextContents()).map((cell) =>
    cell.replace(/\(.*\)/, '').trim(),
  );
}

/** The PDF the report's button gives, as text (Debian's pdftotext, its layout kept). */
async function pdfText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: button }).first().click();
  const file = await download;
  const text = execFileSync('pdftotext', ['-layout', (await file.path()) ?? '', '-'], {
    encoding: 'utf8',
  });
  return { name: file.suggestedFilename(), text };
}

describe('web audit', () => {
  it('refuses an address that is not http or https, and one the server must not open', async () => {
    const { page, errors } = await auditPage();
    const field = page.getByRole('textbox', { name: es.form.label });
    const submit = page.getByRole('button', { name: es.form.submit });
    for (const url of ['ftp://example.com/', 'http://10.0.0.1/', 'http://169.254.169.254/']) {
      await field.fill(url);
      await submit.click();
      await expect
        .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
        .toBe(es.errors['invalid-url']);
      expect(await report(page).count()).toBe(0);
    }
    // The browser logs the refusals' 400 answers (the server's "no" before any run); nothing else.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('audits the home page against a competitor: live steps, every tab, real figures for both in the page, the JSON and the PDF, the history, a link that reopens it, Back to the form', async () => {
    // Its speed against a bare Lighthouse run (within 1.2x) is a budget: npm run bench:audit.
    const target = `${baseURL()}/`;
    const competitor = `${baseURL()}/politica-privacidad`;
    const { page, errors } = await auditPage();
    await page.getByRole('textbox', { name: es.form.label }).fill(target);
    await page.getByText(es.form.competitors).click();
    await page
      .getByRole('textbox', { name: es.form.competitor.replace('{{number}}', '1') })
      .fill(competitor);
    await page.getByRole('button', { name: es.form.submit }).click();
    // Its progress, from the server's stream: the visitor's steps and the competitor's own.
    await expect
      .poll(() => page.getByRole('list', { name: es.progress.list }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(
      await page.getByRole('list', { name: es.progress.competitors }).getByRole('listitem').count(),
    ).toBe(1);
    await report(page).waitFor({ timeout: 180_000 });
    expect(new URL(page.url()).search).toBe(
      `?url=${encodeURIComponent(target)}&strategy=mobile&competitor=${encodeURIComponent(competitor)}`,
    );
    // The consulting form, once asked for, says what its message is for (the privacy notice).
    await report(page).getByRole('button', { name: es.report.consulting.button }).click();
    const consulting = report(page).locator('[data-slot=contact-form] [data-slot=privacy-notice]');
    expect(await consulting.innerText()).toContain(
      resources.es.forms.privacyNotice.uses.consulting.purpose,
    );

    // Every tab shows its content.
    const tabs = es.report.tabs;
    const shows: [string, () => ReturnType<Page['getByRole']>][] = [
      [tabs.overview, () => page.getByRole('figure', { name: es.charts.impact.title })],
      [tabs.comparison, () => page.getByRole('figure', { name: es.report.comparison.title })],
      [tabs.performance, () => page.getByRole('heading', { name: es.report.vitals.title })],
      [tabs.seo, () => page.getByRole('heading', { name: es.report.checkGroups.seo.technical })],
      [
        tabs.accessibility,
        () => page.getByRole('heading', { name: es.report.checkGroups.accessibility.mobile }),
      ],
      [tabs['ai-insights'], () => page.getByRole('heading', { name: es.report.trends.title })],
      [tabs.recommendations, () => page.getByRole('heading', { name: /^1\./ })],
    ];
    for (const [tab, content] of shows) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => content().first().isVisible(), { timeout: 5000 }).toBe(true);
    }

    const recommendation = (
      (await page.getByRole('heading', { name: /^1\./ }).first().textContent()) ?? ''
    ).replace(/^1\.\s*/, '');
    // No invented figure: no industry average, ranking or projection anywhere in the report.
    const reportText = await report(page).innerText();
    expect(reportText).not.toMatch(/promedio del sector|sitios analizados|6 meses/i);
    expect(reportText).not.toContain('FID');

    // The comparison: both sites measured, each with its own figures.
    await page.getByRole('tab', { name: tabs.comparison }).click();
    const dimensions = es.charts.radar.dimensions;
    const compared: Record<string, string[]> = {};
    for (const measure of [
      dimensions.performance,
      dimensions.seo,
      dimensions.accessibility,
      dimensions.bestPractices,
      'LCP',
      'CLS',
      'TBT',
    ]) {
      compared[measure] = await comparedValue(page, measure);
      expect(compared[measure]).toHaveLength(2);
    }

    // The downloaded report holds the scores the page shows (the real accessibility score), and
    // the competitor's measured figures.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: es.report.download }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-report-\d{4}-\d{2}-\d{2}\.json$/);
    const json = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
      url: string;
      scores: Record<string, number>;
      comparison: { sites: { url: string; performance: number; seo: number }[] };
    };
    expect(json.url).toBe(target);
    expect(json.comparison.sites.map((site) => site.url)).toEqual([target, competitor]);
    expect(json.comparison.sites.map((site) => String(site.performance))).toEqual(
      compared[dimensions.performance],
    );
    expect(json.comparison.sites.map((site) => String(site.seo))).toEqual(compared[dimensions.seo]);
    expect(json.scores).toMatchObject({
      performance: await radarScore(page, dimensions.performance),
      seo: await radarScore(page, dimensions.seo),
      accessibility: await radarScore(page, dimensions.accessibility),
      bestPractices: await radarScore(page, dimensions.bestPractices),
    });
    const gauge = await page.getByRole('img', { name: /de 100$/ }).getAttribute('aria-label');
    expect(gauge).toBe(`${json.scores.overall} de 100`);

    // The PDF, printed by the server's audit browser: the address, the scores of both sites, the
    // first recommendation, in Spanish.
    const pdf = await pdfText(page, es.report.pdf.button);
    expect(pdf.name).toMatch(/^audit-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.text).toContain(target);
    expect(pdf.text).toContain(es.report.comparison.title);
    for (const [measure, values] of Object.entries(compared)) {
      expect(pdf.text).toMatch(new RegExp(`${measure}\\s+${values[0]}.*\\s${values[1]}`));
    }
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(recommendation.replace(/\s+/g, ' '));

    // The history keeps the audit in this browser: under the form, after a reload.
    await gotoHydrated(page, '/auditoria-web');
    await page.reload();
    const history = page.locator('[data-slot="audit-history"]');
    await history.getByText(es.history.count.replace('{{count}}', '1')).click();
    await expect.poll(() => history.getByRole('link', { name: target }).isVisible()).toBe(true);
    await page.goBack();
    await report(page).waitFor({ timeout: 20_000 });

    // The address reopens the same report, from the server's cache.
    const { page: shared, errors: sharedErrors } = await openPage(browser);
    // The server's answer, read as it passes (a streamed body is not kept by the browser).
    let streamed = '';
    await shared.route('**/api/audit?*', async (route) => {
      const response = await route.fetch();
      streamed = await response.text();
      await route.fulfill({ response, body: streamed });
    });
    await shared.goto(page.url());
    await report(shared).waitFor({ timeout: 20_000 });
    // From the cache: the answer is the result alone, no step of a new run.
    expect([...streamed.matchAll(/^event: *(\S+)/gm)].map((match) => match[1])).toEqual(['result']);
    expect(await shared.getByRole('img', { name: /de 100$/ }).getAttribute('aria-label')).toBe(
      gauge,
    );
    // It hydrates as the prerendered form, then takes up the report (no mismatch).
    expect(sharedErrors).toEqual([]);
    // The language switch keeps the report: the same one, in English. (Not intercepted: Chromium
    // aborts a cross-document view transition from a page whose requests are.)
    await shared.unroute('**/api/audit?*');
    await shared
      .getByRole('navigation', { name: 'Idioma' })
      .first()
      .getByRole('link', { name: 'English' })
      .click();
    await shared.waitForURL(`${baseURL()}/en/web-audit${new URL(page.url()).search}`);
    // Its analysis is written in English: a run of its own, not the Spanish one's cache entry.
    await report(shared).waitFor({ timeout: 180_000 });
    expect(await shared.getByRole('img', { name: /^\d+ out of 100$/ }).count()).toBe(1);
    // The PDF in English: the address, both sites' scores, the first recommendation.
    await shared.getByRole('tab', { name: en.report.tabs.recommendations }).click();
    const firstEn = (
      (await shared.getByRole('heading', { name: /^1\./ }).first().textContent()) ?? ''
    ).replace(/^1\.\s*/, '');
    await shared.getByRole('tab', { name: en.report.tabs.comparison }).click();
    const scoresEn: [string, string[]][] = [];
    for (const measure of Object.values(en.charts.radar.dimensions).slice(0, 4)) {
      scoresEn.push([measure, await comparedValue(shared, measure, en)]);
    }
    const english = await pdfText(shared, en.report.pdf.button);
    expect(english.text).toContain(target);
    expect(english.text).toContain(en.report.comparison.title);
    for (const [measure, values] of scoresEn) {
      expect(english.text).toMatch(new RegExp(`${measure}\\s+${values[0]}.*\\s${values[1]}`));
    }
    expect(english.text.replace(/\s+/g, ' ')).toContain(firstEn.replace(/\s+/g, ' '));
    expect(sharedErrors).toEqual([]);
    await shared.context().close();

    // Back returns to the form.
    await page.goBack();
    await expect.poll(() => report(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('textbox', { name: es.form.label }).inputValue()).toBe(target);
    expect(errors).toEqual([]);
    await page.context().close();
    // Four Lighthouse runs (two sites, two languages) one after the other on a busy machine.
  }, 360_000);

  it('a competitor the server must not open gets its own message, and the report still renders', async () => {
    // The visitor's site comes from the server's cache (the audit above); the competitor is
    // refused by the address guard before any run.
    const target = `${baseURL()}/`;
    const { page, errors } = await auditPage();
    await page.getByRole('textbox', { name: es.form.label }).fill(target);
    await page.getByText(es.form.competitors).click();
    await page
      .getByRole('textbox', { name: es.form.competitor.replace('{{number}}', '1') })
      .fill('http://10.0.0.1/');
    await page.getByRole('button', { name: es.form.submit }).click();
    await report(page).waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: es.report.tabs.comparison }).click();
    await expect
      .poll(() => report(page).locator('[data-slot="comparison-chart"]').innerText())
      .toContain(
        es.report.comparison.failed
          .replace('{{site}}', '10.0.0.1')
          .replace('{{reason}}', es.errors['invalid-url']),
      );
    // The browser logs the refusal's 400 answer; nothing else.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.context().close();
  });
});
