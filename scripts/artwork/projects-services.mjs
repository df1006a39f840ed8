// ---------------------------------------------------------------------------------------------
// Portfolio screenshots (800x600): a healthcare clinic (project-4), a services landing page with
// its mobile version (project-6) and a professional services firm (project-8).

import { P } from './palette.mjs';
import {
  avatarDisc,
  barChart,
  bars,
  centredBars,
  check,
  circle,
  ellipse,
  gradient,
  group,
  heart,
  paperCard,
  path,
  person,
  phone,
  pill,
  rect,
  stars,
  stroke,
  trend,
} from './helpers.mjs';
import { framedSite, heading, logoStrip, projectBackdrop, siteNav } from './projects-kit.mjs';

const teal = '#0e9f9a';
const tealSoft = '#e1f5f4';

// A clinic: headline and booking on the left, a doctor in a soft circle on the right with a
// rating and a heart-rate card, the specialities below.
export function projectClinic(c) {
  const { rng } = c;
  projectBackdrop(c, '#e6f6f5', '#eef3ff', [
    [640, 120, 220, 140, '#7dd3cf', 0.45],
    [120, 520, 220, 120, P.lilac, 0.3],
  ]);
  framedSite(
    c,
    (a) => {
      const { x, y, w } = a;
      let s = rect(x, y, w, a.h, 0, P.paper);
      s += siteNav(x, y, w, { mark: 'circle', color: teal, ink: P.ink, link: P.slate, cta: teal });
      s += stroke(`M${x + 30} ${y + 20}v12M${x + 24} ${y + 26}h12`, '#fff', 3);
      // Hero
      s += rect(x, y + 52, w, 290, 0, gradient(c, '#f3fbfb', P.paper, 'down'));
      s += rect(x + 32, y + 84, 130, 24, 12, tealSoft) + heart(x + 48, y + 96, 14, teal);
      s += rect(x + 62, y + 93, 86, 6, 3, teal);
      s += heading(x + 32, y + 122, [290, 250, 180], P.ink, 20, 11);
      s += bars(x + 32, y + 214, [270, 230], { h: 7, gap: 9, fill: '#94a3b8' });
      s += pill(x + 32, y + 248, 150, 40, teal);
      s += pill(x + 192, y + 248, 120, 40, P.paper, teal, { stroke: '#b9e5e3', label: 60 });
      // Doctor
      const dx = x + 530;
      s += circle(dx, y + 190, 124, tealSoft) + circle(dx + 90, y + 96, 26, '#c9eeec');
      s += group(
        person(dx, y + 342, 1.1, {
          skin: '#e8b991',
          hair: '#3b2416',
          shirt: '#ffffff',
          style: 'bun',
          collar: teal,
        }) +
          stroke(`M${dx - 24} ${y + 248}c-4 30 10 46 24 46c14 0 28 -16 24 -46`, '#334155', 3) +
          circle(dx, y + 296, 7, '#334155') +
          rect(dx + 30, y + 272, 30, 8, 4, teal),
        { 'clip-path': c.clip(dx - 130, y + 52, 260, 290) },
      );
      // Rating and heart rate
      s += paperCard(c, x + 370, y + 96, 132, 58, { r: 12 });
      s +=
        stars(x + 384, y + 116, 7, 5, P.amber, 2.4) + rect(x + 384, y + 132, 80, 6, 3, '#94a3b8');
      s += paperCard(c, x + 600, y + 230, 110, 70, { r: 12 });
      s +=
        heart(x + 622, y + 250, 18, P.coral) +
        rect(x + 640, y + 246, 50, 7, 3.5, P.ink, { opacity: 0.8 });
      s += stroke(`M${x + 612} ${y + 282}h20l6 -12l8 22l8 -16l4 6h32`, P.coral, 2.4);
      // Booking bar
      s += paperCard(c, x + 32, y + 314, w - 64, 64, { r: 14, shadowOpacity: 0.14 });
      for (let i = 0; i < 3; i += 1) {
        const fx = x + 52 + i * 170;
        s += rect(fx, y + 328, 150, 36, 8, '#f5f8fb', { stroke: '#e2e8f0', 'stroke-width': 1 });
        s +=
          circle(fx + 18, y + 346, 7, teal, { opacity: 0.25 }) +
          rect(fx + 32, y + 343, rng.range(60, 90), 6, 3, '#64748b');
      }
      s += pill(x + w - 172, y + 328, 120, 36, teal);
      // Specialities
      const icons = [
        (cx, cy) => heart(cx, cy, 26, teal),
        (cx, cy) =>
          ellipse(cx, cy, 15, 10, 'none', { stroke: teal, 'stroke-width': 3 }) +
          circle(cx, cy, 4.5, teal),
        (cx, cy) =>
          path(
            `M${cx - 12} ${cy - 10}c4 -6 20 -6 24 0c3 6 -1 12 -3 24c-2 4 -5 4 -6 -2l-3 -8l-3 8c-1 6 -4 6 -6 2c-2 -12 -6 -18 -3 -24z`,
            'none',
            {
              stroke: teal,
              'stroke-width': 2.8,
              'stroke-linejoin': 'round',
            },
          ),
        (cx, cy) =>
          rect(cx - 16, cy - 7, 32, 14, 7, 'none', {
            stroke: teal,
            'stroke-width': 3,
            transform: `rotate(-40 ${cx} ${cy})`,
          }) + stroke(`M${cx - 3} ${cy - 8}l6 16`, teal, 2.4),
      ];
      icons.forEach((icon, i) => {
        const ix = x + 32 + i * 168;
        s += rect(ix, y + 404, 152, 76, 12, '#f8fbfc', { stroke: '#e2ecef', 'stroke-width': 1 });
        s += circle(ix + 34, y + 442, 22, tealSoft) + icon(ix + 34, y + 442);
        s += bars(ix + 66, y + 430, [64, 50], { h: 6, gap: 9, fill: '#64748b' });
      });
      return s;
    },
    { x: 40, y: 40, w: 720, h: 520 },
  );
}

