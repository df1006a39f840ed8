// ---------------------------------------------------------------------------------------------
// Article figures (1200x675), business topics: an n8n workflow with an AI agent, and a marketing
// funnel read by AI. Drawn differently from the covers of the same topics (blog-business.mjs).

import { P } from './palette.mjs';
import {
  avatarDisc,
  bars,
  browser,
  card,
  check,
  circle,
  codeLines,
  database,
  donut,
  dotGrid,
  gear,
  gradient,
  lineChart,
  nightBackdrop,
  num,
  path,
  pill,
  rect,
  sparkle,
  stroke,
  trend,
  trendUp,
} from './helpers.mjs';
import { link } from './scenes.mjs';

const n8nOrange = '#ff6d5a';

/** A node of a light workflow editor: white tile, coloured icon, label below, a done badge. */
function editorNode(c, cx, cy, w, h, icon, o = {}) {
  let s = c.shadow(cx - w / 2, cy - h / 2, w, h, 16, {
    dy: 6,
    sd: 8,
    opacity: 0.12,
    color: P.ink,
  });
  s += rect(cx - w / 2, cy - h / 2, w, h, 16, P.paper, {
    stroke: o.line ?? '#cfd4e2',
    'stroke-width': o.line ? 2.5 : 1.5,
  });
  s += icon(cx, cy);
  if (o.inPort !== false)
    s += circle(cx - w / 2, cy, 6, P.paper, { stroke: '#9aa3b8', 'stroke-width': 2 });
  s += circle(cx + w / 2, cy, 6, '#9aa3b8');
  if (o.label !== false)
    s +=
      rect(cx - 36, cy + h / 2 + 14, 72, 7, 3.5, '#7a8299') +
      rect(cx - 24, cy + h / 2 + 28, 48, 5, 2.5, '#b3bacb');
  if (o.done)
    s +=
      circle(cx + w / 2 - 10, cy - h / 2 + 10, 11, P.green) +
      check(cx + w / 2 - 10, cy - h / 2 + 10, 10, '#fff', 2.2);
  return s;
}

