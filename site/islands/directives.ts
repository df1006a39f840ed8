import type { AstroIntegration } from 'astro';

/**
 * Our two client directives, registered with Astro:
 * - client:intent (intent-directive.ts): hydrates when the visitor reaches for the island;
 * - client:view (view-directive.ts): hydrates once the island is in view after the page has
 *   loaded, or at once when the visitor reaches for it.
 */
export function siteDirectives(): AstroIntegration {
  return {
    name: 'site:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: './site/islands/intent-directive.ts' });
        addClientDirective({ name: 'view', entrypoint: './site/islands/view-directive.ts' });
      },
    },
  };
}
