import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The Node server (site/server/main.ts), the audit's child processes (lighthouse-run.mjs,
// pdf-print.mjs) and what the build writes besides the pages (build-data.ts), bundled by
// scripts/build.mjs. The site itself is built by Astro (astro.config.mjs).
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
        // Run per audit and per print by the server (audit/child-run.ts), by these same names.
        'lighthouse-run': path('./site/server/audit/lighthouse-run.mjs'),
        'pdf-print': path('./site/server/audit/pdf-print.mjs'),
      },
      output: {
        entryFileNames: ({ facadeModuleId }) =>
          facadeModuleId?.endsWith('.mjs') ? '[name].mjs' : '[name].js',
      },
    },
  },
});
