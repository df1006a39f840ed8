// Generated artwork for the site: every raster image is drawn here as an SVG in the brand palette
// (ui/tokens.css) and turned into AVIF/WebP/JPEG by scripts/make-images.mjs. No stock photos:
// abstract compositions, stylised UI mockups and flat illustrations. Drawing is deterministic: each
// image seeds its own PRNG with its name, so the same source always gives the same pixels.
// site/content/images.ts repeats the names and sizes for the browser; tests/unit/images.test.ts
// keeps the two in step.

// ---------------------------------------------------------------------------------------------
// Palette (tokens.css plus a few tints of the same hues)

const P = {
  night: '#0a0f1e',
  nightDeep: '#060a16',
  raised: '#131a2e',
  raised2: '#1a2340',
  border: '#27304a',
  fg: '#f5f7fb',
  mutedFg: '#a9b4c8',
  violet: '#4f3ff0',
  violetBright: '#6a5cff',
  violetDeep: '#3322b8',
  lilac: '#a99dff',
  lilacSoft: '#ecebff',
  green: '#0f7a3d',
  mint: '#34d399',
  info: '#0b63c5',
  sky: '#5aa9ff',
  amber: '#f59e0b',
  amberLight: '#fcd34d',
  ink: '#0e1525',
  slate: '#4a5568',
  line: '#d6dbe6',
  mist: '#f1f4f9',
  paper: '#ffffff',
  coral: '#f0605d',
};

// ---------------------------------------------------------------------------------------------
// Seeded PRNG (FNV-1a hash of the image name -> mulberry32)

