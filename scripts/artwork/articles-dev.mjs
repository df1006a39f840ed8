// ---------------------------------------------------------------------------------------------
// Article figures (1200x675), development topics: inline illustrations for the blog articles,
// drawn differently from the covers of the same topics (blog-dev.mjs).

import { P } from './palette.mjs';
import {
  bars,
  browser,
  check,
  circle,
  codeLines,
  donut,
  gradient,
  lineChart,
  paperCard,
  path,
  pill,
  rect,
  sparkle,
  stroke,
  trend,
} from './helpers.mjs';

/** Syntax colours that read on a light editor. */
const lightCode = [P.violet, P.info, P.green, '#c2410c', P.slate];

function lightBackdrop(c, from, to, glows) {
  const { width: W, height: H } = c;
  c.add(rect(0, 0, W, H, 0, gradient(c, from, to)));
  for (const [cx, cy, rx, ry, color, opacity] of glows)
    c.add(c.glow(cx, cy, rx, ry, color, opacity, 90));
}

/** The AI assistant's mark: a violet disc with a sparkle. */
const aiMark = (c, cx, cy, r) =>
  circle(cx, cy, r, gradient(c, P.violetBright, P.violetDeep)) + sparkle(cx, cy, r * 0.55, '#fff');

// An editor with an inline AI suggestion (ghost text waiting for Tab) and a chat panel proposing
// a diff; a test run passes underneath.
export function articleAi(c) {
  const { rng } = c;
  lightBackdrop(c, '#f6f5ff', '#eaf1fb', [
    [900, 160, 320, 200, P.lilac, 0.5],
    [200, 600, 300, 160, P.sky, 0.3],
  ]);
  c.add(
    browser(
      c,
      60,
      50,
      1080,
      560,
      (a) => {
        let s = rect(a.x, a.y, a.w, a.h, 0, P.paper);
        // File tree
        s += rect(a.x, a.y, 190, a.h, 0, '#f5f6fa') + rect(a.x + 190, a.y, 1, a.h, 0, '#e3e6ef');
        for (let i = 0; i < 12; i += 1) {
          const depth = [0, 1, 1, 2, 2, 2, 1, 1, 0, 1, 1, 0][i];
          const y = a.y + 24 + i * 28;
          const x = a.x + 18 + depth * 16;
          const active = i === 4;
          if (active) s += rect(a.x + 8, y - 9, 174, 26, 6, P.lilacSoft);
          s += rect(x, y, 12, 10, 2, active ? P.violet : [P.amber, P.sky, P.lilac][i % 3]);
          s += rect(
            x + 20,
            y + 2,
            rng.range(50, 100) - depth * 10,
            6,
            3,
            active ? P.violet : '#9aa3b8',
          );
        }
        // Tabs
        s += rect(a.x + 191, a.y, a.w - 191, 36, 0, '#f5f6fa');
        s += rect(a.x + 191, a.y, 150, 36, 0, P.paper) + rect(a.x + 191, a.y, 150, 2, 0, P.violet);
        s += rect(a.x + 210, a.y + 15, 90, 6, 3, P.ink, { opacity: 0.7 });
        s += rect(a.x + 360, a.y + 15, 80, 6, 3, '#a3abbe');
        // Code with line numbers
        const codeX = a.x + 250;
        for (let i = 0; i < 22; i += 1)
          s += rect(a.x + 210, a.y + 56 + i * 20, 16, 5, 2.5, '#c3c9d8');
        s += codeLines(rng, codeX, a.y + 56, 9, {
          lh: 20,
          h: 6,
          unit: 10,
          maxW: 420,
          palette: lightCode,
        });
        // Inline suggestion: ghost lines in a dashed frame, accepted with Tab
        const gy = a.y + 56 + 9 * 20 - 8;
        s += rect(codeX - 12, gy, 470, 132, 10, P.lilacSoft, { opacity: 0.7 });
        s += rect(codeX - 12, gy, 470, 132, 10, 'none', {
          stroke: P.lilac,
          'stroke-width': 1.5,
          'stroke-dasharray': '6 5',
        });
        const ghost = [
          [0, [60, 90, 40]],
          [1, [80, 50, 110]],
          [2, [40, 120]],
          [2, [70, 60, 50]],
          [1, [50]],
        ];
        ghost.forEach(([indent, tokens], i) => {
          let tx = codeX + 8 + indent * 20;
          tokens.forEach((w, k) => {
            s += rect(tx, gy + 18 + i * 20, w, 6, 3, [P.violet, '#8d84f5', P.lilac][(i + k) % 3]);
            tx += w + 8;
          });
        });
        s += rect(codeX + 360, gy + 100, 44, 22, 6, P.paper, {
          stroke: '#c9c3fb',
          'stroke-width': 1.5,
        });
        s += rect(codeX + 370, gy + 109, 24, 5, 2.5, P.violet);
        s += sparkle(codeX + 430, gy + 111, 8, P.violet);
        s += codeLines(rng, codeX, gy + 152, 6, {
          lh: 20,
          h: 6,
          unit: 10,
          maxW: 420,
          palette: lightCode,
        });
        // Assistant panel
        const px = a.x + a.w - 330;
        s += rect(px, a.y, 330, a.h, 0, '#fafaff') + rect(px, a.y, 1, a.h, 0, '#e3e6ef');
        s += aiMark(c, px + 34, a.y + 32, 16);
        s += bars(px + 60, a.y + 24, [110, 70], { h: 6, gap: 6, fill: P.ink, opacity: 0.65 });
        // The developer's request
        s += rect(px + 110, a.y + 72, 200, 52, 14, P.violet);
        s += bars(px + 126, a.y + 86, [160, 110], { h: 6, gap: 8, fill: '#fff', opacity: 0.9 });
        // The answer: a short note and a diff
        s += rect(px + 18, a.y + 144, 292, 250, 14, P.paper, {
          stroke: '#e3e6ef',
          'stroke-width': 1,
        });
        s += bars(px + 34, a.y + 162, [230, 180], { h: 6, gap: 8, fill: '#8f98ad' });
        const diff = [
          ['#fdeaea', '#c81e1e', 150],
          ['#fdeaea', '#c81e1e', 110],
          ['#e3f6eb', P.green, 190],
          ['#e3f6eb', P.green, 160],
          ['#e3f6eb', P.green, 120],
          [null, '#a3abbe', 140],
        ];
        diff.forEach(([bg, ink, w], i) => {
          const y = a.y + 202 + i * 24;
          if (bg) s += rect(px + 30, y, 268, 22, 4, bg);
          s += rect(px + 38, y + 9, 8, 4, 2, ink);
          if (bg === '#e3f6eb') s += rect(px + 40, y + 7, 4, 8, 2, ink);
          s += rect(px + 56, y + 8, w, 6, 3, ink, { opacity: bg ? 0.75 : 1 });
        });
        s += pill(px + 34, a.y + 348, 110, 30, P.violet);
        s += pill(px + 154, a.y + 348, 96, 30, P.paper, '#7a8299', {
          stroke: '#d6dbe6',
          label: 50,
        });
        // Prompt box
        s += rect(px + 18, a.y + a.h - 70, 292, 50, 25, P.paper, {
          stroke: '#d6dbe6',
          'stroke-width': 1.5,
        });
        s += rect(px + 40, a.y + a.h - 48, 150, 6, 3, '#b3bacb');
        s += circle(px + 284, a.y + a.h - 45, 16, P.violet);
        s += stroke(`M${px + 284} ${a.y + a.h - 38}v-14m-6 6l6 -6l6 6`, '#fff', 2.4);
        return s;
      },
      { r: 16, shadowOpacity: 0.14 },
    ),
  );
  // Test run
  const [x, y] = [120, 520];
  c.add(paperCard(c, x, y, 300, 120, { r: 16, shadowOpacity: 0.16 }));
  [P.green, P.green, P.green].forEach((color, i) => {
    const ry = y + 28 + i * 32;
    c.add(circle(x + 32, ry, 11, color), check(x + 32, ry, 11, '#fff', 2.4));
    c.add(rect(x + 54, ry - 3, [170, 140, 190][i], 6, 3, '#8f98ad'));
  });
  c.add(
    donut(x + 262, y + 60, 22, 7, [[1, P.green]], '#e3f6eb'),
    check(x + 262, y + 60, 18, P.green, 2.6),
  );
}

