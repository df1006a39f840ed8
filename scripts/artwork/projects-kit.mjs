// Shared pieces of the portfolio screenshots (project-1 … project-13, 800x600): backdrops, the
// window framing, a site's navigation bar, brand marks, a strip of client logos.

import {
  bars,
  browser,
  circle,
  ellipse,
  gradient,
  group,
  path,
  pill,
  poly,
  rect,
} from './helpers.mjs';

/** Background of a screenshot: a two-colour gradient and soft glows [cx, cy, rx, ry, colour, opacity]. */
export function projectBackdrop(c, from, to, glows = []) {
  c.add(rect(0, 0, c.width, c.height, 0, gradient(c, from, to)));
  for (const [cx, cy, rx, ry, color, opacity] of glows)
    c.add(c.glow(cx, cy, rx, ry, color, opacity, 70));
}

/** A browser window on the backdrop; `content` draws the page. */
export function framedSite(c, content, o = {}) {
  const { x = 50, y = 44, w = 700, h = 512, theme = 'light' } = o;
  c.add(
    browser(c, x, y, w, h, content, {
      theme,
      r: 14,
      shadowOpacity: o.shadowOpacity ?? (theme === 'dark' ? 0.55 : 0.2),
      shadowColor: o.shadowColor,
      urlWidth: 0.4,
    }),
  );
}

/** A browser window filling the whole image, page background `bg`. */
export function fullSite(c, bg, content, o = {}) {
  c.add(
    browser(c, 0, 0, c.width, c.height, (a) => rect(a.x, a.y, a.w, a.h, 0, bg) + content(a), {
      shadow: false,
      r: 0,
      bar: 30,
      urlWidth: 0.46,
      theme: o.theme ?? 'light',
    }),
  );
}

/** A brand's mark, about 2r across. */
export function logoMark(kind, cx, cy, r, fill) {
  const at = (points) => `${poly(points.map(([dx, dy]) => [cx + dx * r, cy + dy * r]))}Z`;
  switch (kind) {
    case 'square':
      return rect(cx - r, cy - r, r * 2, r * 2, r * 0.45, fill);
    case 'diamond':
      return path(
        at([
          [0, -1],
          [1, 0],
          [0, 1],
          [-1, 0],
        ]),
        fill,
      );
    case 'triangle':
      return path(
        at([
          [0, -1],
          [1, 0.8],
          [-1, 0.8],
        ]),
        fill,
      );
    case 'hex':
      return path(
        at(
          Array.from({ length: 6 }, (_, i) => [
            Math.cos((i * Math.PI) / 3),
            Math.sin((i * Math.PI) / 3),
          ]),
        ),
        fill,
      );
    case 'ring':
      return circle(cx, cy, r * 0.78, 'none', { stroke: fill, 'stroke-width': r * 0.44 });
    case 'leaf':
      return path(
        `M${cx - r} ${cy + r}C${cx - r} ${cy - r * 0.4} ${cx - r * 0.2} ${cy - r} ${cx + r} ${cy - r}C${cx + r} ${cy + r * 0.2} ${cx + r * 0.4} ${cy + r} ${cx - r} ${cy + r}Z`,
        fill,
      );
    case 'blocks':
      return (
        rect(cx - r, cy - r, r * 0.9, r * 0.9, r * 0.2, fill) +
        rect(cx + r * 0.1, cy - r, r * 0.9, r * 0.9, r * 0.2, fill, { opacity: 0.6 }) +
        rect(cx - r, cy + r * 0.1, r * 0.9, r * 0.9, r * 0.2, fill, { opacity: 0.6 }) +
        rect(cx + r * 0.1, cy + r * 0.1, r * 0.9, r * 0.9, r * 0.2, fill)
      );
    default:
      return circle(cx, cy, r, fill);
  }
}

/**
 * A site's top bar: mark and name on the left, links and an action on the right.
 * o: { mark, color, ink, link, links, cta, ctaInk, ctaW, h, centreLinks }
 */
export function siteNav(x, y, w, o = {}) {
  const { mark = 'circle', color, ink, link = ink, links = 4, h = 52 } = o;
  const my = y + h / 2;
  let s = logoMark(mark, x + 30, my, 10, color) + rect(x + 48, my - 5, o.nameW ?? 70, 10, 5, ink);
  const ctaW = o.ctaW ?? 84;
  const linksEnd = o.cta === null ? x + w - 24 : x + w - 24 - ctaW - 24;
  const startX = o.centreLinks ? x + w / 2 - (links * 56) / 2 : linksEnd - links * 56;
  for (let i = 0; i < links; i += 1)
    s += rect(startX + i * 56 + 8, my - 3.5, 40, 7, 3.5, link, { opacity: 0.7 });
  if (o.cta !== null)
    s += pill(x + w - 24 - ctaW, my - 14, ctaW, 28, o.cta ?? color, o.ctaInk ?? '#fff');
  return s;
}

/** A row of abstract client logos (mark plus name bar), in one quiet colour. */
export function logoStrip(x, y, w, n, fill, rng, o = {}) {
  const kinds = ['circle', 'square', 'diamond', 'triangle', 'hex', 'ring'];
  const step = w / n;
  let s = '';
  for (let i = 0; i < n; i += 1) {
    const cx = x + i * step + step / 2 - 30;
    s += logoMark(kinds[(i + (o.offset ?? 0)) % kinds.length], cx, y, 8, fill);
    s += rect(cx + 14, y - 4, rng.range(36, 56), 8, 4, fill);
  }
  return s;
}

/** A photo-like picture: sky gradient, sun and hills, for image tiles of a page. */
export function picture(c, x, y, w, h, colors, o = {}) {
  const [sky1, sky2, hill1, hill2, sun] = colors;
  return (
    rect(x, y, w, h, o.r ?? 8, gradient(c, sky1, sky2, 'down')) +
    group(
      circle(x + w * (o.sunX ?? 0.7), y + h * 0.34, Math.min(w, h) * 0.13, sun, { opacity: 0.9 }) +
        path(
          `M${x} ${y + h}L${x} ${y + h * 0.72}C${x + w * 0.25} ${y + h * 0.5} ${x + w * 0.45} ${y + h * 0.62} ${x + w * 0.6} ${y + h * 0.7}C${x + w * 0.78} ${y + h * 0.78} ${x + w * 0.9} ${y + h * 0.6} ${x + w} ${y + h * 0.64}V${y + h}Z`,
          hill1,
        ) +
        ellipse(x + w * 0.3, y + h * 1.02, w * 0.5, h * 0.2, hill2),
      { 'clip-path': c.clip(x, y, w, h, o.r ?? 8) },
    )
  );
}

/** Bars of a heading: `h` tall lines of the given widths. */
export const heading = (x, y, widths, fill, h = 18, gap = 10) =>
  bars(x, y, widths, { h, gap, fill });
