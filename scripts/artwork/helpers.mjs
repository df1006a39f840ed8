// Shared drawing helpers for the generated artwork: text bars, window and device frames, cards,
// charts, people, code, backdrops. Re-exports the SVG primitives (svg.mjs) and icons (icons.mjs),
// so an image module imports its tools from here.

import { P } from './palette.mjs';
import { num, el, rect, circle, ellipse, path, group, stroke } from './svg.mjs';
export * from './svg.mjs';
export * from './icons.mjs';

// ---------------------------------------------------------------------------------------------
// Building blocks

/** Stacked rounded bars standing in for lines of text. */
export function bars(x, y, widths, { h = 8, gap = 8, fill = P.line, opacity } = {}) {
  return widths.map((w, i) => rect(x, y + i * (h + gap), w, h, h / 2, fill, { opacity })).join('');
}

export function centredBars(cx, y, widths, o = {}) {
  const h = o.h ?? 8;
  const gap = o.gap ?? 8;
  return widths.map((w, i) => bars(cx - w / 2, y + i * (h + gap), [w], o)).join('');
}

/** A browser window; `content` draws into the page area and is clipped to the window. */
export function browser(c, x, y, w, h, content, o = {}) {
  const { theme = 'light', r = 12, shadow = true, urlWidth = 0.42 } = o;
  const dark = theme === 'dark';
  const bar = o.bar ?? Math.round(Math.max(18, Math.min(30, h * 0.08)));
  const dot = bar * 0.14;
  let s = '';
  if (shadow) {
    s += c.shadow(x, y, w, h, r, {
      dy: o.shadowDy ?? 14,
      sd: o.shadowSd ?? 18,
      opacity: o.shadowOpacity ?? (dark ? 0.55 : 0.16),
      color: o.shadowColor ?? (dark ? '#000' : P.ink),
    });
  }
  const inner = { x, y: y + bar, w, h: h - bar };
  s += group(
    rect(x, y, w, h, 0, dark ? P.raised : P.paper) +
      rect(x, y, w, bar, 0, dark ? '#1c2444' : '#eceff5') +
      (dark ? ['#f87171', '#fbbf24', '#4ade80'] : ['#ff5f57', '#febc2e', '#28c840'])
        .map((fill, i) => circle(x + bar * 0.55 + i * dot * 3.2, y + bar / 2, dot, fill))
        .join('') +
      rect(
        x + bar * 0.55 + dot * 10,
        y + bar * 0.27,
        w * urlWidth,
        bar * 0.46,
        bar * 0.23,
        dark ? P.night : P.paper,
      ) +
      content(inner),
    { 'clip-path': c.clip(x, y, w, h, r) },
  );
  s += rect(x + 0.5, y + 0.5, w - 1, h - 1, r, 'none', {
    stroke: dark ? '#2e3858' : '#dde2ec',
    'stroke-width': 1,
  });
  return s;
}

/** A phone; `content` draws into the screen. */
export function phone(c, x, y, w, h, content, o = {}) {
  const { shadow = true, frame = '#0b1020' } = o;
  const r = w * 0.17;
  const inset = Math.max(3, w * 0.045);
  const screen = { x: x + inset, y: y + inset, w: w - inset * 2, h: h - inset * 2 };
  let s = '';
  if (shadow) s += c.shadow(x, y, w, h, r, { dy: 16, sd: 18, opacity: o.shadowOpacity ?? 0.45 });
  s += rect(x, y, w, h, r, frame);
  s += rect(x + 0.75, y + 0.75, w - 1.5, h - 1.5, r, 'none', {
    stroke: '#3a4466',
    'stroke-width': 1.5,
  });
  s += group(
    rect(screen.x, screen.y, screen.w, screen.h, 0, o.screen ?? P.paper) + content(screen),
    { 'clip-path': c.clip(screen.x, screen.y, screen.w, screen.h, r - inset) },
  );
  s += rect(x + w / 2 - w * 0.14, y + inset + 5, w * 0.28, w * 0.06, w * 0.03, frame);
  return s;
}

/** A floating card. */
export function card(c, x, y, w, h, o = {}) {
  const { r = 14, fill = P.raised, line = '#2c3656', shadow = true } = o;
  let s = '';
  if (shadow)
    s += c.shadow(x, y, w, h, r, {
      dy: o.dy ?? 14,
      sd: o.sd ?? 16,
      opacity: o.shadowOpacity ?? 0.5,
      color: o.shadowColor ?? '#000',
    });
  s += rect(x, y, w, h, r, fill);
  if (line)
    s += rect(x + 0.5, y + 0.5, w - 1, h - 1, r, 'none', { stroke: line, 'stroke-width': 1 });
  return s;
}

