// ---------------------------------------------------------------------------------------------
// Portfolio screenshots (800x600): a social media app on three phones (project-7), a social media
// planning dashboard (project-11) and a professional networking community (project-13).

import { P } from './palette.mjs';
import {
  avatarDisc,
  bars,
  card,
  circle,
  gradient,
  group,
  heart,
  lineChart,
  paperCard,
  path,
  phone,
  pill,
  rect,
  sparkle,
  stroke,
  trend,
} from './helpers.mjs';
import { framedSite, picture, projectBackdrop, siteNav } from './projects-kit.mjs';

const looks = [
  { skin: '#f0c4a0', hair: '#2b1d16', shirt: '#ec4899', style: 'long' },
  { skin: '#b97c53', hair: '#16100c', shirt: '#6d28d9', style: 'short' },
  { skin: '#e8b991', hair: '#7a3b1f', shirt: '#f59e0b', style: 'bun' },
  { skin: '#8d5a3b', hair: '#120d0a', shirt: '#0ea5e9', style: 'curly' },
  { skin: '#f1c6a3', hair: '#3b2416', shirt: '#10b981', style: 'short', collar: '#fff' },
  { skin: '#c68b5e', hair: '#1c1410', shirt: '#ef4444', style: 'long' },
];

const bubble = (x, y, fill) =>
  path(
    `M${x - 11} ${y - 9}h22a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-12l-7 6v-6h-3a4 4 0 0 1 -4 -4v-10a4 4 0 0 1 4 -4z`,
    'none',
    { stroke: fill, 'stroke-width': 2.2, 'stroke-linejoin': 'round' },
  );

