import type { CreateTypes } from 'canvas-confetti';
import { useEffect, useRef, type RefObject } from 'react';
import { CONFETTI } from '../../content/offer';

/**
 * Confetti on the offer page (spec: a burst on every second tick of a 3 s timer), drawn on the
 * given canvas. Never for visitors who prefer reduced motion; stopped when the page is left. The
 * library loads only here, after the page has mounted.
 */
function useOfferConfetti(canvas: RefObject<HTMLCanvasElement | null>): void {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let stopped = false;
    let fire: CreateTypes | null = null;
    let tick = 0;
    const library = import('canvas-confetti');
    const timer = window.setInterval(() => {
      tick += 1;
      if (tick % CONFETTI.everyTicks !== 0) return;
      void library.then(({ default: confetti }) => {
        if (stopped || !canvas.current) return;
        fire ??= confetti.create(canvas.current, { resize: true, disableForReducedMotion: true });
        void fire({ ...CONFETTI.burst, origin: { ...CONFETTI.burst.origin } });
      });
    }, CONFETTI.intervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      fire?.reset();
    };
  }, [canvas]);
}

/** The offer page's confetti (an island), on a canvas over the page (never for reduced motion). */
export default function OfferConfetti() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useOfferConfetti(canvas);
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-100 size-full"
    />
  );
}
