import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type ParallaxBackgroundProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** How much slower than the page the layer moves (0 = fixed to the page, 1 = still). */
  speed?: number;
};

/**
 * A decorative background layer (glows and grid) that drifts with scroll. It moves with a
 * transform on an absolutely positioned layer, so it never shifts layout, and stays still for
 * visitors who prefer reduced motion.
 */
export function ParallaxBackground({ speed = 0.3, className, ...props }: ParallaxBackgroundProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const layer = ref.current;
    if (!layer) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = motion.matches ? 0 : window.scrollY * speed;
      layer.style.transform = `translate3d(0, ${y.toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    motion.addEventListener('change', update);
    onScroll(); // first position with the next frame, not forced during hydration
    return () => {
      window.removeEventListener('scroll', onScroll);
      motion.removeEventListener('change', update);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [speed]);
  return (
    <div
      aria-hidden="true"
      data-slot="parallax-background"
      className={cn('pointer-events-none absolute inset-0 -z-10 overflow-hidden', className)}
      {...props}
    >
      <div ref={ref} className="absolute inset-x-0 -top-1/4 h-[150%] will-change-transform">
        <div className="absolute top-[10%] left-[-10%] size-[40rem] rounded-pill bg-primary opacity-10 blur-3xl" />
        <div className="absolute top-[45%] right-[-15%] size-[36rem] rounded-pill bg-surface-accent opacity-15 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,var(--color-border)_1px,transparent_0)] bg-size-[32px_32px] opacity-60" />
      </div>
    </div>
  );
}