// A photo-sharing app: the profile grid, the feed with stories and a post, and a conversation.
export function projectSocialApp(c) {
  const pink = '#ec4899';
  const ink = '#1f1235';
  c.add(rect(0, 0, c.width, c.height, 0, gradient(c, '#f472b6', '#5b21b6')));
  c.add(c.glow(400, 300, 260, 200, '#fbcfe8', 0.35, 80));
  const photos = [
    ['#fbcfe8', '#fdf2f8', '#db2777', '#9d174d', '#fff7ed'],
    ['#bae6fd', '#e0f2fe', '#0284c7', '#075985', '#fef9c3'],
    ['#fde68a', '#fffbeb', '#d97706', '#92400e', '#ffffff'],
    ['#ddd6fe', '#f5f3ff', '#7c3aed', '#4c1d95', '#fce7f3'],
    ['#bbf7d0', '#f0fdf4', '#16a34a', '#14532d', '#fef3c7'],
    ['#fecaca', '#fff1f2', '#e11d48', '#881337', '#ffffff'],
  ];
  // Profile
  c.add(
    phone(
      c,
      60,
      120,
      200,
      410,
      (sc) => {
        const { x, y, w } = sc;
        let s = rect(x, y, w, sc.h, 0, '#fff');
        s += avatarDisc(c, x + 40, y + 62, 24, '#fce7f3', looks[0], { ring: pink });
        for (let i = 0; i < 3; i += 1)
          s +=
            rect(x + 80 + i * 36, y + 52, 24, 9, 3, ink) +
            rect(x + 80 + i * 36, y + 66, 26, 5, 2.5, '#a1a1aa');
        s += bars(x + 16, y + 100, [90, 140], { h: 6, gap: 7, fill: '#71717a' });
        s += pill(x + 16, y + 128, w - 32, 26, pink);
        const t = (w - 4) / 3;
        for (let i = 0; i < 9; i += 1)
          s += picture(
            c,
            x + (i % 3) * (t + 2),
            y + 168 + Math.floor(i / 3) * (t + 2),
            t,
            t,
            photos[i % 6],
            { r: 0, sunX: 0.3 + (i % 3) * 0.2 },
          );
        return s;
      },
      { shadowOpacity: 0.4 },
    ),
  );
  // Chat
  c.add(
    phone(
      c,
      540,
      120,
      200,
      410,
      (sc) => {
        const { x, y, w } = sc;
        let s = rect(x, y, w, sc.h, 0, '#faf5ff');
        s +=
          avatarDisc(c, x + 30, y + 46, 14, '#ede9fe', looks[3]) +
          rect(x + 52, y + 42, 70, 8, 4, ink);
        const msgs = [
          [false, 120, 34],
          [true, 100, 34],
          [false, 140, 50],
          [true, 80, 34],
          [true, 130, 50],
        ];
        let my = y + 82;
        for (const [mine, bw, bh] of msgs) {
          const bx = mine ? x + w - 14 - bw : x + 14;
          s += rect(
            bx,
            my,
            bw,
            bh,
            16,
            mine ? gradient(c, pink, '#8b5cf6', 'right') : '#fff',
            mine ? {} : { stroke: '#ede9fe', 'stroke-width': 1 },
          );
          s += bars(bx + 14, my + 13, bh > 40 ? [bw - 40, bw - 60] : [bw - 34], {
            h: 6,
            gap: 8,
            fill: mine ? '#fff' : '#a1a1aa',
          });
          my += bh + 10;
        }
        s +=
          rect(x + 12, y + sc.h - 46, w - 24, 34, 17, '#fff', {
            stroke: '#ede9fe',
            'stroke-width': 1.5,
          }) + circle(x + w - 30, y + sc.h - 29, 12, pink);
        return s;
      },
      { shadowOpacity: 0.4 },
    ),
  );
  // Feed, in front
  c.add(
    phone(
      c,
      290,
      40,
      230,
      500,
      (sc) => {
        const { x, y, w } = sc;
        let s = rect(x, y, w, sc.h, 0, '#fff');
        s +=
          rect(x + 16, y + 38, 80, 12, 6, ink) +
          heart(x + w - 62, y + 44, 18, ink) +
          bubble(x + w - 30, y + 42, ink);
        // Stories
        for (let i = 0; i < 5; i += 1) {
          const cx = x + 32 + i * 46;
          s +=
            circle(cx, y + 92, 21, gradient(c, '#f59e0b', pink)) +
            avatarDisc(c, cx, y + 92, 17, '#fdf2f8', looks[i + 1], {
              ring: '#fff',
              ringWidth: 2.5,
            });
        }
        // Post
        s +=
          avatarDisc(c, x + 30, y + 142, 13, '#fce7f3', looks[5]) +
          rect(x + 50, y + 134, 70, 7, 3.5, ink) +
          rect(x + 50, y + 146, 44, 5, 2.5, '#a1a1aa');
        s += picture(c, x, y + 164, w, 200, photos[3], { r: 0, sunX: 0.72 });
        s += heart(x + 26, y + 386, 24, P.coral) + bubble(x + 64, y + 385, ink);
        s += stroke(`M${x + 94} ${y + 386}l16 -8l-4 18l-4 -7z`, ink, 2.2);
        s +=
          rect(x + 16, y + 408, 90, 7, 3.5, ink) +
          bars(x + 16, y + 424, [w - 50, w - 90], { h: 5, gap: 7, fill: '#a1a1aa' });
        s += rect(x, y + sc.h - 44, w, 44, 0, '#fff') + rect(x, y + sc.h - 44, w, 1, 0, '#f4f4f5');
        for (let i = 0; i < 5; i += 1)
          s += rect(
            x + 18 + (i * (w - 52)) / 4,
            y + sc.h - 28,
            16,
            12,
            4,
            i === 0 ? pink : '#d4d4d8',
          );
        return s;
      },
      { shadowOpacity: 0.5 },
    ),
  );
  // Reactions
  c.add(card(c, 454, 300, 120, 46, { r: 23, fill: '#fff', line: null, shadowOpacity: 0.3 }));
  c.add(
    circle(478, 323, 14, '#ffe4e6'),
    heart(478, 324, 16, P.coral),
    rect(500, 318, 56, 10, 5, ink),
  );
  c.add(
    sparkle(560, 70, 12, '#fff', { opacity: 0.85 }),
    sparkle(250, 90, 8, '#fff', { opacity: 0.7 }),
    sparkle(760, 560, 9, '#fff', { opacity: 0.7 }),
  );
}

