// ---------------------------------------------------------------------------------------------
// Portfolio screenshots (800x600): a web platform (project-1), a construction company
// (project-5) and a corporate website (project-12).

import { P } from './palette.mjs';
import {
  bars,
  bolt,
  card,
  check,
  circle,
  gradient,
  group,
  path,
  pill,
  rect,
  sparkle,
  stroke,
} from './helpers.mjs';
import {
  fullSite,
  framedSite,
  heading,
  logoStrip,
  picture,
  projectBackdrop,
  siteNav,
} from './projects-kit.mjs';

// A dark product site for a project-management platform: headline and actions on the left, the
// product's board on the right, client logos and three features below.
export function projectPlatform(c) {
  const { rng } = c;
  projectBackdrop(c, '#0d1330', '#1d1552', [
    [600, 160, 240, 160, P.violet, 0.55],
    [160, 520, 220, 120, P.sky, 0.3],
  ]);
  framedSite(
    c,
    (a) => {
      const { x, y, w } = a;
      let s = rect(x, y, w, a.h, 0, '#0b1024');
      s += c.glow(x + 540, y + 170, 170, 110, P.violet, 0.45, 40);
      s += siteNav(x, y, w, {
        mark: 'hex',
        color: P.sky,
        ink: P.fg,
        link: P.mutedFg,
        cta: P.violet,
      });
      // Headline
      s += rect(x + 30, y + 82, 150, 24, 12, P.raised2) + circle(x + 46, y + 94, 5, P.mint);
      s += rect(x + 58, y + 91, 106, 6, 3, P.mutedFg, { opacity: 0.8 });
      s += heading(x + 30, y + 124, [290, 230], P.fg, 22, 12);
      s += rect(x + 30, y + 124 + 34, 140, 22, 4, gradient(c, P.sky, P.violetBright, 'right'), {
        opacity: 0.9,
      });
      s += bars(x + 30, y + 196, [280, 250, 180], { h: 7, gap: 9, fill: P.mutedFg, opacity: 0.6 });
      s += pill(x + 30, y + 254, 132, 38, P.violet);
      s += pill(x + 172, y + 254, 112, 38, 'none', P.fg, { stroke: '#3a4470', label: 56 });
      // The board
      const bx = x + 380;
      const by = y + 78;
      s += rect(bx + 26, by - 14, 290, 210, 14, '#151c3a', { opacity: 0.8 });
      s += card(c, bx, by, 300, 220, { r: 14, fill: '#141b36', line: '#2c3656' });
      [
        [P.lilac, 3],
        [P.sky, 2],
        [P.mint, 2],
      ].forEach(([color, n], col) => {
        const cx = bx + 14 + col * 96;
        s +=
          circle(cx + 6, by + 22, 4, color) +
          rect(cx + 16, by + 19, 44, 6, 3, P.mutedFg, { opacity: 0.6 });
        for (let k = 0; k < n; k += 1) {
          const cy = by + 40 + k * 58;
          s += rect(cx, cy, 86, 50, 8, '#1e2749');
          s += rect(cx + 8, cy + 10, rng.range(40, 66), 6, 3, P.fg, { opacity: 0.7 });
          s += rect(cx + 8, cy + 24, 30, 5, 2.5, color, { opacity: 0.8 });
          s += circle(cx + 74, cy + 38, 6, [P.amberLight, P.coral, P.sky][(k + col) % 3]);
        }
      });
      s += card(c, bx + 176, by + 182, 150, 48, { r: 24, fill: P.raised2, line: '#3a4470' });
      s += circle(bx + 200, by + 206, 13, P.green) + check(bx + 200, by + 206, 12, '#fff', 2.4);
      s += bars(bx + 222, by + 198, [80, 56], { h: 5, gap: 6, fill: P.mutedFg, opacity: 0.7 });
      // Clients and features
      s += logoStrip(x + 20, y + 332, w - 40, 5, '#3c4770', rng);
      [
        [P.violet, P.violetBright],
        [P.info, P.sky],
        [P.green, P.mint],
      ].forEach(([from, to], i) => {
        const fx = x + 30 + i * 226;
        s += rect(fx, y + 362, 208, 110, 12, '#121a36', { stroke: '#232c4f', 'stroke-width': 1 });
        s += rect(fx + 16, y + 378, 34, 34, 10, gradient(c, from, to));
        s += [
          sparkle(fx + 33, y + 395, 9, '#fff'),
          bolt(fx + 33, y + 395, 20, '#fff'),
          check(fx + 33, y + 395, 16, '#fff', 2.6),
        ][i];
        s += bars(fx + 16, y + 426, [120, 160, 130], {
          h: 6,
          gap: 7,
          fill: P.mutedFg,
          opacity: 0.5,
        });
      });
      return s;
    },
    { x: 40, y: 40, w: 720, h: 520, theme: 'dark' },
  );
}

