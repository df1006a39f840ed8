// `npm run dev` is the real site from the sources: Astro's dev server with the site's /api,
// every page hydrating without error, the islands working, the chat answering.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill } from '../../domain';
import { textFacts } from '../../site/i18n/facts';
import { resources } from '../../site/i18n/resources';
import { freePort } from '../../scripts/built-server.mjs';
import { launch } from './browser';
import { islandSelector } from './islands';

const root = fileURLToPath(new URL('../../', import.meta.url));
let browser: Browser;
let dev: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  const port = await freePort();
  dev = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(port)], {
    cwd: root,
    // As a developer's shell has it: not the test runner's mode.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^VITEST/.test(name))),
      NODE_ENV: 'development',
      OUTBOX_DIR: fileURLToPath(new URL('../../test-results/dev-outbox', import.meta.url)),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const child = dev;
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`127.0.0.1:${port}`)) resolve(`http://127.0.0.1:${port}`);
    });
    child.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}: ${out}`)));
  });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev?.on('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
});

describe('npm run dev', () => {
  it('serves every kind of page from the sources, hydrates its islands without an error, and answers the chat through /api', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const es = resources.es;

    // A page with a form island: reached for, it hydrates (Astro removes `ssr`) and its field
    // takes input.
    await page.goto(`${origin}/contacto`);
    const form = page.locator(islandSelector('ContactForm'));
    await form.locator('> *').first().hover();
    await expect.poll(() => form.getAttribute('ssr'), { timeout: 60_000 }).toBeNull();
    await page.getByRole('textbox', { name: es.forms.contact.name }).fill('Ana');

    // English, a tool on load.
    await page.goto(`${origin}/en/qr-generator`);
    await expect
      .poll(() => page.locator(islandSelector('QrTool')).getAttribute('ssr'), {
        timeout: 60_000,
      })
      .toBeNull();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The chat: its panel on intent, a question answered by the server's assistant.
    const chat = resources.en.chat;
    // Reached for first (its island hydrates on intent), then pressed: a press held before
    // hydration is marked on the button, which React's development build reports as a mismatch.
    const launcher = page.getByRole('button', { name: chat.launcher });
    await launcher.hover();
    await expect
      .poll(() => page.locator(islandSelector('Chat')).getAttribute('ssr'), {
        timeout: 60_000,
      })
      .toBeNull();
    await launcher.click();
    const panel = page.getByRole('dialog', { name: chat.title });
    await expect.poll(() => panel.isVisible(), { timeout: 60_000 }).toBe(true);
    await expect
      .poll(() => panel.locator('[data-slot=chat-message][data-sender=bot]').first().textContent())
      .toContain(fill(chat.welcome, textFacts('en')));
    await panel.getByRole('button', { name: chat.quickReplies.prices.label }).click();
    await expect
      .poll(() => panel.locator('[data-slot=chat-message][data-sender=bot]').count(), {
        timeout: 60_000,
      })
      .toBe(2);
    expect(
      await panel
        .locator('[data-slot=chat-message][data-sender=bot]')
        .last()
        .getAttribute('data-error'),
    ).toBeNull();

    // React's development build reports hydration mismatches and key warnings as errors.
    expect(errors.filter((e) => !e.includes('React DevTools'))).toEqual([]);
  }, 180_000);
});