function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function createRng(seed) {
  let a = hashString(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

// ---------------------------------------------------------------------------------------------
// SVG primitives

const num = (v) => String(Math.round(v * 10) / 10);

function attrs(o) {
  let out = '';
  for (const [key, value] of Object.entries(o)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return out;
}

const el = (tag, o, inner) =>
  inner === undefined ? `<${tag}${attrs(o)}/>` : `<${tag}${attrs(o)}>${inner}</${tag}>`;
const rect = (x, y, width, height, rx, fill, o = {}) =>
  el('rect', { x, y, width, height, rx: rx || undefined, fill, ...o });
const circle = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
const ellipse = (cx, cy, rx, ry, fill, o = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...o });
const path = (d, fill, o = {}) => el('path', { d, fill, ...o });
const group = (inner, o = {}) => el('g', o, inner);
const stroke = (d, color, width, o = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...o,
  });
const poly = (points) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('');

/** One SVG document: collects defs (gradients, filters, clips) and body. */
class Canvas {
  constructor(width, height, seed) {
    this.width = width;
    this.height = height;
    this.rng = createRng(seed);
    this.defs = [];
    this.body = [];
    this.count = 0;
    this.cache = new Map();
  }

  uid(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(...parts) {
    this.body.push(...parts);
    return this;
  }

  stops(list) {
    return list
      .map(([offset, color, opacity = 1]) =>
        el('stop', {
          offset,
          'stop-color': color,
          'stop-opacity': opacity === 1 ? undefined : opacity,
        }),
      )
      .join('');
  }

  /** Linear gradient in the shape's bounding box (0..1), or in user space with `user`. */
  linear(list, x1 = 0, y1 = 0, x2 = 1, y2 = 0, user = false) {
    const id = this.uid('l');
    const units = user ? 'userSpaceOnUse' : undefined;
    this.defs.push(
      el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: units }, this.stops(list)),
    );
    return `url(#${id})`;
  }

  radial(list, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.uid('r');
    this.defs.push(el('radialGradient', { id, cx, cy, r }, this.stops(list)));
    return `url(#${id})`;
  }

  /** Gaussian blur filter (cached per deviation), with room around the shape for the blur. */
  blur(sd) {
    const key = `blur${sd}`;
    if (!this.cache.has(key)) {
      const id = this.uid('b');
      this.defs.push(
        el(
          'filter',
          { id, x: '-60%', y: '-60%', width: '220%', height: '220%' },
          el('feGaussianBlur', { stdDeviation: sd }),
        ),
      );
      this.cache.set(key, `url(#${id})`);
    }
    return this.cache.get(key);
  }

  clip(x, y, w, h, r = 0) {
    const id = this.uid('c');
    this.defs.push(el('clipPath', { id }, rect(x, y, w, h, r, '#fff')));
    return `url(#${id})`;
  }

  clipPath(d) {
    const id = this.uid('c');
    this.defs.push(el('clipPath', { id }, path(d, '#fff')));
    return `url(#${id})`;
  }

  mask(inner) {
    const id = this.uid('m');
    this.defs.push(
      el(
        'mask',
        { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: this.width, height: this.height },
        inner,
      ),
    );
    return `url(#${id})`;
  }

  /** A soft light: a blurred ellipse. */
  glow(cx, cy, rx, ry, color, opacity, sd) {
    return ellipse(cx, cy, rx, ry, color, { opacity, filter: this.blur(sd) });
  }

  /** A soft drop shadow under a rounded rectangle. */
  shadow(x, y, w, h, r, { dy = 12, sd = 16, opacity = 0.35, color = '#000' } = {}) {
    return rect(x, y + dy, w, h, r, color, { opacity, filter: this.blur(sd) });
  }

  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Building blocks

/** Stacked rounded bars standing in for lines of text. */
function bars(x, y, widths, { h = 8, gap = 8, fill = P.line, opacity } = {}) {
  return widths.map((w, i) => rect(x, y + i * (h + gap), w, h, h / 2, fill, { opacity })).join('');
}

function centredBars(cx, y, widths, o = {}) {
  const h = o.h ?? 8;
  const gap = o.gap ?? 8;
  return widths.map((w, i) => bars(cx - w / 2, y + i * (h + gap), [w], o)).join('');
}

/** A browser window; `content` draws into the page area and is clipped to the window. */
function browser(c, x, y, w, h, content, o = {}) {
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
function phone(c, x, y, w, h, content, o = {}) {
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
function card(c, x, y, w, h, o = {}) {
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
function smooth(points) {
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
function trend(rng, n, from, to, noise = 0.08) {
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const v = from + (to - from) * t + (i === 0 || i === n - 1 ? 0 : rng.range(-noise, noise));
    return Math.min(0.96, Math.max(0.04, v));
  });
}

function lineChart(c, x, y, w, h, values, o = {}) {
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

function barChart(x, y, w, h, values, colors, o = {}) {
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
function donut(cx, cy, r, width, parts, track) {
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
function gauge(cx, cy, r, width, value, zones, o = {}) {
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

// Small icons, centred on (cx, cy), about `s` across.

function star(cx, cy, r, fill) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
  });
  return path(`${poly(pts)}Z`, fill);
}

function stars(x, cy, r, count, fill, gap = 2.4) {
  return Array.from({ length: count }, (_, i) => star(x + r + i * r * gap, cy, r, fill)).join('');
}

const check = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx - s * 0.4)} ${num(cy)}l${num(s * 0.28)} ${num(s * 0.28)}l${num(s * 0.52)} ${num(-s * 0.56)}`,
    color,
    w,
  );

const sparkle = (cx, cy, r, fill, o = {}) =>
  path(
    `M${num(cx)} ${num(cy - r)}Q${num(cx + r * 0.12)} ${num(cy - r * 0.12)} ${num(cx + r)} ${num(cy)}Q${num(cx + r * 0.12)} ${num(cy + r * 0.12)} ${num(cx)} ${num(cy + r)}Q${num(cx - r * 0.12)} ${num(cy + r * 0.12)} ${num(cx - r)} ${num(cy)}Q${num(cx - r * 0.12)} ${num(cy - r * 0.12)} ${num(cx)} ${num(cy - r)}Z`,
    fill,
    o,
  );

const bolt = (cx, cy, s, fill) =>
  path(
    poly([
      [cx + s * 0.08, cy - s * 0.5],
      [cx - s * 0.32, cy + s * 0.08],
      [cx - s * 0.02, cy + s * 0.08],
      [cx - s * 0.1, cy + s * 0.5],
      [cx + s * 0.32, cy - s * 0.1],
      [cx + s * 0.02, cy - s * 0.1],
    ]) + 'Z',
    fill,
  );

const codeMark = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx - s * 0.2)} ${num(cy - s * 0.28)}l${num(-s * 0.28)} ${num(s * 0.28)}l${num(s * 0.28)} ${num(s * 0.28)}` +
      `M${num(cx + s * 0.2)} ${num(cy - s * 0.28)}l${num(s * 0.28)} ${num(s * 0.28)}l${num(-s * 0.28)} ${num(s * 0.28)}`,
    color,
    w,
  ) +
  stroke(
    `M${num(cx + s * 0.08)} ${num(cy - s * 0.4)}L${num(cx - s * 0.08)} ${num(cy + s * 0.4)}`,
    color,
    w,
    { opacity: 0.7 },
  );

const magnifier = (cx, cy, s, color, w = 3) =>
  circle(cx - s * 0.08, cy - s * 0.08, s * 0.3, 'none', { stroke: color, 'stroke-width': w }) +
  stroke(
    `M${num(cx + s * 0.14)} ${num(cy + s * 0.14)}L${num(cx + s * 0.42)} ${num(cy + s * 0.42)}`,
    color,
    w * 1.2,
  );

const cart = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx - s * 0.48)} ${num(cy - s * 0.4)}h${num(s * 0.14)}l${num(s * 0.14)} ${num(s * 0.5)}h${num(s * 0.5)}l${num(s * 0.12)} ${num(-s * 0.36)}H${num(cx - s * 0.28)}`,
    color,
    w,
  ) +
  circle(cx - s * 0.1, cy + s * 0.32, w * 0.9, color) +
  circle(cx + s * 0.26, cy + s * 0.32, w * 0.9, color);

const heart = (cx, cy, s, fill) =>
  path(
    `M${num(cx)} ${num(cy + s * 0.38)}C${num(cx - s * 0.6)} ${num(cy)} ${num(cx - s * 0.5)} ${num(cy - s * 0.45)} ${num(cx - s * 0.22)} ${num(cy - s * 0.4)}C${num(cx - s * 0.08)} ${num(cy - s * 0.38)} ${num(cx)} ${num(cy - s * 0.28)} ${num(cx)} ${num(cy - s * 0.2)}C${num(cx)} ${num(cy - s * 0.28)} ${num(cx + s * 0.08)} ${num(cy - s * 0.38)} ${num(cx + s * 0.22)} ${num(cy - s * 0.4)}C${num(cx + s * 0.5)} ${num(cy - s * 0.45)} ${num(cx + s * 0.6)} ${num(cy)} ${num(cx)} ${num(cy + s * 0.38)}Z`,
    fill,
  );

/** Cog wheel; the hole is cut out (see-through), `o` styles the path (e.g. opacity). */
function gear(cx, cy, r, fill, teeth = 8, o = {}) {
  const pts = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r * 0.8;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  const h = r * 0.36;
  const hole = `M${num(cx + h)} ${num(cy)}a${num(h)} ${num(h)} 0 1 0 ${num(-2 * h)} 0a${num(h)} ${num(h)} 0 1 0 ${num(2 * h)} 0Z`;
  return path(`${poly(pts)}Z${hole}`, fill, { 'fill-rule': 'evenodd', ...o });
}

const envelope = (cx, cy, s, color, w = 2.5) =>
  rect(cx - s * 0.45, cy - s * 0.32, s * 0.9, s * 0.64, s * 0.08, 'none', {
    stroke: color,
    'stroke-width': w,
  }) +
  stroke(
    `M${num(cx - s * 0.4)} ${num(cy - s * 0.24)}L${num(cx)} ${num(cy + s * 0.06)}L${num(cx + s * 0.4)} ${num(cy - s * 0.24)}`,
    color,
    w,
  );

const database = (cx, cy, s, color, w = 2.5) =>
  ellipse(cx, cy - s * 0.3, s * 0.36, s * 0.12, 'none', { stroke: color, 'stroke-width': w }) +
  stroke(
    `M${num(cx - s * 0.36)} ${num(cy - s * 0.3)}v${num(s * 0.6)}a${num(s * 0.36)} ${num(s * 0.12)} 0 0 0 ${num(s * 0.72)} 0v${num(-s * 0.6)}` +
      `M${num(cx - s * 0.36)} ${num(cy)}a${num(s * 0.36)} ${num(s * 0.12)} 0 0 0 ${num(s * 0.72)} 0`,
    color,
    w,
  );

const arrowUp = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx)} ${num(cy + s * 0.4)}V${num(cy - s * 0.4)}M${num(cx - s * 0.3)} ${num(cy - s * 0.1)}L${num(cx)} ${num(cy - s * 0.4)}L${num(cx + s * 0.3)} ${num(cy - s * 0.1)}`,
    color,
    w,
  );

const trendUp = (cx, cy, s, color, w = 3) =>
  stroke(
    `M${num(cx - s * 0.45)} ${num(cy + s * 0.3)}L${num(cx - s * 0.1)} ${num(cy - s * 0.05)}L${num(cx + s * 0.1)} ${num(cy + s * 0.12)}L${num(cx + s * 0.45)} ${num(cy - s * 0.3)}M${num(cx + s * 0.18)} ${num(cy - s * 0.3)}H${num(cx + s * 0.45)}V${num(cy - s * 0.04)}`,
    color,
    w,
  );

