import type { AstroIntegration } from 'astro';

/**
 * Our client directives, beside Astro's client:idle (an island of the first view: the hero slider,
 * the tools, the confetti, at the first idle moment once the island runtime has arrived):
 * - client:view (view-directive.ts): hydrates once the island is in view after the page has
 *   loaded and painted, or at once when the visitor reaches for it: a control a tap must find
 *   ready (the careers apply button, the technologies picker);
 * - client:intent (intent-directive.ts): hydrates when the visitor reaches for the island (or at
 *   once when it has stored state to show: a form's draft, the chat's open panel);
 * - client:follow (follow-directive.ts): hydrates right after the first of the islands its value
 *   names (the toaster, after an island that shows toasts).
 * Astro inlines each one a page uses, its own among them; the build moves them into the island
 * runtime's file (scripts/build.mjs), which the page fetches once it has loaded and painted
 * (site/layouts/late-scripts.js): no island hydrates before that file has run.
 */
export const clientDirectives = [
  { name: 'intent', entrypoint: './site/islands/intent-directive.ts' },
  { name: 'view', entrypoint: './site/islands/view-directive.ts' },
  { name: 'follow', entrypoint: './site/islands/follow-directive.ts' },
] as const;

/** Registers our client directives with Astro. */
export function siteDirectives(): AstroIntegration {
  return {
    name: 'site:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const directive of clientDirectives) addClientDirective(directive);
      },
    },
  };
}

/**
 * client:idle's option for an island of the first view (the hero slider, a tool, the confetti):
 * at the first idle moment once the island runtime has arrived, or 500 ms later at most. A press
 * made before is held for it (site/layouts/held-presses.js).
 */
export const FIRST_IDLE = { timeout: 500 };