// A planner for social media: the week's posts per network on a calendar, engagement over the
// month and the best posts.
export function projectSocialTools(c) {
  const { rng } = c;
  const ink = '#18181b';
  const networks = ['#e1306c', '#1877f2', '#0ea5e9', '#ff4500', '#0a66c2', '#10b981'];
  projectBackdrop(c, '#eef2ff', '#fdf2f8', [
    [620, 140, 220, 140, '#f9a8d4', 0.45],
    [160, 500, 220, 140, '#a5b4fc', 0.45],
  ]);
  framedSite(
    c,
    (a) => {
      const { x, y, w, h } = a;
      let s = rect(x, y, w, h, 0, '#fafafa');
      // Icon rail
      s += rect(x, y, 60, h, 0, '#fff') + rect(x + 60, y, 1, h, 0, '#ececf1');
      s += rect(x + 16, y + 16, 28, 28, 8, gradient(c, '#ec4899', '#8b5cf6'));
      for (let i = 0; i < 6; i += 1)
        s += rect(x + 20, y + 72 + i * 40, 20, 20, 6, i === 1 ? '#fce7f3' : '#f1f1f4');
      // Header: accounts and the new-post action
      const mx = x + 80;
      s += bars(mx, y + 22, [120], { h: 10, fill: ink, opacity: 0.85 });
      networks.slice(0, 5).forEach((color, i) => {
        s += avatarDisc(c, mx + 180 + i * 30, y + 27, 12, '#f4f4f5', looks[i], {
          ring: color,
          ringWidth: 2.5,
        });
      });
      s += pill(x + w - 130, y + 12, 110, 32, gradient(c, '#ec4899', '#8b5cf6', 'right'));
      // Calendar
      const cw = 420;
      const colW = cw / 7;
      s += rect(mx, y + 62, cw, h - 82, 12, '#fff', { stroke: '#ececf1', 'stroke-width': 1 });
      for (let d = 0; d < 7; d += 1) {
        const dx = mx + d * colW;
        if (d > 0) s += rect(dx, y + 62, 1, h - 82, 0, '#f1f1f4');
        s += rect(dx + colW / 2 - 12, y + 78, 24, 6, 3, '#a1a1aa');
        s +=
          circle(dx + colW / 2, y + 100, 11, d === 2 ? '#ec4899' : 'none') +
          rect(dx + colW / 2 - 5, y + 97, 10, 6, 3, d === 2 ? '#fff' : ink, { opacity: 0.8 });
        let py = y + 124;
        const count = rng.int(1, 4);
        for (let k = 0; k < count; k += 1) {
          const color = rng.pick(networks);
          const ph = rng.pick([44, 56, 70]);
          s +=
            rect(dx + 5, py, colW - 10, ph, 6, color, { opacity: 0.12 }) +
            rect(dx + 5, py, 3, ph, 1.5, color);
          s +=
            circle(dx + 16, py + 12, 4, color) +
            rect(dx + 12, py + 24, colW - 26, 5, 2.5, color, { opacity: 0.7 });
          if (ph > 50) s += rect(dx + 12, py + 36, colW - 34, 5, 2.5, color, { opacity: 0.45 });
          py += ph + 8;
        }
      }
      // Engagement
      const ex = mx + cw + 16;
      const ew = w - (ex - x) - 20;
      s += paperCard(c, ex, y + 62, ew, 190, { r: 12, line: '#ececf1', shadowOpacity: 0.06 });
      s +=
        bars(ex + 16, y + 80, [90], { h: 8, fill: ink, opacity: 0.8 }) +
        bars(ex + 16, y + 98, [60], { h: 16, fill: ink });
      s +=
        rect(ex + ew - 64, y + 80, 48, 20, 10, '#dcfce7') +
        rect(ex + ew - 54, y + 87, 28, 6, 3, '#16a34a');
      s += lineChart(c, ex + 16, y + 130, ew - 32, 104, trend(rng, 9, 0.2, 0.9, 0.12), {
        color: '#ec4899',
        width: 2.5,
      });
      s += lineChart(c, ex + 16, y + 130, ew - 32, 104, trend(rng, 9, 0.15, 0.55, 0.1), {
        color: '#8b5cf6',
        width: 2,
        area: false,
        dot: false,
      });
      // Best posts
      s += paperCard(c, ex, y + 268, ew, h - 288, { r: 12, line: '#ececf1', shadowOpacity: 0.06 });
      s += bars(ex + 16, y + 286, [80], { h: 8, fill: ink, opacity: 0.8 });
      for (let i = 0; i < 3; i += 1) {
        const ry = y + 310 + i * 52;
        s += rect(ex + 16, ry, 40, 40, 8, gradient(c, networks[i * 2], networks[(i * 2 + 1) % 6]));
        s +=
          rect(ex + 68, ry + 8, rng.range(60, 90), 6, 3, ink, { opacity: 0.75 }) +
          heart(ex + 74, ry + 28, 10, P.coral) +
          rect(ex + 84, ry + 25, 34, 5, 2.5, '#a1a1aa');
      }
      return s;
    },
    { x: 40, y: 40, w: 720, h: 520, shadowColor: '#4c1d95' },
  );
}

