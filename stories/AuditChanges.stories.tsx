import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import {
  changesSince,
  isScoreMeasure,
  type ComparedMeasure,
  type MeasuredValues,
} from '../domain/audit';
import { locales } from '../site/i18n/format';
import type { Lang } from '../site/routes';
import { AuditChanges, type AuditChangeView } from '../ui';
import { fill } from '../domain';

const auditTexts = { es: esAudit, en: enAudit } as const;

/** The previous audit's time; in UTC, so the pictures hold on any machine. */
const PREVIOUS = '2026-11-27T10:14:00Z';

const dateOf = (lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(PREVIOUS),
  );

/** A measure's value as the report writes it, e.g. '92', '2,1 s', '180 ms', '0,05'. */
function format(measure: ComparedMeasure, value: number, lang: Lang, signed = false): string {
  const { units } = auditTexts[lang].report;
  const number = (n: number, digits: number) =>
    new Intl.NumberFormat(locales[lang], {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
      .format(n)
      // The typographic minus, as the report writes a fall.
      .replace('-', '−');
  if (measure === 'lcp') return fill(units.seconds, { value: number(value / 1000, 1) });
  if (measure === 'tbt') return fill(units.milliseconds, { value: number(value, 0) });
  if (measure === 'cls') return number(value, 2);
  return number(value, 0);
}

/** The changes from `before` to `now` as the page shows them, in `lang` (the domain's trends). */
function changesOf(before: MeasuredValues, now: MeasuredValues, lang: Lang): AuditChangeView[] {
  const { report, charts } = auditTexts[lang];
  return changesSince(before, now).map(({ measure, value, delta, trend }) => ({
    label: isScoreMeasure(measure)
      ? charts.radar.dimensions[measure]
      : report.metrics[measure].name,
    value: format(measure, value, lang),
    delta: format(measure, delta, lang, true),
    direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'none',
    trend,
  }));
}

/** The audit before (LCP and TBT in ms, CLS unitless). */
const BEFORE: MeasuredValues = {
  performance: 80,
  seo: 92,
  accessibility: 89,
  bestPractices: 78,
  lcp: 2500,
  cls: 0.11,
  tbt: 340,
};

/** Higher scores, lower vitals. */
const IMPROVED: MeasuredValues = {
  performance: 92,
  seo: 100,
  accessibility: 95,
  bestPractices: 96,
  lcp: 2100,
  cls: 0.02,
  tbt: 120,
};

/** Some up, some down, some the same. */
const MIXED: MeasuredValues = {
  performance: 73,
  seo: 92,
  accessibility: 93,
  bestPractices: 78,
  lcp: 2900,
  cls: 0.02,
  tbt: 460,
};

const argsOf = (now: MeasuredValues, lang: Lang) => {
  const { changes } = auditTexts[lang].report;
  return {
    title: fill(changes.title, { date: dateOf(lang) }),
    items: changesOf(BEFORE, now, lang),
    texts: { better: changes.better, worse: changes.worse, same: changes.same },
  };
};

/** Each item's label, value, delta and screen-reader word, as read out. */
function readOut(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('li')].map((item) =>
    [...item.children].map((part) => part.textContent?.trim()).join(' '),
  );
}

const meta = {
  title: 'Tools/Audit/AuditChanges',
  component: AuditChanges,
  tags: ['autodocs'],
  args: argsOf(IMPROVED, 'es'),
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    items: { control: 'object' },
    texts: { control: 'object' },
  },
  // The changes sit in the report, under its h2.
  render: (args) => (
    <div className="max-w-4xl">
      <AuditChanges {...args} />
    </div>
  ),
} satisfies Meta<typeof AuditChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every measure better: higher scores, lower vitals, each 'mejora' (green, the arrow its way). */
export const Improved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('region', {
        name: 'Cambios desde tu análisis del 27 de noviembre de 2026',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(readOut(canvasElement)).toEqual([
      'Rendimiento 92 +12 mejora',
      'SEO 100 +8 mejora',
      'Accesibilidad 95 +6 mejora',
      'Buenas prácticas 96 +18 mejora',
      'LCP 2,1 s −0,4 s mejora',
      'CLS 0,02 −0,09 mejora',
      'TBT 120 ms −220 ms mejora',
    ]);
  },
};

/**
 * Some better, some worse, some the same: the arrow follows the number, the colour and the word
 * whether that is good (a higher LCP goes up, and is worse).
 */
export const Mixed: Story = {
  args: argsOf(MIXED, 'es'),
  play: async ({ canvas, canvasElement }) => {
    await expect(readOut(canvasElement)).toEqual([
      'Rendimiento 73 −7 empeora',
      'SEO 92 0 sin cambios',
      'Accesibilidad 93 +4 mejora',
      'Buenas prácticas 78 0 sin cambios',
      'LCP 2,9 s +0,4 s empeora',
      'CLS 0,02 −0,09 mejora',
      'TBT 460 ms +120 ms empeora',
    ]);
    const lcp = canvas.getByText('LCP').closest('li');
    await expect(lcp).toHaveAttribute('data-direction', 'up');
    await expect(lcp).toHaveAttribute('data-trend', 'worse');
  },
};

/** Nothing moved: every delta 0, 'sin cambios', no arrow up or down. */
export const Unchanged: Story = {
  args: argsOf(BEFORE, 'es'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('sin cambios')).toHaveLength(7);
    for (const item of canvasElement.querySelectorAll('li')) {
      await expect(item).toHaveAttribute('data-direction', 'none');
    }
  },
};

/** A phone: two columns, nothing spills. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: argsOf(MIXED, 'es'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const [first, second, third] = [...canvasElement.querySelectorAll('li')].map((item) =>
      item.getBoundingClientRect(),
    );
    await expect(second?.top).toBe(first?.top);
    await expect(third?.top).toBeGreaterThan(first?.bottom ?? 0);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: argsOf(MIXED, 'en'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('region', { name: 'Changes since your audit of November 27, 2026' }),
    ).toBeVisible();
    await expect(readOut(canvasElement)).toEqual([
      'Performance 73 −7 worse',
      'SEO 92 0 unchanged',
      'Accessibility 93 +4 better',
      'Best practices 78 0 unchanged',
      'LCP 2.9 s +0.4 s worse',
      'CLS 0.02 −0.09 better',
      'TBT 460 ms +120 ms worse',
    ]);
  },
};
