import type { AstroIntegration } from 'astro';

/**
 * Our client directives, registered with Astro:
 * - client:painted (painted-directive.ts): hydrates at the first idle moment after the page has
 *   loaded and painted;
 * - client:view (view-directive.ts): hydrates once the island is in view after the page has
 *   loaded and painted, or at once when the visitor reaches for it;
 * - client:intent (intent-directive.ts): hydrates when the visitor reaches for the island;
 * - client:follow (follow-directive.ts): hydrates right after the page's first other island.
 */
export function siteDirectives(): AstroIntegration {
  return {
    name: 'site:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: './site/islands/intent-directive.ts' });
        addClientDirective({ name: 'view', entrypoint: './site/islands/view-directive.ts' });
        addClientDirective({ name: 'follow', entrypoint: './site/islands/follow-directive.ts' });
        addClientDirective({
          name: 'painted',
          entrypoint: './site/islands/painted-directive.ts',
        });
      },
    },
  };
}
