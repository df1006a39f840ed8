// ---------------------------------------------------------------------------------------------
// Portfolio screenshots (800x600): an editorial fashion shop (project-2) and a marketplace with
// search, filters and a product grid (project-9).

import { P } from './palette.mjs';
import {
  bars,
  cart,
  circle,
  ellipse,
  gradient,
  group,
  heart,
  leaf,
  magnifier,
  path,
  rect,
  stars,
  stroke,
  bolt,
} from './helpers.mjs';
import { sneaker } from './promo.mjs';
import { handbag, headphones, tshirt, hat, dress } from './shop.mjs';
import { fullSite } from './projects-kit.mjs';

// An editorial fashion shop in sand, olive and black: a dress under an arch beside the
// collection's headline, categories, then three products with their colour swatches.
export function projectFashion(c) {
  const ink = '#1c1b18';
  const olive = '#6b6b3a';
  const clay = '#b4532a';
  const sand = '#efe7da';
  fullSite(c, '#f8f5ef', (a) => {
    const { x, y, w } = a;
    let s = rect(x, y, w, 24, 0, ink) + rect(x + w / 2 - 90, y + 9, 180, 6, 3, '#e8e1d3');
    // Navigation: links left, name centred, icons right
    for (let i = 0; i < 3; i += 1) s += rect(x + 28 + i * 58, y + 46, 42, 6, 3, '#6f6a60');
    s += rect(x + w / 2 - 60, y + 40, 120, 18, 2, ink);
    s +=
      magnifier(x + w - 108, y + 49, 18, ink, 2) +
      stroke(
        `M${x + w - 74} ${y + 50}m-8 -2a4 4 0 0 1 8 -2a4 4 0 0 1 8 2c0 5 -8 10 -8 10s-8 -5 -8 -10z`,
        ink,
        2,
      ) +
      cart(x + w - 38, y + 49, 20, ink, 2);
    s += rect(x, y + 74, w, 1, 0, '#e4ddd0');
    // Hero: an arch with the dress, the headline on the right
    const hx = x + 28;
    const hy = y + 92;
    let hero = rect(hx, hy, 380, 280, 4, gradient(c, '#d98b62', clay));
    hero += path(`M${hx + 100} ${hy + 280}V${hy + 130}a90 90 0 0 1 180 0V${hy + 280}Z`, '#f0d5bd');
    hero += dress(hx + 190, hy + 190, 1.3, olive);
    hero += hat(hx + 318, hy + 226, 0.62, '#e9d3b4');
    for (let i = 0; i < 5; i += 1)
      hero += leaf(hx + 20, hy + 280, 60 + i * 12, -40 - i * 12, i % 2 ? '#7c7a45' : '#97945a');
    s += group(hero, { 'clip-path': c.clip(hx, hy, 380, 280, 4) });
    s += rect(x + 440, y + 150, 70, 6, 3, clay);
    s += bars(x + 440, y + 170, [290, 250, 190], { h: 22, gap: 10, fill: ink });
    s += bars(x + 440, y + 272, [270, 230], { h: 6, gap: 8, fill: '#8a8376' });
    s += rect(x + 440, y + 316, 150, 40, 0, ink) + rect(x + 472, y + 333, 86, 6, 3, '#fff');
    s += rect(x + 610, y + 333, 70, 6, 3, ink) + rect(x + 610, y + 346, 70, 1.5, 0, ink);
    // Categories
    ['#1c1b18', null, null, null, null].forEach((fill, i) => {
      const cx = x + 28 + i * 104;
      s += rect(
        cx,
        y + 390,
        92,
        28,
        14,
        fill ?? 'none',
        fill ? {} : { stroke: '#cfc6b6', 'stroke-width': 1.5 },
      );
      s += rect(cx + 22, y + 401, 48, 6, 3, fill ? '#fff' : '#6f6a60');
    });
    // Products
    const products = [
      [sand, (cx, cy) => tshirt(cx, cy, 0.9, olive), [olive, ink, '#e9d3b4']],
      ['#e9e2d6', (cx, cy) => sneaker(cx - 78, cy - 34, 0.8, '#f7f3ec', clay), [clay, '#f7f3ec']],
      ['#ece3d6', (cx, cy) => handbag(cx, cy, 0.95, ink), [ink, clay, olive]],
    ];
    products.forEach(([bg, draw, swatches], i) => {
      const px = x + 28 + i * 252;
      s += group(rect(px, y + 432, 236, 104, 4, bg) + draw(px + 118, y + 486), {
        'clip-path': c.clip(px, y + 432, 236, 104, 4),
      });
      s +=
        circle(px + 214, y + 452, 12, '#fff') +
        heart(px + 214, y + 452, 12, i === 1 ? clay : '#c9c0b0');
      if (i === 0)
        s += rect(px + 12, y + 444, 44, 18, 9, ink) + rect(px + 22, y + 450, 24, 6, 3, '#fff');
      s += bars(px, y + 548, [110], { h: 7, fill: ink, opacity: 0.8 });
      swatches.forEach((fill, k) => {
        s += circle(px + 176 + k * 16, y + 551, 5, fill, { stroke: '#d8cfbf', 'stroke-width': 1 });
      });
    });
    return s;
  });
}

