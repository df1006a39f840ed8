import type * as React from 'react';
import { cn } from '../lib/cn';

export type ParallaxBackgroundProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** How much slower than the page the layer moves (0 = fixed to the page, 1 = still). */
  speed?: number;
};

/**
 * A decorative background layer (glows and grid) that drifts with scroll: pure CSS, a
 * scroll-driven animation on the page's scroll timeline (ui/styles.css, "parallax background"),
 * so it works in prerendered HTML that is never hydrated. The layer sits `speed` × the distance
 * scrolled below its place. It moves with a transform on an absolutely positioned layer, so it
 * never shifts layout, and stays still without scroll timelines or for visitors who prefer
 * reduced motion.
 */
export function ParallaxBackground({
  speed = 0.3,
  className,
  style,
  ...props
}: ParallaxBackgroundProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="parallax-background"
      className={cn('pointer-events-none absolute inset-0 -z-10 overflow-hidden', className)}
      style={{ '--parallax-speed': speed, ...style } as React.CSSProperties}
      {...props}
    >
      <div
        data-slot="parallax-layer"
        className="absolute inset-x-0 -top-1/4 h-[150%] will-change-transform"
      >
        <div className="absolute top-[10%] left-[-10%] size-[40rem] rounded-pill bg-primary opacity-10 blur-3xl" />
        <div className="absolute top-[45%] right-[-15%] size-[36rem] rounded-pill bg-surface-accent opacity-15 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,var(--color-border)_1px,transparent_0)] bg-size-[32px_32px] opacity-60" />
      </div>
    </div>
  );
}
