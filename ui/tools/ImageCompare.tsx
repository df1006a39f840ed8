import { useState } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type ImageCompareProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  before: { src: string; label: string };
  after: { src: string; label: string };
  /** The images' size in pixels (both the same): sets the shape, and the size at 100 %. */
  width: number;
  height: number;
  /** Names the divider's control, e.g. 'Posición del divisor'. */
  sliderLabel: string;
  /** Show the images pixel for pixel (scrolling), instead of fitted to the space. */
  actualSize?: boolean;
  /**
   * Names the scrolling view at actual size, which takes focus so the arrow keys scroll it, e.g.
   * 'Vista a tamaño real'.
   */
  viewLabel: string;
};

/**
 * Before and after, one over the other, split by a divider the visitor drags or moves with the
 * arrow keys (a native range input over the images, so pointer, touch and keyboard all work).
 */
export function ImageCompare({
  before,
  after,
  width,
  height,
  sliderLabel,
  actualSize = false,
  viewLabel,
  className,
  ...props
}: ImageCompareProps) {
  const [position, setPosition] = useState(50);
  return (
    <div
      data-slot="image-compare"
      // At actual size the view scrolls: it takes focus so the keyboard can scroll it (the
      // divider's own control is then a strip across the middle, so dragging elsewhere pans).
      {...(actualSize && { tabIndex: 0, role: 'region', 'aria-label': viewLabel })}
      className={cn(
        'max-h-[70dvh] w-full overflow-auto rounded-lg bg-muted',
        'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <div
        className="relative mx-auto has-[:focus-visible]:outline-4 has-[:focus-visible]:-outline-offset-4 has-[:focus-visible]:outline-ring"
        style={
          actualSize
            ? { width, height }
            : { aspectRatio: `${width} / ${height}`, maxWidth: '100%', maxHeight: '70dvh' }
        }
      >
        <img
          src={before.src}
          alt={before.label}
          width={width}
          height={height}
          className="absolute inset-0 size-full object-contain"
        />
        <img
          src={after.src}
          alt={after.label}
          width={width}
          height={height}
          className="absolute inset-0 size-full object-contain"
          style={{ clipPath: `inset(0 0 0 ${position}%)` }}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-background shadow-elevated"
          style={{ left: `${position}%` }}
        >
          <span className="absolute top-1/2 left-1/2 size-9 -translate-1/2 rounded-full border-2 border-background bg-primary shadow-elevated" />
        </div>
        <span
          aria-hidden="true"
          className="absolute top-2 left-2 rounded-md bg-surface/80 px-2 py-1 text-xs font-semibold text-surface-foreground"
        >
          {before.label}
        </span>
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 rounded-md bg-surface/80 px-2 py-1 text-xs font-semibold text-surface-foreground"
        >
          {after.label}
        </span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          onChange={(event) => setPosition(Number(event.target.value))}
          aria-label={sliderLabel}
          aria-valuetext={`${position} %`}
          className={cn(
            'absolute inset-x-0 w-full cursor-ew-resize opacity-0',
            actualSize ? 'top-1/2 h-12 -translate-y-1/2' : 'inset-y-0 h-full',
          )}
        />
      </div>
    </div>
  );
}
