// SVG primitives for the generated artwork: the seeded PRNG, element builders and the Canvas that
// collects one document's defs and body.

// ---------------------------------------------------------------------------------------------
// Seeded PRNG (FNV-1a hash of the image name -> mulberry32)

export function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createRng(seed) {
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

export const num = (v) => String(Math.round(v * 10) / 10);

export function attrs(o) {
  let out = '';
  for (const [key, value] of Object.entries(o)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return out;
}

export const el = (tag, o, inner) =>
  inner === undefined ? `<${tag}${attrs(o)}/>` : `<${tag}${attrs(o)}>${inner}</${tag}>`;
export const rect = (x, y, width, height, rx, fill, o = {}) =>
  el('rect', { x, y, width, height, rx: rx || undefined, fill, ...o });
export const circle = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
export const ellipse = (cx, cy, rx, ry, fill, o = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...o });
export const path = (d, fill, o = {}) => el('path', { d, fill, ...o });
export const group = (inner, o = {}) => el('g', o, inner);
export const stroke = (d, color, width, o = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...o,
  });
export const poly = (points) =>
  points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('');

/** One SVG document: collects defs (gradients, filters, clips) and body. */
export class Canvas {
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
