// Larger pieces shared by several image families: a mini website, a dashboard, a landscape
// picture, workflow nodes and links, a laptop.

import { P } from './palette.mjs';
import {
  bars,
  trend,
  lineChart,
  donut,
  num,
  rect,
  circle,
  path,
  group,
  stroke,
} from './helpers.mjs';

/** Mini dark website (used inside windows and phones on dark compositions). */
export function miniSite(c, { x, y, w, h }, o = {}) {
  const accent = o.accent ?? P.violet;
  const k = w / 300;
  let s = rect(x, y, w, h, 0, o.bg ?? '#0f1528');
  s +=
    circle(x + 16 * k, y + 14 * k, 5 * k, accent) +
    rect(x + 26 * k, y + 11 * k, 40 * k, 6 * k, 3 * k, P.mutedFg, { opacity: 0.7 });
  s += bars(x + w - 110 * k, y + 11 * k, [0], {});
  for (let i = 0; i < 3; i += 1)
    s += rect(x + w - 120 * k + i * 30 * k, y + 11 * k, 22 * k, 5 * k, 2.5 * k, P.mutedFg, {
      opacity: 0.45,
    });
  const hero = { x: x + 12 * k, y: y + 30 * k, w: w - 24 * k, h: h * 0.44 };
  s += rect(
    hero.x,
    hero.y,
    hero.w,
    hero.h,
    8 * k,
    c.linear(
      [
        [0, P.violetDeep],
        [0.6, accent],
        [1, P.sky],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  s += circle(hero.x + hero.w * 0.78, hero.y + hero.h * 0.45, hero.h * 0.3, P.paper, {
    opacity: 0.16,
  });
  s += bars(hero.x + 14 * k, hero.y + hero.h * 0.3, [hero.w * 0.42, hero.w * 0.3], {
    h: 8 * k,
    gap: 6 * k,
    fill: P.paper,
  });
  s += rect(hero.x + 14 * k, hero.y + hero.h * 0.3 + 34 * k, 46 * k, 12 * k, 6 * k, P.paper, {
    opacity: 0.9,
  });
  const cy = hero.y + hero.h + 12 * k;
  const cw = (hero.w - 16 * k) / 3;
  for (let i = 0; i < 3; i += 1) {
    const cx = hero.x + i * (cw + 8 * k);
    s += rect(cx, cy, cw, h - (cy - y) - 10 * k, 6 * k, '#182040');
    s += circle(cx + 12 * k, cy + 12 * k, 5 * k, [P.lilac, P.mint, P.amberLight][i], {
      opacity: 0.9,
    });
    s += bars(cx + 8 * k, cy + 24 * k, [cw * 0.7, cw * 0.5], {
      h: 4 * k,
      gap: 5 * k,
      fill: P.mutedFg,
      opacity: 0.5,
    });
  }
  return s;
}
export function dashboard(c, { x, y, w, h }, rng) {
  let s = rect(x, y, w, h, 0, P.paper);
  s += rect(x, y, 100, h, 0, '#f7f7fc');
  s +=
    rect(x + 16, y + 18, 20, 20, 6, P.violet) +
    rect(x + 42, y + 24, 40, 8, 4, P.ink, { opacity: 0.8 });
  for (let i = 0; i < 6; i += 1)
    s += rect(x + 16, y + 62 + i * 24, i === 0 ? 70 : 56, 8, 4, i === 0 ? P.violet : '#c8cde0');
  const kx = x + 118;
  const kw = (w - 136 - 24) / 3;
  const kpis = [P.violet, P.green, P.amber];
  for (let i = 0; i < 3; i += 1) {
    const cx = kx + i * (kw + 12);
    s += rect(cx, y + 18, kw, 64, 10, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 });
    s +=
      rect(cx + 12, y + 30, 44, 6, 3, '#b8bfd3') +
      rect(cx + 12, y + 46, 48, 14, 4, P.ink, { opacity: 0.85 });
    s +=
      rect(cx + kw - 46, y + 46, 34, 14, 7, kpis[i], { opacity: 0.15 }) +
      rect(cx + kw - 40, y + 51, 22, 4, 2, kpis[i]);
  }
  const chartY = y + 96;
  s += rect(kx, chartY, w - 136 - 130, 150, 10, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 });
  s += rect(kx + 14, chartY + 14, 80, 7, 3.5, '#9aa3bd');
  s += lineChart(c, kx + 14, chartY + 36, w - 136 - 158, 100, trend(rng, 9, 0.2, 0.85, 0.12), {
    color: P.violet,
    width: 2.5,
  });
  s += lineChart(c, kx + 14, chartY + 36, w - 136 - 158, 100, trend(rng, 9, 0.15, 0.5, 0.1), {
    color: P.lilac,
    width: 2,
    area: false,
    dot: false,
  });
  const dx = x + w - 130;
  s += rect(dx, chartY, 112, 150, 10, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 });
  s += donut(
    dx + 56,
    chartY + 66,
    32,
    12,
    [
      [0.52, P.violet],
      [0.28, P.lilac],
      [0.2, P.mint],
    ],
    '#eef0f6',
  );
  s += bars(dx + 20, chartY + 116, [72, 52], { h: 5, gap: 6, fill: '#c8cde0' });
  return s;
}
export function landscape(c, x, y, w, h, o = {}) {
  return group(
    rect(
      x,
      y,
      w,
      h,
      0,
      c.linear(
        o.sky ?? [
          [0, '#cfe3ff'],
          [1, '#eef4ff'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
      circle(x + w * 0.74, y + h * 0.32, h * 0.14, o.sun ?? P.amberLight) +
      path(
        `M${x} ${y + h}L${x + w * 0.32} ${y + h * 0.42}L${x + w * 0.52} ${y + h * 0.74}L${x + w * 0.68} ${y + h * 0.56}L${x + w} ${y + h}Z`,
        o.hill ?? '#7d8fd8',
      ) +
      path(
        `M${x} ${y + h}L${x + w * 0.18} ${y + h * 0.7}L${x + w * 0.42} ${y + h}Z`,
        o.hill2 ?? '#5b6fc7',
      ),
    { 'clip-path': c.clip(x, y, w, h, o.r ?? 8) },
  );
}
/** Workflow node: rounded square with an icon. */
export function flowNode(c, cx, cy, s, fill, icon, o = {}) {
  let out = '';
  if (o.glow) out += c.glow(cx, cy, s * 0.7, s * 0.7, o.glow, 0.55, s * 0.25);
  out += c.shadow(cx - s / 2, cy - s / 2, s, s, s * 0.24, { dy: 8, sd: 10, opacity: 0.45 });
  out += rect(cx - s / 2, cy - s / 2, s, s, s * 0.24, fill, {
    stroke: o.line ?? '#ffffff',
    'stroke-opacity': 0.18,
    'stroke-width': 1.5,
  });
  out += icon(cx, cy);
  out +=
    circle(cx - s / 2, cy, 5, P.night, { stroke: P.mutedFg, 'stroke-width': 2 }) +
    circle(cx + s / 2, cy, 5, P.night, { stroke: P.mutedFg, 'stroke-width': 2 });
  return out;
}

export const link = (x1, y1, x2, y2, color, o = {}) =>
  stroke(
    `M${num(x1)} ${num(y1)}C${num((x1 + x2) / 2)} ${num(y1)} ${num((x1 + x2) / 2)} ${num(y2)} ${num(x2)} ${num(y2)}`,
    color,
    o.width ?? 2.5,
    { opacity: o.opacity ?? 0.8, 'stroke-dasharray': o.dash },
  );
export function laptop(c, cx, base, w, screenFill) {
  const h = w * 0.62;
  return (
    path(
      `M${cx - w / 2 + 8} ${base - h}h${w - 16}a8 8 0 0 1 8 8v${h - 14}h${-w}v${-(h - 14)}a8 8 0 0 1 8 -8z`,
      '#2a3150',
    ) +
    rect(cx - w / 2 + 8, base - h + 8, w - 16, h - 22, 4, screenFill) +
    path(`M${cx - w / 2 - 22} ${base - 6}h${w + 44}l-10 12h${-(w + 24)}z`, '#c2c8d8') +
    circle(cx, base - h / 2 - 4, 7, '#fff', { opacity: 0.7 })
  );
}
