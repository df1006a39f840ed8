import { P } from './palette.mjs';
import {
  bars,
  browser,
  phone,
  card,
  trend,
  lineChart,
  barChart,
  person,
  codeLines,
  nightBackdrop,
  fadedGrid,
  num,
  rect,
  circle,
  ellipse,
  path,
  group,
  stroke,
  stars,
  check,
  sparkle,
  cart,
  trendUp,
} from './helpers.mjs';
import { miniSite } from './scenes.mjs';

// ---------------------------------------------------------------------------------------------
// Heroes (1600x900): dark, the interest on the right, the left quiet for white text

export function heroAgencies(c) {
  const { width: W, height: H, rng } = c;
  nightBackdrop(c, [
    [1180, 440, 430, 340, P.violet, 0.5, 110],
    [1500, 110, 260, 200, P.info, 0.35, 90],
    [960, 880, 320, 150, P.lilac, 0.16, 90],
  ]);
  fadedGrid(c, 64, [
    [0, '#fff', 0],
    [0.42, '#fff', 0],
    [1, '#fff', 1],
  ]);

  const hub = [1180, 450];
  c.add(
    ellipse(hub[0], hub[1], 260, 260, 'none', {
      stroke: P.lilac,
      'stroke-width': 1.5,
      opacity: 0.18,
    }),
    ellipse(hub[0], hub[1], 390, 390, 'none', {
      stroke: P.lilac,
      'stroke-width': 1.5,
      opacity: 0.12,
      'stroke-dasharray': '3 12',
    }),
  );

  // Satellites: [x, y, w, h, anchorX, anchorY]
  const sat = {
    site: [790, 120, 300, 196, 1090, 260],
    code: [1330, 96, 236, 160, 1330, 230],
    chart: [1396, 380, 176, 150, 1396, 455],
    phone: [1262, 600, 118, 228, 1262, 700],
    shop: [840, 612, 250, 150, 1090, 660],
    team: [740, 422, 196, 64, 936, 454],
  };
  for (const [, , , , ax, ay] of Object.values(sat)) {
    const mx = (hub[0] + ax) / 2 + (ay - hub[1]) * 0.25;
    const my = (hub[1] + ay) / 2 - (ax - hub[0]) * 0.25;
    c.add(
      stroke(`M${hub[0]} ${hub[1]}Q${num(mx)} ${num(my)} ${ax} ${ay}`, P.lilac, 1.6, {
        opacity: 0.45,
        'stroke-dasharray': '6 7',
      }),
    );
  }

  for (let i = 0; i < 14; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.pick([260, 390]);
    c.add(
      circle(hub[0] + r * Math.cos(a), hub[1] + r * Math.sin(a), rng.range(1.5, 3), P.lilac, {
        opacity: rng.range(0.3, 0.8),
      }),
    );
  }

  // Hub: the agency's mark
  c.add(c.glow(hub[0], hub[1], 120, 120, P.violetBright, 0.8, 40));
  c.add(
    rect(
      hub[0] - 76,
      hub[1] - 76,
      152,
      152,
      38,
      c.linear(
        [
          [0, '#7b6dff'],
          [0.55, P.violet],
          [1, P.violetDeep],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    rect(hub[0] - 75, hub[1] - 75, 150, 150, 37, 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.28,
      'stroke-width': 1.5,
    }),
    group(
      stroke('M22 22 12 32l10 10M42 22l10 10-10 10', '#fff', 5) +
        stroke('m36 17-8 30', '#fff', 5, { 'stroke-opacity': 0.7 }),
      { transform: `translate(${hub[0] - 74} ${hub[1] - 74}) scale(2.31)` },
    ),
  );

  // Website window
  {
    const [x, y, w, h] = sat.site;
    c.add(browser(c, x, y, w, h, (a) => miniSite(c, a), { theme: 'dark', r: 12 }));
  }
  // Code card
  {
    const [x, y, w, h] = sat.code;
    c.add(card(c, x, y, w, h));
    c.add(
      ...[0, 1, 2].map((i) =>
        circle(x + 18 + i * 12, y + 18, 3.5, [P.coral, P.amberLight, P.mint][i], { opacity: 0.8 }),
      ),
    );
    c.add(codeLines(rng, x + 18, y + 40, 7, { lh: 15, h: 6, unit: 8, maxW: w - 36 }));
  }
  // Chart card
  {
    const [x, y, w, h] = sat.chart;
    c.add(card(c, x, y, w, h));
    c.add(bars(x + 16, y + 18, [70, 44], { h: 6, gap: 8, fill: P.mutedFg, opacity: 0.6 }));
    c.add(
      barChart(
        x + 14,
        y + 56,
        w - 28,
        h - 72,
        trend(rng, 7, 0.3, 0.95, 0.12),
        [P.violetBright, P.lilac],
        { r: 3 },
      ),
    );
  }
  // Phone
  {
    const [x, y, w, h] = sat.phone;
    c.add(
      phone(
        c,
        x,
        y,
        w,
        h,
        (s) => {
          let out = rect(s.x, s.y, s.w, s.h, 0, '#0f1528');
          out += rect(
            s.x + 8,
            s.y + 26,
            s.w - 16,
            70,
            8,
            c.linear(
              [
                [0, P.violet],
                [1, P.sky],
              ],
              0,
              0,
              1,
              1,
            ),
          );
          out += bars(s.x + 10, s.y + 108, [s.w * 0.7, s.w * 0.5, s.w * 0.6], {
            h: 5,
            gap: 7,
            fill: P.mutedFg,
            opacity: 0.55,
          });
          out += rect(s.x + 10, s.y + 150, s.w - 20, 22, 11, P.violet);
          out +=
            rect(s.x + 10, s.y + 182, (s.w - 26) / 2, 26, 6, '#1a2340') +
            rect(s.x + 16 + (s.w - 26) / 2, s.y + 182, (s.w - 26) / 2, 26, 6, '#1a2340');
          return out;
        },
        { frame: '#070b16' },
      ),
    );
  }
  // Shop card
  {
    const [x, y, w, h] = sat.shop;
    c.add(card(c, x, y, w, h));
    c.add(
      rect(
        x + 14,
        y + 14,
        96,
        h - 28,
        10,
        c.linear(
          [
            [0, '#2a2f6e'],
            [1, P.violet],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    c.add(
      path(`M${x + 42} ${y + 62}h40l6 50h-52z`, P.lilac),
      stroke(`M${x + 50} ${y + 62}v-8a12 12 0 0 1 24 0v8`, P.lilac, 3),
    );
    c.add(bars(x + 124, y + 24, [96, 70], { h: 7, gap: 9, fill: P.mutedFg, opacity: 0.6 }));
    c.add(stars(x + 124, y + 70, 5, 5, P.amberLight, 2.5));
    c.add(rect(x + 124, y + 98, 108, 30, 15, P.mint), cart(x + 178, y + 113, 18, '#063b22', 2.4));
  }
  // Team pill
  {
    const [x, y, w, h] = sat.team;
    c.add(card(c, x, y, w, h, { r: 32 }));
    const colors = [
      ['#f2c6a0', '#2b1d16', P.violet, 'short'],
      ['#c68b5e', '#1c1410', P.info, 'long'],
      ['#e9b48a', '#6b3e26', P.green, 'curly'],
    ];
    colors.forEach(([skin, hair, shirt, style], i) => {
      const cx = x + 34 + i * 30;
      const cy = y + 32;
      c.add(circle(cx, cy, 20, '#20294a', { stroke: P.raised, 'stroke-width': 3 }));
      c.add(
        group(person(cx, cy + 20, 0.19, { skin, hair, shirt, style }), {
          'clip-path': c.clip(cx - 20, cy - 20, 40, 40, 20),
        }),
      );
    });
    c.add(bars(x + 128, y + 24, [46, 30], { h: 6, gap: 6, fill: P.mutedFg, opacity: 0.6 }));
  }
  // Endpoint nodes
  for (const [, , , , ax, ay] of Object.values(sat)) {
    c.add(circle(ax, ay, 9, P.lilac, { opacity: 0.25 }), circle(ax, ay, 4.5, P.lilac));
  }
  // Keep the left side dark under the headline.
  c.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      c.linear(
        [
          [0, P.nightDeep, 0.92],
          [0.38, P.nightDeep, 0.6],
          [0.56, P.nightDeep, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
}

export function heroClients(c) {
  const { width: W, height: H, rng } = c;
  nightBackdrop(c, [
    [1220, 330, 420, 300, P.violet, 0.5, 110],
    [1460, 760, 300, 200, P.info, 0.4, 100],
    [900, 140, 200, 120, P.lilac, 0.15, 80],
  ]);
  fadedGrid(
    c,
    56,
    [
      [0, '#fff', 0],
      [0.45, '#fff', 0],
      [1, '#fff', 0.9],
    ],
    { opacity: 0.08 },
  );
  for (let i = 0; i < 9; i += 1) {
    c.add(
      sparkle(rng.range(760, 1560), rng.range(60, 860), rng.range(3, 7), P.lilac, {
        opacity: rng.range(0.35, 0.8),
      }),
    );
  }

  // The client's new website
  c.add(
    browser(
      c,
      860,
      150,
      620,
      420,
      (a) => {
        let s = rect(a.x, a.y, a.w, a.h, 0, '#0f1528');
        s +=
          circle(a.x + 30, a.y + 28, 9, P.violetBright) +
          rect(a.x + 46, a.y + 23, 76, 10, 5, P.fg, { opacity: 0.8 });
        for (let i = 0; i < 4; i += 1)
          s += rect(a.x + 300 + i * 52, a.y + 24, 38, 8, 4, P.mutedFg, { opacity: 0.5 });
        s += rect(a.x + a.w - 96, a.y + 16, 76, 24, 12, P.violet);
        // Hero with an abstract landscape
        const hx = a.x + 24;
        const hy = a.y + 60;
        const hw = a.w - 48;
        const hh = 190;
        s += group(
          rect(
            hx,
            hy,
            hw,
            hh,
            0,
            c.linear(
              [
                [0, '#1b1f5e'],
                [0.5, P.violetDeep],
                [1, '#0b3f86'],
              ],
              0,
              0,
              1,
              1,
            ),
          ) +
            circle(hx + hw * 0.74, hy + 70, 44, P.amberLight, { opacity: 0.85 }) +
            path(
              `M${hx} ${hy + hh}L${hx + hw * 0.45} ${hy + 90}L${hx + hw * 0.62} ${hy + 140}L${hx + hw * 0.8} ${hy + 100}L${hx + hw} ${hy + 150}V${hy + hh}Z`,
              P.violetBright,
              { opacity: 0.75 },
            ) +
            path(
              `M${hx} ${hy + hh}L${hx + hw * 0.3} ${hy + 130}L${hx + hw * 0.55} ${hy + hh}Z`,
              P.lilac,
              { opacity: 0.5 },
            ) +
            rect(
              hx,
              hy,
              hw * 0.55,
              hh,
              0,
              c.linear(
                [
                  [0, '#0b0f26', 0.75],
                  [1, '#0b0f26', 0],
                ],
                0,
                0,
                1,
                0,
              ),
            ) +
            bars(hx + 28, hy + 48, [230, 180], { h: 16, gap: 10, fill: P.fg }) +
            bars(hx + 28, hy + 112, [200, 160], { h: 6, gap: 7, fill: P.mutedFg, opacity: 0.7 }) +
            rect(hx + 28, hy + 146, 96, 26, 13, P.paper) +
            rect(hx + 132, hy + 146, 86, 26, 13, 'none', {
              stroke: P.paper,
              'stroke-opacity': 0.6,
              'stroke-width': 1.5,
            }),
          { 'clip-path': c.clip(hx, hy, hw, hh, 12) },
        );
        const cw = (hw - 32) / 3;
        for (let i = 0; i < 3; i += 1) {
          const cx = hx + i * (cw + 16);
          s += rect(cx, hy + hh + 18, cw, 110, 10, '#172040');
          s += rect(cx + 14, hy + hh + 32, 28, 28, 8, [P.violet, P.green, P.info][i]);
          s += bars(cx + 14, hy + hh + 74, [cw * 0.7, cw * 0.5], {
            h: 6,
            gap: 8,
            fill: P.mutedFg,
            opacity: 0.55,
          });
        }
        return s;
      },
      { theme: 'dark', r: 14 },
    ),
  );

  // Mobile version in front
  c.add(
    phone(
      c,
      1390,
      360,
      170,
      350,
      (s) => {
        let out = rect(s.x, s.y, s.w, s.h, 0, '#0f1528');
        out +=
          circle(s.x + 18, s.y + 34, 6, P.violetBright) +
          rect(s.x + s.w - 30, s.y + 30, 16, 8, 2, P.mutedFg, { opacity: 0.6 });
        out += rect(
          s.x + 10,
          s.y + 54,
          s.w - 20,
          130,
          12,
          c.linear(
            [
              [0, P.violetDeep],
              [1, '#0b3f86'],
            ],
            0,
            0,
            1,
            1,
          ),
        );
        out += circle(s.x + s.w - 44, s.y + 92, 20, P.amberLight, { opacity: 0.85 });
        out += path(
          `M${s.x + 10} ${s.y + 184}L${s.x + 80} ${s.y + 120}L${s.x + s.w - 10} ${s.y + 170}V${s.y + 184}Z`,
          P.violetBright,
          { opacity: 0.7 },
        );
        out += bars(s.x + 14, s.y + 198, [s.w * 0.75, s.w * 0.55], { h: 10, gap: 8, fill: P.fg });
        out += bars(s.x + 14, s.y + 242, [s.w * 0.7, s.w * 0.6], {
          h: 5,
          gap: 7,
          fill: P.mutedFg,
          opacity: 0.6,
        });
        out += rect(s.x + 14, s.y + 276, s.w - 28, 28, 14, P.violet);
        return out;
      },
      { frame: '#070b16' },
    ),
  );

  // Growth metric
  {
    const [x, y, w, h] = [770, 520, 300, 176];
    c.add(card(c, x, y, w, h, { r: 16 }));
    c.add(bars(x + 20, y + 22, [90], { h: 7, fill: P.mutedFg, opacity: 0.6 }));
    c.add(bars(x + 20, y + 42, [120], { h: 16, fill: P.fg }));
    c.add(
      rect(x + w - 78, y + 20, 58, 24, 12, P.mint, { opacity: 0.16 }),
      trendUp(x + w - 49, y + 32, 22, P.mint, 2.4),
    );
    c.add(
      lineChart(c, x + 20, y + 76, w - 40, h - 96, trend(rng, 8, 0.12, 0.92, 0.1), {
        color: P.mint,
        width: 3,
      }),
    );
  }
  // Review
  {
    const [x, y, w, h] = [1250, 86, 250, 84];
    c.add(card(c, x, y, w, h, { r: 16 }));
    c.add(circle(x + 40, y + 42, 22, '#2a3463'));
    c.add(
      group(
        person(x + 40, y + 64, 0.2, {
          skin: '#e0ac84',
          hair: '#3b2416',
          shirt: P.violet,
          style: 'bun',
        }),
        { 'clip-path': c.clip(x + 18, y + 20, 44, 44, 22) },
      ),
    );
    c.add(stars(x + 76, y + 32, 8, 5, P.amberLight, 2.4));
    c.add(bars(x + 76, y + 50, [130, 96], { h: 6, gap: 7, fill: P.mutedFg, opacity: 0.55 }));
  }
  // Launch toast
  {
    const [x, y, w, h] = [700, 250, 220, 66];
    c.add(card(c, x, y, w, h, { r: 33 }));
    c.add(circle(x + 33, y + 33, 18, P.green), check(x + 33, y + 33, 18, '#fff', 3));
    c.add(bars(x + 62, y + 22, [120, 84], { h: 7, gap: 8, fill: P.mutedFg, opacity: 0.65 }));
  }
  c.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      c.linear(
        [
          [0, P.nightDeep, 0.92],
          [0.38, P.nightDeep, 0.6],
          [0.56, P.nightDeep, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
}
