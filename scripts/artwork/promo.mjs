import { P } from './palette.mjs';
import {
  bars,
  centredBars,
  browser,
  rect,
  circle,
  path,
  group,
  stroke,
  stars,
  sparkle,
  bolt,
  magnifier,
  cart,
  heart,
  leaf,
} from './helpers.mjs';
import { dashboard } from './scenes.mjs';

// ---------------------------------------------------------------------------------------------
// Example websites (640x480), light mockups

function promoFrame(c, bg, content) {
  c.add(
    browser(c, 0, 0, c.width, c.height, (a) => rect(a.x, a.y, a.w, a.h, 0, bg) + content(a), {
      shadow: false,
      r: 0,
      bar: 30,
      urlWidth: 0.5,
    }),
  );
}

function plate(c, cx, cy, r, foods, rng) {
  let s = c.shadow(cx - r, cy - r, r * 2, r * 2, r, {
    dy: r * 0.1,
    sd: r * 0.12,
    opacity: 0.22,
    color: '#5a3a22',
  });
  s +=
    circle(cx, cy, r, P.paper) +
    circle(cx, cy, r * 0.78, '#fbf5ec', { stroke: '#efe3d3', 'stroke-width': r * 0.02 });
  for (let i = 0; i < foods; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, r * 0.45);
    s += leaf(
      cx + d * Math.cos(a),
      cy + d * Math.sin(a),
      r * rng.range(0.32, 0.5),
      rng.range(0, 360),
      rng.pick(['#6a994e', '#a7c957', '#386641', '#7fb069']),
    );
  }
  for (let i = 0; i < Math.ceil(foods / 3); i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(r * 0.1, r * 0.5);
    const tx = cx + d * Math.cos(a);
    const ty = cy + d * Math.sin(a);
    s +=
      circle(tx, ty, r * 0.13, '#e63946') +
      circle(tx - r * 0.04, ty - r * 0.04, r * 0.035, '#fff', { opacity: 0.6 });
  }
  s += circle(cx + r * 0.3, cy - r * 0.32, r * 0.15, '#f4d35e', {
    stroke: '#fff6cc',
    'stroke-width': r * 0.025,
  });
  return s;
}

export function promoRestaurant(c) {
  const { rng } = c;
  const terracotta = '#c4553b';
  const brown = '#2b1d16';
  const taupe = '#a08c7c';
  promoFrame(c, '#fbf6ef', ({ x, y, w }) => {
    let s = '';
    s += circle(x + 30, y + 24, 10, terracotta) + rect(x + 46, y + 19, 74, 10, 5, brown);
    for (let i = 0; i < 4; i += 1) s += rect(x + 300 + i * 58, y + 20, 42, 8, 4, taupe);
    s +=
      rect(x + w - 90, y + 11, 72, 26, 13, terracotta) +
      rect(x + w - 74, y + 21, 40, 6, 3, '#fff', { opacity: 0.9 });
    // Hero
    s += rect(x + 32, y + 82, 84, 8, 4, '#5b6b3a');
    s += bars(x + 32, y + 104, [250, 196], { h: 24, gap: 10, fill: brown });
    s += bars(x + 32, y + 178, [236, 214, 150], { h: 7, gap: 8, fill: taupe });
    s += rect(x + 32, y + 236, 118, 34, 17, terracotta) + rect(x + 54, y + 250, 74, 7, 3.5, '#fff');
    s +=
      rect(x + 160, y + 236, 104, 34, 17, 'none', { stroke: brown, 'stroke-width': 1.5 }) +
      rect(x + 182, y + 250, 60, 7, 3.5, brown);
    s += circle(x + 478, y + 160, 128, '#f3dcc8');
    s += circle(x + 380, y + 70, 22, '#e9c9ad', { opacity: 0.7 });
    s += plate(c, x + 478, y + 160, 96, 16, rng);
    s += rect(x + 600, y + 72, 9, 170, 4.5, '#d9cbbb');
    s += rect(x + 348, y + 92, 8, 150, 4, '#d9cbbb') + rect(x + 344, y + 92, 16, 46, 6, '#d9cbbb');
    // Menu
    s += rect(x, y + 296, w, 160, 0, '#f5ece0');
    const foodColors = [
      ['#e07a5f', '#f2cc8f'],
      ['#81b29a', '#3d405b'],
      ['#f4a261', '#e76f51'],
    ];
    for (let i = 0; i < 3; i += 1) {
      const cx = x + 24 + i * 200;
      const cy = y + 318;
      s += c.shadow(cx, cy, 192, 104, 12, { dy: 6, sd: 8, opacity: 0.12, color: '#5a3a22' });
      s += rect(cx, cy, 192, 104, 12, P.paper);
      s += circle(cx + 48, cy + 52, 32, '#fbf5ec', { stroke: '#efe3d3', 'stroke-width': 2 });
      s +=
        circle(cx + 48, cy + 52, 20, foodColors[i][0]) +
        circle(cx + 42, cy + 46, 8, foodColors[i][1]) +
        leaf(cx + 52, cy + 58, 14, -30, '#6a994e');
      s += bars(cx + 92, cy + 26, [80], { h: 9, fill: brown });
      s += bars(cx + 92, cy + 46, [84, 64], { h: 5, gap: 6, fill: taupe });
      s += rect(cx + 92, cy + 74, 34, 10, 5, terracotta);
    }
    return s;
  });
}

