import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { COMPRESS_EDGE, defaultCompressSettings, fill } from '../domain';
import enCompressor from '../site/i18n/en/compressor.json';
import esCompressor from '../site/i18n/es/compressor.json';
import { CompressSettingsPanel, type CompressSettingsPanelProps } from '../ui';
import { pressKey } from './fixtures/interaction';

const es = esCompressor.settings;
const en = enCompressor.settings;
const limitProblem = fill(es.limitProblem, COMPRESS_EDGE);

/** The panel is controlled: like the page (site/views/parts/CompressTool.tsx) the wrapper keeps the settings. */
function ControlledPanel({
  settings: initial,
  onSettingsChange,
  ...props
}: CompressSettingsPanelProps) {
  const [settings, setSettings] = useState(initial);
  return (
    <CompressSettingsPanel
      {...props}
      settings={settings}
      onSettingsChange={(next) => {
        setSettings(next);
        onSettingsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Tools/CompressSettingsPanel',
  component: CompressSettingsPanel,
  tags: ['autodocs'],
  args: {
    settings: defaultCompressSettings,
    onSettingsChange: fn(),
    texts: es,
    disabled: false,
  },
  argTypes: {
    settings: { control: 'object' },
    errors: { control: 'object' },
    texts: { control: 'object' },
    disabled: { control: 'boolean' },
  },
  render: (args) => <ControlledPanel {...args} />,
} satisfies Meta<typeof CompressSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Squoosh's starting point: MozJPEG at 75 %, no size limits, the proportion kept. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const format = canvas.getByRole('combobox', { name: es.format });
    await expect(format).toHaveValue('jpeg');
    await expect(format).toHaveDisplayValue(es.formats.jpeg);
    const quality = canvas.getByRole('slider', { name: es.quality });
    await expect(quality).toBeEnabled();
    await expect(quality).toHaveValue('75');
    await expect(quality).toHaveAttribute('aria-valuetext', '75 %');
    await expect(quality).toHaveAccessibleDescription(es.qualityHint);
    await expect(canvas.getByText('75 %')).toBeVisible();
    for (const name of [es.maxWidth, es.maxHeight]) {
      const limit = canvas.getByRole('spinbutton', { name });
      await expect(limit).toHaveValue(null);
      await expect(limit).toHaveAttribute('placeholder', 'Sin límite');
      await expect(limit).not.toHaveAttribute('aria-invalid');
    }
    const keepAspect = canvas.getByRole('checkbox', { name: es.keepAspect });
    await expect(keepAspect).toBeChecked();
    // The whole line is the checkbox's label: a comfortable target.
    await userEvent.click(canvas.getByText(es.keepAspect));
    await expect(keepAspect).not.toBeChecked();
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({
      ...defaultCompressSettings,
      keepAspect: false,
    });
  },
};

/** PNG is lossless: the quality slider stays in view but cannot be moved; WebP brings it back. */
export const Png: Story = {
  play: async ({ canvas, args }) => {
    const format = canvas.getByRole('combobox', { name: es.format });
    const quality = canvas.getByRole('slider', { name: es.quality });
    await userEvent.selectOptions(format, es.formats.png);
    await expect(format).toHaveValue('png');
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ format: 'png', quality: 75 }),
    );
    await expect(quality).toBeDisabled();
    await userEvent.selectOptions(format, es.formats.webp);
    await expect(format).toHaveValue('webp');
    await expect(quality).toBeEnabled();
  },
};

/** Reached with Tab after the format; the arrow keys change the quality and the text beside it. */
export const Quality: Story = {
  play: async ({ canvas, args }) => {
    const quality = canvas.getByRole('slider', { name: es.quality });
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: es.format })).toHaveFocus();
    await userEvent.tab();
    await expect(quality).toHaveFocus();
    await pressKey('{ArrowRight}');
    await expect(quality).toHaveValue('76');
    await expect(quality).toHaveAttribute('aria-valuetext', '76 %');
    await expect(canvas.getByText('76 %')).toBeVisible();
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ quality: 76 }),
    );
  },
};

/** A typed largest width is kept as a number; emptied, it is no limit again. */
export const MaxWidth: Story = {
  play: async ({ canvas, args }) => {
    const width = canvas.getByRole('spinbutton', { name: es.maxWidth });
    await userEvent.type(width, '1920');
    await expect(width).toHaveValue(1920);
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ maxWidth: 1920, maxHeight: null }),
    );
    await userEvent.clear(width);
    await expect(width).toHaveValue(null);
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ maxWidth: null }),
    );
  },
};

/** A limit out of range: that field is invalid and says why; the other one is not. */
export const LimitError: Story = {
  args: {
    settings: { ...defaultCompressSettings, maxWidth: 8 },
    errors: { maxWidth: limitProblem },
  },
  play: async ({ canvas }) => {
    const width = canvas.getByRole('spinbutton', { name: es.maxWidth });
    await expect(width).toHaveValue(8);
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(width).toHaveAccessibleDescription(
      'Escribe un número entre 16 y 16384, o déjalo vacío.',
    );
    await expect(canvas.getByText(limitProblem)).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: es.maxHeight })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** Turned off while the page cannot take changes: every control is out of reach. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: es.format })).toBeDisabled();
    await expect(canvas.getByRole('slider', { name: es.quality })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: es.maxWidth })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: es.maxHeight })).toBeDisabled();
    const keepAspect = canvas.getByRole('checkbox', { name: es.keepAspect });
    await expect(keepAspect).toBeDisabled();
    await userEvent.click(canvas.getByText(es.keepAspect));
    await expect(keepAspect).toBeChecked();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onSettingsChange).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { texts: en },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(canvas.getByRole('combobox', { name: 'Output format' })).toHaveDisplayValue(
      'JPEG (MozJPEG)',
    );
    await expect(canvas.getByRole('slider', { name: 'Quality' })).toHaveAccessibleDescription(
      'For JPEG, WebP and AVIF. PNG is optimised losslessly.',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Max width (px)' })).toHaveAttribute(
      'placeholder',
      'No limit',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Maintain aspect ratio' })).toBeChecked();
  },
};

/** A phone: one column that fits the screen, with comfortable targets. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const width = canvas.getByRole('spinbutton', { name: es.maxWidth }).getBoundingClientRect();
    const height = canvas.getByRole('spinbutton', { name: es.maxHeight }).getBoundingClientRect();
    // Stacked, not side by side.
    await expect(height.top).toBeGreaterThan(width.bottom);
    const controls = [
      canvas.getByRole('combobox', { name: es.format }),
      canvas.getByRole('slider', { name: es.quality }),
      canvas.getByRole('spinbutton', { name: es.maxWidth }),
      canvas.getByText(es.keepAspect),
    ];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(rect.height).toBeGreaterThanOrEqual(44);
    }
  },
};