const leaf = (cx, cy, len, angle, fill, o = {}) =>
  path(
    `M0 0C${num(len * 0.3)} ${num(-len * 0.32)} ${num(len * 0.75)} ${num(-len * 0.3)} ${num(len)} 0C${num(len * 0.75)} ${num(len * 0.3)} ${num(len * 0.3)} ${num(len * 0.32)} 0 0Z`,
    fill,
    { transform: `translate(${num(cx)} ${num(cy)}) rotate(${num(angle)})`, ...o },
  );

/** Toggle switch. */
const toggle = (x, y, w, on, onColor, offColor) =>
  rect(x, y, w, w * 0.56, w * 0.28, on ? onColor : offColor) +
  circle(on ? x + w - w * 0.28 : x + w * 0.28, y + w * 0.28, w * 0.21, P.paper);

/** Head-and-shoulders figure; no facial features. */
function person(cx, base, s, o) {
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
function codeLines(rng, x, y, rows, o = {}) {
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
function nightBackdrop(c, glows, o = {}) {
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
function fadedGrid(c, step, maskStops, o = {}) {
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
function dotGrid(c, x0, y0, w, h, step, fill, r = 1.4, opacity = 0.25) {
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

/** Mini dark website (used inside windows and phones on dark compositions). */
function miniSite(c, { x, y, w, h }, o = {}) {
  const accent = o.accent ?? P.violet;
  const k = w / 300;
  let s = rect(x, y, w, h, 0, o.bg ?? '#0f1528');
  s +=
    circle(x + 16 * k, y + 14 * k, 5 * k, accent) +
    rect(x + 26 * k, y + 11 * k, 40 * k, 6 * k, 3 * k, P.mutedFg, { opacity: 0.7 });
  s += bars(x + w - 110 * k, y + 11 * k, [0], {});
  for (let i = 0; i < 3; i += 1)
    s += rect(x + w - 120 * k + i * 30 * k, y + 11 * k, 22 * k, 5 * k, 2.5 * k, P.mutedFg, {
      opacity: 0.45,
    });
  const hero = { x: x + 12 * k, y: y + 30 * k, w: w - 24 * k, h: h * 0.44 };
  s += rect(
    hero.x,
    hero.y,
    hero.w,
    hero.h,
    8 * k,
    c.linear(
      [
        [0, P.violetDeep],
        [0.6, accent],
        [1, P.sky],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  s += circle(hero.x + hero.w * 0.78, hero.y + hero.h * 0.45, hero.h * 0.3, P.paper, {
    opacity: 0.16,
  });
  s += bars(hero.x + 14 * k, hero.y + hero.h * 0.3, [hero.w * 0.42, hero.w * 0.3], {
    h: 8 * k,
    gap: 6 * k,
    fill: P.paper,
  });
  s += rect(hero.x + 14 * k, hero.y + hero.h * 0.3 + 34 * k, 46 * k, 12 * k, 6 * k, P.paper, {
    opacity: 0.9,
  });
  const cy = hero.y + hero.h + 12 * k;
  const cw = (hero.w - 16 * k) / 3;
  for (let i = 0; i < 3; i += 1) {
    const cx = hero.x + i * (cw + 8 * k);
    s += rect(cx, cy, cw, h - (cy - y) - 10 * k, 6 * k, '#182040');
    s += circle(cx + 12 * k, cy + 12 * k, 5 * k, [P.lilac, P.mint, P.amberLight][i], {
      opacity: 0.9,
    });
    s += bars(cx + 8 * k, cy + 24 * k, [cw * 0.7, cw * 0.5], {
      h: 4 * k,
      gap: 5 * k,
      fill: P.mutedFg,
      opacity: 0.5,
    });
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Heroes (1600x900): dark, the interest on the right, the left quiet for white text

function heroAgencies(c) {
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

function heroClients(c) {
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

function promoRestaurant(c) {
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

function sneaker(x, y, k, body, accent) {
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

function promoStore(c) {
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

function promoLaw(c) {
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

function promoFitness(c) {
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

function dashboard(c, { x, y, w, h }, rng) {
  let s = rect(x, y, w, h, 0, P.paper);
  s += rect(x, y, 100, h, 0, '#f7f7fc');
  s +=
    rect(x + 16, y + 18, 20, 20, 6, P.violet) +
    rect(x + 42, y + 24, 40, 8, 4, P.ink, { opacity: 0.8 });
  for (let i = 0; i < 6; i += 1)
    s += rect(x + 16, y + 62 + i * 24, i === 0 ? 70 : 56, 8, 4, i === 0 ? P.violet : '#c8cde0');
  const kx = x + 118;
  const kw = (w - 136 - 24) / 3;
  const kpis = [P.violet, P.green, P.amber];
  for (let i = 0; i < 3; i += 1) {
    const cx = kx + i * (kw + 12);
    s += rect(cx, y + 18, kw, 64, 10, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 });
    s +=
      rect(cx + 12, y + 30, 44, 6, 3, '#b8bfd3') +
      rect(cx + 12, y + 46, 48, 14, 4, P.ink, { opacity: 0.85 });
    s +=
      rect(cx + kw - 46, y + 46, 34, 14, 7, kpis[i], { opacity: 0.15 }) +
      rect(cx + kw - 40, y + 51, 22, 4, 2, kpis[i]);
  }
  const chartY = y + 96;
  s += rect(kx, chartY, w - 136 - 130, 150, 10, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 });
  s += rect(kx + 14, chartY + 14, 80, 7, 3.5, '#9aa3bd');
  s += lineChart(c, kx + 14, chartY + 36, w - 136 - 158, 100, trend(rng, 9, 0.2, 0.85, 0.12), {
    color: P.violet,
    width: 2.5,
  });
  s += lineChart(c, kx + 14, chartY + 36, w - 136 - 158, 100, trend(rng, 9, 0.15, 0.5, 0.1), {
    color: P.lilac,
    width: 2,
    area: false,
    dot: false,
  });
  const dx = x + w - 130;
  s += rect(dx, chartY, 112, 150, 10, P.paper, { stroke: '#e6e8f2', 'stroke-width': 1 });
  s += donut(
    dx + 56,
    chartY + 66,
    32,
    12,
    [
      [0.52, P.violet],
      [0.28, P.lilac],
      [0.2, P.mint],
    ],
    '#eef0f6',
  );
  s += bars(dx + 20, chartY + 116, [72, 52], { h: 5, gap: 6, fill: '#c8cde0' });
  return s;
}

function promoSaas(c) {
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

// ---------------------------------------------------------------------------------------------
// Services (800x500)

function serviceBase(c, accent, glowAt = [560, 220]) {
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

function serviceWeb(c) {
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

function serviceEcommerce(c) {
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

function serviceDesign(c) {
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

function serviceSeo(c) {
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

function serviceMarketing(c) {
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

function servicePlugins(c) {
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

function landscape(c, x, y, w, h, o = {}) {
  return group(
    rect(
      x,
      y,
      w,
      h,
      0,
      c.linear(
        o.sky ?? [
          [0, '#cfe3ff'],
          [1, '#eef4ff'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
      circle(x + w * 0.74, y + h * 0.32, h * 0.14, o.sun ?? P.amberLight) +
      path(
        `M${x} ${y + h}L${x + w * 0.32} ${y + h * 0.42}L${x + w * 0.52} ${y + h * 0.74}L${x + w * 0.68} ${y + h * 0.56}L${x + w} ${y + h}Z`,
        o.hill ?? '#7d8fd8',
      ) +
      path(
        `M${x} ${y + h}L${x + w * 0.18} ${y + h * 0.7}L${x + w * 0.42} ${y + h}Z`,
        o.hill2 ?? '#5b6fc7',
      ),
    { 'clip-path': c.clip(x, y, w, h, o.r ?? 8) },
  );
}

function serviceContent(c) {
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

/** Workflow node: rounded square with an icon. */
function flowNode(c, cx, cy, s, fill, icon, o = {}) {
  let out = '';
  if (o.glow) out += c.glow(cx, cy, s * 0.7, s * 0.7, o.glow, 0.55, s * 0.25);
  out += c.shadow(cx - s / 2, cy - s / 2, s, s, s * 0.24, { dy: 8, sd: 10, opacity: 0.45 });
  out += rect(cx - s / 2, cy - s / 2, s, s, s * 0.24, fill, {
    stroke: o.line ?? '#ffffff',
    'stroke-opacity': 0.18,
    'stroke-width': 1.5,
  });
  out += icon(cx, cy);
  out +=
    circle(cx - s / 2, cy, 5, P.night, { stroke: P.mutedFg, 'stroke-width': 2 }) +
    circle(cx + s / 2, cy, 5, P.night, { stroke: P.mutedFg, 'stroke-width': 2 });
  return out;
}

const link = (x1, y1, x2, y2, color, o = {}) =>
  stroke(
    `M${num(x1)} ${num(y1)}C${num((x1 + x2) / 2)} ${num(y1)} ${num((x1 + x2) / 2)} ${num(y2)} ${num(x2)} ${num(y2)}`,
    color,
    o.width ?? 2.5,
    { opacity: o.opacity ?? 0.8, 'stroke-dasharray': o.dash },
  );

function serviceAutomation(c) {
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

// ---------------------------------------------------------------------------------------------
// Testimonial avatars (160x160)

function avatar(c, bg, figure) {
  const { width: W, height: H } = c;
  c.add(rect(0, 0, W, H, 0, c.linear(bg, 0, 0, 1, 1)));
  c.add(circle(W * 0.78, H * 0.2, W * 0.32, '#fff', { opacity: 0.08 }));
  c.add(person(W / 2, H + 6, 0.74, figure));
}

// ---------------------------------------------------------------------------------------------
// Blog covers (1200x675)

function blogAi(c) {
  const { rng } = c;
  nightBackdrop(c, [
    [820, 300, 360, 260, P.violet, 0.5, 100],
    [260, 560, 260, 160, P.info, 0.3, 90],
  ]);
  // Neural network
  const layers = [4, 6, 6, 3];
  const pts = layers.map((n, li) =>
    Array.from({ length: n }, (_, i) => [720 + li * 140, 330 + (i - (n - 1) / 2) * 80]),
  );
  let net = '';
  for (let li = 0; li < pts.length - 1; li += 1) {
    for (const a of pts[li]) for (const b of pts[li + 1]) net += `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  c.add(path(net, 'none', { stroke: P.lilac, 'stroke-width': 1.2, opacity: 0.22 }));
  for (const layer of pts)
    for (const [x, y] of layer)
      c.add(
        circle(x, y, 11, P.raised2, { stroke: P.lilac, 'stroke-width': 2 }),
        circle(x, y, 4.5, rng.next() < 0.5 ? P.lilac : P.sky),
      );
  // Editor
  c.add(
    browser(
      c,
      100,
      120,
      540,
      420,
      (a) => {
        let s = rect(a.x, a.y, a.w, a.h, 0, '#0e1428');
        s += rect(a.x, a.y, 44, a.h, 0, '#0b1022');
        for (let i = 0; i < 20; i += 1)
          s += rect(a.x + 16, a.y + 22 + i * 18, 14, 5, 2.5, P.mutedFg, { opacity: 0.25 });
        s += codeLines(rng, a.x + 62, a.y + 22, 11, { lh: 18, h: 6, unit: 10, maxW: a.w - 100 });
        s +=
          rect(a.x + 44, a.y + 222, a.w - 44, 96, 0, P.mint, { opacity: 0.08 }) +
          rect(a.x + 44, a.y + 222, 3, 96, 0, P.mint);
        s += codeLines(rng, a.x + 62, a.y + 234, 5, {
          lh: 18,
          h: 6,
          unit: 10,
          maxW: a.w - 120,
          palette: [P.mint, '#8ef0c4', P.lilac],
        });
        return s;
      },
      { theme: 'dark', r: 14 },
    ),
  );
  // Assistant bubble
  const [x, y, w, h] = [540, 430, 330, 150];
  c.add(card(c, x, y, w, h, { r: 18, fill: '#182047', line: '#3a4275' }));
  c.add(
    circle(
      x + 36,
      y + 36,
      20,
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
    sparkle(x + 36, y + 36, 11, '#fff'),
  );
  c.add(bars(x + 68, y + 28, [140, 100], { h: 7, gap: 8, fill: P.fg, opacity: 0.8 }));
  c.add(bars(x + 24, y + 76, [280, 250, 180], { h: 6, gap: 9, fill: P.mutedFg, opacity: 0.55 }));
  for (let i = 0; i < 6; i += 1)
    c.add(
      sparkle(rng.range(920, 1140), rng.range(80, 600), rng.range(4, 9), P.lilac, {
        opacity: rng.range(0.4, 0.9),
      }),
    );
}

function isoSlab(cx, cy, w, d, t, top, left, right) {
  // Top rhombus centred at (cx, cy); w = half width, d = half depth (screen), t = thickness.
  return (
    path(`M${cx - w} ${cy}L${cx} ${cy + d}L${cx} ${cy + d + t}L${cx - w} ${cy + t}Z`, left) +
    path(`M${cx + w} ${cy}L${cx} ${cy + d}L${cx} ${cy + d + t}L${cx + w} ${cy + t}Z`, right) +
    path(`M${cx} ${cy - d}L${cx + w} ${cy}L${cx} ${cy + d}L${cx - w} ${cy}Z`, top)
  );
}

function blogMetaframeworks(c) {
  const { rng } = c;
  nightBackdrop(c, [
    [600, 360, 380, 260, P.violet, 0.55, 100],
    [980, 140, 200, 140, P.info, 0.35, 80],
    [200, 560, 220, 120, P.mint, 0.15, 80],
  ]);
  fadedGrid(
    c,
    48,
    [
      [0, '#fff', 0],
      [0.5, '#fff', 0.9],
      [1, '#fff', 0],
    ],
    { opacity: 0.07 },
  );
  const layers = [
    ['#2b2f8f', '#1c1f66', '#252a80', P.lilac],
    [P.info, '#063f80', '#0a519f', P.sky],
    [P.green, '#0a4f28', '#0c6433', P.mint],
    [P.violetBright, P.violetDeep, '#4232d0', '#fff'],
  ];
  const cx = 600;
  layers.forEach(([top, left, right, accent], i) => {
    const cy = 470 - i * 92;
    c.add(isoSlab(cx, cy, 230, 120, 26, top, left, right));
    c.add(
      path(`M${cx} ${cy - 120}L${cx + 230} ${cy}L${cx} ${cy + 120}L${cx - 230} ${cy}Z`, 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.25,
        'stroke-width': 1.5,
      }),
    );
    // Tiles on each slab
    const tiles = 3;
    for (let t = 0; t < tiles; t += 1) {
      const tx = cx - 90 + t * 90;
      const ty = cy + (t - 1) * -0 - 6;
      c.add(
        path(`M${tx} ${ty - 18}L${tx + 34} ${ty}L${tx} ${ty + 18}L${tx - 34} ${ty}Z`, accent, {
          opacity: i === 3 ? 0.9 : 0.35,
        }),
      );
    }
  });
  // Orbit & pills
  c.add(
    ellipse(cx, 330, 420, 160, 'none', {
      stroke: P.lilac,
      'stroke-width': 1.5,
      opacity: 0.25,
      'stroke-dasharray': '4 10',
    }),
  );
  const chips = [
    [170, 190, P.violetBright],
    [900, 220, P.sky],
    [930, 470, P.mint],
    [150, 430, P.amberLight],
  ];
  for (const [x, y, color] of chips) {
    c.add(card(c, x, y, 150, 52, { r: 26 }));
    c.add(
      circle(x + 26, y + 26, 11, color),
      rect(x + 46, y + 22, rng.range(60, 86), 8, 4, P.mutedFg, { opacity: 0.7 }),
    );
  }
  for (let i = 0; i < 10; i += 1)
    c.add(
      sparkle(rng.range(60, 1140), rng.range(40, 640), rng.range(3, 7), P.lilac, {
        opacity: rng.range(0.3, 0.8),
      }),
    );
}

function blogVitals(c) {
  const { rng, width: W, height: H } = c;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      c.linear(
        [
          [0, '#f4f3ff'],
          [1, '#e8f0fb'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(c.glow(960, 120, 260, 180, P.lilac, 0.45, 90), c.glow(200, 600, 260, 160, P.sky, 0.3, 90));
  // Page being measured
  c.add(
    browser(
      c,
      90,
      70,
      560,
      420,
      (a) => {
        let s = rect(a.x, a.y, a.w, a.h, 0, P.paper);
        s +=
          rect(a.x + 24, a.y + 20, 90, 10, 5, P.ink) +
          rect(a.x + a.w - 90, a.y + 14, 66, 22, 11, P.violet);
        s += landscape(c, a.x + 24, a.y + 54, a.w - 48, 170, {
          r: 10,
          hill: '#8b80f5',
          hill2: P.violet,
          sky: [
            [0, '#dcd8ff'],
            [1, '#f3f1ff'],
          ],
        });
        s += bars(a.x + 24, a.y + 244, [300, 240], { h: 14, gap: 10, fill: P.ink });
        s += bars(a.x + 24, a.y + 300, [480, 440, 360], { h: 6, gap: 9, fill: '#c3c9d8' });
        return s;
      },
      { r: 14 },
    ),
  );
  // Loading bar
  c.add(
    rect(90, 520, 560, 10, 5, '#dfe3ee'),
    rect(
      90,
      520,
      420,
      10,
      5,
      c.linear(
        [
          [0, P.violet],
          [1, P.mint],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  // Gauges
  const metrics = [
    [0.18, P.green],
    [0.26, P.green],
    [0.62, P.amber],
  ];
  metrics.forEach(([value, color], i) => {
    const x = 720;
    const y = 70 + i * 180;
    c.add(
      card(c, x, y, 390, 160, {
        r: 18,
        fill: P.paper,
        line: '#e3e6f0',
        shadowOpacity: 0.12,
        shadowColor: P.ink,
      }),
    );
    c.add(
      gauge(
        x + 100,
        y + 118,
        72,
        16,
        value,
        [
          [0.4, P.green],
          [0.7, P.amber],
          [1, P.coral],
        ],
        { needle: P.ink },
      ),
    );
    c.add(
      bars(x + 204, y + 40, [60], { h: 12, fill: P.ink }),
      bars(x + 204, y + 64, [130, 100], { h: 6, gap: 8, fill: '#a2aabd' }),
    );
    c.add(
      rect(x + 204, y + 104, 74, 26, 13, color, { opacity: 0.14 }),
      circle(x + 220, y + 117, 6, color),
      rect(x + 232, y + 114, 36, 6, 3, color),
    );
  });
  c.add(
    c.glow(650, 70, 40, 40, P.amber, 0.5, 14),
    circle(650, 70, 32, P.amber),
    bolt(650, 70, 36, '#fff'),
  );
  void rng;
}

function blogN8n(c) {
  const { rng, width: W, height: H } = c;
  nightBackdrop(c, [
    [600, 330, 420, 240, P.violet, 0.4, 100],
    [1000, 560, 220, 140, '#ea4b71', 0.25, 80],
  ]);
  c.add(dotGrid(c, 0, 0, W, H, 28, P.lilac, 1.5, 0.22));
  const pink = '#ea4b71';
  const nodes = [
    ['webhook', 130, 337, '#2a2410', (x, y) => bolt(x, y, 40, P.amber)],
    [
      'ai',
      420,
      337,
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
      (x, y) => sparkle(x - 6, y + 5, 26, '#fff') + sparkle(x + 22, y - 20, 11, '#fff'),
    ],
    [
      'if',
      660,
      337,
      '#2a1530',
      (x, y) =>
        stroke(`M${x - 20} ${y}h12M${x - 8} ${y}l18 -16h10M${x - 8} ${y}l18 16h10`, pink, 3.4),
    ],
    ['mail', 900, 190, '#0d2340', (x, y) => envelope(x, y, 42, P.sky, 3)],
    [
      'sheet',
      900,
      337,
      '#0c2a1e',
      (x, y) =>
        rect(x - 18, y - 20, 36, 40, 4, 'none', { stroke: P.mint, 'stroke-width': 3 }) +
        stroke(`M${x - 18} ${y - 6}h36M${x - 18} ${y + 8}h36M${x - 4} ${y - 20}v40`, P.mint, 2.4),
    ],
    [
      'chat',
      900,
      484,
      '#182047',
      (x, y) =>
        path(
          `M${x - 20} ${y - 16}h40a6 6 0 0 1 6 6v20a6 6 0 0 1 -6 6h-24l-12 10v-10h-4a6 6 0 0 1 -6 -6v-20a6 6 0 0 1 6 -6z`,
          'none',
          { stroke: P.lilac, 'stroke-width': 3, 'stroke-linejoin': 'round' },
        ),
    ],
  ];
  c.add(
    link(175, 337, 365, 337, P.lilac, { width: 3 }),
    link(475, 337, 615, 337, P.lilac, { width: 3 }),
  );
  c.add(
    link(705, 337, 855, 190, pink, { width: 3 }),
    link(705, 337, 855, 337, pink, { width: 3 }),
    link(705, 337, 855, 484, pink, { width: 3, dash: '7 7' }),
  );
  for (const [name, x, y, fill, icon] of nodes) {
    const s = name === 'ai' ? 110 : 90;
    c.add(flowNode(c, x, y, s, fill, icon, name === 'ai' ? { glow: P.violet } : {}));
    c.add(rect(x - 36, y + s / 2 + 16, 72, 8, 4, P.mutedFg, { opacity: 0.6 }));
  }
  // AI model sub-nodes
  c.add(
    link(420, 392, 380, 500, P.lilac, { dash: '4 6', width: 2 }),
    link(420, 392, 470, 500, P.lilac, { dash: '4 6', width: 2 }),
  );
  c.add(
    circle(380, 520, 22, P.raised2, { stroke: P.lilac, 'stroke-width': 2 }),
    database(380, 520, 20, P.lilac, 2),
  );
  c.add(
    circle(470, 520, 22, P.raised2, { stroke: P.lilac, 'stroke-width': 2 }),
    gear(470, 520, 12, P.lilac, 8),
  );
  // Execution badge
  c.add(card(c, 1010, 70, 150, 52, { r: 26 }));
  c.add(
    circle(1036, 96, 12, P.green),
    check(1036, 96, 12, '#fff', 2.6),
    rect(1056, 92, 80, 8, 4, P.mutedFg, { opacity: 0.7 }),
  );
  void rng;
}

function storefront(c, x, y, w, h) {
  const stripe = w / 8;
  let awning = '';
  for (let i = 0; i < 8; i += 1)
    awning += path(
      `M${x + i * stripe} ${y + 40}h${stripe}v34a${stripe / 2} ${stripe / 2} 0 0 1 ${-stripe} 0z`,
      i % 2 ? P.paper : P.coral,
    );
  return (
    c.shadow(x, y, w, h, 12, { dy: 14, sd: 16, opacity: 0.18, color: P.ink }) +
    rect(x + 10, y + 40, w - 20, h - 40, 0, '#fff7ec') +
    rect(x - 6, y, w + 12, 44, 8, P.ink) +
    rect(x + w / 2 - 70, y + 14, 140, 16, 8, P.amberLight) +
    awning +
    rect(x + 30, y + 120, w * 0.42, h - 170, 6, '#cfe3ff', { stroke: P.ink, 'stroke-width': 4 }) +
    stroke(`M${x + 30 + w * 0.21} ${y + 120}v${h - 170}`, P.ink, 3) +
    rect(x + w - 30 - w * 0.3, y + 130, w * 0.3, h - 130, 6, P.violet) +
    circle(x + w - 46 - w * 0.3 + w * 0.3, y + 130 + (h - 130) / 2, 5, P.amberLight) +
    rect(x - 10, y + h - 10, w + 20, 14, 4, '#c9cfdd') +
    circle(x + 60, y + 180, 16, P.mint, { opacity: 0.8 }) +
    circle(x + 92, y + 196, 12, P.amberLight, { opacity: 0.85 })
  );
}

function blogMarketingAi(c) {
  const { rng, width: W, height: H } = c;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      c.linear(
        [
          [0, '#fff6ea'],
          [1, '#f1efff'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(
    c.glow(860, 300, 300, 220, P.lilac, 0.5, 90),
    c.glow(220, 140, 220, 140, P.amberLight, 0.4, 80),
  );
  c.add(rect(0, 560, W, 115, 0, '#e9e6f7'));
  c.add(storefront(c, 100, 200, 380, 370));
  // Phone with an ad
  c.add(
    phone(
      c,
      600,
      100,
      220,
      450,
      (s) => {
        let o = rect(s.x, s.y, s.w, s.h, 0, P.paper);
        o +=
          circle(s.x + 26, s.y + 44, 12, P.coral) +
          rect(s.x + 46, s.y + 38, 80, 7, 3.5, P.ink, { opacity: 0.7 });
        o += rect(
          s.x + 10,
          s.y + 66,
          s.w - 20,
          190,
          12,
          c.linear(
            [
              [0, '#ffe2b3'],
              [1, P.coral],
            ],
            0,
            0,
            1,
            1,
          ),
        );
        o +=
          circle(s.x + s.w / 2, s.y + 150, 50, '#fff', { opacity: 0.35 }) +
          sparkle(s.x + s.w / 2, s.y + 150, 28, '#fff');
        o +=
          heart(s.x + 24, s.y + 276, 20, P.coral) +
          rect(s.x + 40, s.y + 272, 40, 8, 4, P.ink, { opacity: 0.6 });
        o += bars(s.x + 14, s.y + 300, [s.w * 0.8, s.w * 0.6], { h: 6, gap: 8, fill: '#b6bdcc' });
        o +=
          rect(s.x + 14, s.y + 340, s.w - 28, 34, 17, P.violet) +
          rect(s.x + s.w / 2 - 30, s.y + 354, 60, 7, 3.5, '#fff');
        return o;
      },
      { shadowOpacity: 0.25 },
    ),
  );
  // AI assistant card
  c.add(
    card(c, 870, 110, 250, 130, {
      r: 18,
      fill: P.paper,
      line: null,
      shadowOpacity: 0.15,
      shadowColor: P.ink,
    }),
  );
  c.add(
    circle(
      904,
      146,
      20,
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
    sparkle(904, 146, 11, '#fff'),
  );
  c.add(
    bars(934, 138, [120, 80], { h: 7, gap: 8, fill: P.ink, opacity: 0.7 }),
    bars(890, 186, [210, 170], { h: 6, gap: 9, fill: '#b6bdcc' }),
  );
  // Sales chart
  c.add(
    card(c, 870, 280, 250, 200, {
      r: 18,
      fill: P.paper,
      line: null,
      shadowOpacity: 0.15,
      shadowColor: P.ink,
    }),
  );
  c.add(
    bars(892, 302, [90], { h: 7, fill: '#9aa3bd' }),
    bars(892, 320, [70], { h: 16, fill: P.ink }),
  );
  c.add(
    rect(1040, 302, 58, 24, 12, P.green, { opacity: 0.14 }),
    trendUp(1069, 314, 22, P.green, 2.4),
  );
  c.add(
    barChart(892, 356, 206, 104, trend(rng, 7, 0.25, 0.95, 0.1), [P.lilac, P.violet], { r: 4 }),
  );
  for (let i = 0; i < 7; i += 1)
    c.add(
      sparkle(
        rng.range(520, 1160),
        rng.range(40, 540),
        rng.range(5, 10),
        rng.pick([P.violet, P.amber, P.lilac]),
        { opacity: rng.range(0.5, 0.9) },
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Online-shop projects (800x600)

function shopFrame(c, bg, accentGlow, content, phoneContent) {
  const { width: W, height: H } = c;
  c.add(rect(0, 0, W, H, 0, c.linear(bg, 0, 0, 1, 1)));
  c.add(c.glow(W * 0.7, H * 0.3, 260, 180, accentGlow, 0.35, 80));
  c.add(browser(c, 40, 40, 620, 500, content, { r: 14, shadowOpacity: 0.2 }));
  c.add(phone(c, 610, 250, 150, 310, phoneContent, { shadowOpacity: 0.3 }));
}

const tshirt = (cx, cy, k, fill) =>
  path(
    `M${cx - 22 * k} ${cy - 40 * k}L${cx - 50 * k} ${cy - 28 * k}L${cx - 62 * k} ${cy - 2 * k}L${cx - 42 * k} ${cy + 6 * k}L${cx - 36 * k} ${cy - 6 * k}V${cy + 44 * k}H${cx + 36 * k}V${cy - 6 * k}L${cx + 42 * k} ${cy + 6 * k}L${cx + 62 * k} ${cy - 2 * k}L${cx + 50 * k} ${cy - 28 * k}L${cx + 22 * k} ${cy - 40 * k}C${cx + 16 * k} ${cy - 28 * k} ${cx - 16 * k} ${cy - 28 * k} ${cx - 22 * k} ${cy - 40 * k}Z`,
    fill,
  );
const dress = (cx, cy, k, fill) =>
  path(
    `M${cx - 14 * k} ${cy - 56 * k}L${cx - 20 * k} ${cy - 20 * k}L${cx - 52 * k} ${cy + 56 * k}H${cx + 52 * k}L${cx + 20 * k} ${cy - 20 * k}L${cx + 14 * k} ${cy - 56 * k}C${cx + 8 * k} ${cy - 44 * k} ${cx - 8 * k} ${cy - 44 * k} ${cx - 14 * k} ${cy - 56 * k}Z`,
    fill,
  ) + rect(cx - 22 * k, cy - 24 * k, 44 * k, 8 * k, 4 * k, '#fff', { opacity: 0.35 });
const handbag = (cx, cy, k, fill) =>
  stroke(`M${cx - 20 * k} ${cy - 12 * k}v-10a20 20 0 0 1 ${40 * k} 0v10`, fill, 5 * k) +
  rect(cx - 40 * k, cy - 14 * k, 80 * k, 58 * k, 10 * k, fill) +
  rect(cx - 8 * k, cy + 2 * k, 16 * k, 8 * k, 3 * k, '#fff', { opacity: 0.6 });
const hat = (cx, cy, k, fill) =>
  ellipse(cx, cy + 16 * k, 58 * k, 14 * k, fill) +
  path(
    `M${cx - 32 * k} ${cy + 14 * k}C${cx - 32 * k} ${cy - 40 * k} ${cx + 32 * k} ${cy - 40 * k} ${cx + 32 * k} ${cy + 14 * k}Z`,
    fill,
  ) +
  rect(cx - 32 * k, cy - 2 * k, 64 * k, 9 * k, 0, '#1f1a1c', { opacity: 0.6 });

function shopFashion(c) {
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

function shopOrganic(c) {
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

function headphones(cx, cy, k, fill, pad) {
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

function shopElectronics(c) {
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

// ---------------------------------------------------------------------------------------------
// Team (1200x800): a small team around a shared board

function laptop(c, cx, base, w, screenFill) {
  const h = w * 0.62;
  return (
    path(
      `M${cx - w / 2 + 8} ${base - h}h${w - 16}a8 8 0 0 1 8 8v${h - 14}h${-w}v${-(h - 14)}a8 8 0 0 1 8 -8z`,
      '#2a3150',
    ) +
    rect(cx - w / 2 + 8, base - h + 8, w - 16, h - 22, 4, screenFill) +
    path(`M${cx - w / 2 - 22} ${base - 6}h${w + 44}l-10 12h${-(w + 24)}z`, '#c2c8d8') +
    circle(cx, base - h / 2 - 4, 7, '#fff', { opacity: 0.7 })
  );
}

function team(c) {
  const { rng, width: W, height: H } = c;
  const desk = 636;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      c.linear(
        [
          [0, '#f3f1ff'],
          [1, '#e6edfa'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(c.glow(600, 230, 440, 200, P.lilac, 0.45, 100));
  // Shared board on the wall
  const [bx, by, bw, bh] = [260, 56, 680, 216];
  c.add(
    card(c, bx, by, bw, bh, {
      r: 18,
      fill: P.paper,
      line: '#e0e3ef',
      shadowOpacity: 0.12,
      shadowColor: P.ink,
    }),
  );
  [P.violet, P.amber, P.green].forEach((color, i) => {
    const cx = bx + 24 + i * 216;
    c.add(
      rect(cx, by + 22, 200, 28, 8, color, { opacity: 0.12 }),
      circle(cx + 16, by + 36, 6, color),
      rect(cx + 30, by + 33, 70, 6, 3, color),
    );
    for (let k = 0; k < 2; k += 1) {
      const cy = by + 62 + k * 70;
      c.add(rect(cx, cy, 200, 58, 10, P.mist, { stroke: '#e3e7f0', 'stroke-width': 1 }));
      c.add(
        rect(cx + 14, cy + 14, rng.range(90, 150), 7, 3.5, P.ink, { opacity: 0.7 }),
        rect(cx + 14, cy + 30, rng.range(60, 120), 5, 2.5, '#a6aec2'),
      );
      c.add(circle(cx + 178, cy + 40, 9, rng.pick([P.lilac, P.sky, P.amberLight, P.mint])));
    }
  });
  c.add(circle(bx + bw - 6, by + 8, 24, P.green), check(bx + bw - 6, by + 8, 24, '#fff', 4));
  // People behind the desk
  const people = [
    [
      330,
      desk,
      1.75,
      { skin: '#f0c4a0', hair: '#2b1d16', shirt: P.violet, style: 'short', collar: '#fff' },
    ],
    [600, desk, 1.9, { skin: '#b97c53', hair: '#16100c', shirt: P.amber, style: 'curly' }],
    [870, desk, 1.75, { skin: '#e8b991', hair: '#7a3b1f', shirt: P.info, style: 'long' }],
  ];
  for (const [cx, base, s, look] of people) c.add(person(cx, base, s, look));
  // Speech bubbles
  c.add(
    card(c, 70, 300, 160, 64, {
      r: 20,
      fill: P.paper,
      line: null,
      shadowOpacity: 0.12,
      shadowColor: P.ink,
    }),
    path('M200 362l16 22l2 -22z', P.paper),
  );
  c.add(bars(92, 320, [110, 76], { h: 7, gap: 8, fill: '#a6aec2' }));
  c.add(
    card(c, 970, 300, 170, 64, {
      r: 20,
      fill: P.violet,
      line: null,
      shadowOpacity: 0.2,
      shadowColor: P.violetDeep,
    }),
    path('M994 362l-14 22l30 -22z', P.violet),
  );
  c.add(
    codeMark(1010, 332, 30, '#fff', 3),
    bars(1040, 328, [72], { h: 7, fill: '#fff', opacity: 0.75 }),
  );
  // Desk and floor
  c.add(rect(0, desk + 10, W, H - desk - 10, 0, '#dfe3f2'));
  c.add(
    rect(
      60,
      desk,
      W - 120,
      26,
      10,
      c.linear(
        [
          [0, '#2a3150'],
          [1, '#1a2040'],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  c.add(
    rect(100, desk + 26, 24, H - desk - 26, 0, '#1a2040'),
    rect(W - 124, desk + 26, 24, H - desk - 26, 0, '#1a2040'),
  );
  c.add(
    rect(124, desk + 26, W - 248, 96, 0, '#cdd3e8'),
    rect(124, desk + 26, W - 248, 10, 0, '#000', { opacity: 0.06 }),
  );
  c.add(
    laptop(
      c,
      330,
      desk + 2,
      240,
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
    ),
  );
  c.add(
    laptop(
      c,
      870,
      desk + 2,
      240,
      c.linear(
        [
          [0, P.raised],
          [1, '#24305a'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(codeLines(rng, 770, desk - 128, 6, { lh: 14, h: 5, unit: 7, maxW: 190 }));
  // Tablet in the middle
  c.add(
    path(`M510 ${desk}l18 -74h150l-18 74z`, '#2a3150'),
    path(`M523 ${desk - 8}l14 -60h130l-14 60z`, P.paper),
  );
  c.add(
    barChart(546, desk - 64, 104, 48, [0.4, 0.6, 0.5, 0.8, 0.95], [P.violet, P.lilac], { r: 2 }),
  );
  // Mug & plant
  c.add(
    rect(1040, desk - 52, 44, 52, 8, P.coral),
    stroke(`M1084 ${desk - 36}h8a10 10 0 0 1 0 20h-8`, P.coral, 6),
  );
  for (let i = 0; i < 7; i += 1)
    c.add(
      leaf(
        145,
        desk - 48,
        rng.range(55, 85),
        -150 + i * 22 + rng.range(-6, 6),
        i % 2 ? '#3e8e5a' : '#58b07a',
      ),
    );
  c.add(path(`M116 ${desk}l-10 -56h78l-10 56z`, '#c9b8a6'));
  c.add(
    sparkle(1130, 110, 14, P.violet, { opacity: 0.8 }),
    sparkle(110, 150, 10, P.amber, { opacity: 0.8 }),
    sparkle(1070, 470, 8, P.lilac),
  );
}

// ---------------------------------------------------------------------------------------------
// The catalogue

function entry(name, width, height, widths, draw) {
  return [
    name,
    {
      width,
      height,
      widths,
      svg: () => {
        const c = new Canvas(width, height, name);
        draw(c);
        return c.toString();
      },
    },
  ];
}

const looks = {
  'testimonial-1': [
    [
      [0, P.violetBright],
      [1, P.violetDeep],
    ],
    { skin: '#f1c6a3', hair: '#3b2416', shirt: '#f5f7fb', style: 'long', collar: P.lilac },
  ],
  'testimonial-2': [
    [
      [0, '#2f8fe6'],
      [1, P.info],
    ],
    { skin: '#b77a4f', hair: '#15100c', shirt: P.night, style: 'short', collar: '#fff' },
  ],
  'testimonial-3': [
    [
      [0, P.amberLight],
      [1, P.amber],
    ],
    { skin: '#e6b48b', hair: '#6b2f1a', shirt: P.green, style: 'bun' },
  ],
};

/** Every generated image: name -> intrinsic size, rendered widths and the SVG source. */
export const artwork = Object.fromEntries([
  entry('hero-agencies', 1600, 900, [640, 960, 1280, 1600], heroAgencies),
  entry('hero-clients', 1600, 900, [640, 960, 1280, 1600], heroClients),
  entry('promo-site-1', 640, 480, [320, 640], promoRestaurant),
  entry('promo-site-2', 640, 480, [320, 640], promoStore),
  entry('promo-site-3', 640, 480, [320, 640], promoLaw),
  entry('promo-site-4', 640, 480, [320, 640], promoFitness),
  entry('promo-site-5', 640, 480, [320, 640], promoSaas),
  entry('service-web', 800, 500, [400, 800], serviceWeb),
  entry('service-ecommerce', 800, 500, [400, 800], serviceEcommerce),
  entry('service-design', 800, 500, [400, 800], serviceDesign),
  entry('service-seo', 800, 500, [400, 800], serviceSeo),
  entry('service-marketing', 800, 500, [400, 800], serviceMarketing),
  entry('service-plugins', 800, 500, [400, 800], servicePlugins),
  entry('service-content', 800, 500, [400, 800], serviceContent),
  entry('service-automation', 800, 500, [400, 800], serviceAutomation),
  ...Object.entries(looks).map(([name, [bg, figure]]) =>
    entry(name, 160, 160, [80, 160], (c) => avatar(c, bg, figure)),
  ),
  entry('blog-ia-desarrollo-web', 1200, 675, [400, 800, 1200], blogAi),
  entry('blog-metaframeworks-2025', 1200, 675, [400, 800, 1200], blogMetaframeworks),
  entry('blog-seo-core-web-vitals', 1200, 675, [400, 800, 1200], blogVitals),
  entry('blog-automatizacion-n8n-ia', 1200, 675, [400, 800, 1200], blogN8n),
  entry('blog-marketing-ia-pymes', 1200, 675, [400, 800, 1200], blogMarketingAi),
  entry('shop-project-1', 800, 600, [400, 800], shopFashion),
  entry('shop-project-2', 800, 600, [400, 800], shopOrganic),
  entry('shop-project-3', 800, 600, [400, 800], shopElectronics),
  entry('team', 1200, 800, [600, 1200], team),
]);
