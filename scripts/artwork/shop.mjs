import { P } from './palette.mjs';
import {
  bars,
  browser,
  phone,
  rect,
  circle,
  ellipse,
  path,
  group,
  stroke,
  bolt,
  magnifier,
  cart,
  leaf,
} from './helpers.mjs';

// ---------------------------------------------------------------------------------------------
// Online-shop projects (800x600)

function shopFrame(c, bg, accentGlow, content, phoneContent) {
  const { width: W, height: H } = c;
  c.add(rect(0, 0, W, H, 0, c.linear(bg, 0, 0, 1, 1)));
  c.add(c.glow(W * 0.7, H * 0.3, 260, 180, accentGlow, 0.35, 80));
  c.add(browser(c, 40, 40, 620, 500, content, { r: 14, shadowOpacity: 0.2 }));
  c.add(phone(c, 610, 250, 150, 310, phoneContent, { shadowOpacity: 0.3 }));
}

export const tshirt = (cx, cy, k, fill) =>
  path(
    `M${cx - 22 * k} ${cy - 40 * k}L${cx - 50 * k} ${cy - 28 * k}L${cx - 62 * k} ${cy - 2 * k}L${cx - 42 * k} ${cy + 6 * k}L${cx - 36 * k} ${cy - 6 * k}V${cy + 44 * k}H${cx + 36 * k}V${cy - 6 * k}L${cx + 42 * k} ${cy + 6 * k}L${cx + 62 * k} ${cy - 2 * k}L${cx + 50 * k} ${cy - 28 * k}L${cx + 22 * k} ${cy - 40 * k}C${cx + 16 * k} ${cy - 28 * k} ${cx - 16 * k} ${cy - 28 * k} ${cx - 22 * k} ${cy - 40 * k}Z`,
    fill,
  );
export const dress = (cx, cy, k, fill) =>
  path(
    `M${cx - 14 * k} ${cy - 56 * k}L${cx - 20 * k} ${cy - 20 * k}L${cx - 52 * k} ${cy + 56 * k}H${cx + 52 * k}L${cx + 20 * k} ${cy - 20 * k}L${cx + 14 * k} ${cy - 56 * k}C${cx + 8 * k} ${cy - 44 * k} ${cx - 8 * k} ${cy - 44 * k} ${cx - 14 * k} ${cy - 56 * k}Z`,
    fill,
  ) + rect(cx - 22 * k, cy - 24 * k, 44 * k, 8 * k, 4 * k, '#fff', { opacity: 0.35 });
export const handbag = (cx, cy, k, fill) =>
  stroke(`M${cx - 20 * k} ${cy - 12 * k}v-10a20 20 0 0 1 ${40 * k} 0v10`, fill, 5 * k) +
  rect(cx - 40 * k, cy - 14 * k, 80 * k, 58 * k, 10 * k, fill) +
  rect(cx - 8 * k, cy + 2 * k, 16 * k, 8 * k, 3 * k, '#fff', { opacity: 0.6 });
export const hat = (cx, cy, k, fill) =>
  ellipse(cx, cy + 16 * k, 58 * k, 14 * k, fill) +
  path(
    `M${cx - 32 * k} ${cy + 14 * k}C${cx - 32 * k} ${cy - 40 * k} ${cx + 32 * k} ${cy - 40 * k} ${cx + 32 * k} ${cy + 14 * k}Z`,
    fill,
  ) +
  rect(cx - 32 * k, cy - 2 * k, 64 * k, 9 * k, 0, '#1f1a1c', { opacity: 0.6 });