/** A framework's mark: a simple geometric badge. */
function frameworkMark(kind, cx, cy, r, fill) {
  if (kind === 'triangle')
    return path(`M${cx} ${cy - r}L${cx + r * 0.95} ${cy + r * 0.7}H${cx - r * 0.95}Z`, fill);
  if (kind === 'ring')
    return circle(cx, cy, r * 0.78, 'none', { stroke: fill, 'stroke-width': r * 0.36 });
  if (kind === 'peak')
    return path(
      `M${cx - r} ${cy + r * 0.75}L${cx - r * 0.2} ${cy - r * 0.8}L${cx + r * 0.25} ${cy + r * 0.05}L${cx + r * 0.5} ${cy - r * 0.35}L${cx + r} ${cy + r * 0.75}Z`,
      fill,
    );
  return path(`M${cx} ${cy - r}L${cx + r} ${cy}L${cx} ${cy + r}L${cx - r} ${cy}Z`, fill);
}

// Four metaframeworks side by side: rendering modes supported (full, partial, none), JavaScript
// shipped by default and a build-speed bar.
export function articleMetaframeworks(c) {
  const { rng, width: W } = c;
  lightBackdrop(c, '#f7f8fc', '#eef0fb', [
    [600, 80, 420, 120, P.lilac, 0.35],
    [1100, 640, 260, 120, P.sky, 0.25],
  ]);
  const columns = [
    ['triangle', P.ink, '#2a3350', [2, 2, 2, 1], 0.72, 0.62],
    ['peak', P.violet, P.violetBright, [2, 2, 1, 2], 0.12, 0.84],
    ['ring', P.green, '#1d9a57', [2, 2, 1, 1], 0.55, 0.7],
    ['diamond', P.coral, '#f58a78', [2, 2, 0, 1], 0.32, 0.9],
  ];
  const cw = 210;
  const gap = 24;
  const x0 = (W - (columns.length * cw + (columns.length - 1) * gap) + 150) / 2;
  // Row labels on the left: four rendering modes, JavaScript shipped, build speed
  const rows = [206, 262, 318, 374];
  const labels = [...rows.map((y) => y + 10), 462, 548];
  labels.forEach((y, i) =>
    c.add(
      rect(x0 - 150, y - 5, 18, 18, 5, i < 4 ? '#cdc7fb' : '#d3d8e4'),
      rect(x0 - 124, y, rng.range(60, 96), 8, 4, '#8f98ad'),
    ),
  );
  columns.forEach(([mark, color, light, support, js, speed], i) => {
    const x = x0 + i * (cw + gap);
    const top = i === 1;
    const y = top ? 50 : 70;
    const h = top ? 590 : 560;
    c.add(
      paperCard(c, x, y, cw, h, {
        r: 18,
        shadowOpacity: top ? 0.2 : 0.1,
        line: top ? P.lilac : '#e3e6f0',
      }),
    );
    c.add(
      path(
        `M${x} ${y + 18}a18 18 0 0 1 18 -18h${cw - 36}a18 18 0 0 1 18 18v${104 - 18}h${-cw}z`,
        gradient(c, color, light),
      ),
    );
    c.add(
      circle(x + cw / 2, y + 52, 28, '#fff', { opacity: 0.16 }),
      frameworkMark(mark, x + cw / 2, y + 52, 17, '#fff'),
    );
    c.add(rect(x + cw / 2 - 40, y + 90, 80, 7, 3.5, '#fff', { opacity: 0.85 }));
    if (top) c.add(circle(x + cw - 8, y + 8, 20, P.amber), sparkle(x + cw - 8, y + 8, 11, '#fff'));
    // Rendering modes: full, partial or no support
    support.forEach((level, r) => {
      const cy = rows[r] + 14;
      c.add(rect(x + 20, cy - 18, cw - 40, 36, 10, r % 2 ? '#f7f8fc' : P.paper));
      if (level === 2)
        c.add(circle(x + cw / 2, cy, 13, P.green), check(x + cw / 2, cy, 12, '#fff', 2.6));
      else if (level === 1)
        c.add(
          circle(x + cw / 2, cy, 13, 'none', { stroke: P.amber, 'stroke-width': 3 }),
          path(`M${x + cw / 2} ${cy - 13}a13 13 0 0 1 0 26z`, P.amber),
        );
      else
        c.add(
          circle(x + cw / 2, cy, 13, 'none', { stroke: '#c3c9d8', 'stroke-width': 3 }),
          rect(x + cw / 2 - 6, cy - 1.5, 12, 3, 1.5, '#c3c9d8'),
        );
    });
    // JavaScript shipped by default (shorter is lighter)
    c.add(rect(x + 20, 456, cw - 40, 20, 10, '#eef0f6'));
    c.add(
      rect(
        x + 20,
        456,
        Math.max(20, (cw - 40) * js),
        20,
        10,
        js < 0.3 ? P.green : js < 0.6 ? P.amber : P.coral,
      ),
    );
    // Build speed
    c.add(rect(x + 20, 500, 60, 7, 3.5, '#a3abbe'));
    for (let b = 0; b < 5; b += 1) {
      const bh = 18 + b * 9;
      c.add(
        rect(x + 24 + b * 34, 590 - bh, 24, bh, 5, b < Math.round(speed * 5) ? color : '#e6e9f2', {
          opacity: b < Math.round(speed * 5) ? 0.85 : 1,
        }),
      );
    }
  });
}