// The workflow editor: form trigger, an AI agent with its model, memory and tool below it, a
// switch on the agent's answer, then the CRM and a team chat. The run panel lists the items.
export function articleN8n(c) {
  const { rng } = c;
  c.add(rect(0, 0, c.width, c.height, 0, gradient(c, '#fff4f1', '#f1f0fb')));
  c.add(
    c.glow(1000, 120, 260, 160, n8nOrange, 0.2, 90),
    c.glow(200, 560, 300, 160, P.lilac, 0.4, 90),
  );
  c.add(
    browser(
      c,
      50,
      40,
      1100,
      590,
      (a) => {
        let s = rect(a.x, a.y, a.w, a.h, 0, '#f7f8fb');
        s += dotGrid(c, a.x, a.y, a.w, a.h, 22, '#9aa3b8', 1.3, 0.5);
        // Left rail
        s += rect(a.x, a.y, 56, a.h, 0, P.paper) + rect(a.x + 56, a.y, 1, a.h, 0, '#e3e6ef');
        s += rect(a.x + 14, a.y + 16, 28, 28, 8, n8nOrange);
        s += stroke(`M${a.x + 21} ${a.y + 30}h6l4 -6h5M${a.x + 27} ${a.y + 30}l4 6h5`, '#fff', 2.2);
        for (let i = 0; i < 5; i += 1)
          s += rect(a.x + 18, a.y + 76 + i * 40, 20, 20, 6, i === 0 ? '#ffe4df' : '#eef0f6');
        // Top bar: workflow name, active toggle, save
        s +=
          rect(a.x + 57, a.y, a.w - 57, 52, 0, P.paper) +
          rect(a.x + 57, a.y + 52, a.w - 57, 1, 0, '#e3e6ef');
        s += bars(a.x + 80, a.y + 22, [180], { h: 9, fill: P.ink, opacity: 0.75 });
        s +=
          rect(a.x + a.w - 250, a.y + 14, 46, 24, 12, P.green) +
          circle(a.x + a.w - 216, a.y + 26, 9, '#fff');
        s += pill(a.x + a.w - 186, a.y + 12, 84, 28, P.paper, P.ink, {
          stroke: '#d6dbe6',
          label: 40,
        });
        s += pill(a.x + a.w - 92, a.y + 12, 76, 28, n8nOrange, '#fff', { label: 36 });
        // Flow
        const y = a.y + 230;
        const nodes = {
          form: [a.x + 140, y],
          agent: [a.x + 380, y],
          route: [a.x + 610, y],
          crm: [a.x + 800, y - 100],
          chat: [a.x + 800, y + 100],
        };
        s += link(nodes.form[0] + 46, y, nodes.agent[0] - 110, y, '#9aa3b8', {
          width: 2.5,
          opacity: 1,
        });
        s += link(nodes.agent[0] + 110, y, nodes.route[0] - 46, y, '#9aa3b8', {
          width: 2.5,
          opacity: 1,
        });
        s += link(nodes.route[0] + 46, y, nodes.crm[0] - 46, nodes.crm[1], P.green, {
          width: 2.5,
          opacity: 1,
        });
        s += link(nodes.route[0] + 46, y, nodes.chat[0] - 46, nodes.chat[1], P.green, {
          width: 2.5,
          opacity: 1,
        });
        // Item counts on the links
        for (const [lx, ly] of [
          [a.x + 238, y],
          [a.x + 540, y],
          [a.x + 700, y - 58],
          [a.x + 700, y + 58],
        ])
          s +=
            rect(lx - 16, ly - 20, 32, 14, 7, P.paper, { stroke: '#d6dbe6', 'stroke-width': 1 }) +
            rect(lx - 8, ly - 15, 16, 4, 2, '#7a8299');
        s += editorNode(
          c,
          ...nodes.form,
          92,
          92,
          (x, yy) =>
            rect(x - 18, yy - 22, 36, 44, 6, '#ffe4df') +
            bars(x - 10, yy - 12, [20, 20, 14], { h: 4, gap: 6, fill: n8nOrange }),
          { inPort: false, done: true },
        );
        // The agent: wide tile with its three sub-nodes
        const [ax, ay] = nodes.agent;
        s += c.glow(ax, ay, 150, 80, P.violet, 0.18, 30);
        s += editorNode(
          c,
          ax,
          ay,
          220,
          96,
          (x, yy) =>
            circle(x - 66, yy, 26, gradient(c, P.violetBright, P.violetDeep)) +
            sparkle(x - 66, yy, 14, '#fff') +
            bars(x - 26, yy - 14, [90, 64], { h: 8, gap: 10, fill: P.ink, opacity: 0.7 }),
          { line: P.violet, done: true, label: false },
        );
        const subs = [
          [ax - 80, (x, yy) => sparkle(x, yy, 13, P.violet)],
          [ax, (x, yy) => database(x, yy, 24, P.info, 2.2)],
          [ax + 80, (x, yy) => gear(x, yy, 13, P.amber, 8)],
        ];
        for (const [sx, icon] of subs) {
          s += stroke(`M${sx} ${ay + 48}V${ay + 130}`, '#9aa3b8', 2, { 'stroke-dasharray': '5 5' });
          s += rect(sx - 5, ay + 43, 10, 10, 2, P.paper, {
            stroke: '#9aa3b8',
            'stroke-width': 2,
            transform: `rotate(45 ${sx} ${ay + 48})`,
          });
          s +=
            circle(sx, ay + 160, 30, P.paper, { stroke: '#cfd4e2', 'stroke-width': 1.5 }) +
            icon(sx, ay + 160);
          s += rect(sx - 26, ay + 202, 52, 6, 3, '#9aa3b8');
        }
        s += editorNode(
          c,
          ...nodes.route,
          92,
          92,
          (x, yy) =>
            stroke(
              `M${x - 22} ${yy}h12M${x - 10} ${yy}l16 -14h14M${x - 10} ${yy}l16 14h14`,
              P.green,
              3.2,
            ),
          { done: true },
        );
        s += editorNode(c, ...nodes.crm, 92, 92, (x, yy) => database(x, yy, 40, P.green, 3), {
          done: true,
        });
        s += editorNode(
          c,
          ...nodes.chat,
          92,
          92,
          (x, yy) =>
            path(
              `M${x - 20} ${yy - 16}h40a6 6 0 0 1 6 6v20a6 6 0 0 1 -6 6h-24l-12 10v-10h-4a6 6 0 0 1 -6 -6v-20a6 6 0 0 1 6 -6z`,
              'none',
              { stroke: P.sky, 'stroke-width': 3, 'stroke-linejoin': 'round' },
            ),
          { done: true },
        );
        // Run panel
        const px = a.x + a.w - 200;
        s +=
          rect(px, a.y + 53, 200, a.h - 53, 0, P.paper) +
          rect(px, a.y + 53, 1, a.h - 53, 0, '#e3e6ef');
        s += bars(px + 20, a.y + 76, [100], { h: 8, fill: P.ink, opacity: 0.7 });
        s +=
          rect(px + 20, a.y + 100, 160, 28, 8, '#e3f6eb') +
          circle(px + 36, a.y + 114, 6, P.green) +
          rect(px + 50, a.y + 111, 90, 6, 3, P.green);
        s += rect(px + 20, a.y + 144, 160, 300, 10, '#0e1428');
        s += codeLines(rng, px + 34, a.y + 162, 14, { lh: 19, h: 5, unit: 8, maxW: 132 });
        s += pill(px + 20, a.y + a.h - 64, 160, 36, n8nOrange, '#fff', { label: 80 });
        return s;
      },
      { r: 16, shadowOpacity: 0.14 },
    ),
  );
}

