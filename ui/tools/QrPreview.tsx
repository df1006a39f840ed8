import type * as React from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

/** A QR code's modules, row by row (true: dark), as an encoder gives them. */
export type QrModules = readonly (readonly boolean[])[];

export type QrPreviewProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The code to draw; undefined while there is nothing to draw yet. */
  modules?: QrModules;
  /** Quiet zone around the code, in modules (the spec's 4). */
  margin?: number;
  /** Drawn width and height in CSS pixels (the spec's 256); it shrinks on narrow screens. */
  size?: number;
  /** Colours of the dark modules and of the background (any CSS colour; the visitor's choice). */
  foreground: string;
  background: string;
  /** Accessible name of the drawn code, e.g. 'Código QR de https://nodoweb.studio'. */
  label: string;
  /** Shown in the code's place while there is nothing to draw. */
  emptyText: string;
  /** Why the code cannot be drawn (the encoder refused the content), announced at once. */
  error?: string;
  /**
   * The scan check's result under a drawn code: still checking, read back fine, or a warning
   * that readers may fail (announced politely as it changes).
   */
  check?: { state: QrCheckState; text: string };
  /** Under the code: its actions (downloads) and notes. */
  actions?: React.ReactNode;
};

export type QrCheckState = 'checking' | 'passed' | 'warning';

const checkTone: Record<QrCheckState, string> = {
  checking: 'text-muted-foreground',
  passed: 'text-success-soft-foreground',
  warning: 'rounded-md bg-warning-soft px-3 py-2 text-warning-soft-foreground ring-1 ring-warning',
};

/** The dark modules as one SVG path, a unit square each, offset by the quiet zone. */
export function qrPathData(modules: QrModules, margin: number): string {
  let d = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x + margin} ${y + margin}h1v1h-1z`;
    });
  });
  return d;
}

/**
 * A QR code drawn as SVG (sharp at any zoom), with the place it takes kept while it is empty or
 * refused, so nothing around it moves. Not interactive itself; its actions come as a slot.
 */
export function QrPreview({
  modules,
  margin = 4,
  size = 256,
  foreground,
  background,
  label,
  emptyText,
  error,
  check,
  actions,
  className,
  ...props
}: QrPreviewProps) {
  const count = modules?.length ?? 0;
  const drawn = count > 0 && !error;
  const extent = count + margin * 2;
  return (
    <div
      data-slot="qr-preview"
      data-state={error ? 'error' : drawn ? 'drawn' : 'empty'}
      className={cn('flex flex-col items-center gap-4', className)}
      {...props}
    >
      <div
        className="grid aspect-square w-full place-items-center overflow-hidden rounded-lg bg-muted ring-1 ring-border"
        style={{ maxWidth: size }}
      >
        {drawn && modules ? (
          <svg
            role="img"
            aria-label={label}
            viewBox={`0 0 ${extent} ${extent}`}
            shapeRendering="crispEdges"
            className="size-full"
          >
            <rect width={extent} height={extent} fill={background} />
            <path d={qrPathData(modules, margin)} fill={foreground} />
          </svg>
        ) : error ? (
          <p role="alert" className="px-6 text-center text-sm font-medium break-words text-danger">
            {error}
          </p>
        ) : (
          <p className="px-6 text-center text-sm break-words text-muted-foreground">{emptyText}</p>
        )}
      </div>
      {drawn ? (
        <p
          role="status"
          data-check={check?.state}
          className={cn(
            'flex w-full items-start justify-center gap-2 text-center text-sm',
            check && checkTone[check.state],
          )}
        >
          {check ? (
            <>
              {check.state === 'passed' ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : check.state === 'warning' ? (
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : null}
              <span className="break-words">{check.text}</span>
            </>
          ) : null}
        </p>
      ) : null}
      {actions ? <div className="flex w-full flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