export function shopFashion(c) {
  const ink = '#1f1a1c';
  const rose = '#b8606c';
  const items = [
    ['#f3e6df', (cx, cy) => dress(cx, cy, 0.7, rose)],
    ['#ece7e1', (cx, cy) => tshirt(cx, cy, 0.7, '#d9c2a7')],
    ['#f1e4e4', (cx, cy) => handbag(cx, cy, 0.7, '#6b3f35')],
    ['#e9e6e2', (cx, cy) => hat(cx, cy, 0.7, '#c7a27a')],
  ];
  shopFrame(
    c,
    [
      [0, '#f7ece8'],
      [1, '#efe2ea'],
    ],
    '#f0b6c0',
    ({ x, y, w }) => {
      let s = rect(x, y, w, 500, 0, '#fffdfb');
      for (let i = 0; i < 3; i += 1) s += rect(x + 24 + i * 50, y + 20, 36, 6, 3, '#8c8285');
      s += rect(x + w / 2 - 50, y + 14, 100, 16, 2, ink);
      s += magnifier(x + w - 80, y + 23, 16, ink, 2) + cart(x + w - 40, y + 23, 18, ink, 2);
      // Hero
      s += rect(
        x + 24,
        y + 50,
        300,
        230,
        4,
        c.linear(
          [
            [0, '#f6d9d5'],
            [1, '#e9b9bf'],
          ],
          0,
          0,
          1,
          1,
        ),
      );
      s += circle(x + 174, y + 160, 80, '#fff', { opacity: 0.35 });
      s += dress(x + 174, y + 170, 1.5, rose);
      s +=
        rect(x + 344, y + 80, 70, 6, 3, rose) +
        bars(x + 344, y + 98, [230, 180], { h: 20, gap: 10, fill: ink });
      s += bars(x + 344, y + 162, [220, 190], { h: 6, gap: 8, fill: '#a1979a' });
      s += rect(x + 344, y + 204, 130, 34, 0, ink) + rect(x + 374, y + 218, 70, 6, 3, '#fff');
      // Products
      items.forEach(([bg, draw], i) => {
        const cx = x + 24 + i * 146;
        s += rect(cx, y + 300, 134, 120, 4, bg) + draw(cx + 67, y + 360);
        s +=
          bars(cx, y + 430, [90], { h: 7, fill: ink }) +
          bars(cx, y + 444, [40], { h: 7, fill: rose });
      });
      return s;
    },
    (s) => {
      let o = rect(s.x, s.y, s.w, s.h, 0, '#fffdfb');
      o += rect(s.x + s.w / 2 - 26, s.y + 28, 52, 10, 2, ink);
      o +=
        rect(
          s.x + 8,
          s.y + 50,
          s.w - 16,
          150,
          4,
          c.linear(
            [
              [0, '#f6d9d5'],
              [1, '#e9b9bf'],
            ],
            0,
            0,
            1,
            1,
          ),
        ) + dress(s.x + s.w / 2, s.y + 126, 0.9, rose);
      o += bars(s.x + 10, s.y + 212, [s.w * 0.7, s.w * 0.5], { h: 7, gap: 7, fill: ink });
      o += rect(s.x + 10, s.y + 246, s.w - 20, 26, 0, ink);
      return o;
    },
  );
}

function produce(kind, cx, cy, k) {
  switch (kind) {
    case 'apple':
      return (
        circle(cx, cy, 22 * k, '#d9534f') +
        circle(cx - 7 * k, cy - 7 * k, 6 * k, '#fff', { opacity: 0.35 }) +
        leaf(cx, cy - 20 * k, 16 * k, -50, '#4e8a3e')
      );
    case 'orange':
      return (
        circle(cx, cy, 21 * k, '#f29e4c') +
        circle(cx + 6 * k, cy - 6 * k, 5 * k, '#fff', { opacity: 0.3 })
      );
    case 'pear':
      return path(
        `M${cx} ${cy - 26 * k}C${cx + 10 * k} ${cy - 26 * k} ${cx + 10 * k} ${cy - 8 * k} ${cx + 18 * k} ${cy + 6 * k}C${cx + 26 * k} ${cy + 24 * k} ${cx - 26 * k} ${cy + 24 * k} ${cx - 18 * k} ${cy + 6 * k}C${cx - 10 * k} ${cy - 8 * k} ${cx - 10 * k} ${cy - 26 * k} ${cx} ${cy - 26 * k}Z`,
        '#b5c94f',
      );
    case 'carrot':
      return (
        path(
          `M${cx - 12 * k} ${cy - 18 * k}L${cx + 12 * k} ${cy - 18 * k}L${cx} ${cy + 30 * k}Z`,
          '#ef8a2e',
        ) +
        leaf(cx, cy - 18 * k, 18 * k, -70, '#4e8a3e') +
        leaf(cx, cy - 18 * k, 18 * k, -110, '#6aa84f')
      );
    case 'avocado':
      return (
        ellipse(cx, cy, 18 * k, 24 * k, '#557a2f') +
        ellipse(cx, cy + 3 * k, 13 * k, 18 * k, '#cfe08a') +
        circle(cx, cy + 7 * k, 7 * k, '#8a5a32')
      );
    case 'jar':
      return (
        rect(cx - 18 * k, cy - 26 * k, 36 * k, 10 * k, 3 * k, '#8a5a32') +
        rect(cx - 22 * k, cy - 16 * k, 44 * k, 44 * k, 8 * k, '#f5c542') +
        rect(cx - 16 * k, cy - 2 * k, 32 * k, 16 * k, 3 * k, '#fffbea')
      );
    default:
      return (
        circle(cx, cy, 16 * k, '#6aa84f') +
        circle(cx + 10 * k, cy - 8 * k, 12 * k, '#8fbc5a') +
        circle(cx - 10 * k, cy - 6 * k, 12 * k, '#4e8a3e')
      );
  }
}

