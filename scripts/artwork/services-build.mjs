import { P } from './palette.mjs';
import {
  bars,
  browser,
  phone,
  card,
  trend,
  lineChart,
  barChart,
  nightBackdrop,
  fadedGrid,
  rect,
  circle,
  path,
  group,
  stroke,
  stars,
  check,
  codeMark,
  magnifier,
  cart,
  arrowUp,
  trendUp,
} from './helpers.mjs';
import { miniSite } from './scenes.mjs';

// ---------------------------------------------------------------------------------------------
// Services (800x500)

export function serviceBase(c, accent, glowAt = [560, 220]) {
  nightBackdrop(c, [
    [glowAt[0], glowAt[1], 300, 220, accent, 0.45, 80],
    [120, 460, 220, 120, P.violet, 0.25, 70],
  ]);
  fadedGrid(
    c,
    40,
    [
      [0, '#fff', 0.9],
      [0.7, '#fff', 0.2],
      [1, '#fff', 0],
    ],
    { x2: 0, y2: 1, opacity: 0.07 },
  );
}

export function serviceWeb(c) {
  serviceBase(c, P.violet, [460, 220]);
  c.add(browser(c, 110, 86, 480, 330, (a) => miniSite(c, a), { theme: 'dark', r: 14 }));
  c.add(
    phone(
      c,
      560,
      170,
      130,
      262,
      (s) => {
        let o = rect(s.x, s.y, s.w, s.h, 0, '#0f1528');
        o += rect(
          s.x + 8,
          s.y + 26,
          s.w - 16,
          86,
          8,
          c.linear(
            [
              [0, P.violetDeep],
              [1, P.violet],
            ],
            0,
            0,
            1,
            1,
          ),
        );
        o += bars(s.x + 12, s.y + 124, [s.w * 0.7, s.w * 0.5], {
          h: 7,
          gap: 7,
          fill: P.fg,
          opacity: 0.9,
        });
        o += bars(s.x + 12, s.y + 156, [s.w * 0.75, s.w * 0.6, s.w * 0.7], {
          h: 4,
          gap: 6,
          fill: P.mutedFg,
          opacity: 0.55,
        });
        o += rect(s.x + 12, s.y + 196, s.w - 24, 22, 11, P.violet);
        return o;
      },
      { frame: '#070b16' },
    ),
  );
  c.add(c.glow(110, 86, 50, 50, P.violet, 0.7, 20));
  c.add(
    circle(110, 86, 36, P.violet),
    circle(110, 86, 35, 'none', { stroke: '#fff', 'stroke-opacity': 0.3 }),
    codeMark(110, 86, 34, '#fff', 3.5),
  );
}

function creditCard(c, x, y, w, angle) {
  const h = w * 0.63;
  return group(
    c.shadow(x, y, w, h, 14, { dy: 14, sd: 14, opacity: 0.5 }) +
      rect(
        x,
        y,
        w,
        h,
        14,
        c.linear(
          [
            [0, P.violetBright],
            [0.6, P.violet],
            [1, P.info],
          ],
          0,
          0,
          1,
          1,
        ),
      ) +
      group(circle(x + w * 0.85, y + h * 0.1, w * 0.35, '#fff', { opacity: 0.1 }), {
        'clip-path': c.clip(x, y, w, h, 14),
      }) +
      rect(x + 20, y + 24, 34, 26, 5, P.amberLight, { opacity: 0.9 }) +
      stroke(`M${x + 20} ${y + 37}h34M${x + 37} ${y + 24}v26`, '#b98300', 1.2, { opacity: 0.6 }) +
      [0, 1, 2, 3]
        .map((i) => rect(x + 20 + i * 42, y + h * 0.6, 34, 7, 3.5, '#fff', { opacity: 0.75 }))
        .join('') +
      rect(x + 20, y + h - 26, 70, 6, 3, '#fff', { opacity: 0.5 }) +
      circle(x + w - 44, y + h - 26, 12, '#fff', { opacity: 0.5 }) +
      circle(x + w - 30, y + h - 26, 12, '#fff', { opacity: 0.3 }),
    { transform: `rotate(${angle} ${x + w / 2} ${y + h / 2})` },
  );
}

