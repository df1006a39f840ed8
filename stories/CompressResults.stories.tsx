import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import enCompressor from '../site/i18n/en/compressor.json';
import esCompressor from '../site/i18n/es/compressor.json';
import { CompressResults, type CompressItem } from '../ui';
import { tokenColor } from './fixtures/dom';
import { fill, formatBytes } from '../domain';
import { locales } from '../site/i18n/format';

const es = esCompressor.results;
const en = enCompressor.results;
// A site photo served by Storybook from site/public, standing in for a result's thumbnail.
const thumbnail = '/img/agency-hero-600.jpg';

const KB = 1024;
const MB = 1024 * KB;
/** A size as the page writes it (site/views/parts/CompressTool.tsx). */
const size = (bytes: number, lang: 'es' | 'en' = 'es') =>
  formatBytes(Math.round(bytes), locales[lang]);

/** The files' sizes in bytes, before and after. */
const bytes = {
  beach: { original: 2.4 * MB, compressed: 640 * KB },
  portrait: { original: 1.8 * MB, compressed: 512 * KB },
  office: { original: 600 * KB, compressed: 150 * KB },
  icon: { original: 12.3 * KB, compressed: 12.3 * KB },
  long: { original: 12.4 * MB, compressed: 3.1 * MB },
};

/** A finished file, its texts as the page writes them (site/views/parts/CompressTool.tsx). */
function done(
  id: number,
  name: string,
  sizes: { original: number; compressed: number; dimensions: string; reduction?: number },
  texts = es,
): CompressItem {
  const lang = texts === es ? 'es' : 'en';
  return {
    id,
    name,
    thumbnail,
    state: 'done',
    progress: 100,
    status: '',
    figures: [
      { label: texts.original, value: size(sizes.original, lang) },
      { label: texts.compressed, value: size(sizes.compressed, lang) },
      { label: texts.dimensions, value: sizes.dimensions },
    ],
    ...(sizes.reduction === undefined
      ? { note: texts.kept }
      : { reduction: fill(texts.reduction, { reduction: sizes.reduction }) }),
  };
}

const beach = done(1, 'playa-al-atardecer.jpg', {
  ...bytes.beach,
  dimensions: '4000 × 3000',
  reduction: 73,
});
const portrait = done(2, 'retrato-equipo.png', {
  ...bytes.portrait,
  dimensions: '2400 × 1600',
  reduction: 72,
});
const office = done(3, 'oficina-centro.webp', {
  ...bytes.office,
  dimensions: '1600 × 1067',
  reduction: 75,
});

const doneSummary = fill(es.summary_other, {
  count: 3,
  original: size(bytes.beach.original + bytes.portrait.original + bytes.office.original),
  compressed: size(bytes.beach.compressed + bytes.portrait.compressed + bytes.office.compressed),
  reduction: 73,
});

