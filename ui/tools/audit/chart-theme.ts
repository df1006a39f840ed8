import type { Chart, ChartOptions, ChartType, FontSpec, Plugin } from 'chart.js';
import { useSyncExternalStore } from 'react';

/** The design tokens a chart draws with, read from the page's CSS (ui/tokens.css). */
const TOKENS = {
  primary: '--color-primary',
  success: '--color-success',
  warning: '--color-warning',
  info: '--color-info',
  muted: '--color-muted-foreground',
  border: '--color-border',
  foreground: '--color-foreground',
  background: '--color-background',
  font: '--font-sans',
} as const;

export type ChartTheme = Record<keyof typeof TOKENS, string> & {
  /** prefers-reduced-motion: draw at once, no animation. */
  reducedMotion: boolean;
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
let cached: ChartTheme | null = null;

// A canvas cannot use var(--x): the tokens are read as values, once per render, and the same
// object is returned while they are unchanged (useSyncExternalStore compares by identity).
function readTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const next = Object.fromEntries(
    Object.entries(TOKENS).map(([key, name]) => [key, style.getPropertyValue(name).trim()]),
  ) as Record<keyof typeof TOKENS, string>;
  next.font ||= 'sans-serif';
  const reducedMotion = window.matchMedia(reducedMotionQuery).matches;
  if (
    cached &&
    cached.reducedMotion === reducedMotion &&
    Object.keys(TOKENS).every(
      (key) => cached?.[key as keyof typeof TOKENS] === next[key as keyof typeof TOKENS],
    )
  )
    return cached;
  cached = { ...next, reducedMotion };
  return cached;
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The chart colours, font and motion preference; null on the server and during hydration (a
 * canvas is drawn in the browser only, in a box already sized by CSS).
 */
export function useChartTheme(): ChartTheme | null {
  return useSyncExternalStore(subscribe, readTheme, () => null);
}

/** A token colour made see-through (for filled areas drawn over the grid). */
export function translucent(color: string, alpha: number): string {
  // The canvas parses any CSS colour and gives it back as #rrggbb when opaque.
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return color;
  ctx.fillStyle = color;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(ctx.fillStyle);
  if (!hex) return color;
  const [r, g, b] = hex.slice(1).map((part) => parseInt(part, 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

/** Splits a long label into lines of about `max` characters (axis and point labels on phones). */
export function wrapLabel(label: string, max: number): string | string[] {
  if (label.length <= max) return label;
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The body font at a size, smaller on narrow charts so labels fit down to 320 px. */
export function chartFont(theme: ChartTheme, width: number, weight?: FontSpec['weight']) {
  return { family: theme.font, size: width < 360 ? 11 : 13, weight, lineHeight: 1.25 };
}

/** What every audit chart shares: sized by its box, the site's font, tokens, motion preference. */
export function baseOptions<TType extends ChartType>(theme: ChartTheme): ChartOptions<TType> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn at twice the resolution at least, so the chart stays sharp when printed.
    devicePixelRatio: Math.max(window.devicePixelRatio || 1, 2),
    animation: theme.reducedMotion ? false : { duration: 600, easing: 'easeOutQuart' },
    plugins: {
      legend: {
        labels: {
          color: theme.foreground,
          font: (ctx) => chartFont(theme, ctx.chart.width),
          boxWidth: 14,
          boxHeight: 14,
          padding: 12,
        },
      },
      tooltip: {
        titleFont: { family: theme.font, weight: 600 },
        bodyFont: { family: theme.font },
      },
    },
  } as ChartOptions<TType>;
}

const printHandlers = new WeakMap<Chart, () => void>();

/**
 * Keeps a chart in step with the page. Chart.js resizes on its container's resize observer, which
 * runs too late for the print layout (chartjs.org docs, "Printing resizable charts"): it resizes
 * before and after printing. A canvas does not redraw when a web font arrives (the site's use
 * font-display: optional): it lays the labels out again once the fonts are ready.
 */
export const pageEvents: Plugin = {
  id: 'pageEvents',
  install(chart) {
    const resize = () => chart.resize();
    printHandlers.set(chart, resize);
    window.addEventListener('beforeprint', resize);
    window.addEventListener('afterprint', resize);
    if (document.fonts.status !== 'loaded')
      void document.fonts.ready.then(() => {
        if (chart.canvas) chart.update('none');
      });
  },
  uninstall(chart) {
    const resize = printHandlers.get(chart);
    if (!resize) return;
    window.removeEventListener('beforeprint', resize);
    window.removeEventListener('afterprint', resize);
    printHandlers.delete(chart);
  },
};

/**
 * The canvas fills its box, whose aspect ratio CSS fixes before anything is drawn: no layout
 * shift. In print, the inline pixel size Chart.js sets yields to the box.
 */
export const canvasClass = 'absolute inset-0 print:h-full! print:w-full!';
