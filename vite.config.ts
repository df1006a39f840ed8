import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The Node server (site/server/main.ts), the audit's Lighthouse process (lighthouse-run.mjs) and
// what the build writes besides the pages (build-data.ts), bundled by scripts/build.mjs. The site itself is built by Astro
// (astro.config.mjs).
export default defineConfig({
  root: path('./site'),
  envDir: path('.'),
  publicDir: false,
  build: {
    ssr: true,
    outDir: path('./dist/server'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: path('./site/server/main.ts'),
        'build-data': path('./site/server/build-data.ts'),
        // Forked per audit by the server (audit/local-lighthouse.ts), by this same file name.
        'lighthouse-run': path('./site/server/audit/lighthouse-run.mjs'),
      },
      output: {
        entryFileNames: ({ name }) => (name === 'lighthouse-run' ? '[name].mjs' : '[name].js'),
      },
    },
  },
});
