import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';
import { restMouseCommand } from './tests/mouse-rest';
import { textInMachineFontsCommand } from './tests/platform-fonts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Debian's Chromium, headless: the browser of the browser and storybook projects. A fresh
 * object for each (Vitest names the instances in place, so two projects cannot share one).
 */
const headlessChromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // Room for the largest story viewport (desktop 1280 wide, tablet 1024 high) at scale 1:
    // a smaller window shrinks the test frame, and its screenshots lose detail.
    contextOptions: { viewport: { width: 1320, height: 1080 } },
  }),
  instances: [{ browser: 'chromium' as const }],
  // Which fonts drew the test's text (the DevTools protocol, from Node beside Playwright).
  commands: { textInMachineFonts: textInMachineFontsCommand, restMouse: restMouseCommand },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // One spec, tests/e2e/suite.test.ts, loads every tests/e2e/*.e2e.ts in turn: one
          // browser at a time (two cores, timing-sensitive checks), beside the other projects.
          include: ['tests/e2e/suite.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Browser code that needs real web APIs (fetch, FormData, DataTransfer, History): the mail
        // client and the router.
        plugins: [react()],
        // The QR encoder and reader, bundled before the first test runs (one found mid-run makes
        // Vite reload the page).
        optimizeDeps: { include: ['qrcode', 'jsqr'] },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          browser: headlessChromium(),
        },
      },
      {
        // The Storybook plugin does not read vite.config.ts: React and Tailwind must be listed
        // here too, or stories render unstyled and the a11y contrast checks measure nothing.
        plugins: [react(), tailwindcss(), storybookTest({ configDir })],
        // Dependencies only stories import (the QR encoder), bundled before the first story runs:
        // one found mid-run makes Vite reload the page and the running stories fail.
        optimizeDeps: {
          include: [
            'qrcode',
            'react-easy-crop',
            'chart.js',
            'react-chartjs-2',
            'react-i18next',
            'i18next',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The picture is taken in an afterEach hook: a tall story's pages, each until stable,
          // on a machine busy with the e2e suite.
          hookTimeout: 60_000,
          setupFiles: ['.storybook/visual.setup.ts'],
          browser: {
            ...headlessChromium(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A small tolerance: anti-aliasing noise passes, a changed component does not.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
                resolveScreenshotPath: ({ root, arg, ext }) =>
                  `${root}/tests/visual/baselines/${arg}${ext}`,
                resolveDiffPath: ({ root, arg, ext }) => `${root}/test-results/visual/${arg}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