/** The row of a file, found by its name. */
function rowOf(canvasElement: HTMLElement, name: string): HTMLElement {
  const row = within(canvasElement).getByTitle(name).closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

const meta = {
  title: 'Tools/CompressResults',
  component: CompressResults,
  tags: ['autodocs'],
  args: {
    items: [beach, portrait, office],
    summary: doneSummary,
    processing: false,
    progress: 100,
    zipping: false,
    texts: es,
    onDownload: fn(),
    onCompare: fn(),
    onDownloadAll: fn(),
    onClearAll: fn(),
    onCancel: fn(),
  },
  argTypes: {
    summary: { control: 'text' },
    processing: { control: 'boolean' },
    progress: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    zipping: { control: 'boolean' },
    items: { control: 'object' },
    texts: { control: 'object' },
  },
} satisfies Meta<typeof CompressResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mid-run: the count is announced, the run and each waiting file show a bar, cancel is offered. */
export const Processing: Story = {
  args: {
    items: [
      beach,
      {
        id: 2,
        name: 'retrato-equipo.png',
        state: 'working',
        progress: 50,
        status: es.states.encoding,
      },
      {
        id: 3,
        name: 'oficina-centro.webp',
        state: 'queued',
        progress: 0,
        status: es.states.queued,
      },
    ],
    summary: fill(es.processing, { done: 1, total: 3 }),
    processing: true,
    progress: 50,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Procesando imágenes... (1 de 3)');
    const run = canvas.getByRole('progressbar', { name: 'Procesando imágenes... (1 de 3)' });
    await expect(run).toHaveAttribute('aria-valuenow', '50');
    await expect(
      canvas.getByRole('progressbar', { name: 'Progreso: retrato-equipo.png' }),
    ).toHaveAttribute('aria-valuenow', '50');
    await expect(
      canvas.getByRole('progressbar', { name: 'Progreso: oficina-centro.webp' }),
    ).toHaveAttribute('aria-valuenow', '0');
    // The finished file has its figures, not a bar.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    await expect(canvas.getByText('Comprimiendo…')).toBeVisible();
    await expect(canvas.getByText('En cola')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.downloadAll })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** All done: each row's figures and saving, its own download and comparison; then the whole lot. */
export const Done: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: 'Imágenes' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '3 imágenes listas: 4,79 MB → 1,27 MB (−73 %)',
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: es.cancel })).toBeNull();
    const row = within(rowOf(canvasElement, 'playa-al-atardecer.jpg'));
    await expect(row.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Original',
      'Comprimida',
      'Medidas',
    ]);
    await expect(row.getAllByRole('definition')).toHaveLength(3);
    const [original, compressed, dimensions] = row.getAllByRole('definition');
    await expect(original).toHaveTextContent(/^2,4 MB$/);
    await expect(compressed).toHaveTextContent(/^640 KB$/);
    await expect(dimensions).toHaveTextContent(/^4000 × 3000$/);
    await expect(row.getByText('−73 %')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar: retrato-equipo.png' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(args.onDownload).toHaveBeenCalledWith(2);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Comparar antes y después: oficina-centro.webp' }),
    );
    await expect(args.onCompare).toHaveBeenCalledOnce();
    await expect(args.onCompare).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar todo (ZIP)' }));
    await expect(args.onDownloadAll).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar todo' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
  },
};

