import type * as React from 'react';
import {
  COMPRESS_EDGE,
  COMPRESS_QUALITY,
  compressFormats,
  type CompressFormat,
  type CompressSettings,
} from '../../domain';
import { cn } from '../lib/cn';
import { Field } from '../primitives/Field';
import { Input } from '../primitives/Input';
import { Select } from '../primitives/Select';
import { Slider } from '../primitives/Slider';

export type CompressSettingsTexts = {
  quality: string;
  /** Under the quality, e.g. 'Solo JPEG, WebP y AVIF; PNG se optimiza sin pérdida'. */
  qualityHint: string;
  maxWidth: string;
  maxHeight: string;
  /** Placeholder of an empty limit, e.g. 'Sin límite'. */
  noLimit: string;
  keepAspect: string;
  format: string;
  formats: Record<CompressFormat, string>;
};

export type CompressSettingsPanelProps = Omit<
  React.ComponentProps<'div'>,
  'onChange' | 'children'
> & {
  settings: CompressSettings;
  onSettingsChange: (settings: CompressSettings) => void;
  /** Why a typed limit is refused, per field. */
  errors?: { maxWidth?: string; maxHeight?: string };
  texts: CompressSettingsTexts;
  disabled?: boolean;
};

/** The compressor's settings: quality, largest width and height, aspect ratio, output format. */
export function CompressSettingsPanel({
  settings,
  onSettingsChange,
  errors,
  texts,
  disabled = false,
  className,
  ...props
}: CompressSettingsPanelProps) {
  const set = (change: Partial<CompressSettings>) => onSettingsChange({ ...settings, ...change });
  const limit = (key: 'maxWidth' | 'maxHeight', label: string) => (
    <Field label={label} error={errors?.[key]}>
      <Input
        type="number"
        inputMode="numeric"
        min={COMPRESS_EDGE.min}
        max={COMPRESS_EDGE.max}
        placeholder={texts.noLimit}
        value={settings[key] ?? ''}
        disabled={disabled}
        onChange={(event) =>
          set({ [key]: event.target.value === '' ? null : Math.round(Number(event.target.value)) })
        }
      />
    </Field>
  );
  return (
    <div
      data-slot="compress-settings"
      className={cn('grid gap-5 sm:grid-cols-2', className)}
      {...props}
    >
      <Field label={texts.format}>
        <Select
          value={settings.format}
          disabled={disabled}
          onChange={(event) => {
            const format = compressFormats.find((f) => f === event.target.value);
            if (format) set({ format });
          }}
          options={compressFormats.map((f) => ({ value: f, label: texts.formats[f] }))}
        />
      </Field>
      <Field label={texts.quality} hint={texts.qualityHint}>
        <Slider
          min={COMPRESS_QUALITY.min}
          max={COMPRESS_QUALITY.max}
          step={1}
          value={settings.quality}
          valueText={`${settings.quality} %`}
          disabled={disabled || settings.format === 'png'}
          onValueChange={(quality) => set({ quality })}
        />
      </Field>
      {limit('maxWidth', texts.maxWidth)}
      {limit('maxHeight', texts.maxHeight)}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold sm:col-span-2">
        <input
          type="checkbox"
          checked={settings.keepAspect}
          disabled={disabled}
          onChange={(event) => set({ keepAspect: event.target.checked })}
          className="size-5 accent-primary"
        />
        {texts.keepAspect}
      </label>
    </div>
  );
}