/** Small product glyphs for the marketplace grid, about 70 px across at k = 1. */
const glyphs = {
  headphones: (cx, cy) => headphones(cx, cy - 10, 0.55, '#334155', '#94a3b8'),
  watch: (cx, cy) =>
    rect(cx - 12, cy - 34, 24, 68, 8, '#475569') +
    circle(cx, cy, 22, '#e2e8f0', { stroke: '#334155', 'stroke-width': 5 }) +
    stroke(`M${cx} ${cy - 12}V${cy}l8 6`, '#334155', 2.5),
  mug: (cx, cy) =>
    rect(cx - 24, cy - 24, 40, 50, 8, '#f97316') +
    stroke(`M${cx + 16} ${cy - 12}h6a10 10 0 0 1 0 20h-6`, '#f97316', 5) +
    stroke(
      `M${cx - 12} ${cy - 34}c-4 -6 4 -8 0 -14M${cx} ${cy - 34}c-4 -6 4 -8 0 -14`,
      '#cbd5e1',
      2,
    ),
  lamp: (cx, cy) =>
    path(
      `M${cx - 26} ${cy - 6}L${cx - 14} ${cy - 38}H${cx + 14}L${cx + 26} ${cy - 6}Z`,
      '#facc15',
    ) +
    rect(cx - 3, cy - 6, 6, 36, 3, '#64748b') +
    ellipse(cx, cy + 32, 22, 6, '#475569'),
  plant: (cx, cy) =>
    [0, 1, 2, 3, 4]
      .map((i) => leaf(cx, cy + 2, 30 + (i % 2) * 8, -150 + i * 30, i % 2 ? '#16a34a' : '#4ade80'))
      .join('') + path(`M${cx - 18} ${cy + 4}h36l-6 32h-24z`, '#c2410c'),
  camera: (cx, cy) =>
    rect(cx - 34, cy - 20, 68, 46, 8, '#1e293b') +
    rect(cx - 14, cy - 28, 22, 10, 3, '#1e293b') +
    circle(cx, cy + 3, 15, '#94a3b8', { stroke: '#0f172a', 'stroke-width': 4 }) +
    circle(cx + 24, cy - 10, 3, '#f97316'),
  bottle: (cx, cy) =>
    rect(cx - 6, cy - 40, 12, 10, 3, '#0f766e') +
    rect(cx - 16, cy - 30, 32, 68, 12, '#14b8a6') +
    rect(cx - 16, cy - 6, 32, 16, 0, '#fff', { opacity: 0.5 }),
  backpack: (cx, cy) =>
    stroke(`M${cx - 10} ${cy - 28}a10 10 0 0 1 20 0`, '#1d4ed8', 4) +
    rect(cx - 26, cy - 28, 52, 64, 14, '#2563eb') +
    rect(cx - 16, cy + 6, 32, 22, 6, '#1d4ed8'),
};