/** A file that could not be compressed: the reason in the danger colour, nothing to download. */
export const Failed: Story = {
  args: {
    items: [
      beach,
      {
        id: 2,
        name: 'escaneo.jpg',
        state: 'failed',
        progress: 100,
        status: es.problems.undecodable,
      },
    ],
    summary: fill(es.summary_one, {
      count: 1,
      original: size(bytes.beach.original),
      compressed: size(bytes.beach.compressed),
      reduction: 73,
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const row = rowOf(canvasElement, 'escaneo.jpg');
    await expect(row).toHaveAttribute('data-state', 'failed');
    const message = within(row).getByText('Tu navegador no puede abrir esta imagen.');
    await expect(getComputedStyle(message).color).toBe(tokenColor('--color-danger'));
    await expect(within(row).queryByRole('button')).toBeNull();
    await expect(within(row).queryByRole('progressbar')).toBeNull();
    await expect(within(row).queryByRole('term')).toBeNull();
    // The file that worked can still be downloaded.
    await expect(canvas.getByRole('button', { name: 'Descargar todo (ZIP)' })).toBeEnabled();
  },
};

/** Compressing made it no lighter: the original is kept, said in a note, with no saving badge. */
export const KeptOriginal: Story = {
  args: {
    items: [
      beach,
      done(2, 'icono-optimizado.png', {
        ...bytes.icon,
        dimensions: '512 × 512',
      }),
    ],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const row = within(rowOf(canvasElement, 'icono-optimizado.png'));
    await expect(row.getByText(es.kept)).toBeVisible();
    await expect(row.queryByText(/−\d+ %/)).toBeNull();
    // The row with a saving does show its badge.
    await expect(
      within(rowOf(canvasElement, 'playa-al-atardecer.jpg')).getByText('−73 %'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar: icono-optimizado.png' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(args.onDownload).toHaveBeenCalledWith(2);
  },
};

/** Cancelled mid-run: said so; the finished file is kept, the others are marked and offer nothing. */
export const Cancelled: Story = {
  args: {
    items: [
      beach,
      {
        id: 2,
        name: 'retrato-equipo.png',
        state: 'cancelled',
        progress: 0,
        status: es.states.cancelled,
      },
      {
        id: 3,
        name: 'oficina-centro.webp',
        state: 'cancelled',
        progress: 0,
        status: es.states.cancelled,
      },
    ],
    summary: es.cancelled,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Compresión cancelada. Las imágenes ya listas se conservan.',
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: es.cancel })).toBeNull();
    const row = within(rowOf(canvasElement, 'retrato-equipo.png'));
    await expect(row.getByText('Cancelada')).toBeVisible();
    await expect(row.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Descargar todo (ZIP)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Limpiar todo' })).toBeEnabled();
  },
};

/** While the ZIP is written: download all is busy and cannot be pressed twice. */
export const Zipping: Story = {
  args: { zipping: true },
  play: async ({ canvas, args }) => {
    const downloadAll = canvas.getByRole('button', { name: 'Descargar todo (ZIP)' });
    await expect(downloadAll).toBeDisabled();
    await expect(downloadAll).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Limpiar todo' })).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: 'Descargar: retrato-equipo.png' }),
    ).toBeEnabled();
    await expect(args.onDownloadAll).not.toHaveBeenCalled();
  },
};

/** No files left: nothing to download, clearing still possible. */
export const Empty: Story = {
  args: {
    items: [],
    summary: fill(es.summary_other, {
      count: 0,
      original: size(0),
      compressed: size(0),
      reduction: 0,
    }),
    progress: 0,
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Imágenes' })).getByRole('list');
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Descargar todo (ZIP)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Limpiar todo' })).toBeEnabled();
  },
};

const longName =
  'presentacion-resultados-trimestrales-departamento-comercial-2025-version-final-definitiva.jpg';
const longFailed =
  'captura-de-pantalla-del-panel-de-administracion-con-los-pedidos-pendientes-de-enero.png';

/** Long file names end in an ellipsis (the whole name in the title and the buttons' names). */
export const LongNames: Story = {
  args: {
    items: [
      done(1, longName, {
        ...bytes.long,
        dimensions: '6000 × 4000',
        reduction: 75,
      }),
      { id: 2, name: longFailed, state: 'failed', progress: 100, status: es.problems.notImage },
    ],
    summary: fill(es.summary_one, {
      count: 1,
      original: size(bytes.long.original),
      compressed: size(bytes.long.compressed),
      reduction: 75,
    }),
  },
  render: (args) => (
    <div className="max-w-md">
      <CompressResults {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByText(longName);
    await expect(name).toHaveAttribute('title', longName);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    // Cut short: more text than room.
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(canvas.getByRole('button', { name: `Descargar: ${longName}` })).toBeVisible();
    for (const row of canvas.getAllByRole('listitem')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    const download = canvas.getByRole('button', { name: `Descargar: ${longName}` });
    await expect(download.getBoundingClientRect().right).toBeLessThanOrEqual(
      rowOf(canvasElement, longName).getBoundingClientRect().right,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    items: [
      done(
        1,
        'beach-at-sunset.jpg',
        {
          ...bytes.beach,
          dimensions: '4000 × 3000',
          reduction: 73,
        },
        en,
      ),
    ],
    summary: fill(en.summary_one, {
      count: 1,
      original: size(bytes.beach.original, 'en'),
      compressed: size(bytes.beach.compressed, 'en'),
      reduction: 73,
    }),
    texts: en,
  },
  play: async ({ canvas, args }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(canvas.getByRole('region', { name: 'Images' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 image ready: 2.4 MB → 640 KB (−73%)',
    );
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Original',
      'Compressed',
      'Dimensions',
    ]);
    await expect(canvas.getByText('−73%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download: beach-at-sunset.jpg' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(args.onDownload).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Download all (ZIP)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeEnabled();
  },
};

/** A phone: rows stack their actions under the figures; everything fits, targets are comfortable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(8);
    for (const button of buttons) {
      const rect = button.getBoundingClientRect();
      await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(rect.height).toBeGreaterThanOrEqual(44);
    }
    const row = rowOf(canvasElement, 'playa-al-atardecer.jpg');
    const name = within(row).getByTitle('playa-al-atardecer.jpg').getBoundingClientRect();
    const download = within(row)
      .getByRole('button', { name: 'Descargar: playa-al-atardecer.jpg' })
      .getBoundingClientRect();
    await expect(download.top).toBeGreaterThan(name.bottom);
  },
};
