import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The chunks every page starts with, besides the entry (see build.rolldownOptions). */
const startingGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react[\\/]|react-dom[\\/](?!client|cjs[\\/]react-dom-client)|i18next|react-i18next|void-elements|html-parse-stringify)/,
    // Before React's DOM renderer: a group also takes its modules' dependencies.
    priority: 2,
  },
  {
    // React's DOM renderer and its scheduler: site/entry-client.tsx imports them on their own,
    // to evaluate them in a task of their own.
    name: 'react-dom-client',
    test: /node_modules[\\/](react-dom[\\/](client|cjs[\\/]react-dom-client)|scheduler[\\/])/,
    priority: 1,
  },
];

// Client build (default) and server build (`--ssr`, see scripts/build.mjs): the prerender
// entry and the Node server, both bundled from site/.
export default defineConfig(({ isSsrBuild }) => ({
  root: path('./site'),
  publicDir: path('./site/public'),
  envDir: path('.'),
  plugins: [react(), tailwindcss()],
  // The image compressor's workers load their codecs (WebAssembly) by dynamic import.
  worker: { format: 'es' },
  build: isSsrBuild
    ? {
        outDir: path('./dist/server'),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          // The server bundle holds both languages on purpose; the browser splits them.
          onwarn(warning, warn) {
            if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
          },
          input: {
            'entry-server': path('./site/entry-server.tsx'),
            main: path('./site/server/main.ts'),
          },
        },
      }
    : {
        outDir: path('./dist/client'),
        emptyOutDir: true,
        manifest: true,
        // No preload links from the bundle: inserting each costs the main thread a few
        // milliseconds. The boot script preloads what a page starts with (scripts/build.mjs);
        // lazy parts load their own imports when they load, after hydration has begun.
        modulePreload: false,
        // One stylesheet for the whole site: it is small and cached across pages.
        cssCodeSplit: false,
        // Fonts stay files, however small (ui/fonts' emoji subsets are 2-3 KB): the CSP takes
        // fonts from this origin only, not data: URLs, and a font inlined in the stylesheet would
        // be downloaded by every page, not only by text that needs it.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        // React and i18next in one chunk: every page needs both at once, and split along the
        // lazy parts' imports they made a dozen small chunks (more requests, preloads, modules).
        // React's DOM renderer in a second one, evaluated in a task of its own.
        rolldownOptions: {
          output: {
            // The code every page starts with (the entry, the framework, React's DOM renderer)
            // is compiled by V8 while it downloads, off the main thread, rather than function by
            // function on first use, on the main thread while the page hydrates (react-dom's
            // 200 KB module function alone took 15-30 ms to parse there). Chrome 136+ reads this
            // hint; other browsers ignore the comment.
            postBanner: (chunk) =>
              chunk.isEntry || startingGroups.some((group) => group.name === chunk.name)
                ? '//# allFunctionsCalledOnLoad'
                : '',
            codeSplitting: { groups: startingGroups },
          },
        },
      },
}));
