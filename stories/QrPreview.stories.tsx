import type { Meta, StoryObj } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { expect, userEvent } from 'storybook/test';
import { QR_DEFAULT_COLOURS } from '../domain';
import { Button, QrPreview, type QrModules } from '../ui';

/** The modules the site's encoder gives for a text (error correction H, as the tool uses). */
function modulesOf(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
}

const url = 'https://nodoweb.studio';

const meta = {
  title: 'Tools/QrPreview',
  component: QrPreview,
  tags: ['autodocs'],
  args: {
    ...QR_DEFAULT_COLOURS,
    label: `Código QR de ${url}`,
    emptyText: 'Escribe el contenido para ver tu código QR.',
  },
  argTypes: {
    foreground: { control: 'color' },
    background: { control: 'color' },
    size: { control: { type: 'number', min: 128, max: 512, step: 32 } },
    margin: { control: { type: 'number', min: 0, max: 8 } },
  },
} satisfies Meta<typeof QrPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the place of the code is kept, with a hint. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escribe el contenido para ver tu código QR.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A URL at error correction H, with the 4-module quiet zone, named for screen readers. */
export const Drawn: Story = {
  args: { modules: modulesOf(url) },
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('img', { name: `Código QR de ${url}` });
    const count = args.modules?.length ?? 0;
    // The quiet zone: four modules on each side.
    await expect(code).toHaveAttribute('viewBox', `0 0 ${count + 8} ${count + 8}`);
    // The top-left finder pattern starts at the quiet zone's edge.
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    await expect(code.getBoundingClientRect().width).toBe(256);
  },
};

/** The visitor's colours. */
export const Colours: Story = {
  args: { modules: modulesOf(url), foreground: '#1e3a8a', background: '#fef3c7' },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img');
    await expect(code.querySelector('rect')).toHaveAttribute('fill', '#fef3c7');
    await expect(code.querySelector('path')).toHaveAttribute('fill', '#1e3a8a');
  },
};

/** The encoder refused the content: the message takes the code's place and is announced. */
export const Refused: Story = {
  args: {
    modules: modulesOf(url),
    error:
      'El contenido es demasiado largo para un código QR. Acórtalo o usa un enlace a una página.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'El contenido es demasiado largo para un código QR.',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** With its downloads, in English. */
export const WithActionsEnglish: Story = {
  args: {
    modules: modulesOf('BEGIN:VCARD\r\nVERSION:3.0\r\nN:Peña;José;;;\r\nFN:José Peña\r\nEND:VCARD'),
    label: 'QR code of the contact card of José Peña',
    emptyText: 'Type the content to see your QR code.',
    actions: (
      <>
        <Button>Download PNG</Button>
        <Button variant="outline">Download SVG</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code of the contact card of José Peña' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download SVG' })).toHaveFocus();
  },
};

/** A phone: the code shrinks to the screen; a long message wraps inside its place. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    error:
      'The content is too long for a QR code: https://nodoweb.studio/en/blog/javascript-metaframeworks-2025?utm_source=newsletter&utm_medium=email',
  },
  play: async ({ canvas, canvasElement }) => {
    const message = canvas.getByRole('alert');
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The scan check is reading the code back: a quiet note, announced politely. */
export const Checking: Story = {
  args: {
    modules: modulesOf(url),
    check: { state: 'checking', text: 'Comprobando que el código se lee…' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Comprobando que el código se lee…');
  },
};

/** The scan check read the code back: a confirmation with its icon. */
export const CheckPassed: Story = {
  args: {
    modules: modulesOf(url),
    check: { state: 'passed', text: 'Comprobado: un lector de QR lee este código correctamente.' },
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('data-check', 'passed');
    await expect(status.querySelector('svg')).not.toBeNull();
  },
};

/** The colours make the code hard to read: a visible warning, in English, on a phone. */
export const CheckWarningMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    modules: modulesOf(url),
    foreground: '#999999',
    label: `QR code of ${url}`,
    check: {
      state: 'warning',
      text: 'There is too little contrast between the code and the background: many cameras will not scan it. Darken the code or lighten the background.',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('data-check', 'warning');
    await expect(status).toHaveTextContent(/too little contrast/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
