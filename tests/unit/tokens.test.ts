import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast } from '../../domain';

const css = readFileSync(new URL('../../ui/tokens.css', import.meta.url), 'utf8');
const colours = new Map(
  [...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1] ?? '', m[2] ?? '']),
);

function colour(name: string): string {
  const value = colours.get(name);
  if (!value) throw new Error(`token --color-${name} missing from ui/tokens.css`);
  return value;
}

// Text pairs need 4.5:1 (WCAG AA, normal text); borders of inputs need 3:1 (non-text contrast).
const textPairs: [string, string][] = [
  ['background', 'foreground'],
  ['background', 'muted-foreground'],
  ['muted', 'muted-foreground'],
  ['background', 'subtle-foreground'],
  ['surface', 'surface-foreground'],
  ['surface', 'surface-muted-foreground'],
  ['surface', 'surface-accent'],
  ['surface-raised', 'surface-foreground'],
  ['surface-raised', 'surface-muted-foreground'],
  ['primary', 'primary-foreground'],
  ['primary-hover', 'primary-foreground'],
  ['primary-soft', 'primary-soft-foreground'],
  ['background', 'primary'],
  ['secondary', 'secondary-foreground'],
  ['secondary-hover', 'secondary-foreground'],
  ['success', 'success-foreground'],
  ['success-soft', 'success-soft-foreground'],
  ['danger', 'danger-foreground'],
  ['danger-soft', 'danger-soft-foreground'],
  ['background', 'danger'],
  ['warning', 'warning-foreground'],
  ['warning-soft', 'warning-soft-foreground'],
  ['caution', 'caution-foreground'],
  ['caution-soft', 'caution-soft-foreground'],
  ['info', 'info-foreground'],
  ['whatsapp', 'whatsapp-foreground'],
  ['whatsapp-hover', 'whatsapp-foreground'],
];

describe('design tokens', () => {
  it.each(textPairs)('%s / %s meets WCAG AA for text (4.5:1)', (bg, fg) => {
    expect(contrast(colour(bg), colour(fg))).toBeGreaterThanOrEqual(4.5);
  });

  it('input borders and the focus ring stand out from the page (3:1)', () => {
    expect(contrast(colour('background'), colour('input'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('background'), colour('ring'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('surface'), colour('surface-accent'))).toBeGreaterThanOrEqual(3);
  });

  it('the contrast formula matches known values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
