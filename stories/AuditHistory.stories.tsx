import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  auditQueryOf,
  HISTORY_MAX,
  historyEntryId,
  SCORE_MEASURES,
  type HistoryEntry,
} from '../domain/audit';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { locales } from '../site/i18n/format';
import { pages, type Lang } from '../site/routes';
import { AuditHistory, type AuditHistoryEntryView, type AuditHistoryProps } from '../ui';
import { linkClicks } from './fixtures/dom';
import { fill } from '../domain';
import { pressKey } from './fixtures/interaction';
import { expectContained } from './fixtures/layout';

const auditTexts = { es: esAudit, en: enAudit } as const;

/** A kept audit: its address, device, time and four scores (the vitals do not show here). */
function kept(
  url: string,
  strategy: HistoryEntry['strategy'],
  timestamp: string,
  [performance, seo, accessibility, bestPractices]: [number, number, number, number],
  competitors: string[] = [],
): HistoryEntry {
  return {
    url,
    strategy,
    competitors,
    timestamp,
    values: { performance, seo, accessibility, bestPractices, lcp: 2100, cls: 0.05, tbt: 180 },
  };
}

/** The visitor's last audits, newest first, as many as the browser keeps. */
const KEPT: HistoryEntry[] = [
  kept(
    'https://www.ejemplo.com/',
    'mobile',
    '2026-11-27T10:14:00Z',
    [92, 100, 95, 96],
    ['https://www.competidor.com/'],
  ),
  kept('https://www.ejemplo.com/', 'desktop', '2026-11-26T16:40:00Z', [98, 100, 95, 100]),
  kept(
    'https://tienda.ejemplo.com/',
    'mobile',
    '2026-11-24T09:05:00Z',
    [61, 92, 88, 78],
    ['https://www.otra-tienda.com/', 'https://www.tienda-rival.com/'],
  ),
  kept('https://www.example.org/', 'desktop', '2026-11-20T18:30:00Z', [45, 83, 71, 74]),
  kept('https://blog.ejemplo.com/', 'mobile', '2026-11-18T12:00:00Z', [88, 91, 100, 93]),
  kept('https://www.panaderia-sol.com/', 'mobile', '2026-11-12T08:45:00Z', [32, 67, 58, 48]),
  kept('https://www.panaderia-sol.com/', 'desktop', '2026-11-12T08:50:00Z', [71, 67, 58, 52]),
  kept('https://clinica.ejemplo.com/citas', 'mobile', '2026-11-03T15:20:00Z', [54, 100, 89, 96]),
  kept('https://www.ejemplo.com/', 'mobile', '2026-10-30T10:02:00Z', [80, 100, 93, 96]),
  kept(
    'https://www.estudio-arquitectura.com/',
    'desktop',
    '2026-10-21T11:11:00Z',
    [99, 100, 100, 100],
  ),
];

/** The item at `index`, which the story knows is there. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

/** A long date and time as the page writes it; in UTC, so the pictures hold on any machine. */
const dateOf = (timestamp: string, lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(timestamp));

/** An entry as the page shows it, in `lang`. */
function viewOf(entry: HistoryEntry, lang: Lang): AuditHistoryEntryView {
  const { history, form, charts } = auditTexts[lang];
  const date = dateOf(entry.timestamp, lang);
  const count = entry.competitors.length;
  const competitors =
    count === 0
      ? []
      : [
          fill(
            new Intl.PluralRules(locales[lang]).select(count) === 'one'
              ? history.competitors_one
              : history.competitors_other,
            { count },
          ),
        ];
  return {
    id: historyEntryId(entry),
    url: entry.url,
    href: `${pages.audit[lang]}${auditQueryOf(entry)}`,
    detail: [
      fill(history.detail, { strategy: form.strategies[entry.strategy], date }),
      ...competitors,
    ].join(' · '),
    scores: SCORE_MEASURES.map((measure) => ({
      label: charts.radar.dimensions[measure],
      value: entry.values[measure],
    })),
    removeLabel: fill(history.remove, { url: entry.url, date }),
  };
}

/** The summary: the count once there are entries. */
const titleOf = (lang: Lang, count: number) => {
  const { history } = auditTexts[lang];
  return count === 0 ? history.title : fill(history.count, { count });
};

