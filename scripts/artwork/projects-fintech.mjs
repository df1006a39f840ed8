// ---------------------------------------------------------------------------------------------
// Portfolio screenshots (800x600): a personal-finance dashboard (project-3) and a payments app
// on two phones (project-10).

import { P } from './palette.mjs';
import {
  avatarDisc,
  barChart,
  bars,
  card,
  check,
  circle,
  donut,
  gradient,
  group,
  lineChart,
  magnifier,
  phone,
  rect,
  stroke,
  trend,
} from './helpers.mjs';
import { framedSite, logoMark, projectBackdrop } from './projects-kit.mjs';

const teal = '#14b8a6';

/** A bank card: gradient, chip, number groups and the network's two circles. */
function bankCard(c, x, y, w, from, to) {
  const h = w * 0.63;
  return group(
    rect(x, y, w, h, w * 0.06, gradient(c, from, to)) +
      circle(x + w * 0.9, y + h * 0.05, w * 0.4, '#fff', { opacity: 0.1 }) +
      rect(x + w * 0.08, y + h * 0.2, w * 0.14, h * 0.17, 3, '#fcd34d', { opacity: 0.9 }) +
      [0, 1, 2, 3]
        .map((i) =>
          rect(x + w * (0.08 + i * 0.2), y + h * 0.6, w * 0.15, h * 0.07, 2, '#fff', {
            opacity: 0.7,
          }),
        )
        .join('') +
      circle(x + w * 0.8, y + h * 0.82, w * 0.06, '#fff', { opacity: 0.55 }) +
      circle(x + w * 0.88, y + h * 0.82, w * 0.06, '#fff', { opacity: 0.35 }),
    { 'clip-path': c.clip(x, y, w, h, w * 0.06) },
  );
}