// A services landing page: a centred headline, three plans with the middle one highlighted and
// the customers' faces; the phone shows the same page at mobile width.
export function projectLanding(c) {
  const coral = '#e8505b';
  const ink = '#2d1b2e';
  const looks = [
    { skin: '#f0c4a0', hair: '#2b1d16', shirt: coral, style: 'long' },
    { skin: '#b97c53', hair: '#16100c', shirt: '#6d5bd0', style: 'short' },
    { skin: '#e8b991', hair: '#7a3b1f', shirt: '#f59e0b', style: 'curly' },
    { skin: '#8d5a3b', hair: '#120d0a', shirt: '#0e9f9a', style: 'bun' },
  ];
  projectBackdrop(c, '#fff1ea', '#ffe2e6', [
    [600, 140, 220, 160, '#fda4af', 0.5],
    [200, 520, 240, 120, '#fed7aa', 0.5],
  ]);
  framedSite(
    c,
    (a) => {
      const { x, y, w } = a;
      const mid = x + w / 2;
      let s = rect(x, y, w, a.h, 0, '#fffaf8');
      s += siteNav(x, y, w, {
        mark: 'triangle',
        color: coral,
        ink,
        link: '#8a7480',
        cta: ink,
        links: 3,
      });
      s += c.glow(mid, y + 120, 200, 60, '#fecdd3', 0.6, 30);
      s +=
        rect(mid - 70, y + 74, 140, 22, 11, '#ffe4e6') + rect(mid - 50, y + 82, 100, 6, 3, coral);
      s += centredBars(mid, y + 110, [400, 300], { h: 20, gap: 10, fill: ink });
      s += centredBars(mid, y + 174, [340, 280], { h: 6, gap: 8, fill: '#a18d97' });
      s +=
        pill(mid - 140, y + 208, 136, 36, coral) +
        pill(mid + 6, y + 208, 134, 36, '#fff', ink, { stroke: '#ead7dc', label: 64 });
      // Customers
      looks.forEach((look, i) => {
        s += avatarDisc(c, mid - 54 + i * 26, y + 266, 15, '#fde2e4', look, { ring: '#fffaf8' });
      });
      s += stars(mid + 62, y + 266, 5, 5, P.amber, 2.5);
      // Plans
      const pw = 168;
      [0, 1, 2].forEach((i) => {
        const top = i === 1;
        const px = mid - pw * 1.5 - 16 + i * (pw + 16);
        const py = top ? y + 300 : y + 314;
        const ph = top ? 176 : 156;
        if (top) s += c.shadow(px, py, pw, ph, 14, { dy: 10, sd: 14, opacity: 0.28, color: coral });
        s += rect(
          px,
          py,
          pw,
          ph,
          14,
          top ? coral : P.paper,
          top ? {} : { stroke: '#f1dfe3', 'stroke-width': 1.5 },
        );
        const fg = top ? '#fff' : ink;
        s += rect(px + 18, py + 20, 60, 7, 3.5, fg, { opacity: 0.6 });
        s += rect(px + 18, py + 38, 70, 20, 5, fg);
        for (let k = 0; k < 2; k += 1) {
          s += check(px + 26, py + 80 + k * 22, 10, top ? '#fff' : coral, 2.2);
          s += rect(px + 40, py + 77 + k * 22, [90, 76, 100][k], 6, 3, fg, { opacity: 0.55 });
        }
        s += pill(px + 18, py + ph - 42, pw - 36, 30, top ? '#fff' : '#fde2e4', coral);
      });
      return s;
    },
    { x: 30, y: 40, w: 620, h: 520, shadowColor: '#7a2e3a' },
  );
  c.add(
    phone(
      c,
      600,
      150,
      168,
      340,
      (sc) => {
        let s = rect(sc.x, sc.y, sc.w, sc.h, 0, '#fffaf8');
        s +=
          circle(sc.x + 20, sc.y + 34, 7, coral) +
          rect(sc.x + sc.w - 32, sc.y + 30, 18, 8, 2, ink, { opacity: 0.7 });
        s += centredBars(sc.x + sc.w / 2, sc.y + 62, [130, 100], { h: 12, gap: 7, fill: ink });
        s += centredBars(sc.x + sc.w / 2, sc.y + 106, [120, 90], { h: 5, gap: 6, fill: '#a18d97' });
        s += pill(sc.x + 18, sc.y + 134, sc.w - 36, 30, coral);
        s += rect(sc.x + 12, sc.y + 180, sc.w - 24, 150, 12, coral);
        s +=
          rect(sc.x + 26, sc.y + 196, 50, 6, 3, '#fff', { opacity: 0.6 }) +
          rect(sc.x + 26, sc.y + 210, 60, 16, 4, '#fff');
        for (let k = 0; k < 3; k += 1)
          s +=
            check(sc.x + 32, sc.y + 248 + k * 20, 9, '#fff', 2) +
            rect(sc.x + 44, sc.y + 245 + k * 20, 70, 5, 2.5, '#fff', { opacity: 0.6 });
        return s;
      },
      { shadowOpacity: 0.3 },
    ),
  );
}