export function serviceEcommerce(c) {
  serviceBase(c, P.green, [420, 240]);
  c.add(c.glow(420, 260, 160, 120, P.mint, 0.25, 50));
  // Product card
  const [x, y, w, h] = [270, 60, 260, 380];
  c.add(card(c, x, y, w, h, { r: 18, fill: P.paper, line: null }));
  c.add(
    rect(
      x + 14,
      y + 14,
      w - 28,
      190,
      12,
      c.linear(
        [
          [0, '#e3f6eb'],
          [1, '#c5ecd7'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(
    path(`M${x + 90} ${y + 84}h80l10 100h-100z`, P.green),
    stroke(`M${x + 108} ${y + 84}v-12a22 22 0 0 1 44 0v12`, '#0b5c2e', 5),
  );
  c.add(rect(x + 100, y + 120, 60, 6, 3, '#fff', { opacity: 0.5 }));
  c.add(
    circle(x + w - 44, y + 40, 18, P.coral) +
      circle(x + w - 50, y + 34, 3.2, '#fff') +
      circle(x + w - 38, y + 46, 3.2, '#fff') +
      stroke(`M${x + w - 37} ${y + 31}L${x + w - 51} ${y + 49}`, '#fff', 2.4),
  );
  c.add(bars(x + 20, y + 222, [160], { h: 12, fill: P.ink }));
  c.add(stars(x + 20, y + 256, 7, 5, P.amber, 2.4));
  c.add(bars(x + 20, y + 278, [190, 150], { h: 6, gap: 8, fill: '#9aa3b5' }));
  c.add(
    rect(x + 20, y + 320, 60, 16, 5, P.ink),
    rect(x + 110, y + 312, w - 130, 40, 20, P.green),
    cart(x + 160, y + 332, 22, '#fff', 2.6),
    rect(x + 178, y + 328, 46, 7, 3.5, '#fff'),
  );
  // Payment card & confirmation
  c.add(creditCard(c, 560, 250, 200, -8));
  c.add(card(c, 540, 90, 210, 70, { r: 35 }));
  c.add(
    circle(575, 125, 20, P.green),
    check(575, 125, 20, '#fff', 3.4),
    bars(606, 112, [110, 80], { h: 7, gap: 9, fill: P.mutedFg, opacity: 0.7 }),
  );
  // Cart bubble
  c.add(c.glow(150, 200, 70, 70, P.green, 0.4, 24));
  c.add(
    circle(150, 200, 64, P.raised, { stroke: '#2c3656', 'stroke-width': 1.5 }),
    cart(148, 200, 62, P.mint, 5),
  );
  c.add(circle(192, 158, 18, P.coral), stroke('M189 153l4 -3v16', '#fff', 3));
  c.add(card(c, 70, 320, 170, 100, { r: 14 }));
  c.add(bars(88, 338, [70], { h: 6, fill: P.mutedFg, opacity: 0.6 }));
  c.add(barChart(86, 356, 136, 50, [0.3, 0.45, 0.4, 0.62, 0.7, 0.95], [P.mint], { r: 3 }));
}

export function serviceDesign(c) {
  const { rng } = c;
  serviceBase(c, P.lilac, [430, 230]);
  // Artboard
  const [x, y, w, h] = [160, 60, 470, 360];
  c.add(card(c, x, y, w, h, { r: 10, fill: '#fbfbfe', line: null }));
  let grid = '';
  for (let i = 0; i < 6; i += 1)
    grid += rect(x + 20 + i * 75, y + 20, 55, h - 40, 0, P.violet, { opacity: 0.035 });
  c.add(grid);
  c.add(
    circle(
      x + 140,
      y + 150,
      70,
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
  c.add(
    rect(
      x + 220,
      y + 140,
      120,
      120,
      24,
      c.linear(
        [
          [0, P.amberLight],
          [1, P.amber],
        ],
        0,
        0,
        1,
        1,
      ),
      { opacity: 0.95 },
    ),
  );
  c.add(path(`M${x + 330} ${y + 60}l70 120h-140z`, P.sky, { opacity: 0.9 }));
  // Letterform
  c.add(
    path(
      `M${x + 60} ${y + 320}L${x + 92} ${y + 236}h20l32 84h-20l-7 -20h-30l-7 20z M${x + 95} ${y + 284}h18l-9 -26z`,
      P.ink,
      { 'fill-rule': 'evenodd' },
    ),
  );
  c.add(rect(x + 160, y + 290, 120, 8, 4, '#c8cde0'), rect(x + 160, y + 306, 90, 8, 4, '#dfe2ec'));
  // Pen path with handles
  const p0 = [x + 40, y + 240];
  const p1 = [x + 250, y + 70];
  const p2 = [x + 450, y + 260];
  c.add(
    stroke(
      `M${p0[0]} ${p0[1]}C${p0[0] + 40} ${p0[1] - 180} ${p1[0] - 120} ${p1[1]} ${p1[0]} ${p1[1]}S${p2[0] - 20} ${p2[1] - 200} ${p2[0]} ${p2[1]}`,
      P.coral,
      3,
    ),
  );
  c.add(stroke(`M${p1[0] - 80} ${p1[1]}H${p1[0] + 80}`, P.violet, 1.5));
  for (const [hx, hy] of [
    [p1[0] - 80, p1[1]],
    [p1[0] + 80, p1[1]],
  ])
    c.add(circle(hx, hy, 5, P.paper, { stroke: P.violet, 'stroke-width': 2 }));
  for (const [ax, ay] of [p0, p1, p2])
    c.add(rect(ax - 6, ay - 6, 12, 12, 2, P.paper, { stroke: P.violet, 'stroke-width': 2.5 }));
  // Cursor
  c.add(
    path(`M${x + 420} ${y + 300}l0 44l11 -11l9 20l8 -4l-9 -19l16 0z`, P.ink, {
      stroke: '#fff',
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }),
  );
  // Swatches
  c.add(card(c, 60, 110, 64, 270, { r: 32 }));
  [P.violet, P.lilac, P.sky, P.mint, P.amber, P.coral].forEach((fill, i) => {
    c.add(circle(92, 144 + i * 40, 15, fill));
    if (i === 0) c.add(circle(92, 144, 20, 'none', { stroke: '#fff', 'stroke-width': 2 }));
  });
  // Layers panel
  c.add(card(c, 660, 120, 110, 190, { r: 14 }));
  for (let i = 0; i < 6; i += 1) {
    c.add(
      rect(676, 140 + i * 28, 14, 14, 3, rng.pick([P.lilac, P.sky, P.amber, P.mint]), {
        opacity: 0.9,
      }),
      rect(698, 144 + i * 28, rng.range(34, 56), 6, 3, P.mutedFg, { opacity: 0.6 }),
    );
  }
}

export function serviceSeo(c) {
  const { rng } = c;
  serviceBase(c, P.info, [500, 200]);
  const [x, y, w] = [90, 60, 420];
  c.add(card(c, x, y, w, 380, { r: 18, fill: P.paper, line: null }));
  c.add(rect(x + 20, y + 20, w - 40, 40, 20, P.mist, { stroke: '#d6dbe6', 'stroke-width': 1.5 }));
  c.add(magnifier(x + 44, y + 40, 22, P.info, 2.6), rect(x + 64, y + 36, 160, 8, 4, '#9aa3b5'));
  for (let i = 0; i < 4; i += 1) {
    const ry = y + 80 + i * 72;
    if (i === 0) {
      c.add(rect(x + 12, ry - 6, w - 24, 66, 12, '#e8f1fc', { stroke: P.info, 'stroke-width': 2 }));
      c.add(circle(x + w - 44, ry + 27, 16, P.info), arrowUp(x + w - 44, ry + 27, 16, '#fff', 2.6));
    }
    c.add(rect(x + 24, ry + 4, 110, 6, 3, P.green, { opacity: 0.8 }));
    c.add(
      rect(x + 24, ry + 18, rng.range(220, 280), 10, 5, i === 0 ? P.info : '#4062a8', {
        opacity: i === 0 ? 1 : 0.75,
      }),
    );
    c.add(
      bars(x + 24, ry + 36, [rng.range(260, 320), rng.range(160, 240)], {
        h: 5,
        gap: 5,
        fill: '#b6bdcc',
      }),
    );
  }
  // Ranking chart
  c.add(card(c, 470, 230, 260, 190, { r: 16 }));
  c.add(
    bars(490, 250, [100], { h: 7, fill: P.mutedFg, opacity: 0.6 }),
    bars(490, 268, [60], { h: 14, fill: P.fg }),
  );
  c.add(
    lineChart(c, 490, 300, 220, 100, trend(rng, 8, 0.1, 0.92, 0.08), { color: P.sky, width: 3 }),
  );
  // Big magnifier
  c.add(c.glow(640, 130, 80, 80, P.info, 0.5, 30));
  c.add(
    circle(630, 120, 62, P.info, { opacity: 0.18 }),
    circle(630, 120, 62, 'none', { stroke: P.sky, 'stroke-width': 12 }),
    stroke('M676 166L730 220', P.sky, 20),
  );
  c.add(trendUp(630, 120, 56, P.fg, 5));
}
