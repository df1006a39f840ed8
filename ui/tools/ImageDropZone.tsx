import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { Upload } from 'lucide-react';
import { cn } from '../lib/cn';
import { buttonVariants } from '../primitives/Button';

export type ImageDropZoneTexts = {
  /** The zone's title, e.g. 'Arrastra tus imágenes aquí'. */
  title: string;
  /** What it takes, e.g. 'JPEG, PNG, WebP o AVIF'. */
  hint: string;
  /** The picker button, e.g. 'Elegir imágenes'. */
  choose: string;
};

export type ImageDropZoneProps = Omit<React.ComponentProps<'div'>, 'onDrop' | 'children'> & {
  texts: ImageDropZoneTexts;
  /** Called with the files picked or dropped (several when `multiple`). */
  onFiles: (files: File[]) => void;
  /** The picker's filter, e.g. 'image/jpeg,image/png'. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Why the last files were refused; announced at once. */
  error?: string;
  /** A smaller zone, for adding more files beside results. */
  compact?: boolean;
};

/**
 * Where images come in: drop them on the zone or pick them with its button (a native file input,
 * so keyboard and screen-reader users get the platform's picker). Files picked before the page's
 * code ran are taken at mount.
 */
export function ImageDropZone({
  texts,
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  error,
  compact = false,
  className,
  ...props
}: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const errorId = `${useId()}-error`;

  const zoneRef = useRef<HTMLDivElement>(null);

  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const takeEvent = useEffectEvent(take);
  const dropEvent = useEffectEvent((event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer?.files);
  });
  const overEvent = useEffectEvent((event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  });

  useEffect(() => {
    // Files picked before the page's code ran.
    const input = inputRef.current;
    if (input?.files?.length) {
      takeEvent(input.files);
      input.value = '';
    }
    // Drag and drop on the whole zone (the button inside is the keyboard's way in).
    const zone = zoneRef.current;
    if (!zone) return;
    const leave = (event: DragEvent) => {
      if (!zone.contains(event.relatedTarget as Node | null)) setDragging(false);
    };
    const over = (event: DragEvent) => overEvent(event);
    const drop = (event: DragEvent) => dropEvent(event);
    zone.addEventListener('dragover', over);
    zone.addEventListener('dragleave', leave);
    zone.addEventListener('drop', drop);
    return () => {
      zone.removeEventListener('dragover', over);
      zone.removeEventListener('dragleave', leave);
      zone.removeEventListener('drop', drop);
    };
  }, []);

  return (
    <div
      data-slot="image-drop-zone"
      ref={zoneRef}
      data-state={dragging ? 'dragging' : error ? 'error' : 'idle'}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed text-center',
        'transition-colors duration-(--duration-fast)',
        compact ? 'px-4 py-5' : 'px-6 py-10 sm:py-14',
        dragging
          ? 'border-primary bg-primary-soft'
          : error
            ? 'border-danger bg-muted/50'
            : 'border-input bg-muted/50',
        disabled && 'opacity-60',
        className,
      )}
      {...props}
    >
      {compact ? null : <Upload aria-hidden="true" className="size-10 text-primary" />}
      <p className={cn('font-semibold text-foreground', compact ? 'text-base' : 'text-lg')}>
        {texts.title}
      </p>
      <p className="text-sm text-muted-foreground">{texts.hint}</p>
      <label
        className={cn(
          buttonVariants({ variant: compact ? 'outline' : 'primary', size: 'md', wrap: true }),
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
          disabled && 'pointer-events-none',
        )}
      >
        <Upload aria-hidden="true" />
        {texts.choose}
        <input
          ref={inputRef}
          type="file"
          className="sr-only"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file can be chosen again after it was refused or removed.
            event.currentTarget.value = '';
          }}
        />
      </label>
      <p id={errorId} role="alert" className="text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}