// A firm of accountants and consultants: navy and gold, the headline beside the partners'
// portraits, figures and a case study with its results.
export function projectFirm(c) {
  const { rng } = c;
  const navy = '#12263f';
  const gold = '#c8a24a';
  projectBackdrop(c, '#0f1f38', '#1d3557', [
    [620, 120, 220, 140, gold, 0.22],
    [140, 520, 220, 120, P.info, 0.3],
  ]);
  framedSite(
    c,
    (a) => {
      const { x, y, w } = a;
      let s = rect(x, y, w, a.h, 0, '#fbfaf6');
      s += siteNav(x, y, w, {
        mark: 'diamond',
        color: gold,
        ink: navy,
        link: '#6b7280',
        cta: navy,
        links: 5,
        nameW: 96,
      });
      s += rect(x, y + 52, w, 1, 0, '#ebe6d8');
      // Headline
      s += rect(x + 36, y + 92, 40, 3, 1.5, gold);
      s += heading(x + 36, y + 110, [250, 290, 200], navy, 22, 12);
      s += bars(x + 36, y + 220, [280, 250, 200], { h: 6, gap: 9, fill: '#8a8f99' });
      s += rect(x + 36, y + 276, 150, 40, 2, navy) + rect(x + 62, y + 293, 98, 6, 3, '#fff');
      s +=
        rect(x + 200, y + 290, 90, 6, 3, gold) +
        stroke(`M${x + 296} ${y + 293}h10m-4 -4l4 4l-4 4`, gold, 2);
      // Partners
      const looks = [
        { skin: '#f1c6a3', hair: '#3b2416', shirt: navy, style: 'short', collar: '#fff' },
        { skin: '#b77a4f', hair: '#15100c', shirt: '#2b4a74', style: 'long' },
        { skin: '#e6b48b', hair: '#6b2f1a', shirt: '#334155', style: 'bun', collar: '#fff' },
        { skin: '#c68b5e', hair: '#1c1410', shirt: '#1e3a5f', style: 'bald', collar: gold },
      ];
      looks.forEach((look, i) => {
        const px = x + 400 + (i % 2) * 150;
        const py = y + 78 + Math.floor(i / 2) * 138;
        s += rect(px, py, 136, 124, 6, ['#e9e4d6', '#e2e6ee', '#ece6dc', '#e4e8ee'][i]);
        s += group(person(px + 68, py + 132, 0.72, look), {
          'clip-path': c.clip(px, py, 136, 124, 6),
        });
      });
      // Figures
      s += rect(x, y + 356, w, 1, 0, '#ebe6d8');
      for (let i = 0; i < 3; i += 1) {
        const fx = x + 36 + i * 130;
        s += rect(fx, y + 382, [62, 80, 56][i], 20, 3, gold);
        s += bars(fx, y + 414, [96, 70], { h: 5, gap: 7, fill: '#8a8f99' });
      }
      // Case study
      const cx = x + 440;
      s += paperCard(c, cx, y + 372, 250, 104, { r: 8, line: '#ebe6d8' });
      s += rect(cx + 16, y + 388, 80, 6, 3, gold) + rect(cx + 16, y + 402, 110, 8, 4, navy);
      s += barChart(
        cx + 140,
        y + 386,
        94,
        76,
        trend(rng, 5, 0.3, 0.95, 0.08),
        [navy, '#2b4a74', gold],
        { r: 2 },
      );
      s += bars(cx + 16, y + 428, [100, 84], { h: 5, gap: 7, fill: '#8a8f99' });
      s += logoStrip(x + 20, y + a.h - 24, 400, 3, '#c9c3b3', rng, { offset: 2 });
      return s;
    },
    { x: 40, y: 40, w: 720, h: 520 },
  );
}