export function sneaker(x, y, k, body, accent) {
  return (
    path(
      `M${x + 10 * k} ${y + 60 * k}C${x + 10 * k} ${y + 40 * k} ${x + 30 * k} ${y + 30 * k} ${x + 52 * k} ${y + 28 * k}L${x + 82 * k} ${y + 8 * k}C${x + 92 * k} ${y + 2 * k} ${x + 104 * k} ${y + 6 * k} ${x + 108 * k} ${y + 14 * k}L${x + 122 * k} ${y + 36 * k}C${x + 146 * k} ${y + 40 * k} ${x + 176 * k} ${y + 46 * k} ${x + 192 * k} ${y + 58 * k}C${x + 200 * k} ${y + 64 * k} ${x + 198 * k} ${y + 74 * k} ${x + 190 * k} ${y + 76 * k}L${x + 20 * k} ${y + 76 * k}C${x + 12 * k} ${y + 76 * k} ${x + 10 * k} ${y + 70 * k} ${x + 10 * k} ${y + 60 * k}Z`,
      body,
    ) +
    rect(x + 6 * k, y + 72 * k, 192 * k, 14 * k, 7 * k, P.paper, {
      stroke: '#e2ddd6',
      'stroke-width': 1,
    }) +
    stroke(
      `M${x + 86 * k} ${y + 22 * k}l${14 * k} ${10 * k}M${x + 76 * k} ${y + 30 * k}l${14 * k} ${10 * k}M${x + 66 * k} ${y + 38 * k}l${14 * k} ${10 * k}`,
      P.paper,
      3 * k,
    ) +
    path(
      `M${x + 120 * k} ${y + 52 * k}C${x + 140 * k} ${y + 46 * k} ${x + 160 * k} ${y + 50 * k} ${x + 176 * k} ${y + 60 * k}`,
      'none',
      { stroke: accent, 'stroke-width': 6 * k, 'stroke-linecap': 'round' },
    )
  );
}