/** Catmull-Rom spline through the points, as cubic Beziers. */
export function smooth(points) {
  let d = `M${num(points[0][0])} ${num(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    d +=
      `C${num(p1[0] + (p2[0] - p0[0]) / 6)} ${num(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${num(p2[0] - (p3[0] - p1[0]) / 6)} ${num(p2[1] - (p3[1] - p1[1]) / 6)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return d;
}

/** Values drifting from `from` to `to` with noise, in 0..1. */
export function trend(rng, n, from, to, noise = 0.08) {
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const v = from + (to - from) * t + (i === 0 || i === n - 1 ? 0 : rng.range(-noise, noise));
    return Math.min(0.96, Math.max(0.04, v));
  });
}

export function lineChart(c, x, y, w, h, values, o = {}) {
  const { color = P.violet, width = 3, area = true, areaOpacity = 0.35, dot = true } = o;
  const pts = values.map((v, i) => [x + (i * w) / (values.length - 1), y + h - v * h]);
  const d = smooth(pts);
  let s = '';
  if (area)
    s += path(
      `${d}L${num(x + w)} ${num(y + h)}L${num(x)} ${num(y + h)}Z`,
      c.linear(
        [
          [0, color, areaOpacity],
          [1, color, 0],
        ],
        0,
        0,
        0,
        1,
      ),
    );
  s += stroke(d, color, width);
  if (dot) {
    const [lx, ly] = pts[pts.length - 1];
    s += circle(lx, ly, width * 2.4, color, { opacity: 0.25 }) + circle(lx, ly, width * 1.3, color);
  }
  return s;
}

export function barChart(x, y, w, h, values, colors, o = {}) {
  const { gap = 0.38, r = 3 } = o;
  const step = w / values.length;
  const bw = step * (1 - gap);
  return values
    .map((v, i) => {
      const bh = Math.max(2, v * h);
      const fill = Array.isArray(colors) ? colors[i % colors.length] : colors;
      return rect(x + i * step + (step - bw) / 2, y + h - bh, bw, bh, Math.min(r, bw / 2), fill);
    })
    .join('');
}

/** Ring chart from [fraction, colour] parts. */
export function donut(cx, cy, r, width, parts, track) {
  const circ = 2 * Math.PI * r;
  let s = track ? circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': width }) : '';
  let start = 0;
  for (const [fraction, color] of parts) {
    const len = fraction * circ;
    s += circle(cx, cy, r, 'none', {
      stroke: color,
      'stroke-width': width,
      'stroke-dasharray': `${num(len)} ${num(circ - len)}`,
      'stroke-dashoffset': num(-start),
      transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
    });
    start += len;
  }
  return s;
}

/** Semicircular gauge with coloured zones and a needle at `value` (0..1). */
export function gauge(cx, cy, r, width, value, zones, o = {}) {
  const arc = (a0, a1, rr) => {
    const p = (a) => [cx + rr * Math.cos(Math.PI * (1 + a)), cy + rr * Math.sin(Math.PI * (1 + a))];
    const [x0, y0] = p(a0);
    const [x1, y1] = p(a1);
    return `M${num(x0)} ${num(y0)}A${num(rr)} ${num(rr)} 0 0 1 ${num(x1)} ${num(y1)}`;
  };
  let s = stroke(arc(0, 1, r), o.track ?? '#e6e9f2', width, { 'stroke-linecap': 'butt' });
  let start = 0;
  for (const [end, color] of zones) {
    s += stroke(arc(start + 0.006, end - 0.006, r), color, width, { 'stroke-linecap': 'butt' });
    start = end;
  }
  const a = Math.PI * (1 + value);
  const nx = cx + (r - width * 1.1) * Math.cos(a);
  const ny = cy + (r - width * 1.1) * Math.sin(a);
  s += stroke(
    `M${num(cx)} ${num(cy)}L${num(nx)} ${num(ny)}`,
    o.needle ?? P.ink,
    Math.max(3, width * 0.32),
  );
  s += circle(cx, cy, width * 0.55, o.needle ?? P.ink);
  return s;
}
/** Head-and-shoulders figure; no facial features. */
export function person(cx, base, s, o) {
  const { skin, hair, shirt, style = 'short', collar } = o;
  const hy = base - 140 * s;
  const hx = 31 * s;
  const hyR = 36 * s;
  let back = '';
  let front = '';
  if (style === 'long') {
    back = path(
      `M${num(cx - 38 * s)} ${num(hy - 4 * s)}C${num(cx - 40 * s)} ${num(hy - 54 * s)} ${num(cx + 40 * s)} ${num(hy - 54 * s)} ${num(cx + 38 * s)} ${num(hy - 4 * s)}L${num(cx + 44 * s)} ${num(hy + 72 * s)}C${num(cx + 20 * s)} ${num(hy + 82 * s)} ${num(cx - 20 * s)} ${num(hy + 82 * s)} ${num(cx - 44 * s)} ${num(hy + 72 * s)}Z`,
      hair,
    );
    front = path(
      `M${num(cx - 33 * s)} ${num(hy + 2 * s)}C${num(cx - 36 * s)} ${num(hy - 53 * s)} ${num(cx + 36 * s)} ${num(hy - 53 * s)} ${num(cx + 33 * s)} ${num(hy + 2 * s)}C${num(cx + 22 * s)} ${num(hy - 24 * s)} ${num(cx - 4 * s)} ${num(hy - 22 * s)} ${num(cx - 33 * s)} ${num(hy + 2 * s)}Z`,
      hair,
    );
  } else if (style === 'bun') {
    back = circle(cx + 4 * s, hy - 42 * s, 17 * s, hair);
    front = path(
      `M${num(cx - 32 * s)} ${num(hy - 2 * s)}C${num(cx - 34 * s)} ${num(hy - 52 * s)} ${num(cx + 34 * s)} ${num(hy - 52 * s)} ${num(cx + 32 * s)} ${num(hy - 2 * s)}C${num(cx + 12 * s)} ${num(hy - 20 * s)} ${num(cx - 12 * s)} ${num(hy - 20 * s)} ${num(cx - 32 * s)} ${num(hy - 2 * s)}Z`,
      hair,
    );
  } else if (style === 'curly') {
    const curls = [
      [-26, -12, 13],
      [-20, -30, 14],
      [-4, -40, 15],
      [14, -36, 15],
      [27, -20, 13],
      [30, -4, 10],
      [-31, 2, 9],
    ];
    back = curls.map(([dx, dy, r]) => circle(cx + dx * s, hy + dy * s, r * s, hair)).join('');
  } else if (style === 'bald') {
    front = '';
  } else {
    front = path(
      `M${num(cx - 32 * s)} ${num(hy + 4 * s)}C${num(cx - 36 * s)} ${num(hy - 50 * s)} ${num(cx + 30 * s)} ${num(hy - 56 * s)} ${num(cx + 33 * s)} ${num(hy - 2 * s)}C${num(cx + 28 * s)} ${num(hy - 14 * s)} ${num(cx + 10 * s)} ${num(hy - 22 * s)} ${num(cx - 14 * s)} ${num(hy - 18 * s)}C${num(cx - 24 * s)} ${num(hy - 14 * s)} ${num(cx - 29 * s)} ${num(hy - 6 * s)} ${num(cx - 32 * s)} ${num(hy + 4 * s)}Z`,
      hair,
    );
  }
  const torso = path(
    `M${num(cx - 78 * s)} ${num(base)}C${num(cx - 78 * s)} ${num(base - 58 * s)} ${num(cx - 56 * s)} ${num(base - 84 * s)} ${num(cx - 24 * s)} ${num(base - 90 * s)}L${num(cx + 24 * s)} ${num(base - 90 * s)}C${num(cx + 56 * s)} ${num(base - 84 * s)} ${num(cx + 78 * s)} ${num(base - 58 * s)} ${num(cx + 78 * s)} ${num(base)}Z`,
    shirt,
  );
  const neck =
    rect(cx - 13 * s, hy + 22 * s, 26 * s, 34 * s, 8 * s, skin) +
    rect(cx - 13 * s, hy + 22 * s, 26 * s, 14 * s, 6 * s, '#000', { opacity: 0.12 });
  const collarShape = collar
    ? path(
        `M${num(cx - 22 * s)} ${num(base - 90 * s)}L${num(cx)} ${num(base - 66 * s)}L${num(cx + 22 * s)} ${num(base - 90 * s)}Z`,
        collar,
      )
    : '';
  const head = ellipse(cx, hy, hx, hyR, skin);
  const ear =
    ellipse(cx - hx, hy + 4 * s, 5 * s, 8 * s, skin) +
    ellipse(cx + hx, hy + 4 * s, 5 * s, 8 * s, skin);
  return back + neck + torso + collarShape + ear + head + front;
}
/** Rows of coloured token bars, like syntax-highlighted code. */
export function codeLines(rng, x, y, rows, o = {}) {
  const {
    lh = 16,
    h = 6,
    unit = 9,
    palette = [P.lilac, P.sky, P.mint, P.amberLight, P.mutedFg],
    maxW = Infinity,
  } = o;
  let s = '';
  let indent = 0;
  for (let i = 0; i < rows; i += 1) {
    if (rng.next() < 0.12 && i > 0) continue; // blank line
    let cx = x + indent * unit * 2;
    const tokens = rng.int(1, 4);
    for (let t = 0; t < tokens; t += 1) {
      const w = rng.int(2, 7) * unit;
      if (cx + w > x + maxW) break;
      s += rect(cx, y + i * lh, w, h, h / 2, rng.pick(palette), { opacity: 0.9 });
      cx += w + unit * 0.8;
    }
    indent = Math.max(0, Math.min(3, indent + rng.pick([-1, 0, 0, 1])));
  }
  return s;
}

/** Night-blue backdrop with glows; the shared base of the dark compositions. */
export function nightBackdrop(c, glows, o = {}) {
  const { width: W, height: H } = c;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      c.linear(
        o.stops ?? [
          [0, P.nightDeep],
          [0.55, P.night],
          [1, '#111a38'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  for (const [cx, cy, rx, ry, color, opacity, sd] of glows)
    c.add(c.glow(cx, cy, rx, ry, color, opacity, sd));
}

/** Faint line grid, faded by a mask (gradient over the canvas). */
export function fadedGrid(c, step, maskStops, o = {}) {
  const { width: W, height: H } = c;
  let d = '';
  for (let x = step; x < W; x += step) d += `M${x} 0V${H}`;
  for (let y = step; y < H; y += step) d += `M0 ${y}H${W}`;
  const m = c.mask(
    rect(0, 0, W, H, 0, c.linear(maskStops, o.x1 ?? 0, o.y1 ?? 0, o.x2 ?? 1, o.y2 ?? 0)),
  );
  c.add(
    path(d, 'none', {
      stroke: o.color ?? P.lilac,
      'stroke-width': 1,
      opacity: o.opacity ?? 0.09,
      mask: m,
    }),
  );
}

/** Faint dot grid, like a node-editor canvas. */
export function dotGrid(c, x0, y0, w, h, step, fill, r = 1.4, opacity = 0.25) {
  const id = c.uid('p');
  c.defs.push(
    el(
      'pattern',
      { id, x: x0, y: y0, width: step, height: step, patternUnits: 'userSpaceOnUse' },
      circle(step / 2, step / 2, r, fill),
    ),
  );
  return rect(x0, y0, w, h, 0, `url(#${id})`, { opacity });
}

/** Two-colour linear gradient across the shape: 'diag' (top left to bottom right), 'down', 'right'. */
export function gradient(c, from, to, dir = 'diag') {
  const [x2, y2] = { diag: [1, 1], down: [0, 1], right: [1, 0] }[dir];
  const stops = [
    [0, from],
    [1, to],
  ];
  return c.linear(stops, 0, 0, x2, y2);
}

/** A light card: white, hairline border, soft ink shadow. */
export function paperCard(c, x, y, w, h, o = {}) {
  return card(c, x, y, w, h, {
    r: o.r ?? 14,
    fill: o.fill ?? P.paper,
    line: o.line === undefined ? '#e3e6f0' : o.line,
    shadowOpacity: o.shadowOpacity ?? 0.12,
    shadowColor: o.shadowColor ?? P.ink,
    dy: o.dy ?? 10,
    sd: o.sd ?? 14,
  });
}

/** A head-and-shoulders figure cropped to a disc of radius r centred on (cx, cy). */
export function avatarDisc(c, cx, cy, r, bg, look, o = {}) {
  return (
    circle(cx, cy, r, bg, o.ring ? { stroke: o.ring, 'stroke-width': o.ringWidth ?? 3 } : {}) +
    group(person(cx, cy + r * 1.05, r / 100, look), {
      'clip-path': c.clip(cx - r, cy - r, r * 2, r * 2, r),
    })
  );
}

/** A pill button with a bar for its label. */
export function pill(x, y, w, h, fill, labelFill = '#fff', o = {}) {
  const lw = o.label ?? w * 0.55;
  return (
    rect(x, y, w, h, h / 2, fill, o.stroke ? { stroke: o.stroke, 'stroke-width': 1.5 } : {}) +
    rect(x + (w - lw) / 2, y + h / 2 - h * 0.12, lw, h * 0.24, h * 0.12, labelFill)
  );
}