// A community for professionals: a member's profile, people to connect with, the next meetup,
// and the web of connections in a card beside the window.
export function projectNetworking(c) {
  const blue = '#2563eb';
  const ink = '#0f172a';
  projectBackdrop(c, '#eff6ff', '#e0e7ff', [
    [640, 120, 220, 140, '#93c5fd', 0.45],
    [160, 520, 220, 120, '#c4b5fd', 0.4],
  ]);
  framedSite(
    c,
    (a) => {
      const { x, y, w, h } = a;
      let s = rect(x, y, w, h, 0, '#f8fafc');
      s +=
        rect(x, y, w, 52, 0, '#fff') +
        siteNav(x, y, w, { mark: 'hex', color: blue, ink, link: '#64748b', cta: blue, links: 4 });
      // Profile
      s += paperCard(c, x + 20, y + 72, 170, 250, { r: 12, shadowOpacity: 0.06 });
      s += group(rect(x + 20, y + 72, 170, 60, 0, gradient(c, '#60a5fa', '#8b5cf6', 'right')), {
        'clip-path': c.clip(x + 20, y + 72, 170, 250, 12),
      });
      s += avatarDisc(c, x + 105, y + 136, 32, '#dbeafe', looks[1], { ring: '#fff', ringWidth: 4 });
      s += rect(x + 60, y + 180, 90, 8, 4, ink) + rect(x + 70, y + 196, 70, 6, 3, '#94a3b8');
      for (let i = 0; i < 2; i += 1)
        s +=
          rect(x + 36, y + 226 + i * 26, 60, 6, 3, '#94a3b8') +
          rect(x + 142, y + 224 + i * 26, 32, 10, 5, blue, { opacity: 0.8 });
      s += pill(x + 36, y + 280, 138, 28, '#eff6ff', blue);
      // People to connect with
      const gx = x + 206;
      for (let i = 0; i < 6; i += 1) {
        const px = gx + (i % 3) * 150;
        const py = y + 72 + Math.floor(i / 3) * 166;
        s += paperCard(c, px, py, 138, 152, { r: 12, shadowOpacity: 0.06 });
        s += avatarDisc(
          c,
          px + 69,
          py + 44,
          26,
          ['#dbeafe', '#ede9fe', '#fef3c7', '#dcfce7', '#fce7f3', '#e0f2fe'][i],
          looks[(i + 2) % looks.length],
        );
        s +=
          rect(px + 29, py + 82, 80, 7, 3.5, ink, { opacity: 0.85 }) +
          rect(px + 39, py + 96, 60, 5, 2.5, '#94a3b8');
        s += pill(
          px + 24,
          py + 114,
          90,
          26,
          i === 1 ? blue : '#fff',
          i === 1 ? '#fff' : blue,
          i === 1 ? {} : { stroke: '#bfdbfe', label: 46 },
        );
      }
      // A post to the community
      s += paperCard(c, gx, y + 406, 300, 62, { r: 12, shadowOpacity: 0.06 });
      s += avatarDisc(c, gx + 32, y + 437, 16, '#dbeafe', looks[0]);
      s +=
        rect(gx + 58, y + 423, 190, 28, 14, '#f1f5f9') +
        rect(gx + 74, y + 434, 110, 6, 3, '#94a3b8');
      s +=
        circle(gx + 272, y + 437, 14, blue) +
        stroke(`M${gx + 266} ${y + 437}h12m-5 -5l5 5l-5 5`, '#fff', 2);
      // Next meetup
      s += paperCard(c, x + 20, y + 338, 170, h - 358, { r: 12, shadowOpacity: 0.06 });
      s +=
        rect(x + 36, y + 354, 44, 50, 8, blue) +
        rect(x + 36, y + 354, 44, 14, 0, '#1d4ed8') +
        rect(x + 46, y + 378, 24, 14, 3, '#fff');
      s += bars(x + 92, y + 360, [80, 60], { h: 6, gap: 8, fill: '#64748b' });
      for (let i = 0; i < 4; i += 1)
        s += avatarDisc(c, x + 48 + i * 22, y + 434, 13, '#e2e8f0', looks[i], {
          ring: '#fff',
          ringWidth: 2,
        });
      s += rect(x + 36, y + 458, 138, 6, 3, '#e2e8f0');
      return s;
    },
    { x: 30, y: 40, w: 660, h: 520, shadowColor: '#1e3a8a' },
  );
  // Connections
  const [gx, gy, gw, gh] = [560, 330, 220, 220];
  c.add(
    card(c, gx, gy, gw, gh, {
      r: 18,
      fill: '#fff',
      line: '#e2e8f0',
      shadowOpacity: 0.22,
      shadowColor: '#1e3a8a',
    }),
  );
  const nodes = [
    [gx + 110, gy + 118, 24],
    [gx + 44, gy + 60, 16],
    [gx + 176, gy + 56, 16],
    [gx + 40, gy + 172, 16],
    [gx + 180, gy + 176, 16],
    [gx + 110, gy + 36, 12],
    [gx + 112, gy + 196, 12],
  ];
  let web = '';
  for (let i = 1; i < nodes.length; i += 1)
    web += `M${nodes[0][0]} ${nodes[0][1]}L${nodes[i][0]} ${nodes[i][1]}`;
  web += `M${nodes[1][0]} ${nodes[1][1]}L${nodes[5][0]} ${nodes[5][1]}L${nodes[2][0]} ${nodes[2][1]}M${nodes[3][0]} ${nodes[3][1]}L${nodes[6][0]} ${nodes[6][1]}L${nodes[4][0]} ${nodes[4][1]}`;
  c.add(stroke(web, '#93c5fd', 2));
  nodes.forEach(([nx, ny, r], i) => {
    const ring = i === 0 ? blue : '#fff';
    c.add(avatarDisc(c, nx, ny, r, '#dbeafe', looks[i % looks.length], { ring, ringWidth: 3 }));
  });
  c.add(sparkle(gx + gw - 20, gy + 20, 8, blue, { opacity: 0.7 }));
}
