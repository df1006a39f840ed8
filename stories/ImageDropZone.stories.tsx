import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { IMAGE_ACCEPT } from '../domain';
import enCropper from '../site/i18n/en/cropper.json';
import esCropper from '../site/i18n/es/cropper.json';
import { ImageDropZone } from '../ui';

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'atardecer-en-la-playa.jpg', {
    type: 'image/jpeg',
  });

/** A drag event carrying files, as the browser sends it over the zone. */
function dragEvent(type: 'dragover' | 'dragleave' | 'drop', files: File[] = []) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
}

function zoneOf(canvasElement: HTMLElement): HTMLElement {
  const zone = canvasElement.querySelector<HTMLElement>('[data-slot="image-drop-zone"]');
  if (!zone) throw new Error('Drop zone not found');
  return zone;
}

const meta = {
  title: 'Tools/ImageDropZone',
  component: ImageDropZone,
  tags: ['autodocs'],
  args: {
    texts: esCropper.drop,
    onFiles: fn(),
    accept: IMAGE_ACCEPT,
    multiple: false,
    disabled: false,
    compact: false,
  },
  argTypes: {
    error: { control: 'text' },
    multiple: { control: 'boolean' },
    disabled: { control: 'boolean' },
    compact: { control: 'boolean' },
    texts: { control: 'object' },
  },
} satisfies Meta<typeof ImageDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the button is a label around the native picker, reached with Tab. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Arrastra tu imagen aquí')).toBeVisible();
    await expect(canvas.getByText(/JPEG, PNG, WebP o AVIF/)).toBeVisible();
    const input = canvas.getByLabelText('Elegir imagen');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', IMAGE_ACCEPT);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(zoneOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // The hidden input's focus is drawn on the button that holds it.
    const button = canvas.getByText('Elegir imagen');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

/** Picking a file with the button hands it over. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const file = photo();
    await userEvent.upload(canvas.getByLabelText('Elegir imagen'), file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

/** The last file was refused: the reason is announced and tied to the picker. */
export const Refused: Story = {
  args: {
    error: esCropper.problems.notImage.replace('{{name}}', 'factura.pdf'),
  },
  play: async ({ canvas, canvasElement }) => {
    const message = '«factura.pdf» no es una imagen JPEG, PNG, WebP ni AVIF. Elige otro archivo.';
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    const input = canvas.getByLabelText('Elegir imagen');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    await expect(zoneOf(canvasElement)).toHaveAttribute('data-state', 'error');
  },
};

/** A file dragged over the zone highlights it; leaving clears the highlight. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const zone = zoneOf(canvasElement);
    const over = dragEvent('dragover', [photo()]);
    zone.dispatchEvent(over);
    // Cancelled, so the browser lets the file drop here instead of opening it.
    await expect(over.defaultPrevented).toBe(true);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    zone.dispatchEvent(dragEvent('dragleave'));
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
  },
};

/** A dropped file is handed over; only the first when the zone takes one. */
export const Drop: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    const file = photo();
    const other = new File(['x'], 'otra.png', { type: 'image/png' });
    zone.dispatchEvent(dragEvent('dragover', [file, other]));
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    const drop = dragEvent('drop', [file, other]);
    zone.dispatchEvent(drop);
    await expect(drop.defaultPrevented).toBe(true);
    await expect(args.onFiles).toHaveBeenCalledOnce();
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
  },
};

/** Turned off: the picker is out of reach and drops are ignored. */
export const Disabled: Story = {
  args: { disabled: true },
  // The whole zone is dimmed, and the dimmed hint falls below 4.5:1. WCAG 1.4.3 exempts the text
  // of an inactive component, which axe cannot tell: only this story skips that one rule.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByLabelText('Elegir imagen')).toBeDisabled();
    const zone = zoneOf(canvasElement);
    zone.dispatchEvent(dragEvent('dragover', [photo()]));
    zone.dispatchEvent(dragEvent('drop', [photo()]));
    await expect(zone).toHaveAttribute('data-state', 'idle');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** Beside results: no large icon, an outline button, less height. */
export const Compact: Story = {
  args: { compact: true, multiple: true },
  play: async ({ canvas, canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    // Only the button's icon is left.
    await expect(zone.querySelectorAll('svg')).toHaveLength(1);
    await expect(zone.getBoundingClientRect().height).toBeLessThan(200);
    await userEvent.tab();
    const input = canvas.getByLabelText('Elegir imagen');
    await expect(input).toHaveFocus();
    // Several files at once when the zone takes several.
    const files = [photo(), new File(['x'], 'otra.png', { type: 'image/png' })];
    await userEvent.upload(input, files);
    await expect(args.onFiles).toHaveBeenCalledWith(files);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { texts: enCropper.drop },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(canvas.getByText('Drag your image here')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Choose image')).toHaveFocus();
  },
};

/** A phone: the zone and its button fit the screen, the button is a comfortable target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const button = canvas.getByText('Elegir imagen').getBoundingClientRect();
    await expect(button.height).toBeGreaterThanOrEqual(44);
    await expect(zoneOf(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Long texts and a long file name in the message wrap inside a narrow column. */
export const LongText: Story = {
  args: {
    texts: {
      title: 'Arrastra aquí la fotografía que quieres recortar para tus redes sociales',
      hint: 'Aceptamos imágenes JPEG, PNG, WebP o AVIF. Las fotografías de más de 4096 píxeles por lado se reducen antes de recortarlas para que tu navegador no se quede sin memoria.',
      choose: 'Elegir una imagen de tu dispositivo',
    },
    error: esCropper.problems.notImage.replace(
      '{{name}}',
      'presentacion-resultados-trimestrales-departamento-comercial-2025-version-final-definitiva.pdf',
    ),
  },
  render: (args) => (
    <div className="max-w-xs">
      <ImageDropZone {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const zone = zoneOf(canvasElement);
    await expect(zone.scrollWidth).toBeLessThanOrEqual(zone.clientWidth);
    const button = canvas.getByText('Elegir una imagen de tu dispositivo');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      zone.getBoundingClientRect().right,
    );
    const message = canvas.getByRole('alert');
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
  },
};
