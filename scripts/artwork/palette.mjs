// The artwork's palette. Colours the site defines are read from ui/tokens.css when this module
// loads (the CSS custom properties of its @theme block), so a change of brand colour reaches the
// images at their next render; a token that is missing or not a #rrggbb colour stops the render.
// A few illustration tints that the site's CSS has no use for are defined here.

import { readFileSync } from 'node:fs';

const tokensFile = new URL('../../ui/tokens.css', import.meta.url);

/** Every `--name: value;` declaration of the stylesheet (first declaration wins). */
function readTokens(file) {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens = new Map();
  for (const [, name, value] of css.matchAll(/--([\w-]+)\s*:\s*([^;{}]+);/g)) {
    if (!tokens.has(name)) tokens.set(name, value.trim());
  }
  return tokens;
}

const tokens = readTokens(tokensFile);

function token(name) {
  const value = tokens.get(name);
  if (value === undefined) {
    throw new Error(`scripts/artwork/palette.mjs: ui/tokens.css defines no --${name}`);
  }
  if (!/^#[0-9a-f]{6}$/i.test(value)) {
    throw new Error(
      `scripts/artwork/palette.mjs: --${name} in ui/tokens.css is "${value}", not a #rrggbb colour`,
    );
  }
  return value.toLowerCase();
}

/** Palette keys -> colours. Token-backed keys first, then the illustration-only tints. */
export const P = Object.freeze({
  night: token('color-surface'),
  nightDeep: '#060a16',
  raised: token('color-surface-raised'),
  raised2: '#1a2340',
  border: token('color-surface-border'),
  fg: token('color-surface-foreground'),
  mutedFg: token('color-surface-muted-foreground'),
  violet: token('color-primary'),
  violetBright: '#6a5cff',
  violetDeep: token('color-primary-soft-foreground'),
  lilac: token('color-surface-accent'),
  lilacSoft: token('color-primary-soft'),
  green: token('color-success'),
  mint: '#34d399',
  info: token('color-info'),
  sky: '#5aa9ff',
  amber: token('color-warning'),
  amberLight: '#fcd34d',
  ink: token('color-foreground'),
  slate: token('color-muted-foreground'),
  line: token('color-border'),
  mist: token('color-muted'),
  paper: token('color-background'),
  coral: '#f0605d',
});