export function promoStore(c) {
  const coral = '#ff6b4a';
  const ink = '#1d1d1f';
  const grey = '#8c8a87';
  promoFrame(c, P.paper, ({ x, y, w }) => {
    let s = '';
    s += rect(x + 24, y + 14, 22, 22, 6, ink) + rect(x + 54, y + 20, 64, 10, 5, ink);
    s +=
      rect(x + 190, y + 12, 230, 26, 13, '#f3f2f0') +
      magnifier(x + 208, y + 25, 16, grey, 2) +
      rect(x + 224, y + 22, 90, 6, 3, '#cfcac4');
    s += heart(x + 548, y + 25, 20, '#d4cfc9');
    s += cart(x + 590, y + 25, 22, ink, 2.2) + circle(x + 600, y + 15, 7, coral);
    const pills = [58, 72, 50, 66, 54];
    let px = x + 24;
    pills.forEach((pw, i) => {
      s +=
        rect(px, y + 50, pw, 22, 11, i === 0 ? ink : '#f3f2f0') +
        rect(px + 12, y + 58, pw - 24, 6, 3, i === 0 ? '#fff' : '#b7b2ab');
      px += pw + 8;
    });
    // Banner
    s += rect(
      x + 24,
      y + 86,
      w - 48,
      150,
      16,
      c.linear(
        [
          [0, '#ffe6d8'],
          [1, '#ffc4ab'],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    s += rect(x + 50, y + 112, 70, 8, 4, coral);
    s += bars(x + 50, y + 130, [210, 160], { h: 18, gap: 8, fill: ink });
    s += bars(x + 50, y + 180, [170], { h: 6, fill: '#9a7a6d' });
    s += rect(x + 50, y + 198, 104, 26, 13, ink) + rect(x + 70, y + 208, 64, 6, 3, '#fff');
    s += circle(x + 470, y + 160, 64, '#fff', { opacity: 0.5 });
    s += group(sneaker(x + 370, y + 110, 1, coral, '#ffd1c2'), {
      transform: `rotate(-8 ${x + 470} ${y + 160})`,
    });
    s += rect(x + 560, y + 100, 44, 44, 22, ink) + rect(x + 570, y + 117, 24, 10, 5, '#fff');
    // Products
    const colors = ['#efe9e2', '#e6ecef', '#f4e9e4', '#eaeef0'];
    for (let i = 0; i < 4; i += 1) {
      const cx = x + 24 + i * 152;
      const cy = y + 252;
      s += rect(cx, cy, 136, 120, 12, colors[i]);
      const mx = cx + 68;
      const my = cy + 60;
      if (i === 0)
        s +=
          rect(mx - 14, my - 38, 28, 12, 4, ink) +
          rect(mx - 22, my - 28, 44, 68, 14, '#c9b8a6') +
          rect(mx - 22, my - 4, 44, 24, 0, '#fff', { opacity: 0.6 });
      if (i === 1)
        s +=
          rect(mx - 11, my - 46, 22, 92, 8, '#3d4a5c') +
          circle(mx, my, 26, '#3d4a5c') +
          circle(mx, my, 20, '#f7f7f7') +
          stroke(`M${mx} ${my - 12}V${my}l8 6`, ink, 2.5);
      if (i === 2)
        s +=
          path(`M${mx - 34} ${my - 16}h68l-8 56h-52z`, coral) +
          stroke(`M${mx - 16} ${my - 16}v-10a16 16 0 0 1 32 0v10`, ink, 3);
      if (i === 3) s += group(sneaker(mx - 60, my - 26, 0.6, '#2f3a4a', '#9fb4c9'), {});
      s += bars(cx + 2, cy + 132, [96], { h: 7, fill: ink });
      s += bars(cx + 2, cy + 148, [40], { h: 7, fill: coral });
      s += stars(cx + 82, cy + 151, 4, 5, '#f5b301', 2.3);
    }
    return s;
  });
}

function columnsBuilding(cx, base, k, color, fill) {
  const w = 200 * k;
  let s = path(
    `M${cx - w / 2 - 10 * k} ${base - 150 * k}L${cx} ${base - 196 * k}L${cx + w / 2 + 10 * k} ${base - 150 * k}Z`,
    fill,
    { stroke: color, 'stroke-width': 2.5 * k, 'stroke-linejoin': 'round' },
  );
  s += rect(cx - w / 2 - 6 * k, base - 150 * k, w + 12 * k, 14 * k, 0, fill, {
    stroke: color,
    'stroke-width': 2.5 * k,
  });
  for (let i = 0; i < 4; i += 1) {
    const colX = cx - w / 2 + 14 * k + i * ((w - 48 * k) / 3);
    s += rect(colX, base - 130 * k, 20 * k, 100 * k, 0, fill, {
      stroke: color,
      'stroke-width': 2.5 * k,
    });
    s += stroke(`M${colX + 10 * k} ${base - 124 * k}v${88 * k}`, color, 1.5 * k, { opacity: 0.6 });
  }
  s += rect(cx - w / 2 - 6 * k, base - 28 * k, w + 12 * k, 12 * k, 0, fill, {
    stroke: color,
    'stroke-width': 2.5 * k,
  });
  s += rect(cx - w / 2 - 18 * k, base - 14 * k, w + 36 * k, 14 * k, 0, fill, {
    stroke: color,
    'stroke-width': 2.5 * k,
  });
  s += circle(cx, base - 166 * k, 8 * k, 'none', { stroke: color, 'stroke-width': 2 * k });
  return s;
}

export function promoLaw(c) {
  const navy = '#14213d';
  const navy2 = '#1d2d50';
  const gold = '#c9a227';
  const ivory = '#f7f4ec';
  const text = '#4a5060';
  promoFrame(c, ivory, ({ x, y, w }) => {
    let s = rect(
      x,
      y,
      w,
      262,
      0,
      c.linear(
        [
          [0, navy],
          [1, navy2],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    s += columnsBuilding(x + 36, y + 36, 0.12, gold, 'none');
    s += rect(x + 62, y + 18, 92, 10, 5, ivory);
    for (let i = 0; i < 4; i += 1)
      s += rect(x + 290 + i * 60, y + 19, 44, 7, 3.5, ivory, { opacity: 0.6 });
    s +=
      rect(x + w - 104, y + 10, 84, 26, 3, 'none', { stroke: gold, 'stroke-width': 1.5 }) +
      rect(x + w - 86, y + 20, 48, 6, 3, gold);
    s += stroke(`M${x} ${y + 46}H${x + w}`, '#ffffff', 1, { opacity: 0.12 });
    s += rect(x + 36, y + 84, 40, 3, 1.5, gold);
    s += bars(x + 36, y + 100, [260, 220], { h: 20, gap: 12, fill: ivory });
    s += bars(x + 36, y + 168, [240, 210, 180], { h: 6, gap: 8, fill: ivory, opacity: 0.55 });
    s += rect(x + 36, y + 218, 130, 32, 3, gold) + rect(x + 58, y + 231, 86, 6, 3, navy);
    s += c.glow(x + 480, y + 140, 120, 90, gold, 0.14, 40);
    s += columnsBuilding(x + 480, y + 236, 0.95, gold, navy2);
    // Practice areas
    const icons = [
      (cx, cy) =>
        stroke(
          `M${cx} ${cy - 12}v24M${cx - 14} ${cy - 8}h28M${cx - 14} ${cy - 8}l-6 12h12zM${cx + 14} ${cy - 8}l-6 12h12zM${cx - 8} ${cy + 12}h16`,
          gold,
          2,
        ),
      (cx, cy) =>
        rect(cx - 13, cy - 8, 26, 19, 3, 'none', { stroke: gold, 'stroke-width': 2 }) +
        stroke(`M${cx - 5} ${cy - 8}v-4h10v4M${cx - 13} ${cy}h26`, gold, 2),
      (cx, cy) =>
        stroke(
          `M${cx - 13} ${cy - 1}L${cx} ${cy - 12}L${cx + 13} ${cy - 1}M${cx - 9} ${cy - 3}V${cy + 11}H${cx + 9}V${cy - 3}`,
          gold,
          2,
        ),
    ];
    for (let i = 0; i < 3; i += 1) {
      const cx = x + 24 + i * 200;
      const cy = y + 286;
      s += rect(cx, cy, 192, 150, 4, P.paper, { stroke: '#e7e1d2', 'stroke-width': 1 });
      s += rect(cx, cy, 192, 3, 0, i === 0 ? gold : '#e7e1d2');
      s += circle(cx + 36, cy + 40, 20, navy) + icons[i](cx + 36, cy + 40);
      s += bars(cx + 20, cy + 76, [110], { h: 10, fill: navy });
      s += bars(cx + 20, cy + 98, [150, 140, 96], { h: 5, gap: 7, fill: text, opacity: 0.55 });
    }
    return s;
  });
}

function dumbbell(cx, cy, k, plate, barColor) {
  return (
    rect(cx - 90 * k, cy - 6 * k, 180 * k, 12 * k, 6 * k, barColor) +
    rect(cx - 76 * k, cy - 40 * k, 22 * k, 80 * k, 7 * k, plate) +
    rect(cx - 100 * k, cy - 30 * k, 22 * k, 60 * k, 7 * k, plate) +
    rect(cx + 54 * k, cy - 40 * k, 22 * k, 80 * k, 7 * k, plate) +
    rect(cx + 78 * k, cy - 30 * k, 22 * k, 60 * k, 7 * k, plate)
  );
}

export function promoFitness(c) {
  const dark = '#15171c';
  const lime = '#c6f432';
  const orange = '#ff5a1f';
  promoFrame(c, '#f6f7f9', ({ x, y, w }) => {
    let s = rect(x, y, w, 48, 0, P.paper);
    s +=
      rect(x + 22, y + 12, 24, 24, 7, dark) +
      bolt(x + 34, y + 24, 16, lime) +
      rect(x + 54, y + 19, 70, 10, 5, dark);
    for (let i = 0; i < 4; i += 1) s += rect(x + 300 + i * 54, y + 20, 38, 7, 3.5, '#7c818c');
    s += rect(x + w - 92, y + 11, 72, 26, 13, orange) + rect(x + w - 74, y + 21, 36, 6, 3, '#fff');
    // Hero card
    const hx = x + 16;
    const hy = y + 58;
    const hw = w - 32;
    const hh = 206;
    s += group(
      rect(hx, hy, hw, hh, 0, dark) +
        path(`M${hx + hw * 0.52} ${hy + hh}L${hx + hw * 0.7} ${hy}H${hx + hw}V${hy + hh}Z`, lime) +
        path(
          `M${hx + hw * 0.44} ${hy + hh}L${hx + hw * 0.6} ${hy}H${hx + hw * 0.66}L${hx + hw * 0.5} ${hy + hh}Z`,
          orange,
        ) +
        group(dumbbell(hx + hw * 0.78, hy + hh * 0.5, 0.72, dark, '#3a3f4b'), {
          transform: `rotate(-20 ${hx + hw * 0.78} ${hy + hh * 0.5})`,
        }) +
        bars(hx + 26, hy + 36, [60], { h: 6, fill: lime }) +
        bars(hx + 26, hy + 54, [230, 180], { h: 26, gap: 10, fill: '#fff' }) +
        bars(hx + 26, hy + 128, [200, 160], { h: 6, gap: 8, fill: '#9aa0ab' }) +
        rect(hx + 26, hy + 160, 108, 30, 15, lime) +
        rect(hx + 48, hy + 172, 64, 6, 3, dark) +
        rect(hx + 144, hy + 160, 96, 30, 15, 'none', {
          stroke: '#fff',
          'stroke-opacity': 0.6,
          'stroke-width': 1.5,
        }),
      { 'clip-path': c.clip(hx, hy, hw, hh, 16) },
    );
    // Heart-rate chip
    s += c.shadow(x + 408, y + 230, 150, 54, 14, { dy: 8, sd: 10, opacity: 0.25 });
    s += rect(x + 408, y + 230, 150, 54, 14, P.paper);
    s += circle(x + 434, y + 257, 14, '#ffe3d8') + heart(x + 434, y + 258, 16, orange);
    s += stroke(`M${x + 456} ${y + 258}h14l6 -14l8 26l8 -20l5 8h20`, orange, 2.5);
    s += rect(x + 524, y + 250, 24, 12, 6, dark);
    // Schedule
    s += bars(x + 24, y + 292, [120], { h: 12, fill: dark });
    const blocks = [lime, '#ffe3d8', '#e9ecf1'];
    for (let d = 0; d < 5; d += 1) {
      const cx = x + 24 + d * 120;
      s +=
        rect(cx, y + 316, 110, 20, 6, d === 2 ? dark : '#e9ecf1') +
        rect(cx + 10, y + 323, 40, 6, 3, d === 2 ? '#fff' : '#7c818c');
      for (let b = 0; b < 3; b += 1) {
        const fill = blocks[(d + b) % 3];
        s += rect(cx, y + 344 + b * 40, 110, 34, 8, fill);
        s += rect(cx + 10, y + 352 + b * 40, 56, 6, 3, fill === lime ? dark : '#4b505c', {
          opacity: 0.85,
        });
        s += rect(cx + 10, y + 363 + b * 40, 34, 5, 2.5, fill === lime ? dark : '#7c818c', {
          opacity: 0.6,
        });
      }
    }
    return s;
  });
}

export function promoSaas(c) {
  const { rng } = c;
  promoFrame(c, P.paper, ({ x, y, w }) => {
    let s = rect(
      x,
      y,
      w,
      300,
      0,
      c.linear(
        [
          [0, '#f1efff'],
          [1, '#ffffff'],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    s += c.glow(x + w / 2, y + 330, 230, 70, P.violet, 0.35, 40);
    s +=
      rect(x + 24, y + 14, 22, 22, 7, P.violet) +
      sparkle(x + 35, y + 25, 7, '#fff') +
      rect(x + 54, y + 20, 62, 10, 5, P.ink);
    for (let i = 0; i < 4; i += 1) s += rect(x + 230 + i * 54, y + 21, 38, 7, 3.5, '#7a8199');
    s +=
      rect(x + w - 180, y + 12, 70, 26, 13, 'none', { stroke: '#cfd3e3', 'stroke-width': 1.5 }) +
      rect(x + w - 94, y + 12, 72, 26, 13, P.violet);
    s +=
      rect(x + w / 2 - 78, y + 62, 156, 24, 12, P.lilacSoft) +
      circle(x + w / 2 - 62, y + 74, 5, P.violet) +
      rect(x + w / 2 - 50, y + 71, 110, 6, 3, '#7d72e6');
    s += centredBars(x + w / 2, y + 100, [400, 300], { h: 24, gap: 12, fill: P.ink });
    s += centredBars(x + w / 2, y + 176, [340, 260], { h: 7, gap: 8, fill: '#8d94ab' });
    s +=
      rect(x + w / 2 - 128, y + 214, 124, 34, 17, P.violet) +
      rect(x + w / 2 - 100, y + 228, 68, 6, 3, '#fff');
    s +=
      rect(x + w / 2 + 6, y + 214, 118, 34, 17, P.paper, {
        stroke: '#cfd3e3',
        'stroke-width': 1.5,
      }) + rect(x + w / 2 + 34, y + 228, 62, 6, 3, P.ink);
    const dw = 520;
    s += c.shadow(x + (w - dw) / 2, y + 270, dw, 300, 14, {
      dy: 10,
      sd: 18,
      opacity: 0.22,
      color: P.violetDeep,
    });
    s += group(
      rect(x + (w - dw) / 2, y + 270, dw, 300, 0, P.paper) +
        dashboard(c, { x: x + (w - dw) / 2, y: y + 270, w: dw, h: 300 }, rng),
      { 'clip-path': c.clip(x + (w - dw) / 2, y + 270, dw, 300, 14) },
    );
    s += rect(x + (w - dw) / 2 + 0.5, y + 270.5, dw - 1, 299, 14, 'none', {
      stroke: '#e0e3ef',
      'stroke-width': 1,
    });
    return s;
  });
}
