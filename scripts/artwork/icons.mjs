// Small flat icons and shapes for the generated artwork.

import { P } from './palette.mjs';
import { num, rect, circle, ellipse, path, stroke, poly } from './svg.mjs';

// Small icons, centred on (cx, cy), about `s` across.

export function star(cx, cy, r, fill) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
  });
  return path(`${poly(pts)}Z`, fill);
}

export function stars(x, cy, r, count, fill, gap = 2.4) {
  return Array.from({ length: count }, (_, i) => star(x + r + i * r * gap, cy, r, fill)).join('');
}

export const check = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx - s * 0.4)} ${num(cy)}l${num(s * 0.28)} ${num(s * 0.28)}l${num(s * 0.52)} ${num(-s * 0.56)}`,
    color,
    w,
  );

export const sparkle = (cx, cy, r, fill, o = {}) =>
  path(
    `M${num(cx)} ${num(cy - r)}Q${num(cx + r * 0.12)} ${num(cy - r * 0.12)} ${num(cx + r)} ${num(cy)}Q${num(cx + r * 0.12)} ${num(cy + r * 0.12)} ${num(cx)} ${num(cy + r)}Q${num(cx - r * 0.12)} ${num(cy + r * 0.12)} ${num(cx - r)} ${num(cy)}Q${num(cx - r * 0.12)} ${num(cy - r * 0.12)} ${num(cx)} ${num(cy - r)}Z`,
    fill,
    o,
  );

export const bolt = (cx, cy, s, fill) =>
  path(
    poly([
      [cx + s * 0.08, cy - s * 0.5],
      [cx - s * 0.32, cy + s * 0.08],
      [cx - s * 0.02, cy + s * 0.08],
      [cx - s * 0.1, cy + s * 0.5],
      [cx + s * 0.32, cy - s * 0.1],
      [cx + s * 0.02, cy - s * 0.1],
    ]) + 'Z',
    fill,
  );

export const codeMark = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx - s * 0.2)} ${num(cy - s * 0.28)}l${num(-s * 0.28)} ${num(s * 0.28)}l${num(s * 0.28)} ${num(s * 0.28)}` +
      `M${num(cx + s * 0.2)} ${num(cy - s * 0.28)}l${num(s * 0.28)} ${num(s * 0.28)}l${num(-s * 0.28)} ${num(s * 0.28)}`,
    color,
    w,
  ) +
  stroke(
    `M${num(cx + s * 0.08)} ${num(cy - s * 0.4)}L${num(cx - s * 0.08)} ${num(cy + s * 0.4)}`,
    color,
    w,
    { opacity: 0.7 },
  );

export const magnifier = (cx, cy, s, color, w = 3) =>
  circle(cx - s * 0.08, cy - s * 0.08, s * 0.3, 'none', { stroke: color, 'stroke-width': w }) +
  stroke(
    `M${num(cx + s * 0.14)} ${num(cy + s * 0.14)}L${num(cx + s * 0.42)} ${num(cy + s * 0.42)}`,
    color,
    w * 1.2,
  );

