// ---------------------------------------------------------------------------------------------
// Partner programme hero (1200x800): two agencies side by side, the studio's team (violet) and a
// partner agency (amber), behind one white-label dashboard that carries the partner's brand.

import { P } from './palette.mjs';
import {
  bars,
  card,
  check,
  circle,
  codeMark,
  donut,
  fadedGrid,
  gradient,
  group,
  lineChart,
  nightBackdrop,
  paperCard,
  person,
  rect,
  sparkle,
  stroke,
  trend,
  trendUp,
} from './helpers.mjs';

/** Two linked rings: the partnership. */
const linkRings = (cx, cy, r, color, w) =>
  circle(cx - r * 0.5, cy, r, 'none', { stroke: color, 'stroke-width': w }) +
  circle(cx + r * 0.5, cy, r, 'none', { stroke: color, 'stroke-width': w });

/** The partner agency's mark: a ring around a dot. */
const partnerMark = (cx, cy, r, color) =>
  circle(cx, cy, r, 'none', { stroke: color, 'stroke-width': r * 0.34 }) +
  circle(cx, cy, r * 0.32, color);

export function agencyHero(c) {
  const { rng, width: W } = c;
  nightBackdrop(c, [
    [300, 330, 340, 240, P.violet, 0.5, 100],
    [900, 330, 340, 240, P.amber, 0.28, 100],
    [600, 720, 420, 120, P.lilac, 0.18, 90],
  ]);
  fadedGrid(
    c,
    48,
    [
      [0, '#fff', 0.8],
      [0.6, '#fff', 0.2],
      [1, '#fff', 0],
    ],
    { x2: 0, y2: 1, opacity: 0.07 },
  );
  // The two offices
  const zones = [
    [90, P.violet, P.violetBright, (x, y) => codeMark(x, y, 30, '#fff', 3.4)],
    [630, P.amber, P.amberLight, (x, y) => partnerMark(x, y, 14, '#fff')],
  ];
  for (const [x, color, light, mark] of zones) {
    c.add(
      rect(x, 120, 480, 420, 28, gradient(c, color, P.night, 'down'), { opacity: 0.22 }),
      rect(x + 0.5, 120.5, 479, 419, 28, 'none', {
        stroke: light,
        'stroke-opacity': 0.35,
        'stroke-width': 1.5,
      }),
    );
    c.add(
      c.glow(x + 60, 172, 34, 34, color, 0.6, 14),
      rect(x + 34, 146, 52, 52, 14, gradient(c, light, color)),
      mark(x + 60, 172),
    );
    c.add(
      bars(x + 104, 158, [120, 84], { h: 8, gap: 10, fill: P.fg, opacity: 0.85 }),
      ...[0, 1, 2].map((i) => circle(x + 420 + i * 16, 172, 5, light, { opacity: 0.35 + i * 0.2 })),
    );
  }
  // The people of both teams
  const people = [
    [200, { skin: '#f0c4a0', hair: '#2b1d16', shirt: P.violet, style: 'short', collar: '#fff' }],
    [330, { skin: '#b97c53', hair: '#16100c', shirt: P.violetBright, style: 'curly' }],
    [460, { skin: '#e8b991', hair: '#7a3b1f', shirt: P.violetDeep, style: 'long' }],
    [740, { skin: '#c68b5e', hair: '#1c1410', shirt: P.amber, style: 'bun' }],
    [
      870,
      { skin: '#f1c6a3', hair: '#3b2416', shirt: '#d97706', style: 'short', collar: P.amberLight },
    ],
    [1000, { skin: '#8d5a3b', hair: '#120d0a', shirt: P.amberLight, style: 'bald' }],
  ];
  for (const [x, look] of people) c.add(person(x, 548, 1.25, look));
  // Between the teams: the partnership
  c.add(
    stroke('M460 252C520 200 680 200 740 252', P.lilac, 2, {
      'stroke-dasharray': '6 8',
      opacity: 0.6,
    }),
    c.glow(600, 214, 44, 44, P.lilac, 0.45, 16),
    circle(600, 214, 34, P.raised, { stroke: P.lilac, 'stroke-width': 2 }),
    linkRings(600, 214, 12, P.fg, 4),
  );
  // The white-label dashboard in front
  const [dx, dy, dw, dh] = [150, 476, 900, 300];
  c.add(
    paperCard(c, dx, dy, dw, dh, {
      r: 20,
      shadowOpacity: 0.55,
      shadowColor: '#000',
      line: null,
      dy: 18,
      sd: 24,
    }),
  );
  c.add(
    group(
      rect(dx, dy, 190, dh, 0, '#fbf8f1') +
        rect(dx + 190, dy, 1, dh, 0, '#efe6d4') +
        // The partner's logo where the studio's would be
        rect(dx + 22, dy + 22, 146, 48, 12, 'none', {
          stroke: P.amber,
          'stroke-width': 1.5,
          'stroke-dasharray': '5 5',
        }) +
        partnerMark(dx + 48, dy + 46, 11, P.amber) +
        rect(dx + 68, dy + 42, 80, 8, 4, P.ink, { opacity: 0.75 }) +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              (i === 0 ? rect(dx + 14, dy + 94 + i * 38, 162, 30, 8, '#fdecc8') : '') +
              rect(dx + 28, dy + 105 + i * 38, 12, 8, 3, i === 0 ? P.amber : '#c3c9d8') +
              rect(
                dx + 50,
                dy + 106 + i * 38,
                [90, 70, 100, 64, 80][i],
                6,
                3,
                i === 0 ? '#92560a' : '#a3abbe',
              ),
          )
          .join(''),
      { 'clip-path': c.clip(dx, dy, dw, dh, 20) },
    ),
  );
  // KPIs
  const kx = dx + 214;
  const kw = (dw - 214 - 24 - 32) / 3;
  [P.amber, P.green, P.info].forEach((color, i) => {
    const x = kx + i * (kw + 16);
    c.add(
      rect(x, dy + 22, kw, 82, 12, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 }),
      rect(x + 16, dy + 38, 70, 6, 3, '#a3abbe'),
      rect(x + 16, dy + 56, 96, 16, 5, P.ink, { opacity: 0.85 }),
      rect(x + kw - 62, dy + 58, 46, 14, 7, color, { opacity: 0.16 }),
      rect(x + kw - 54, dy + 63, 30, 4, 2, color),
      rect(x + 16, dy + 84, kw - 32, 6, 3, '#eef0f6'),
      rect(x + 16, dy + 84, (kw - 32) * [0.72, 0.86, 0.58][i], 6, 3, color),
    );
  });
  // Traffic of the partner's clients
  const cy = dy + 120;
  const cw = dw - 214 - 24 - 200;
  c.add(rect(kx, cy, cw, 160, 12, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 }));
  c.add(rect(kx + 16, cy + 16, 110, 7, 3.5, '#8f98ad'));
  c.add(
    lineChart(c, kx + 16, cy + 40, cw - 32, 104, trend(rng, 10, 0.2, 0.88, 0.1), {
      color: P.amber,
      width: 3,
    }),
    lineChart(c, kx + 16, cy + 40, cw - 32, 104, trend(rng, 10, 0.12, 0.5, 0.08), {
      color: P.info,
      width: 2,
      area: false,
      dot: false,
    }),
  );
  // Sites delivered
  const sx = kx + cw + 16;
  c.add(rect(sx, cy, 184, 160, 12, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 }));
  c.add(
    donut(
      sx + 52,
      cy + 62,
      30,
      11,
      [
        [0.64, P.amber],
        [0.24, P.amberLight],
        [0.12, P.info],
      ],
      '#eef0f6',
    ),
  );
  c.add(bars(sx + 98, cy + 46, [62, 48, 56], { h: 6, gap: 10, fill: '#a3abbe' }));
  for (let i = 0; i < 2; i += 1) {
    const ry = cy + 110 + i * 24;
    c.add(
      circle(sx + 22, ry, 8, P.green),
      check(sx + 22, ry, 8, '#fff', 1.8),
      rect(sx + 38, ry - 3, [110, 90][i], 6, 3, '#a3abbe'),
    );
  }
  // Brand kit: the studio's colour swapped for the partner's
  const [bx, by] = [870, 204];
  c.add(card(c, bx, by, 220, 110, { r: 18, fill: '#182047', line: '#3a4275' }));
  c.add(
    rect(bx + 20, by + 20, 40, 40, 10, P.violet),
    stroke(`M${bx + 76} ${by + 40}h28m-9 -8l9 8l-9 8`, P.mutedFg, 2.4),
    rect(bx + 120, by + 20, 40, 40, 10, P.amber),
    c.glow(bx + 140, by + 40, 24, 24, P.amber, 0.5, 10),
    rect(bx + 120, by + 20, 40, 40, 10, P.amber),
    circle(bx + 184, by + 40, 14, P.amberLight, { opacity: 0.9 }),
    bars(bx + 20, by + 76, [170, 120], { h: 6, gap: 7, fill: P.mutedFg, opacity: 0.55 }),
  );
  // Margin for the partner
  const [mx, my] = [130, 236];
  c.add(card(c, mx, my, 200, 72, { r: 36, fill: '#182047', line: '#3a4275' }));
  c.add(
    circle(mx + 36, my + 36, 22, P.mint, { opacity: 0.18 }),
    trendUp(mx + 36, my + 36, 24, P.mint, 2.8),
    rect(mx + 70, my + 22, 56, 12, 6, P.mint),
    rect(mx + 70, my + 42, 100, 6, 3, P.mutedFg, { opacity: 0.6 }),
  );
  for (let i = 0; i < 8; i += 1)
    c.add(
      sparkle(rng.range(40, W - 40), rng.range(40, 110), rng.range(3, 7), P.lilac, {
        opacity: rng.range(0.35, 0.8),
      }),
    );
}