// A finance dashboard: balance with its trend, the cards, monthly spending, the budget ring and
// the latest transactions.
export function projectFinanceDashboard(c) {
  const { rng } = c;
  projectBackdrop(c, '#04201f', '#0b1733', [
    [620, 120, 240, 160, teal, 0.35],
    [140, 520, 220, 120, P.violet, 0.4],
  ]);
  framedSite(
    c,
    (a) => {
      const { x, y, w, h } = a;
      let s = rect(x, y, w, h, 0, '#0b1221');
      // Sidebar
      s += rect(x, y, 150, h, 0, '#080e1b');
      s += logoMark('ring', x + 28, y + 28, 10, teal) + rect(x + 46, y + 23, 64, 10, 5, P.fg);
      for (let i = 0; i < 6; i += 1) {
        const iy = y + 74 + i * 34;
        if (i === 0) s += rect(x + 10, iy - 11, 130, 30, 8, '#12302e');
        s += rect(x + 24, iy, 12, 8, 3, i === 0 ? teal : P.mutedFg, { opacity: i === 0 ? 1 : 0.5 });
        s += rect(x + 44, iy + 1, [60, 70, 54, 66, 48, 58][i], 6, 3, i === 0 ? teal : P.mutedFg, {
          opacity: i === 0 ? 1 : 0.45,
        });
      }
      s += rect(x + 12, y + h - 90, 126, 74, 12, gradient(c, '#0f3d3a', '#12302e'));
      s += bars(x + 24, y + h - 74, [80, 60], { h: 6, gap: 7, fill: P.fg, opacity: 0.7 });
      s += rect(x + 24, y + h - 42, 70, 16, 8, teal);
      // Header
      const mx = x + 170;
      s +=
        bars(mx, y + 22, [150], { h: 12, fill: P.fg, opacity: 0.9 }) +
        bars(mx, y + 42, [100], { h: 6, fill: P.mutedFg, opacity: 0.5 });
      s +=
        rect(x + w - 250, y + 20, 160, 30, 15, '#131c31') +
        magnifier(x + w - 230, y + 35, 14, P.mutedFg, 2);
      s += avatarDisc(c, x + w - 42, y + 35, 17, '#1b2a44', {
        skin: '#e0ac84',
        hair: '#3b2416',
        shirt: teal,
        style: 'short',
      });
      // Balance
      s += rect(mx, y + 70, 330, 160, 16, gradient(c, '#0d9488', '#0ea5e9'));
      s += group(circle(mx + 300, y + 70, 90, '#fff', { opacity: 0.1 }), {
        'clip-path': c.clip(mx, y + 70, 330, 160, 16),
      });
      s +=
        rect(mx + 22, y + 92, 80, 7, 3.5, '#fff', { opacity: 0.7 }) +
        rect(mx + 22, y + 110, 170, 24, 6, '#fff');
      s +=
        rect(mx + 206, y + 114, 54, 18, 9, '#fff', { opacity: 0.25 }) +
        rect(mx + 216, y + 120, 34, 6, 3, '#fff');
      s += lineChart(c, mx + 22, y + 150, 286, 62, trend(rng, 10, 0.2, 0.85, 0.1), {
        color: '#fff',
        width: 2.5,
        areaOpacity: 0.3,
      });
      // Cards
      const cx = mx + 346;
      s += rect(cx, y + 70, w - 170 - 346 - 20, 160, 16, '#111a2e', {
        stroke: '#1d2942',
        'stroke-width': 1,
      });
      s += bankCard(c, cx + 36, y + 88, 132, P.violetBright, P.violetDeep);
      s += bankCard(c, cx + 16, y + 128, 132, '#1e293b', '#334155');
      // Spending
      const sy = y + 246;
      s += rect(mx, sy, 330, h - 246 - 20, 16, '#111a2e', { stroke: '#1d2942', 'stroke-width': 1 });
      s += bars(mx + 20, sy + 20, [110], { h: 8, fill: P.fg, opacity: 0.85 });
      s += donut(mx + 270, sy + 42, 22, 8, [[0.68, teal]], '#1d2942');
      s += barChart(
        mx + 20,
        sy + 80,
        290,
        h - 246 - 20 - 110,
        trend(rng, 9, 0.3, 0.8, 0.25),
        ['#1f4f4b', teal],
        { r: 4 },
      );
      for (let i = 0; i < 9; i += 1)
        s += rect(mx + 26 + i * 32.2, sy + h - 246 - 44, 14, 4, 2, P.mutedFg, { opacity: 0.35 });
      // Transactions
      const tx = mx + 346;
      const tw = w - 170 - 346 - 20;
      s += rect(tx, sy, tw, h - 246 - 20, 16, '#111a2e', { stroke: '#1d2942', 'stroke-width': 1 });
      s += bars(tx + 18, sy + 20, [90], { h: 8, fill: P.fg, opacity: 0.85 });
      const rows = [
        [P.amber, false],
        [P.sky, true],
        [P.coral, false],
        [P.mint, true],
        [P.lilac, false],
      ];
      rows.forEach(([color, income], i) => {
        const ry = sy + 58 + i * 34;
        s += circle(tx + 32, ry, 13, color, { opacity: 0.18 }) + circle(tx + 32, ry, 5, color);
        s +=
          rect(tx + 54, ry - 8, rng.range(40, 56), 6, 3, P.fg, { opacity: 0.75 }) +
          rect(tx + 54, ry + 4, 40, 5, 2.5, P.mutedFg, { opacity: 0.45 });
        s += rect(tx + tw - 56, ry - 4, 40, 8, 4, income ? P.mint : '#fca5a5');
      });
      return s;
    },
    { x: 40, y: 40, w: 720, h: 520, theme: 'dark' },
  );
}

