import type { AstroIntegration } from 'astro';

/**
 * Our one client directive, beside Astro's client:idle (an island of the first view: the hero
 * slider, the tools, the confetti; and the page's toaster): client:intent (intent-directive.ts)
 * hydrates when the visitor reaches for the island (a form, the chat, the technologies picker),
 * or at once when it has stored state to show (a form's draft, the chat's open panel).
 */
export const clientDirectives = [
  { name: 'intent', entrypoint: './site/islands/intent-directive.ts' },
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
 * at the first idle moment, or 500 ms later at most.
 */
export const FIRST_IDLE = { timeout: 500 };
