import { useRef } from 'react';
import { useOfferConfetti } from '../views/parts/offer-confetti';

/** The offer page's confetti, on a canvas over the page (never for reduced motion). */
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
