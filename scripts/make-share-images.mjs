#!/usr/bin/env node
// Renders the 1200x630 share images (Open Graph / Twitter) of both languages with the brand's
// own fonts and colours in headless Chromium, into site/public/og/. Run after changing the
// brand or tagline: `node scripts/make-share-images.mjs`. The PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const font = (pkg, file) =>
  readFileSync(join(root, 'node_modules', '@fontsource-variable', pkg, 'files', file)).toString(
    'base64',
  );
const display = font('space-grotesk', 'space-grotesk-latin-wght-normal.woff2');
const sans = font('inter', 'inter-latin-wght-normal.woff2');
const common = JSON.parse(readFileSync(join(root, 'site/i18n/es/common.json'), 'utf8'));

const texts = {
  es: {
    title: 'Desarrollo web, tiendas online y automatización',
    tagline: 'Sitios rápidos, accesibles y pensados para vender. Miami · Valencia',
  },
  en: {
    title: 'Web development, online stores and automation',
    tagline: 'Fast, accessible websites built to sell. Miami · Valencia',
  },
};

const html = (t) => `<!doctype html><html><head><style>
@font-face{font-family:D;src:url(data:font/woff2;base64,${display}) format('woff2');font-weight:300 700}
@font-face{font-family:S;src:url(data:font/woff2;base64,${sans}) format('woff2');font-weight:100 900}
*{margin:0;box-sizing:border-box}
body{width:1200px;height:630px;background:#0a0f1e;color:#f5f7fb;font-family:S;position:relative;overflow:hidden}
.glow{position:absolute;width:720px;height:720px;right:-200px;top:-260px;border-radius:50%;background:radial-gradient(circle,#4f3ff0cc 0%,#4f3ff000 65%)}
.grid{position:absolute;inset:0;background-image:linear-gradient(#27304a55 1px,transparent 1px),linear-gradient(90deg,#27304a55 1px,transparent 1px);background-size:48px 48px}
.wrap{position:absolute;inset:72px 80px;display:flex;flex-direction:column;justify-content:space-between}
.brand{display:flex;align-items:center;gap:18px;font-family:D;font-weight:700;font-size:34px}
h1{font-family:D;font-weight:700;font-size:68px;line-height:1.05;letter-spacing:-.02em;max-width:900px}
p{font-size:28px;color:#a9b4c8}
</style></head><body><div class="grid"></div><div class="glow"></div><div class="wrap">
<div class="brand"><svg width="56" height="56" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4f3ff0"/><path d="M22 22 12 32l10 10M42 22l10 10-10 10" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="m36 17-8 30" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/></svg>${common.brand}</div>
<h1>${t.title}</h1><p>${t.tagline}</p></div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
const out = join(root, 'site/public/og');
mkdirSync(out, { recursive: true });
for (const [lang, t] of Object.entries(texts)) {
  await page.setContent(html(t));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(out, `og-${lang}.png`), type: 'png' });
  console.log(`site/public/og/og-${lang}.png`);
}
await browser.close();
