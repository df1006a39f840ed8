// ---------------------------------------------------------------------------------------------
// Blog covers (1200x675), continued: automation with n8n, marketing with AI

import { P } from './palette.mjs';
import {
  bars,
  phone,
  card,
  trend,
  barChart,
  nightBackdrop,
  dotGrid,
  rect,
  circle,
  path,
  stroke,
  check,
  sparkle,
  bolt,
  heart,
  gear,
  envelope,
  database,
  trendUp,
} from './helpers.mjs';
import { flowNode, link } from './scenes.mjs';

export function blogN8n(c) {
  const { rng, width: W, height: H } = c;
  nightBackdrop(c, [
    [600, 330, 420, 240, P.violet, 0.4, 100],
    [1000, 560, 220, 140, '#ea4b71', 0.25, 80],
  ]);
  c.add(dotGrid(c, 0, 0, W, H, 28, P.lilac, 1.5, 0.22));
  const pink = '#ea4b71';
  const nodes = [
    ['webhook', 130, 337, '#2a2410', (x, y) => bolt(x, y, 40, P.amber)],
    [
      'ai',
      420,
      337,
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
      (x, y) => sparkle(x - 6, y + 5, 26, '#fff') + sparkle(x + 22, y - 20, 11, '#fff'),
    ],
    [
      'if',
      660,
      337,
      '#2a1530',
      (x, y) =>
        stroke(`M${x - 20} ${y}h12M${x - 8} ${y}l18 -16h10M${x - 8} ${y}l18 16h10`, pink, 3.4),
    ],
    ['mail', 900, 190, '#0d2340', (x, y) => envelope(x, y, 42, P.sky, 3)],
    [
      'sheet',
      900,
      337,
      '#0c2a1e',
      (x, y) =>
        rect(x - 18, y - 20, 36, 40, 4, 'none', { stroke: P.mint, 'stroke-width': 3 }) +
        stroke(`M${x - 18} ${y - 6}h36M${x - 18} ${y + 8}h36M${x - 4} ${y - 20}v40`, P.mint, 2.4),
    ],
    [
      'chat',
      900,
      484,
      '#182047',
      (x, y) =>
        path(
          `M${x - 20} ${y - 16}h40a6 6 0 0 1 6 6v20a6 6 0 0 1 -6 6h-24l-12 10v-10h-4a6 6 0 0 1 -6 -6v-20a6 6 0 0 1 6 -6z`,
          'none',
          { stroke: P.lilac, 'stroke-width': 3, 'stroke-linejoin': 'round' },
        ),
    ],
  ];
  c.add(
    link(175, 337, 365, 337, P.lilac, { width: 3 }),
    link(475, 337, 615, 337, P.lilac, { width: 3 }),
  );
  c.add(
    link(705, 337, 855, 190, pink, { width: 3 }),
    link(705, 337, 855, 337, pink, { width: 3 }),
    link(705, 337, 855, 484, pink, { width: 3, dash: '7 7' }),
  );
  for (const [name, x, y, fill, icon] of nodes) {
    const s = name === 'ai' ? 110 : 90;
    c.add(flowNode(c, x, y, s, fill, icon, name === 'ai' ? { glow: P.violet } : {}));
    c.add(rect(x - 36, y + s / 2 + 16, 72, 8, 4, P.mutedFg, { opacity: 0.6 }));
  }
  // AI model sub-nodes
  c.add(
    link(420, 392, 380, 500, P.lilac, { dash: '4 6', width: 2 }),
    link(420, 392, 470, 500, P.lilac, { dash: '4 6', width: 2 }),
  );
  c.add(
    circle(380, 520, 22, P.raised2, { stroke: P.lilac, 'stroke-width': 2 }),
    database(380, 520, 20, P.lilac, 2),
  );
  c.add(
    circle(470, 520, 22, P.raised2, { stroke: P.lilac, 'stroke-width': 2 }),
    gear(470, 520, 12, P.lilac, 8),
  );
  // Execution badge
  c.add(card(c, 1010, 70, 150, 52, { r: 26 }));
  c.add(
    circle(1036, 96, 12, P.green),
    check(1036, 96, 12, '#fff', 2.6),
    rect(1056, 92, 80, 8, 4, P.mutedFg, { opacity: 0.7 }),
  );
  void rng;
}

