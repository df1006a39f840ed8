// ---------------------------------------------------------------------------------------------
// Services (800x500), continued: marketing, plugins, content, automation

import { P } from './palette.mjs';
import {
  bars,
  card,
  trend,
  lineChart,
  num,
  rect,
  circle,
  path,
  group,
  stroke,
  check,
  sparkle,
  bolt,
  cart,
  heart,
  gear,
  envelope,
  database,
  arrowUp,
  trendUp,
  toggle,
} from './helpers.mjs';
import { landscape, flowNode, link } from './scenes.mjs';
import { serviceBase } from './services-build.mjs';

export function serviceMarketing(c) {
  const { rng } = c;
  serviceBase(c, P.amber, [560, 240]);
  // Funnel
  const layers = [
    [P.amber, 300, 0.95],
    ['#f7b84a', 236, 0.95],
    [P.lilac, 172, 0.95],
    [P.violet, 108, 1],
  ];
  layers.forEach(([fill, fw], i) => {
    const cx = 210;
    const ty = 90 + i * 80;
    const nw = layers[i + 1] ? layers[i + 1][1] : fw * 0.6;
    c.add(
      path(`M${cx - fw / 2} ${ty}H${cx + fw / 2}L${cx + nw / 2} ${ty + 68}H${cx - nw / 2}Z`, fill),
    );
    c.add(rect(cx - 24, ty + 30, 48, 8, 4, i < 2 ? '#5a3a00' : '#fff', { opacity: 0.55 }));
  });
  c.add(c.glow(210, 430, 40, 14, P.violet, 0.9, 10));
  // Social post
  const [x, y, w, h] = [420, 70, 230, 300];
  c.add(card(c, x, y, w, h, { r: 16, fill: P.paper, line: null }));
  c.add(
    circle(x + 30, y + 30, 14, P.amber),
    rect(x + 52, y + 24, 80, 7, 3.5, P.ink, { opacity: 0.75 }),
    rect(x + 52, y + 35, 50, 5, 2.5, '#aab1c2'),
  );
  c.add(
    rect(
      x + 14,
      y + 56,
      w - 28,
      150,
      10,
      c.linear(
        [
          [0, '#ffe2b3'],
          [1, P.amber],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(
    circle(x + w / 2, y + 131, 46, '#fff', { opacity: 0.35 }),
    path(
      `M${x + 96} ${y + 112}l30 -14v66l-30 -14h-12a6 6 0 0 1 -6 -6v-26a6 6 0 0 1 6 -6z`,
      '#7a4a00',
    ),
    stroke(`M${x + 140} ${y + 114}a20 20 0 0 1 0 34`, '#7a4a00', 4),
  );
  c.add(
    heart(x + 28, y + 228, 20, P.coral),
    rect(x + 44, y + 224, 40, 8, 4, P.ink, { opacity: 0.7 }),
  );
  c.add(
    circle(x + 108, y + 228, 9, 'none', { stroke: '#9aa3b5', 'stroke-width': 2.5 }),
    rect(x + 124, y + 224, 28, 8, 4, '#9aa3b5'),
  );
  c.add(bars(x + 18, y + 252, [190, 140], { h: 6, gap: 8, fill: '#b6bdcc' }));
  // KPI chips
  c.add(card(c, 600, 300, 170, 120, { r: 16 }));
  c.add(
    bars(618, 318, [80], { h: 6, fill: P.mutedFg, opacity: 0.6 }),
    bars(618, 334, [70], { h: 14, fill: P.fg }),
  );
  c.add(
    lineChart(c, 618, 362, 134, 44, trend(rng, 7, 0.15, 0.9, 0.1), {
      color: P.amberLight,
      width: 2.5,
    }),
  );
  c.add(card(c, 640, 120, 130, 60, { r: 30 }));
  c.add(
    circle(670, 150, 16, P.green),
    arrowUp(670, 150, 16, '#fff', 2.6),
    bars(694, 144, [52], { h: 10, fill: P.fg }),
  );
  // Target
  c.add(
    circle(380, 420, 38, 'none', { stroke: P.coral, 'stroke-width': 6 }),
    circle(380, 420, 20, 'none', { stroke: P.coral, 'stroke-width': 6 }),
    circle(380, 420, 6, P.coral),
  );
  c.add(stroke('M380 420l40 -40', P.fg, 4), path('M420 380l-2 -14l16 -2l-2 14z', P.fg));
}

/** Jigsaw piece of side `size` at (x, y); edges top, right, bottom, left: 1 knob, -1 socket, 0 flat. */
function puzzle(x, y, size, edges, fill, o = {}) {
  const r = size * 0.15;
  const half = r * 0.8;
  const corners = [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ];
  let d = `M${num(x)} ${num(y)}`;
  edges.forEach((kind, i) => {
    const [ax, ay] = corners[i];
    const [bx, by] = corners[(i + 1) % 4];
    const ux = (bx - ax) / size;
    const uy = (by - ay) / size;
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    if (kind) {
      d += `L${num(mx - ux * half)} ${num(my - uy * half)}A${num(r)} ${num(r)} 0 1 ${kind > 0 ? 1 : 0} ${num(mx + ux * half)} ${num(my + uy * half)}`;
    }
    d += `L${num(bx)} ${num(by)}`;
  });
  return path(`${d}Z`, fill, o);
}

export function servicePlugins(c) {
  serviceBase(c, P.violetBright, [410, 250]);
  // Core piece and the plugin snapping into it
  c.add(c.glow(410, 250, 130, 110, P.violet, 0.6, 36));
  c.add(c.shadow(290, 195, 110, 110, 8, { dy: 12, sd: 14, opacity: 0.45 }));
  c.add(
    puzzle(
      290,
      195,
      110,
      [1, 1, -1, 0],
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
  );
  c.add(gear(345, 250, 30, '#fff', 9));
  c.add(
    group(
      puzzle(
        412,
        195,
        110,
        [-1, 0, 1, -1],
        c.linear(
          [
            [0, P.lilac],
            [1, '#7d72e6'],
          ],
          0,
          0,
          1,
          1,
        ),
      ) + stroke('M452 250h30M467 235v30', P.violetDeep, 6),
      { transform: 'translate(14 -14)' },
    ),
  );
  // Module tiles with toggles
  const tiles = [
    [70, 70, true, (cx, cy) => cart(cx, cy, 26, P.mint, 2.6)],
    [70, 200, true, (cx, cy) => envelope(cx, cy, 26, P.sky, 2.4)],
    [70, 330, false, (cx, cy) => database(cx, cy, 26, P.amberLight, 2.4)],
    [590, 70, true, (cx, cy) => bolt(cx, cy, 26, P.amberLight)],
    [590, 330, true, (cx, cy) => trendUp(cx, cy, 26, P.mint, 2.6)],
  ];
  for (const [x, y, on, icon] of tiles) {
    const left = x < 400;
    const ax = left ? x + 150 : x;
    const tx = left ? 290 : 536;
    const ty = left ? 250 : 236;
    c.add(
      stroke(
        `M${ax} ${y + 50}C${(ax + tx) / 2} ${y + 50} ${(ax + tx) / 2} ${ty} ${tx} ${ty}`,
        P.lilac,
        1.6,
        { opacity: 0.4, 'stroke-dasharray': '5 6' },
      ),
    );
    c.add(card(c, x, y, 150, 100, { r: 16 }));
    c.add(rect(x + 16, y + 16, 40, 40, 10, '#1f2850'), icon(x + 36, y + 36));
    c.add(toggle(x + 96, y + 24, 38, on, P.violetBright, '#38425f'));
    c.add(bars(x + 16, y + 70, [90, 60], { h: 5, gap: 6, fill: P.mutedFg, opacity: 0.55 }));
  }
  c.add(card(c, 590, 200, 150, 100, { r: 16, fill: '#171d35', line: '#3a4470' }));
  c.add(
    rect(604, 214, 122, 72, 10, 'none', {
      stroke: P.lilac,
      'stroke-width': 1.6,
      'stroke-dasharray': '6 6',
      opacity: 0.6,
    }),
  );
  c.add(circle(665, 250, 14, P.violet), stroke('M665 243v14M658 250h14', '#fff', 2.6));
}

export function serviceContent(c) {
  serviceBase(c, P.mint, [440, 220]);
  // Document
  const [x, y, w, h] = [200, 50, 330, 420];
  c.add(card(c, x, y, w, h, { r: 14, fill: P.paper, line: null }));
  c.add(
    rect(x + 28, y + 30, 70, 8, 4, P.green),
    bars(x + 28, y + 50, [250, 190], { h: 14, gap: 10, fill: P.ink }),
  );
  c.add(
    landscape(c, x + 28, y + 110, w - 56, 120, {
      hill: '#58c08e',
      hill2: P.green,
      sky: [
        [0, '#d4f3e3'],
        [1, '#f1fbf6'],
      ],
    }),
  );
  c.add(bars(x + 28, y + 250, [270, 262, 274, 180], { h: 6, gap: 9, fill: '#b6bdcc' }));
  c.add(
    rect(x + 28, y + 316, 4, 44, 2, P.green),
    bars(x + 42, y + 320, [220, 170], { h: 7, gap: 9, fill: '#6b7488' }),
  );
  c.add(bars(x + 28, y + 378, [250, 200], { h: 6, gap: 9, fill: '#b6bdcc' }));
  // Pencil
  c.add(
    group(
      rect(0, -14, 180, 28, 4, P.amber) +
        rect(0, -14, 180, 9, 0, '#fff', { opacity: 0.25 }) +
        rect(-30, -14, 34, 28, 6, P.coral) +
        rect(-2, -14, 10, 28, 0, '#c7ccd6') +
        path('M180 -14L220 0L180 14Z', '#f6dcb0') +
        path('M206 -5L220 0L206 5Z', P.ink),
      { transform: 'translate(430 420) rotate(-40)' },
    ),
  );
  // Calendar
  c.add(card(c, 560, 80, 190, 170, { r: 16 }));
  c.add(bars(578, 98, [90], { h: 7, fill: P.fg, opacity: 0.8 }));
  for (let r = 0; r < 4; r += 1) {
    for (let col = 0; col < 5; col += 1) {
      const on = (r * 5 + col) % 3 === 0;
      c.add(
        rect(
          578 + col * 32,
          122 + r * 30,
          24,
          22,
          5,
          on ? [P.mint, P.lilac, P.amberLight][(r + col) % 3] : '#232c4c',
          { opacity: on ? 0.9 : 1 },
        ),
      );
    }
  }
  // Quote bubble
  c.add(card(c, 560, 290, 190, 110, { r: 18 }));
  c.add(path('M600 400l-6 26l28 -26z', P.raised));
  c.add(
    path(
      'M584 316h14v14c0 8 -4 14 -12 16v-6c4 -1 5 -4 5 -8h-7zM606 316h14v14c0 8 -4 14 -12 16v-6c4 -1 5 -4 5 -8h-7z',
      P.mint,
    ),
  );
  c.add(bars(584, 356, [140, 100], { h: 6, gap: 8, fill: P.mutedFg, opacity: 0.6 }));
  // Tag chips
  c.add(
    rect(60, 120, 110, 34, 17, P.raised, { stroke: '#2c3656' }),
    circle(80, 137, 6, P.mint),
    rect(94, 134, 60, 6, 3, P.mutedFg),
  );
  c.add(
    rect(40, 176, 130, 34, 17, P.raised, { stroke: '#2c3656' }),
    circle(60, 193, 6, P.lilac),
    rect(74, 190, 80, 6, 3, P.mutedFg),
  );
  c.add(
    rect(70, 232, 100, 34, 17, P.raised, { stroke: '#2c3656' }),
    circle(90, 249, 6, P.amberLight),
    rect(104, 246, 50, 6, 3, P.mutedFg),
  );
}

export function serviceAutomation(c) {
  serviceBase(c, P.violet, [420, 250]);
  c.add(gear(640, 110, 110, '#ffffff', 10, { opacity: 0.05 }));
  c.add(gear(150, 410, 70, '#ffffff', 8, { opacity: 0.05 }));
  const nodes = {
    trigger: [120, 250],
    ai: [330, 250],
    mail: [560, 140],
    db: [560, 360],
    done: [710, 250],
  };
  c.add(link(160, 250, 290, 250, P.lilac));
  c.add(link(370, 250, 520, 140, P.lilac), link(370, 250, 520, 360, P.lilac));
  c.add(
    link(600, 140, 670, 250, P.mint, { dash: '6 6' }),
    link(600, 360, 670, 250, P.mint, { dash: '6 6' }),
  );
  c.add(
    flowNode(c, ...nodes.trigger, 80, '#2a2410', (x, y) => bolt(x, y, 38, P.amber), {
      line: P.amber,
    }),
  );
  c.add(
    flowNode(
      c,
      ...nodes.ai,
      100,
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
      (x, y) => sparkle(x - 6, y + 4, 24, '#fff') + sparkle(x + 20, y - 18, 10, '#fff'),
      { glow: P.violet },
    ),
  );
  c.add(flowNode(c, ...nodes.mail, 80, '#0d2340', (x, y) => envelope(x, y, 38, P.sky, 2.8)));
  c.add(flowNode(c, ...nodes.db, 80, '#0c2a1e', (x, y) => database(x, y, 38, P.mint, 2.8)));
  c.add(
    circle(...nodes.done, 30, P.green),
    circle(...nodes.done, 38, 'none', {
      stroke: P.mint,
      'stroke-opacity': 0.35,
      'stroke-width': 2,
    }),
    check(...nodes.done, 30, '#fff', 4),
  );
  for (const [label, [x, y]] of Object.entries(nodes)) {
    if (label === 'done') continue;
    c.add(rect(x - 34, y + (label === 'ai' ? 64 : 54), 68, 7, 3.5, P.mutedFg, { opacity: 0.55 }));
  }
  // Run log
  c.add(card(c, 250, 390, 190, 74, { r: 14 }));
  [P.mint, P.mint, P.amberLight].forEach((fill, i) =>
    c.add(
      circle(270, 410 + i * 17, 4, fill),
      rect(282, 407 + i * 17, [110, 130, 90][i], 6, 3, P.mutedFg, { opacity: 0.55 }),
    ),
  );
}