// A payments app: sending money to a contact with the keypad and a slide to pay, the receipt on
// the second phone, a contactless card and the notification of the payment received.
export function projectPayments(c) {
  const green = '#10b981';
  const ink = '#0f172a';
  projectBackdrop(c, '#052e22', '#0b3b4a', [
    [300, 260, 240, 200, green, 0.35],
    [620, 420, 200, 160, P.sky, 0.3],
  ]);
  c.add(
    phone(
      c,
      200,
      50,
      240,
      500,
      (sc) => {
        const { x, y, w } = sc;
        let s = rect(x, y, w, sc.h, 0, '#f8fafc');
        s +=
          stroke(`M${x + 26} ${y + 42}l-8 8l8 8`, ink, 2.6) +
          rect(x + w / 2 - 40, y + 46, 80, 8, 4, ink);
        s += avatarDisc(
          c,
          x + w / 2,
          y + 104,
          30,
          '#d1fae5',
          { skin: '#c68b5e', hair: '#1c1410', shirt: green, style: 'long' },
          { ring: '#fff' },
        );
        s +=
          rect(x + w / 2 - 44, y + 146, 88, 8, 4, ink, { opacity: 0.8 }) +
          rect(x + w / 2 - 30, y + 162, 60, 6, 3, '#94a3b8');
        s +=
          rect(x + w / 2 - 70, y + 190, 140, 34, 8, ink) +
          rect(x + w / 2 - 92, y + 198, 16, 18, 4, green);
        s +=
          rect(x + w / 2 - 36, y + 236, 72, 18, 9, '#d1fae5') +
          rect(x + w / 2 - 22, y + 242, 44, 6, 3, '#047857');
        // Keypad
        for (let r = 0; r < 4; r += 1)
          for (let k = 0; k < 3; k += 1) {
            const kx = x + 44 + (k * (w - 88)) / 2;
            const ky = y + 274 + r * 38;
            s +=
              circle(kx, ky, 17, '#eef2f6') +
              rect(kx - 4, ky - 4, 8, 8, 2, '#334155', {
                opacity: r === 3 && k !== 1 ? 0.35 : 0.85,
              });
          }
        // Slide to pay
        s += rect(x + 16, y + sc.h - 62, w - 32, 44, 22, green);
        s +=
          circle(x + 38, y + sc.h - 40, 18, '#fff') +
          stroke(`M${x + 32} ${y + sc.h - 40}h12m-5 -5l5 5l-5 5`, green, 2.4);
        s += rect(x + w / 2 - 30, y + sc.h - 43, 70, 6, 3, '#fff', { opacity: 0.85 });
        return s;
      },
      { shadowOpacity: 0.5 },
    ),
  );
  c.add(
    phone(
      c,
      480,
      100,
      210,
      440,
      (sc) => {
        const { x, y, w } = sc;
        let s = rect(x, y, w, sc.h, 0, '#ecfdf5');
        s += rect(x, y, w, 190, 0, gradient(c, '#059669', green, 'down'));
        s +=
          circle(x + w / 2, y + 96, 38, '#fff', { opacity: 0.2 }) +
          circle(x + w / 2, y + 96, 28, '#fff') +
          check(x + w / 2, y + 96, 26, green, 4);
        s += rect(x + w / 2 - 56, y + 146, 112, 20, 6, '#fff');
        s += rect(x + 14, y + 174, w - 28, 210, 14, '#fff');
        for (let i = 0; i < 4; i += 1) {
          const ry = y + 198 + i * 30;
          s +=
            rect(x + 30, ry, [60, 50, 70, 44][i], 6, 3, '#94a3b8') +
            rect(x + w - 30 - [56, 70, 40, 60][i], ry, [56, 70, 40, 60][i], 6, 3, ink, {
              opacity: 0.75,
            });
        }
        s += stroke(`M${x + 30} ${y + 318}H${x + w - 30}`, '#e2e8f0', 1.5, {
          'stroke-dasharray': '5 5',
        });
        s += rect(x + 30, y + 336, 50, 8, 4, ink) + rect(x + w - 100, y + 332, 70, 14, 4, green);
        s += rect(x + 14, y + sc.h - 48, (w - 36) / 2, 34, 17, '#fff', {
          stroke: '#a7f3d0',
          'stroke-width': 1.5,
        });
        s += rect(x + 22 + (w - 36) / 2, y + sc.h - 48, (w - 36) / 2, 34, 17, ink);
        return s;
      },
      { shadowOpacity: 0.45 },
    ),
  );
  // Contactless card
  c.add(
    group(
      c.shadow(16, 430, 210, 132, 14, { dy: 12, sd: 14, opacity: 0.5 }) +
        bankCard(c, 16, 430, 210, '#0f766e', '#0ea5e9'),
      {
        transform: 'rotate(-8 121 496)',
      },
    ),
  );
  c.add(
    group(
      [10, 17, 24]
        .map((r) =>
          stroke(`M190 ${466 - r}a${r} ${r} 0 0 1 0 ${r * 2}`, '#fff', 2.4, { opacity: 0.8 }),
        )
        .join(''),
      { transform: 'rotate(-8 121 496)' },
    ),
  );
  // Payment received
  c.add(card(c, 560, 60, 210, 64, { r: 20, fill: '#fff', line: null, shadowOpacity: 0.35 }));
  c.add(
    circle(592, 92, 18, '#d1fae5'),
    check(592, 92, 16, '#047857', 2.8),
    rect(620, 80, 110, 8, 4, ink, { opacity: 0.8 }),
    rect(620, 96, 70, 6, 3, '#94a3b8'),
  );
}