/** A tower crane: lattice mast from `base` up `height`, jib to the right, a beam on the hook. */
function crane(x, base, height, jib, hook, color) {
  const top = base - height;
  let lattice = `M${x - 8} ${base}V${top}M${x + 8} ${base}V${top}`;
  for (let y = base; y > top + 10; y -= 20) lattice += `M${x - 8} ${y}L${x + 8} ${y - 20}`;
  let arm = `M${x - 60} ${top}H${x + jib}M${x - 60} ${top + 14}H${x + jib}`;
  for (let i = -60; i < jib; i += 20) arm += `M${x + i} ${top + 14}L${x + i + 10} ${top}`;
  const hx = x + jib * 0.7;
  return (
    stroke(lattice, color, 3) +
    stroke(arm, color, 3) +
    path(`M${x - 8} ${top}L${x} ${top - 30}L${x + 8} ${top}Z`, color) +
    stroke(
      `M${x} ${top - 30}L${x + jib * 0.8} ${top}M${x} ${top - 30}L${x - 54} ${top}`,
      color,
      1.5,
    ) +
    rect(x - 70, top + 14, 30, 22, 2, '#3e4c59') +
    rect(x + 8, top + 14, 22, 16, 2, color) +
    stroke(`M${hx} ${top + 14}V${top + 14 + hook}`, '#9aa5b1', 1.5) +
    rect(hx - 40, top + 14 + hook, 80, 10, 1, '#e4e7eb')
  );
}

// A construction company: a dark hero with a building going up and a tower crane, figures on a
// yellow band, recent projects below.
export function projectConstruction(c) {
  const slate = '#1f2933';
  const yellow = '#f5b700';
  fullSite(c, '#f4f1ea', (a) => {
    const { x, y, w } = a;
    let s = rect(x, y, w, 330, 0, slate);
    s += siteNav(x, y, w, {
      mark: 'blocks',
      color: yellow,
      ink: '#fff',
      link: '#cbd2d9',
      cta: yellow,
      ctaInk: slate,
    });
    s += rect(x + 32, y + 90, 60, 6, 3, yellow);
    s += heading(x + 32, y + 110, [280, 240, 190], '#fff', 22, 12);
    s += bars(x + 32, y + 216, [260, 220], { h: 7, gap: 9, fill: '#9aa5b1' });
    s += rect(x + 32, y + 252, 140, 40, 3, yellow) + rect(x + 58, y + 269, 88, 6, 3, slate);
    // Building under construction
    const gx = x + 420;
    const ground = y + 318;
    s += rect(gx, ground - 200, 130, 200, 0, '#323f4b');
    for (let r = 0; r < 8; r += 1)
      for (let k = 0; k < 4; k += 1)
        s += rect(
          gx + 14 + k * 29,
          ground - 188 + r * 24,
          18,
          14,
          1,
          r < 2 && k > 1 ? '#52606d' : '#f7d070',
          { opacity: (r + k) % 3 ? 0.85 : 0.45 },
        );
    let frame = '';
    for (let r = 0; r <= 4; r += 1) frame += `M${gx + 170} ${ground - r * 36}H${gx + 310}`;
    for (let k = 0; k <= 4; k += 1) frame += `M${gx + 170 + k * 35} ${ground}V${ground - 144}`;
    s += stroke(frame, '#e4e7eb', 3, { 'stroke-linecap': 'butt' });
    s += stroke(
      `M${gx + 170} ${ground - 36}L${gx + 205} ${ground - 72}M${gx + 240} ${ground - 72}L${gx + 275} ${ground - 108}`,
      '#9aa5b1',
      2,
    );
    s += crane(gx + 150, ground, 236, 170, 60, yellow);
    // Hazard stripes along the ground
    s += group(
      Array.from({ length: 70 }, (_, i) =>
        path(`M${x + i * 12} ${ground + 12}l12 -12h12l-12 12z`, i % 2 ? slate : yellow),
      ).join(''),
      { 'clip-path': c.clip(x, ground, w, 12) },
    );
    // Figures
    s += rect(x, ground + 12, w, 80, 0, yellow);
    for (let i = 0; i < 4; i += 1) {
      const fx = x + 40 + i * 180;
      s += rect(fx, ground + 32, [70, 84, 60, 76][i], 20, 4, slate);
      s += rect(fx, ground + 62, 110, 6, 3, slate, { opacity: 0.6 });
    }
    // Recent projects
    const colors = [
      ['#f9d68f', '#fbe9c7', '#8a6a3b', '#b08b57', '#fff3d6'],
      ['#b9d3e8', '#e3eef7', '#52606d', '#7b8794', '#ffffff'],
      ['#f6c6a6', '#fbe4d4', '#9c5d3b', '#c47f57', '#fff0e0'],
    ];
    colors.forEach((cols, i) => {
      const px = x + 32 + i * 248;
      s += picture(c, px, ground + 114, 224, 96, cols, { r: 6, sunX: 0.2 + i * 0.3 });
      s += bars(px, ground + 224, [120], { h: 7, fill: slate, opacity: 0.7 });
    });
    return s;
  });
}

