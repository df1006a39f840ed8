// Colour arithmetic shared by the design system's checks, the logos and the QR generator.

/** WCAG 2 relative luminance of a 6-digit hex colour ('#rrggbb' or 'rrggbb'). */
export function luminance(hex: string): number {
  const digits = hex.replace(/^#/, '');
  const linear = (i: number) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}

/** WCAG 2 contrast ratio of two hex colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
