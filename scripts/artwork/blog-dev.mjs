import { P } from './palette.mjs';
import {
  bars,
  browser,
  card,
  gauge,
  codeLines,
  nightBackdrop,
  fadedGrid,
  rect,
  circle,
  ellipse,
  path,
  sparkle,
  bolt,
} from './helpers.mjs';
import { landscape } from './scenes.mjs';

// ---------------------------------------------------------------------------------------------
// Blog covers (1200x675)

export function blogAi(c) {
  const { rng } = c;
  nightBackdrop(c, [
    [820, 300, 360, 260, P.violet, 0.5, 100],
    [260, 560, 260, 160, P.info, 0.3, 90],
  ]);
  // Neural network
  const layers = [4, 6, 6, 3];
  const pts = layers.map((n, li) =>
    Array.from({ length: n }, (_, i) => [720 + li * 140, 330 + (i - (n - 1) / 2) * 80]),
  );
  let net = '';
  for (let li = 0; li < pts.length - 1; li += 1) {
    for (const a of pts[li]) for (const b of pts[li + 1]) net += `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  c.add(path(net, 'none', { stroke: P.lilac, 'stroke-width': 1.2, opacity: 0.22 }));
  for (const layer of pts)
    for (const [x, y] of layer)
      c.add(
        circle(x, y, 11, P.raised2, { stroke: P.lilac, 'stroke-width': 2 }),
        circle(x, y, 4.5, rng.next() < 0.5 ? P.lilac : P.sky),
      );
  // Editor
  c.add(
    browser(
      c,
      100,
      120,
      540,
      420,
      (a) => {
        let s = rect(a.x, a.y, a.w, a.h, 0, '#0e1428');
        s += rect(a.x, a.y, 44, a.h, 0, '#0b1022');
        for (let i = 0; i < 20; i += 1)
          s += rect(a.x + 16, a.y + 22 + i * 18, 14, 5, 2.5, P.mutedFg, { opacity: 0.25 });
        s += codeLines(rng, a.x + 62, a.y + 22, 11, { lh: 18, h: 6, unit: 10, maxW: a.w - 100 });
        s +=
          rect(a.x + 44, a.y + 222, a.w - 44, 96, 0, P.mint, { opacity: 0.08 }) +
          rect(a.x + 44, a.y + 222, 3, 96, 0, P.mint);
        s += codeLines(rng, a.x + 62, a.y + 234, 5, {
          lh: 18,
          h: 6,
          unit: 10,
          maxW: a.w - 120,
          palette: [P.mint, '#8ef0c4', P.lilac],
        });
        return s;
      },
      { theme: 'dark', r: 14 },
    ),
  );
  // Assistant bubble
  const [x, y, w, h] = [540, 430, 330, 150];
  c.add(card(c, x, y, w, h, { r: 18, fill: '#182047', line: '#3a4275' }));
  c.add(
    circle(
      x + 36,
      y + 36,
      20,
      c.linear(
        [
          [0, P.violetBright],
          [1, P.violetDeep],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    sparkle(x + 36, y + 36, 11, '#fff'),
  );
  c.add(bars(x + 68, y + 28, [140, 100], { h: 7, gap: 8, fill: P.fg, opacity: 0.8 }));
  c.add(bars(x + 24, y + 76, [280, 250, 180], { h: 6, gap: 9, fill: P.mutedFg, opacity: 0.55 }));
  for (let i = 0; i < 6; i += 1)
    c.add(
      sparkle(rng.range(920, 1140), rng.range(80, 600), rng.range(4, 9), P.lilac, {
        opacity: rng.range(0.4, 0.9),
      }),
    );
}

function isoSlab(cx, cy, w, d, t, top, left, right) {
  // Top rhombus centred at (cx, cy); w = half width, d = half depth (screen), t = thickness.
  return (
    path(`M${cx - w} ${cy}L${cx} ${cy + d}L${cx} ${cy + d + t}L${cx - w} ${cy + t}Z`, left) +
    path(`M${cx + w} ${cy}L${cx} ${cy + d}L${cx} ${cy + d + t}L${cx + w} ${cy + t}Z`, right) +
    path(`M${cx} ${cy - d}L${cx + w} ${cy}L${cx} ${cy + d}L${cx - w} ${cy}Z`, top)
  );
}

export function blogMetaframeworks(c) {
  const { rng } = c;
  nightBackdrop(c, [
    [600, 360, 380, 260, P.violet, 0.55, 100],
    [980, 140, 200, 140, P.info, 0.35, 80],
    [200, 560, 220, 120, P.mint, 0.15, 80],
  ]);
  fadedGrid(
    c,
    48,
    [
      [0, '#fff', 0],
      [0.5, '#fff', 0.9],
      [1, '#fff', 0],
    ],
    { opacity: 0.07 },
  );
  const layers = [
    ['#2b2f8f', '#1c1f66', '#252a80', P.lilac],
    [P.info, '#063f80', '#0a519f', P.sky],
    [P.green, '#0a4f28', '#0c6433', P.mint],
    [P.violetBright, P.violetDeep, '#4232d0', '#fff'],
  ];
  const cx = 600;
  layers.forEach(([top, left, right, accent], i) => {
    const cy = 470 - i * 92;
    c.add(isoSlab(cx, cy, 230, 120, 26, top, left, right));
    c.add(
      path(`M${cx} ${cy - 120}L${cx + 230} ${cy}L${cx} ${cy + 120}L${cx - 230} ${cy}Z`, 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.25,
        'stroke-width': 1.5,
      }),
    );
    // Tiles on each slab
    const tiles = 3;
    for (let t = 0; t < tiles; t += 1) {
      const tx = cx - 90 + t * 90;
      const ty = cy + (t - 1) * -0 - 6;
      c.add(
        path(`M${tx} ${ty - 18}L${tx + 34} ${ty}L${tx} ${ty + 18}L${tx - 34} ${ty}Z`, accent, {
          opacity: i === 3 ? 0.9 : 0.35,
        }),
      );
    }
  });
  // Orbit & pills
  c.add(
    ellipse(cx, 330, 420, 160, 'none', {
      stroke: P.lilac,
      'stroke-width': 1.5,
      opacity: 0.25,
      'stroke-dasharray': '4 10',
    }),
  );
  const chips = [
    [170, 190, P.violetBright],
    [900, 220, P.sky],
    [930, 470, P.mint],
    [150, 430, P.amberLight],
  ];
  for (const [x, y, color] of chips) {
    c.add(card(c, x, y, 150, 52, { r: 26 }));
    c.add(
      circle(x + 26, y + 26, 11, color),
      rect(x + 46, y + 22, rng.range(60, 86), 8, 4, P.mutedFg, { opacity: 0.7 }),
    );
  }
  for (let i = 0; i < 10; i += 1)
    c.add(
      sparkle(rng.range(60, 1140), rng.range(40, 640), rng.range(3, 7), P.lilac, {
        opacity: rng.range(0.3, 0.8),
      }),
    );
}

export function blogVitals(c) {
  const { rng, width: W, height: H } = c;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      c.linear(
        [
          [0, '#f4f3ff'],
          [1, '#e8f0fb'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(c.glow(960, 120, 260, 180, P.lilac, 0.45, 90), c.glow(200, 600, 260, 160, P.sky, 0.3, 90));
  // Page being measured
  c.add(
    browser(
      c,
      90,
      70,
      560,
      420,
      (a) => {
        let s = rect(a.x, a.y, a.w, a.h, 0, P.paper);
        s +=
          rect(a.x + 24, a.y + 20, 90, 10, 5, P.ink) +
          rect(a.x + a.w - 90, a.y + 14, 66, 22, 11, P.violet);
        s += landscape(c, a.x + 24, a.y + 54, a.w - 48, 170, {
          r: 10,
          hill: '#8b80f5',
          hill2: P.violet,
          sky: [
            [0, '#dcd8ff'],
            [1, '#f3f1ff'],
          ],
        });
        s += bars(a.x + 24, a.y + 244, [300, 240], { h: 14, gap: 10, fill: P.ink });
        s += bars(a.x + 24, a.y + 300, [480, 440, 360], { h: 6, gap: 9, fill: '#c3c9d8' });
        return s;
      },
      { r: 14 },
    ),
  );
  // Loading bar
  c.add(
    rect(90, 520, 560, 10, 5, '#dfe3ee'),
    rect(
      90,
      520,
      420,
      10,
      5,
      c.linear(
        [
          [0, P.violet],
          [1, P.mint],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  // Gauges
  const metrics = [
    [0.18, P.green],
    [0.26, P.green],
    [0.62, P.amber],
  ];
  metrics.forEach(([value, color], i) => {
    const x = 720;
    const y = 70 + i * 180;
    c.add(
      card(c, x, y, 390, 160, {
        r: 18,
        fill: P.paper,
        line: '#e3e6f0',
        shadowOpacity: 0.12,
        shadowColor: P.ink,
      }),
    );
    c.add(
      gauge(
        x + 100,
        y + 118,
        72,
        16,
        value,
        [
          [0.4, P.green],
          [0.7, P.amber],
          [1, P.coral],
        ],
        { needle: P.ink },
      ),
    );
    c.add(
      bars(x + 204, y + 40, [60], { h: 12, fill: P.ink }),
      bars(x + 204, y + 64, [130, 100], { h: 6, gap: 8, fill: '#a2aabd' }),
    );
    c.add(
      rect(x + 204, y + 104, 74, 26, 13, color, { opacity: 0.14 }),
      circle(x + 220, y + 117, 6, color),
      rect(x + 232, y + 114, 36, 6, 3, color),
    );
  });
  c.add(
    c.glow(650, 70, 40, 40, P.amber, 0.5, 14),
    circle(650, 70, 32, P.amber),
    bolt(650, 70, 36, '#fff'),
  );
  void rng;
}