/** A ring gauge for one metric: value 0..1 of the ring, with a status colour. */
function ringGauge(c, cx, cy, r, value, color) {
  return (
    c.glow(cx, cy, r * 0.9, r * 0.9, color, 0.25, r * 0.4) +
    donut(cx, cy, r, r * 0.22, [[value, color]], '#232c4d') +
    circle(cx, cy, r * 0.62, P.raised) +
    rect(cx - r * 0.38, cy - r * 0.16, r * 0.76, r * 0.2, r * 0.1, P.fg) +
    rect(cx - r * 0.24, cy + r * 0.16, r * 0.48, r * 0.1, r * 0.05, P.mutedFg, { opacity: 0.7 })
  );
}

// A field-data dashboard: three ring gauges (loading, responsiveness, visual stability), the
// trend of the last weeks against the threshold and each metric's good / to improve / poor share.
export function articleVitals(c) {
  const { rng, width: W, height: H } = c;
  c.add(rect(0, 0, W, H, 0, gradient(c, P.nightDeep, '#121b3c')));
  c.add(
    c.glow(300, 180, 300, 180, P.green, 0.22, 100),
    c.glow(980, 520, 300, 180, P.violet, 0.35, 100),
  );
  c.add(
    browser(
      c,
      70,
      44,
      1060,
      590,
      (a) => {
        let s = rect(a.x, a.y, a.w, a.h, 0, '#0e1428');
        // Sidebar
        s += rect(a.x, a.y, 170, a.h, 0, '#0b1022');
        s +=
          circle(a.x + 30, a.y + 30, 10, P.mint) +
          rect(a.x + 48, a.y + 26, 70, 8, 4, P.fg, { opacity: 0.8 });
        for (let i = 0; i < 6; i += 1) {
          const y = a.y + 76 + i * 36;
          if (i === 1) s += rect(a.x + 10, y - 12, 150, 32, 8, P.raised2);
          s += rect(a.x + 24, y, 14, 8, 3, i === 1 ? P.mint : P.mutedFg, {
            opacity: i === 1 ? 1 : 0.5,
          });
          s += rect(a.x + 48, y + 1, [70, 90, 60, 80, 74, 56][i], 6, 3, P.mutedFg, {
            opacity: i === 1 ? 0.9 : 0.45,
          });
        }
        // Header: period switch and device toggle
        const mx = a.x + 196;
        s += bars(mx, a.y + 22, [200], { h: 12, fill: P.fg, opacity: 0.9 });
        s += bars(mx, a.y + 44, [280], { h: 6, fill: P.mutedFg, opacity: 0.5 });
        s += rect(a.x + a.w - 230, a.y + 20, 204, 34, 17, P.raised2);
        s += rect(a.x + a.w - 226, a.y + 24, 96, 26, 13, P.violet);
        s +=
          rect(a.x + a.w - 200, a.y + 34, 44, 6, 3, '#fff') +
          rect(a.x + a.w - 104, a.y + 34, 56, 6, 3, P.mutedFg, { opacity: 0.6 });
        // Three gauges
        const gauges = [
          [0.82, P.mint],
          [0.74, P.mint],
          [0.46, P.amber],
        ];
        const gw = (a.w - 196 - 26 - 32) / 3;
        gauges.forEach(([value, color], i) => {
          const gx = mx + i * (gw + 16);
          const gy = a.y + 76;
          s += rect(gx, gy, gw, 200, 14, P.raised, { stroke: '#242d4c', 'stroke-width': 1 });
          s += ringGauge(c, gx + 80, gy + 100, 58, value, color);
          s += bars(gx + 160, gy + 64, [70], { h: 10, fill: P.fg, opacity: 0.85 });
          s += bars(gx + 160, gy + 86, [gw - 190, gw - 220], {
            h: 6,
            gap: 8,
            fill: P.mutedFg,
            opacity: 0.5,
          });
          s +=
            rect(gx + 160, gy + 124, 70, 24, 12, color, { opacity: 0.16 }) +
            circle(gx + 174, gy + 136, 5, color) +
            rect(gx + 186, gy + 133, 34, 6, 3, color);
        });
        // Trend with the threshold
        const ty = a.y + 296;
        const tw = a.w - 196 - 26 - 300;
        s += rect(mx, ty, tw, 246, 14, P.raised, { stroke: '#242d4c', 'stroke-width': 1 });
        s += bars(mx + 20, ty + 20, [120], { h: 8, fill: P.fg, opacity: 0.8 });
        for (let g = 0; g < 4; g += 1)
          s += rect(mx + 20, ty + 70 + g * 48, tw - 40, 1, 0, '#242d4c');
        s += stroke(`M${mx + 20} ${ty + 118}H${mx + tw - 20}`, P.amber, 2, {
          'stroke-dasharray': '8 6',
          opacity: 0.8,
        });
        s += lineChart(
          c,
          mx + 20,
          ty + 70,
          tw - 40,
          176,
          trend(rng, 12, 0.25, 0.78, 0.06).map((v) => 1 - v),
          { color: P.mint, width: 3 },
        );
        // Share of visits per metric: good, to improve, poor
        const dx = mx + tw + 16;
        s += rect(dx, ty, 284, 246, 14, P.raised, { stroke: '#242d4c', 'stroke-width': 1 });
        s += bars(dx + 20, ty + 20, [110], { h: 8, fill: P.fg, opacity: 0.8 });
        [
          [0.84, 0.11],
          [0.78, 0.15],
          [0.58, 0.27],
        ].forEach(([good, mid], i) => {
          const by = ty + 70 + i * 64;
          const bw = 244;
          s += rect(dx + 20, by, 60, 6, 3, P.mutedFg, { opacity: 0.6 });
          s += rect(dx + 20, by + 18, bw * good - 2, 16, 4, P.mint);
          s += rect(dx + 20 + bw * good, by + 18, bw * mid - 2, 16, 4, P.amber);
          s += rect(dx + 20 + bw * (good + mid), by + 18, bw * (1 - good - mid), 16, 4, P.coral);
        });
        return s;
      },
      { theme: 'dark', r: 16 },
    ),
  );
}