// A marketplace: an orange header with a large search field, categories, filters on the left,
// an offer banner and a grid of products from many sellers.
export function projectMarketplace(c) {
  const { rng } = c;
  const orange = '#f97316';
  const ink = '#1e293b';
  fullSite(c, '#f3f4f6', (a) => {
    const { x, y, w } = a;
    let s = rect(x, y, w, 62, 0, gradient(c, orange, '#fb923c', 'right'));
    s +=
      circle(x + 32, y + 31, 12, '#fff') +
      bolt(x + 32, y + 31, 16, orange) +
      rect(x + 52, y + 26, 70, 10, 5, '#fff');
    s += rect(x + 150, y + 14, 460, 34, 17, '#fff') + magnifier(x + 172, y + 31, 16, '#94a3b8', 2);
    s +=
      rect(x + 192, y + 28, 150, 6, 3, '#cbd5e1') +
      rect(x + 560, y + 18, 46, 26, 13, ink) +
      magnifier(x + 583, y + 31, 14, '#fff', 2);
    s +=
      circle(x + w - 96, y + 31, 14, '#fff', { opacity: 0.25 }) +
      rect(x + w - 100, y + 25, 8, 8, 4, '#fff');
    s +=
      cart(x + w - 44, y + 31, 24, '#fff', 2.4) +
      circle(x + w - 30, y + 18, 8, ink) +
      rect(x + w - 33, y + 16, 6, 4, 2, '#fff');
    // Categories
    s += rect(x, y + 62, w, 36, 0, '#fff') + rect(x, y + 98, w, 1, 0, '#e5e7eb');
    for (let i = 0; i < 7; i += 1)
      s += rect(x + 28 + i * 100, y + 77, rng.range(50, 76), 6, 3, i === 0 ? orange : '#64748b');
    // Filters
    const fx = x + 20;
    s += rect(fx, y + 114, 160, 438, 10, '#fff');
    s += rect(fx + 16, y + 132, 70, 8, 4, ink);
    for (let i = 0; i < 5; i += 1) {
      const on = i === 1 || i === 3;
      s += rect(fx + 16, y + 156 + i * 26, 14, 14, 4, on ? orange : '#fff', {
        stroke: on ? orange : '#cbd5e1',
        'stroke-width': 1.5,
      });
      if (on) s += stroke(`M${fx + 19} ${y + 163 + i * 26}l3 3l5 -6`, '#fff', 2);
      s += rect(fx + 40, y + 160 + i * 26, rng.range(60, 100), 6, 3, '#64748b');
    }
    s += rect(fx + 16, y + 302, 60, 8, 4, ink);
    s += rect(fx + 16, y + 330, 128, 4, 2, '#e5e7eb') + rect(fx + 46, y + 330, 66, 4, 2, orange);
    s +=
      circle(fx + 46, y + 332, 8, '#fff', { stroke: orange, 'stroke-width': 3 }) +
      circle(fx + 112, y + 332, 8, '#fff', { stroke: orange, 'stroke-width': 3 });
    s += rect(fx + 16, y + 366, 60, 8, 4, ink);
    for (let i = 0; i < 4; i += 1) s += stars(fx + 16, y + 396 + i * 24, 5, 5 - i, P.amber, 2.4);
    // Offer banner
    const mx = x + 196;
    const mw = w - 216;
    s += rect(mx, y + 114, mw, 92, 10, gradient(c, '#4338ca', '#7c3aed', 'right'));
    s += group(
      circle(mx + mw - 60, y + 130, 80, '#fff', { opacity: 0.1 }) +
        circle(mx + mw - 150, y + 220, 60, '#fff', { opacity: 0.08 }),
      {
        'clip-path': c.clip(mx, y + 114, mw, 92, 10),
      },
    );
    s += rect(mx + 24, y + 134, 60, 18, 9, '#facc15') + rect(mx + 34, y + 140, 40, 6, 3, ink);
    s += bars(mx + 24, y + 162, [220, 160], { h: 12, gap: 8, fill: '#fff' });
    s += sneaker(mx + mw - 210, y + 128, 0.82, '#fff', '#facc15');
    // Products
    const names = ['watch', 'mug', 'camera', 'plant', 'bottle', 'lamp', 'backpack', 'headphones'];
    const tw = (mw - 3 * 14) / 4;
    names.forEach((name, i) => {
      const tx = mx + (i % 4) * (tw + 14);
      const ty = y + 222 + Math.floor(i / 4) * 166;
      s += rect(tx, ty, tw, 152, 10, '#fff');
      s += group(
        rect(tx + 8, ty + 8, tw - 16, 80, 8, '#f8fafc') + glyphs[name](tx + tw / 2, ty + 48),
        {
          'clip-path': c.clip(tx + 8, ty + 8, tw - 16, 80, 8),
        },
      );
      if (i === 2 || i === 5)
        s +=
          rect(tx + 14, ty + 14, 36, 16, 8, '#dc2626') + rect(tx + 22, ty + 19, 20, 6, 3, '#fff');
      s += rect(tx + 12, ty + 98, rng.range(70, 110), 6, 3, '#475569');
      s += stars(tx + 12, ty + 116, 4, 5, P.amber, 2.4);
      s += rect(tx + 12, ty + 130, 46, 10, 5, ink);
      s +=
        circle(tx + tw - 22, ty + 132, 12, orange) +
        stroke(`M${tx + tw - 22} ${ty + 126}v12M${tx + tw - 28} ${ty + 132}h12`, '#fff', 2.2);
    });
    return s;
  });
}