// Marketing for a small business, read by AI: the funnel from reach to repeat customers, the
// channel mix, a sales curve with the AI's forecast and the audience segments it found.
export function articleMarketingAi(c) {
  const { rng } = c;
  nightBackdrop(c, [
    [330, 330, 320, 260, P.violet, 0.45, 100],
    [960, 200, 260, 180, P.amber, 0.18, 90],
    [960, 600, 300, 140, P.info, 0.3, 90],
  ]);
  // Funnel
  const stages = [
    [P.violetBright, '#8c80ff', 440],
    [P.violet, P.violetBright, 360],
    ['#2f6fd6', P.sky, 280],
    [P.green, P.mint, 200],
  ];
  const cx = 330;
  let top = 110;
  stages.forEach(([from, to, w], i) => {
    const next = stages[i + 1]?.[2] ?? w - 80;
    const h = 104;
    c.add(
      path(
        `M${num(cx - w / 2)} ${top}H${num(cx + w / 2)}L${num(cx + next / 2)} ${top + h}H${num(cx - next / 2)}Z`,
        gradient(c, from, to, 'right'),
        { opacity: 0.95 },
      ),
    );
    c.add(rect(cx - 40, top + h / 2 - 12, 80, 12, 6, '#fff', { opacity: 0.9 }));
    c.add(rect(cx - 26, top + h / 2 + 8, 52, 6, 3, '#fff', { opacity: 0.55 }));
    // Conversion to the next stage
    if (i < stages.length - 1) {
      c.add(
        stroke(`M${num(cx + w / 2 + 24)} ${top + h / 2}h36`, P.mutedFg, 1.5, { opacity: 0.5 }),
        rect(cx + w / 2 + 66, top + h / 2 - 12, 58, 24, 12, P.raised2, {
          stroke: '#2f3a62',
          'stroke-width': 1,
        }),
        rect(cx + w / 2 + 80, top + h / 2 - 3, 30, 6, 3, P.mint),
      );
    }
    top += h + 8;
  });
  c.add(
    circle(cx + 220, 98, 30, gradient(c, P.amberLight, P.amber)),
    sparkle(cx + 220, 98, 16, '#fff'),
    sparkle(cx + 262, 70, 7, P.amberLight),
  );
  // Channel mix
  const [dx, dy] = [700, 70];
  c.add(card(c, dx, dy, 430, 190, { r: 18 }));
  c.add(
    donut(
      dx + 96,
      dy + 95,
      56,
      22,
      [
        [0.42, P.violetBright],
        [0.27, P.sky],
        [0.19, P.mint],
        [0.12, P.amber],
      ],
      P.raised2,
    ),
  );
  [P.violetBright, P.sky, P.mint, P.amber].forEach((color, i) => {
    const ly = dy + 46 + i * 30;
    c.add(
      circle(dx + 196, ly + 3, 6, color),
      rect(dx + 212, ly, [110, 90, 120, 70][i], 6, 3, P.mutedFg, { opacity: 0.6 }),
      rect(dx + 370, ly - 2, 36, 10, 5, color, { opacity: 0.8 }),
    );
  });
  // Sales with the AI forecast
  const [sx, sy, sw, sh] = [700, 290, 430, 200];
  c.add(card(c, sx, sy, sw, sh, { r: 18 }));
  c.add(bars(sx + 22, sy + 22, [110], { h: 8, fill: P.fg, opacity: 0.85 }));
  c.add(
    rect(sx + sw - 96, sy + 16, 74, 24, 12, P.mint, { opacity: 0.16 }),
    trendUp(sx + sw - 59, sy + 28, 22, P.mint, 2.4),
  );
  const past = trend(rng, 7, 0.2, 0.58, 0.08);
  const chartX = sx + 22;
  const chartW = sw - 44;
  const pastW = chartW * 0.62;
  c.add(
    lineChart(c, chartX, sy + 60, pastW, sh - 80, past, {
      color: P.violetBright,
      width: 3,
      dot: false,
    }),
  );
  const step = pastW / (past.length - 1);
  const future = [past[past.length - 1], 0.66, 0.71, 0.8, 0.86];
  const pts = future.map((v, i) => [
    chartX + pastW + i * step * 0.95,
    sy + 60 + (sh - 80) * (1 - v),
  ]);
  c.add(
    path(
      `M${pts.map(([x, y]) => `${num(x)} ${num(y - 8)}`).join('L')}L${pts
        .slice()
        .reverse()
        .map(([x, y]) => `${num(x)} ${num(y + 8)}`)
        .join('L')}Z`,
      P.amber,
      { opacity: 0.16 },
    ),
    stroke(`M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`, P.amberLight, 3, {
      'stroke-dasharray': '7 7',
    }),
    circle(...pts[pts.length - 1], 7, P.amberLight),
    sparkle(pts[pts.length - 1][0] - 18, pts[pts.length - 1][1] + 26, 10, P.amberLight),
  );
  // Audience segments
  const [ax, ay] = [700, 520];
  c.add(card(c, ax, ay, 430, 100, { r: 18 }));
  const looks = [
    { skin: '#f0c4a0', hair: '#2b1d16', shirt: P.violet, style: 'long' },
    { skin: '#b97c53', hair: '#16100c', shirt: P.amber, style: 'short' },
    { skin: '#e8b991', hair: '#7a3b1f', shirt: P.info, style: 'bun' },
  ];
  looks.forEach((look, i) => {
    const x = ax + 44 + i * 130;
    c.add(
      avatarDisc(c, x, ay + 50, 26, '#24305a', look, { ring: [P.violetBright, P.amber, P.sky][i] }),
    );
    c.add(
      rect(x + 36, ay + 38, 60, 7, 3.5, P.fg, { opacity: 0.8 }),
      rect(x + 36, ay + 54, 40, 6, 3, P.mutedFg, { opacity: 0.55 }),
    );
  });
  for (let i = 0; i < 6; i += 1)
    c.add(
      sparkle(rng.range(40, 640), rng.range(30, 650), rng.range(3, 7), P.lilac, {
        opacity: rng.range(0.3, 0.7),
      }),
    );
}