const textsOf = (lang: Lang, count: number) => {
  const { history } = auditTexts[lang];
  return {
    title: titleOf(lang, count),
    empty: history.empty,
    note: fill(history.note, { max: HISTORY_MAX }),
    clear: history.clear,
  };
};

const viewsOf = (entries: readonly HistoryEntry[], lang: Lang = 'es') =>
  entries.map((entry) => viewOf(entry, lang));

/**
 * The history as the page holds it: an entry removed, or the whole list cleared, goes from the
 * list (and the summary's count follows), each press also reported.
 */
function Stateful({ lang, ...props }: AuditHistoryProps & { lang: Lang }) {
  const [entries, setEntries] = useState(props.entries);
  const title =
    entries.length === props.entries.length ? props.texts.title : titleOf(lang, entries.length);
  return (
    <AuditHistory
      {...props}
      entries={entries}
      texts={{ ...props.texts, title }}
      onRemove={(id) => {
        setEntries((list) => list.filter((entry) => entry.id !== id));
        props.onRemove(id);
      }}
      onClear={() => {
        setEntries([]);
        props.onClear();
      }}
    />
  );
}

/** The disclosure's summary (no ARIA role of its own to query it by). */
function summaryOf(canvasElement: HTMLElement): HTMLElement {
  const summary = canvasElement.querySelector('summary');
  if (!summary) throw new Error('No summary');
  return summary;
}

const detailsOf = (canvasElement: HTMLElement) => summaryOf(canvasElement).parentElement;

const meta = {
  title: 'Tools/Audit/AuditHistory',
  component: AuditHistory,
  tags: ['autodocs'],
  args: {
    entries: viewsOf(KEPT.slice(0, 3)),
    texts: textsOf('es', 3),
    // The page opens the report in place: the press is recorded, the story stays where it is.
    onOpen: fn((_id: string, event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onRemove: fn(),
    onClear: fn(),
  },
  argTypes: {
    open: { control: 'boolean' },
    entries: { control: 'object' },
    texts: { control: 'object' },
  },
  render: (args, { parameters }) => (
    <div className="max-w-2xl">
      <Stateful {...args} lang={(parameters.lang as Lang | undefined) ?? 'es'} />
    </div>
  ),
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof AuditHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing kept yet: opened from the keyboard, it says where the audits will be kept. No clear
 * button (there is nothing to clear) and no note (the empty text says it already).
 */
export const Empty: Story = {
  args: { entries: [], texts: textsOf('es', 0) },
  play: async ({ canvas, canvasElement }) => {
    const summary = summaryOf(canvasElement);
    await expect(summary).toHaveTextContent(esAudit.history.title);
    await expect(detailsOf(canvasElement)).not.toHaveAttribute('open');
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await pressKey('{Enter}');
    await expect(detailsOf(canvasElement)).toHaveAttribute('open');
    await expect(canvas.getByText(esAudit.history.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: esAudit.history.clear })).toBeNull();
  },
};

/** As many audits as are kept: closed at first; opened, ten links, the note and the clear button. */
export const Full: Story = {
  args: { entries: viewsOf(KEPT), texts: textsOf('es', KEPT.length) },
  play: async ({ canvas, canvasElement }) => {
    // A closed disclosure's content is in the page, not shown.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(HISTORY_MAX);
    await expect(nth(links, 0)).not.toBeVisible();
    await userEvent.click(summaryOf(canvasElement));
    for (const link of links) await expect(link).toBeVisible();
    await expect(canvas.getByText(fill(esAudit.history.note, { max: HISTORY_MAX }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: esAudit.history.clear })).toBeVisible();
  },
};

/**
 * Open from the start (the `open` attribute). Each score's badge has the colour of its
 * Lighthouse band, the number saying it too; a link opens its report in place.
 */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'https://tienda.ejemplo.com/' });
    await expect(link).toBeVisible();
    const entry = link.closest('li');
    const tones = [...(entry?.querySelectorAll('[data-tone]') ?? [])].map((badge) => [
      badge.textContent,
      badge.getAttribute('data-tone'),
    ]);
    await expect(tones).toEqual([
      ['Rendimiento61', 'warning'],
      ['SEO92', 'success'],
      ['Accesibilidad88', 'warning'],
      ['Buenas prácticas78', 'warning'],
    ]);
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(historyEntryId(nth(KEPT, 2)), expect.anything());
    await expect(linkClicks.all).toEqual([]);
  },
};