export function shopOrganic(c) {
  const { rng } = c;
  const green = '#2f6b3a';
  const cream = '#f7f5ea';
  shopFrame(
    c,
    [
      [0, '#eef5e2'],
      [1, '#e2efd6'],
    ],
    '#b9dc8c',
    ({ x, y, w }) => {
      let s = rect(x, y, w, 500, 0, cream);
      s += leaf(x + 24, y + 24, 24, -30, green) + rect(x + 52, y + 18, 80, 10, 5, green);
      for (let i = 0; i < 4; i += 1) s += rect(x + 290 + i * 56, y + 20, 40, 6, 3, '#7b8a6e');
      s += rect(x + w - 58, y + 10, 38, 26, 13, green) + cart(x + w - 39, y + 23, 16, '#fff', 2);
      // Hero
      s += rect(
        x + 20,
        y + 50,
        w - 40,
        200,
        16,
        c.linear(
          [
            [0, '#dbeac4'],
            [1, '#c5dea3'],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      s +=
        bars(x + 48, y + 90, [70], { h: 8, fill: '#ef8a2e' }) +
        bars(x + 48, y + 110, [230, 180], { h: 20, gap: 10, fill: green });
      s += bars(x + 48, y + 172, [200, 160], { h: 6, gap: 8, fill: '#5f7354' });
      s += rect(x + 48, y + 208, 120, 30, 15, green) + rect(x + 72, y + 220, 72, 6, 3, '#fff');
      // Basket
      const bx = x + 440;
      const by = y + 170;
      const kinds = ['apple', 'orange', 'pear', 'greens', 'carrot', 'apple', 'orange', 'avocado'];
      for (let i = 0; i < kinds.length; i += 1)
        s += produce(
          kinds[i],
          bx - 80 + i * 23 + rng.range(-4, 4),
          by - 28 - (i % 2) * 16 + rng.range(-4, 4),
          1.05,
        );
      s += path(`M${bx - 110} ${by - 20}H${bx + 110}L${bx + 92} ${by + 60}H${bx - 92}Z`, '#b07a45');
      s += stroke(
        `M${bx - 104} ${by}H${bx + 104}M${bx - 98} ${by + 20}H${bx + 98}M${bx - 94} ${by + 40}H${bx + 94}`,
        '#8a5a32',
        3,
        { opacity: 0.6 },
      );
      s += circle(x + w - 64, y + 82, 26, '#ef8a2e') + leaf(x + w - 76, y + 84, 24, -40, '#fff');
      // Products
      const kinds2 = ['avocado', 'jar', 'carrot', 'apple'];
      kinds2.forEach((kind, i) => {
        const cx = x + 20 + i * 148;
        s += rect(cx, y + 270, 136, 180, 14, P.paper);
        s += circle(cx + 68, y + 328, 40, '#eef5e2') + produce(kind, cx + 68, y + 330, 1.3);
        s +=
          bars(cx + 14, y + 384, [90], { h: 8, fill: green }) +
          bars(cx + 14, y + 400, [60], { h: 5, fill: '#9aa58e' });
        s +=
          rect(cx + 14, y + 418, 44, 10, 5, '#ef8a2e') +
          circle(cx + 116, y + 424, 12, green) +
          stroke(`M${cx + 116} ${y + 418}v12M${cx + 110} ${y + 424}h12`, '#fff', 2);
      });
      return s;
    },
    (s) => {
      let o = rect(s.x, s.y, s.w, s.h, 0, cream);
      o += rect(s.x + 8, s.y + 30, s.w - 16, 120, 12, '#dbeac4');
      o +=
        produce('apple', s.x + 40, s.y + 90, 1) +
        produce('avocado', s.x + 74, s.y + 90, 1) +
        produce('carrot', s.x + 106, s.y + 90, 1);
      o += bars(s.x + 12, s.y + 164, [s.w * 0.65, s.w * 0.45], { h: 7, gap: 7, fill: green });
      o +=
        rect(s.x + 12, s.y + 196, (s.w - 30) / 2, 60, 8, P.paper) +
        rect(s.x + 18 + (s.w - 30) / 2, s.y + 196, (s.w - 30) / 2, 60, 8, P.paper);
      o += rect(s.x + 12, s.y + 266, s.w - 24, 24, 12, green);
      return o;
    },
  );
}

export function headphones(cx, cy, k, fill, pad) {
  return (
    stroke(
      `M${cx - 50 * k} ${cy + 10 * k}V${cy - 4 * k}a${50 * k} ${50 * k} 0 0 1 ${100 * k} 0V${cy + 10 * k}`,
      fill,
      10 * k,
    ) +
    rect(cx - 64 * k, cy - 4 * k, 30 * k, 54 * k, 12 * k, fill) +
    rect(cx + 34 * k, cy - 4 * k, 30 * k, 54 * k, 12 * k, fill) +
    rect(cx - 40 * k, cy + 4 * k, 8 * k, 38 * k, 4 * k, pad) +
    rect(cx + 32 * k, cy + 4 * k, 8 * k, 38 * k, 4 * k, pad)
  );
}

export function shopElectronics(c) {
  const navy = '#0f172a';
  const blue = P.info;
  const items = [
    (cx, cy) =>
      rect(cx - 44, cy - 28, 88, 54, 5, navy) +
      rect(
        cx - 39,
        cy - 23,
        78,
        44,
        2,
        c.linear(
          [
            [0, '#3b82f6'],
            [1, P.violet],
          ],
          0,
          0,
          1,
          1,
        ),
      ) +
      path(`M${cx - 56} ${cy + 26}h112l-8 8h-96z`, '#94a3b8'),
    (cx, cy) =>
      rect(cx - 22, cy - 40, 44, 80, 8, navy) +
      rect(
        cx - 18,
        cy - 35,
        36,
        70,
        4,
        c.linear(
          [
            [0, P.lilac],
            [1, blue],
          ],
          0,
          0,
          0,
          1,
        ),
      ),
    (cx, cy) =>
      rect(cx - 12, cy - 42, 24, 84, 6, '#334155') +
      rect(cx - 24, cy - 24, 48, 48, 12, navy) +
      rect(cx - 19, cy - 19, 38, 38, 8, '#1e3a8a') +
      stroke(`M${cx} ${cy - 10}V${cy}l7 5`, '#e2e8f0', 2.5),
    (cx, cy) => headphones(cx, cy - 6, 0.55, '#334155', '#94a3b8'),
  ];
  shopFrame(
    c,
    [
      [0, '#e6edf8'],
      [1, '#dfe4f4'],
    ],
    P.sky,
    ({ x, y, w }) => {
      let s = rect(x, y, w, 500, 0, '#f5f7fb');
      s += rect(x, y, w, 46, 0, navy);
      s += bolt(x + 30, y + 23, 22, P.sky) + rect(x + 46, y + 18, 76, 10, 5, '#fff');
      s +=
        rect(x + 180, y + 11, 240, 24, 12, '#1e293b') +
        magnifier(x + 196, y + 23, 14, '#94a3b8', 2);
      s += cart(x + w - 40, y + 23, 20, '#fff', 2) + circle(x + w - 30, y + 14, 6, P.sky);
      // Hero
      s += group(
        rect(
          x + 20,
          y + 62,
          w - 40,
          200,
          0,
          c.linear(
            [
              [0, navy],
              [1, '#1e3a8a'],
            ],
            0,
            0,
            1,
            1,
          ),
        ) +
          c.glow(x + 440, y + 170, 120, 90, P.sky, 0.5, 40) +
          headphones(x + 440, y + 150, 1.35, '#e2e8f0', blue) +
          rect(x + 50, y + 100, 64, 8, 4, P.sky) +
          bars(x + 50, y + 120, [220, 170], { h: 20, gap: 10, fill: '#fff' }) +
          bars(x + 50, y + 182, [190], { h: 6, fill: '#94a3b8' }) +
          rect(x + 50, y + 206, 120, 32, 16, blue) +
          rect(x + 76, y + 219, 68, 6, 3, '#fff'),
        { 'clip-path': c.clip(x + 20, y + 62, w - 40, 200, 14) },
      );
      items.forEach((draw, i) => {
        const cx = x + 20 + i * 148;
        s += rect(cx, y + 280, 136, 186, 12, P.paper, { stroke: '#e2e8f0', 'stroke-width': 1 });
        s += rect(cx + 10, y + 290, 116, 96, 8, '#eef2f8') + draw(cx + 68, y + 338);
        s += bars(cx + 12, y + 400, [96, 70], { h: 6, gap: 6, fill: '#64748b' });
        s +=
          bars(cx + 12, y + 432, [50], { h: 10, fill: navy }) +
          rect(cx + 90, y + 426, 34, 22, 11, blue) +
          cart(cx + 107, y + 437, 12, '#fff', 1.6);
      });
      return s;
    },
    (s) => {
      let o = rect(s.x, s.y, s.w, s.h, 0, '#f5f7fb');
      o += rect(s.x, s.y, s.w, 40, 0, navy);
      o +=
        rect(
          s.x + 8,
          s.y + 50,
          s.w - 16,
          130,
          12,
          c.linear(
            [
              [0, navy],
              [1, '#1e3a8a'],
            ],
            0,
            0,
            1,
            1,
          ),
        ) + headphones(s.x + s.w / 2, s.y + 104, 0.6, '#e2e8f0', blue);
      o += bars(s.x + 12, s.y + 192, [s.w * 0.7, s.w * 0.45], { h: 7, gap: 7, fill: navy });
      o += rect(s.x + 12, s.y + 226, s.w - 24, 26, 13, blue);
      return o;
    },
  );
}