/** A city skyline: towers with lit windows. */
function skyline(c, x, base, w, rng, colors) {
  let s = '';
  let bx = x;
  while (bx < x + w) {
    const bw = rng.range(44, 86);
    const bh = rng.range(110, 250);
    const fill = rng.pick(colors);
    s += rect(bx, base - bh, bw - 6, bh, 2, fill);
    for (let wy = base - bh + 12; wy < base - 12; wy += 16)
      for (let wx = bx + 8; wx < bx + bw - 18; wx += 14)
        if (rng.next() < 0.55)
          s += rect(wx, wy, 6, 8, 1, '#cfe0ff', { opacity: rng.range(0.25, 0.7) });
    bx += bw;
  }
  return s;
}

// A corporate website: a skyline picture behind the headline, three areas of the business with
// icons, a figures card and the partners' logos.
export function projectCorporate(c) {
  const { rng } = c;
  const blue = '#1d4ed8';
  fullSite(c, P.paper, (a) => {
    const { x, y, w } = a;
    let s = siteNav(x, y, w, {
      mark: 'square',
      color: blue,
      ink: P.ink,
      link: P.slate,
      cta: blue,
      links: 5,
    });
    const hy = y + 52;
    const hh = 300;
    s += group(
      rect(x, hy, w, hh, 0, gradient(c, '#1e3a8a', '#60a5fa', 'down')) +
        circle(x + w * 0.8, hy + 86, 46, '#fde68a', { opacity: 0.9 }) +
        skyline(c, x + 300, hy + hh, w - 300, rng, ['#1e3a8a', '#1e40af', '#27408b', '#172554']) +
        rect(
          x,
          hy,
          w,
          hh,
          0,
          c.linear(
            [
              [0, '#0b1a45', 0.92],
              [0.55, '#0b1a45', 0.55],
              [1, '#0b1a45', 0],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      { 'clip-path': c.clip(x, hy, w, hh) },
    );
    s += rect(x + 40, hy + 60, 70, 6, 3, '#93c5fd');
    s += heading(x + 40, hy + 82, [300, 250], '#fff', 24, 12);
    s += bars(x + 40, hy + 166, [280, 230], { h: 7, gap: 9, fill: '#c7d6f5' });
    s += pill(x + 40, hy + 212, 140, 38, '#fff', blue);
    s += pill(x + 190, hy + 212, 120, 38, 'none', '#fff', { stroke: '#ffffff', label: 60 });
    // Areas of the business
    const icons = [
      (cx, cy) =>
        stroke(
          `M${cx - 10} ${cy + 8}V${cy - 2}M${cx} ${cy + 8}V${cy - 10}M${cx + 10} ${cy + 8}V${cy + 2}`,
          blue,
          3.4,
        ),
      (cx, cy) =>
        circle(cx, cy, 11, 'none', { stroke: blue, 'stroke-width': 3 }) +
        stroke(`M${cx - 11} ${cy}h22M${cx} ${cy - 11}c-6 6 -6 16 0 22c6 -6 6 -16 0 -22`, blue, 2),
      (cx, cy) =>
        path(`M${cx} ${cy - 12}l10 4v7c0 7 -5 11 -10 13c-5 -2 -10 -6 -10 -13v-7z`, 'none', {
          stroke: blue,
          'stroke-width': 3,
          'stroke-linejoin': 'round',
        }),
    ];
    icons.forEach((icon, i) => {
      const cx = x + 40 + i * 170;
      s += circle(cx + 22, hy + hh + 42, 22, '#dbe6fd') + icon(cx + 22, hy + hh + 42);
      s += bars(cx, hy + hh + 80, [110], { h: 9, fill: P.ink, opacity: 0.8 });
      s += bars(cx, hy + hh + 100, [140, 120, 90], { h: 5, gap: 7, fill: '#9aa3b8' });
    });
    // Figures card
    const fx = x + w - 230;
    s += card(c, fx, hy + hh - 40, 200, 150, {
      r: 12,
      fill: P.paper,
      line: '#e3e6f0',
      shadowOpacity: 0.18,
      shadowColor: P.ink,
    });
    for (let i = 0; i < 3; i += 1) {
      const ry = hy + hh - 16 + i * 42;
      s += rect(fx + 18, ry, [64, 52, 70][i], 16, 4, blue, { opacity: 0.9 - i * 0.2 });
      s += rect(fx + 100, ry + 5, 80, 6, 3, '#9aa3b8');
    }
    s += logoStrip(x + 20, y + a.h - 22, w - 40, 6, '#b8c0d2', rng);
    return s;
  });
}