export const cart = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx - s * 0.48)} ${num(cy - s * 0.4)}h${num(s * 0.14)}l${num(s * 0.14)} ${num(s * 0.5)}h${num(s * 0.5)}l${num(s * 0.12)} ${num(-s * 0.36)}H${num(cx - s * 0.28)}`,
    color,
    w,
  ) +
  circle(cx - s * 0.1, cy + s * 0.32, w * 0.9, color) +
  circle(cx + s * 0.26, cy + s * 0.32, w * 0.9, color);

export const heart = (cx, cy, s, fill) =>
  path(
    `M${num(cx)} ${num(cy + s * 0.38)}C${num(cx - s * 0.6)} ${num(cy)} ${num(cx - s * 0.5)} ${num(cy - s * 0.45)} ${num(cx - s * 0.22)} ${num(cy - s * 0.4)}C${num(cx - s * 0.08)} ${num(cy - s * 0.38)} ${num(cx)} ${num(cy - s * 0.28)} ${num(cx)} ${num(cy - s * 0.2)}C${num(cx)} ${num(cy - s * 0.28)} ${num(cx + s * 0.08)} ${num(cy - s * 0.38)} ${num(cx + s * 0.22)} ${num(cy - s * 0.4)}C${num(cx + s * 0.5)} ${num(cy - s * 0.45)} ${num(cx + s * 0.6)} ${num(cy)} ${num(cx)} ${num(cy + s * 0.38)}Z`,
    fill,
  );

/** Cog wheel; the hole is cut out (see-through), `o` styles the path (e.g. opacity). */
export function gear(cx, cy, r, fill, teeth = 8, o = {}) {
  const pts = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r * 0.8;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  const h = r * 0.36;
  const hole = `M${num(cx + h)} ${num(cy)}a${num(h)} ${num(h)} 0 1 0 ${num(-2 * h)} 0a${num(h)} ${num(h)} 0 1 0 ${num(2 * h)} 0Z`;
  return path(`${poly(pts)}Z${hole}`, fill, { 'fill-rule': 'evenodd', ...o });
}

export const envelope = (cx, cy, s, color, w = 2.5) =>
  rect(cx - s * 0.45, cy - s * 0.32, s * 0.9, s * 0.64, s * 0.08, 'none', {
    stroke: color,
    'stroke-width': w,
  }) +
  stroke(
    `M${num(cx - s * 0.4)} ${num(cy - s * 0.24)}L${num(cx)} ${num(cy + s * 0.06)}L${num(cx + s * 0.4)} ${num(cy - s * 0.24)}`,
    color,
    w,
  );

export const database = (cx, cy, s, color, w = 2.5) =>
  ellipse(cx, cy - s * 0.3, s * 0.36, s * 0.12, 'none', { stroke: color, 'stroke-width': w }) +
  stroke(
    `M${num(cx - s * 0.36)} ${num(cy - s * 0.3)}v${num(s * 0.6)}a${num(s * 0.36)} ${num(s * 0.12)} 0 0 0 ${num(s * 0.72)} 0v${num(-s * 0.6)}` +
      `M${num(cx - s * 0.36)} ${num(cy)}a${num(s * 0.36)} ${num(s * 0.12)} 0 0 0 ${num(s * 0.72)} 0`,
    color,
    w,
  );

export const arrowUp = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx)} ${num(cy + s * 0.4)}V${num(cy - s * 0.4)}M${num(cx - s * 0.3)} ${num(cy - s * 0.1)}L${num(cx)} ${num(cy - s * 0.4)}L${num(cx + s * 0.3)} ${num(cy - s * 0.1)}`,
    color,
    w,
  );

export const trendUp = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx - s * 0.45)} ${num(cy + s * 0.3)}L${num(cx - s * 0.1)} ${num(cy - s * 0.05)}L${num(cx + s * 0.1)} ${num(cy + s * 0.12)}L${num(cx + s * 0.45)} ${num(cy - s * 0.3)}M${num(cx + s * 0.18)} ${num(cy - s * 0.3)}H${num(cx + s * 0.45)}V${num(cy - s * 0.04)}`,
    color,
    w,
  );

export const leaf = (cx, cy, len, angle, fill, o = {}) =>
  path(
    `M0 0C${num(len * 0.3)} ${num(-len * 0.32)} ${num(len * 0.75)} ${num(-len * 0.3)} ${num(len)} 0C${num(len * 0.75)} ${num(len * 0.3)} ${num(len * 0.3)} ${num(len * 0.32)} 0 0Z`,
    fill,
    { transform: `translate(${num(cx)} ${num(cy)}) rotate(${num(angle)})`, ...o },
  );

/** Toggle switch. */
export const toggle = (x, y, w, on, onColor, offColor) =>
  rect(x, y, w, w * 0.56, w * 0.28, on ? onColor : offColor) +
  circle(on ? x + w - w * 0.28 : x + w * 0.28, y + w * 0.28, w * 0.21, P.paper);
