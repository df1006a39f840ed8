// The premium offer (spec section 9): its price and days are the agency's data (site/config.ts).

/** The offer's blocks in display order (texts in the `offer` namespace). */
export const offerFeatures = ['speed', 'hosting', 'quality'] as const;
export const offerSteps = ['design', 'frontend', 'integration', 'delivery'] as const;

/** Confetti on the offer page (spec section 9): a 3 s timer, a burst every second tick. */
export const CONFETTI = {
  intervalMs: 3000,
  everyTicks: 2,
  burst: { particleCount: 100, spread: 70, origin: { y: 0.6 } },
} as const;
