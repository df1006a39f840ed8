import { FileText, Upload, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { buttonVariants } from './Button';
import { useFieldControl } from './Field';

export type FileInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'multiple'
> & {
  /** The chosen file (controlled); null when none. */
  file: File | null;
  /** Called with the chosen file, or null when cleared. */
  onFileChange: (file: File | null) => void;
  /** Text of the choose button, e.g. 'Elegir archivo'. */
  chooseLabel: string;
  /** Shown while no file is chosen, e.g. 'Ningún archivo seleccionado'. */
  noFileLabel: string;
  /** Accessible name of the clear button, e.g. 'Quitar archivo'. */
  clearLabel: string;
  /** The chosen file's size as the page's language writes it, e.g. '2,35 MB' (domain's formatBytes). */
  formatSize: (bytes: number) => string;
};

/**
 * A file picker that shows the chosen file's name and lets it be cleared. The native input stays
 * in the tab order (visually hidden), so keyboard and screen-reader users get the platform picker.
 */
export function FileInput({
  file,
  onFileChange,
  chooseLabel,
  noFileLabel,
  clearLabel,
  formatSize,
  className,
  disabled,
  ...props
}: FileInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const wired = useFieldControl(props);

  // A parent that resets the form (file -> null) must also empty the native input.
  const shownFile = useRef(file);
  useEffect(() => {
    if (file === null && shownFile.current !== null && inputRef.current)
      inputRef.current.value = '';
    shownFile.current = file;
  }, [file]);

  return (
    <div
      data-slot="file-input"
      data-state={file ? 'chosen' : 'empty'}
      className={cn('flex flex-wrap items-center gap-3', className)}
    >
      <label
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <Upload aria-hidden="true" />
        {chooseLabel}
        <input
          ref={inputRef}
          type="file"
          className="sr-only"
          disabled={disabled}
          onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
          {...wired}
        />
      </label>
      <span
        className={cn(
          'inline-flex min-w-0 items-center gap-1.5 text-sm',
          file ? 'text-foreground' : 'text-muted-foreground',
        )}
        aria-live="polite"
      >
        {file ? (
          <>
            <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="truncate font-medium" data-slot="file-name">
              {file.name}
            </span>
            <span className="shrink-0 text-muted-foreground">({formatSize(file.size)})</span>
          </>
        ) : (
          noFileLabel
        )}
      </span>
      {file ? (
        <button
          type="button"
          aria-label={clearLabel}
          title={clearLabel}
          disabled={disabled}
          onClick={() => {
            onFileChange(null);
            // The clear button disappears: keep keyboard focus on the picker.
            inputRef.current?.focus();
          }}
          className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}
        >
          <X aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
