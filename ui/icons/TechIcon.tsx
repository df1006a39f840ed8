import { techMarks } from './tech-marks';
import type * as React from 'react';

/** A filled brand logo from simple-icons: its path and brand colour (hex without '#'). */
type BrandMark = { path: string; hex: string };
/** A generic line icon drawn here (24x24, 2 px stroke), for topics without a logo. */
type LineMark = { lines: React.ReactNode };

const brand = ({ path, hex }: BrandMark): BrandMark => ({ path, hex });

// simple-icons has no AWS logo any more (Amazon asked for its removal): a plain cloud instead.
const cloud: LineMark = {
  lines: <path d="M7 19h10.5a4.5 4.5 0 0 0 .6-8.96A6.5 6.5 0 0 0 5.6 8.6 5.2 5.2 0 0 0 7 19z" />,
};

const shield: LineMark = {
  lines: (
    <>
      <path d="M12 2.8 4.5 5.6v5.6c0 4.7 3.1 8.6 7.5 10 4.4-1.4 7.5-5.3 7.5-10V5.6z" />
      <path d="m8.7 12.1 2.3 2.3 4.4-4.5" />
    </>
  ),
};

const searchChart: LineMark = {
  lines: (
    <>
      <circle cx="10.5" cy="10.5" r="7" />
      <path d="m15.5 15.5 5.5 5.5M7.5 13v-1.5M10.5 13V8M13.5 13v-3" />
    </>
  ),
};

const gauge: LineMark = {
  lines: (
    <>
      <path d="M3.9 17.5a9 9 0 1 1 16.2 0" />
      <path d="m12 14.5 4-5M5.5 11.5h1.2M12 5.2v1.2M18.5 11.5h-1.2" />
      <circle cx="12" cy="14.5" r="1.3" />
    </>
  ),
};

const marks = {
  react: brand(techMarks.react),
  nodejs: brand(techMarks.nodedotjs),
  typescript: brand(techMarks.typescript),
  nextjs: brand(techMarks.nextdotjs),
  mongodb: brand(techMarks.mongodb),
  postgresql: brand(techMarks.postgresql),
  tailwind: brand(techMarks.tailwindcss),
  python: brand(techMarks.python),
  laravel: brand(techMarks.laravel),
  graphql: brand(techMarks.graphql),
  reactNative: brand(techMarks.react),
  flutter: brand(techMarks.flutter),
  swift: brand(techMarks.swift),
  kotlin: brand(techMarks.kotlin),
  docker: brand(techMarks.docker),
  aws: cloud,
  cicd: brand(techMarks.githubactions),
  kubernetes: brand(techMarks.kubernetes),
  security: shield,
  seo: searchChart,
  performance: gauge,
  analytics: brand(techMarks.googleanalytics),
  n8n: brand(techMarks.n8n),
  stripe: brand(techMarks.stripe),
  vercel: brand(techMarks.vercel),
  supabase: brand(techMarks.supabase),
  shopify: brand(techMarks.shopify),
  woocommerce: brand(techMarks.woocommerce),
  wordpress: brand(techMarks.wordpress),
} satisfies Record<string, BrandMark | LineMark>;

export type TechName = keyof typeof marks;
export const techNames = Object.keys(marks) as TechName[];

// Brand colours are meant for light backgrounds. A colour below 3:1 against white (WCAG non-text
// contrast; e.g. React's light cyan, Tailwind, Supabase, Shopify, n8n) would fade into the page,
// so those logos use the page's text colour (--color-foreground) instead. Generic icons, which
// have no brand, take the accent (--color-primary).
const FALLBACK_COLOUR = 'var(--color-foreground)';
const GENERIC_COLOUR = 'var(--color-primary)';

/** WCAG 2 contrast ratio of a 6-digit hex colour (no '#') against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05);
}

function brandColour(mark: BrandMark | LineMark): string {
  if (!('hex' in mark)) return GENERIC_COLOUR;
  return contrastOnWhite(mark.hex) >= 3 ? `#${mark.hex}` : FALLBACK_COLOUR;
}

export type TechIconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  name: TechName;
  /** Accessible name; omit when the icon sits next to visible text or inside a named link. */
  title?: string;
  /** Fill with the brand's own colour instead of the text colour (for light backgrounds). */
  brandColor?: boolean;
};

/** A technology logo (or a generic line icon) in the current text colour (24x24 viewBox). */
export function TechIcon({ name, title, brandColor, className, ...props }: TechIconProps) {
  const labelled = Boolean(title);
  const mark: BrandMark | LineMark = marks[name];
  const colour = brandColor ? brandColour(mark) : 'currentColor';
  return (
    <svg
      viewBox="0 0 24 24"
      fill={colour}
      className={className ?? 'size-6'}
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      aria-label={title}
      focusable="false"
      {...props}
    >
      {'path' in mark ? (
        <path d={mark.path} />
      ) : (
        <g fill="none" stroke={colour} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {mark.lines}
        </g>
      )}
    </svg>
  );
}