/** One entry removed: it goes, and focus moves to the next entry's link. */
export const RemoveOne: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    const first = nth(args.entries, 0);
    const second = nth(args.entries, 1);
    const third = nth(args.entries, 2);
    await userEvent.click(canvas.getByRole('button', { name: second.removeLabel }));
    await expect(args.onRemove).toHaveBeenCalledWith(second.id);
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(2));
    await expect(canvas.getByRole('link', { name: third.url })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: first.url })).toBeVisible();
    await expect(canvas.getByText(fill(esAudit.history.count, { count: 2 }))).toBeVisible();
  },
};

/** The last entry removed: focus goes to the one before; the only one left: to the summary. */
export const RemoveLast: Story = {
  args: { open: true, entries: viewsOf(KEPT.slice(0, 2)), texts: textsOf('es', 2) },
  play: async ({ canvas, canvasElement, args }) => {
    const first = nth(args.entries, 0);
    const second = nth(args.entries, 1);
    await userEvent.click(canvas.getByRole('button', { name: second.removeLabel }));
    await waitFor(() => expect(canvas.getByRole('link', { name: first.url })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: first.removeLabel }));
    await waitFor(() => expect(summaryOf(canvasElement)).toHaveFocus());
    await expect(canvas.getByText(esAudit.history.empty)).toBeVisible();
  },
};

/** Clear all: every entry goes, the empty text shows, focus rests on the summary. */
export const ClearAll: Story = {
  args: { open: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: esAudit.history.clear }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByText(esAudit.history.empty)).toBeVisible());
    await expect(canvas.queryByRole('link')).toBeNull();
    const summary = summaryOf(canvasElement);
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent(esAudit.history.title);
  },
};

const LONG_URL =
  'https://www.una-tienda-online-con-un-nombre-muy-largo.com/categoria/productos/zapatillas-de-running-para-mujer?color=azul&talla=38&utm_source=newsletter';

/** A long address, in a 320-pixel column: it breaks anywhere, and nothing scrolls sideways. */
export const LongUrl: Story = {
  args: {
    open: true,
    entries: viewsOf([
      kept(LONG_URL, 'mobile', '2026-11-27T10:14:00Z', [42, 85, 91, 74]),
      nth(KEPT, 0),
    ]),
    texts: textsOf('es', 2),
  },
  render: (args) => (
    <div className="w-80">
      <Stateful {...args} lang="es" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: LONG_URL });
    await expect(link.getBoundingClientRect().height).toBeGreaterThan(48);
    const column = canvasElement.querySelector('.w-80');
    if (!column) throw new Error('No column');
    await expectContained(column, [link, ...canvas.getAllByRole('button')]);
  },
};

/** A phone: entries stack their badges, buttons are full touch targets, nothing spills. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { open: true, entries: viewsOf(KEPT.slice(0, 4)), texts: textsOf('es', 4) },
  play: async ({ canvas, canvasElement }) => {
    const details = detailsOf(canvasElement);
    if (!details) throw new Error('No details');
    await expectContained(canvasElement, [details, ...canvas.getAllByRole('link')]);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(summaryOf(canvasElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { open: true, entries: viewsOf(KEPT.slice(0, 3), 'en'), texts: textsOf('en', 3) },
  play: async ({ canvas, canvasElement }) => {
    const date = dateOf(nth(KEPT, 0).timestamp, 'en');
    await expect(summaryOf(canvasElement)).toHaveTextContent('Your recent audits (3)');
    // Text queries see Intl's narrow no-break spaces as plain ones.
    const detail = `Mobile · ${date} · against 1 competitor`.replace(/\s+/g, ' ');
    await expect(canvas.getByText(detail)).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: `Remove the audit of https://www.ejemplo.com/ of ${date} from the history`,
      }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Best practices')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Clear the history' })).toBeVisible();
  },
};
