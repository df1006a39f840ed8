import type { AstroIntegration } from 'astro';

/** Registers client:intent (site/islands/intent-directive.ts) with Astro. */
export function intentDirective(): AstroIntegration {
  return {
    name: 'site:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: './site/islands/intent-directive.ts',
        });
      },
    },
  };
}