function storefront(c, x, y, w, h) {
  const stripe = w / 8;
  let awning = '';
  for (let i = 0; i < 8; i += 1)
    awning += path(
      `M${x + i * stripe} ${y + 40}h${stripe}v34a${stripe / 2} ${stripe / 2} 0 0 1 ${-stripe} 0z`,
      i % 2 ? P.paper : P.coral,
    );
  return (
    c.shadow(x, y, w, h, 12, { dy: 14, sd: 16, opacity: 0.18, color: P.ink }) +
    rect(x + 10, y + 40, w - 20, h - 40, 0, '#fff7ec') +
    rect(x - 6, y, w + 12, 44, 8, P.ink) +
    rect(x + w / 2 - 70, y + 14, 140, 16, 8, P.amberLight) +
    awning +
    rect(x + 30, y + 120, w * 0.42, h - 170, 6, '#cfe3ff', { stroke: P.ink, 'stroke-width': 4 }) +
    stroke(`M${x + 30 + w * 0.21} ${y + 120}v${h - 170}`, P.ink, 3) +
    rect(x + w - 30 - w * 0.3, y + 130, w * 0.3, h - 130, 6, P.violet) +
    circle(x + w - 46 - w * 0.3 + w * 0.3, y + 130 + (h - 130) / 2, 5, P.amberLight) +
    rect(x - 10, y + h - 10, w + 20, 14, 4, '#c9cfdd') +
    circle(x + 60, y + 180, 16, P.mint, { opacity: 0.8 }) +
    circle(x + 92, y + 196, 12, P.amberLight, { opacity: 0.85 })
  );
}

export function blogMarketingAi(c) {
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
          [0, '#fff6ea'],
          [1, '#f1efff'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(
    c.glow(860, 300, 300, 220, P.lilac, 0.5, 90),
    c.glow(220, 140, 220, 140, P.amberLight, 0.4, 80),
  );
  c.add(rect(0, 560, W, 115, 0, '#e9e6f7'));
  c.add(storefront(c, 100, 200, 380, 370));
  // Phone with an ad
  c.add(
    phone(
      c,
      600,
      100,
      220,
      450,
      (s) => {
        let o = rect(s.x, s.y, s.w, s.h, 0, P.paper);
        o +=
          circle(s.x + 26, s.y + 44, 12, P.coral) +
          rect(s.x + 46, s.y + 38, 80, 7, 3.5, P.ink, { opacity: 0.7 });
        o += rect(
          s.x + 10,
          s.y + 66,
          s.w - 20,
          190,
          12,
          c.linear(
            [
              [0, '#ffe2b3'],
              [1, P.coral],
            ],
            0,
            0,
            1,
            1,
          ),
        );
        o +=
          circle(s.x + s.w / 2, s.y + 150, 50, '#fff', { opacity: 0.35 }) +
          sparkle(s.x + s.w / 2, s.y + 150, 28, '#fff');
        o +=
          heart(s.x + 24, s.y + 276, 20, P.coral) +
          rect(s.x + 40, s.y + 272, 40, 8, 4, P.ink, { opacity: 0.6 });
        o += bars(s.x + 14, s.y + 300, [s.w * 0.8, s.w * 0.6], { h: 6, gap: 8, fill: '#b6bdcc' });
        o +=
          rect(s.x + 14, s.y + 340, s.w - 28, 34, 17, P.violet) +
          rect(s.x + s.w / 2 - 30, s.y + 354, 60, 7, 3.5, '#fff');
        return o;
      },
      { shadowOpacity: 0.25 },
    ),
  );
  // AI assistant card
  c.add(
    card(c, 870, 110, 250, 130, {
      r: 18,
      fill: P.paper,
      line: null,
      shadowOpacity: 0.15,
      shadowColor: P.ink,
    }),
  );
  c.add(
    circle(
      904,
      146,
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
    sparkle(904, 146, 11, '#fff'),
  );
  c.add(
    bars(934, 138, [120, 80], { h: 7, gap: 8, fill: P.ink, opacity: 0.7 }),
    bars(890, 186, [210, 170], { h: 6, gap: 9, fill: '#b6bdcc' }),
  );
  // Sales chart
  c.add(
    card(c, 870, 280, 250, 200, {
      r: 18,
      fill: P.paper,
      line: null,
      shadowOpacity: 0.15,
      shadowColor: P.ink,
    }),
  );
  c.add(
    bars(892, 302, [90], { h: 7, fill: '#9aa3bd' }),
    bars(892, 320, [70], { h: 16, fill: P.ink }),
  );
  c.add(
    rect(1040, 302, 58, 24, 12, P.green, { opacity: 0.14 }),
    trendUp(1069, 314, 22, P.green, 2.4),
  );
  c.add(
    barChart(892, 356, 206, 104, trend(rng, 7, 0.25, 0.95, 0.1), [P.lilac, P.violet], { r: 4 }),
  );
  for (let i = 0; i < 7; i += 1)
    c.add(
      sparkle(
        rng.range(520, 1160),
        rng.range(40, 540),
        rng.range(5, 10),
        rng.pick([P.violet, P.amber, P.lilac]),
        { opacity: rng.range(0.5, 0.9) },
      ),
    );
}
