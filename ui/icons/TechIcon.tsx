import type * as React from 'react';
import { contrastRatio } from '../../domain';

/** A filled brand logo from simple-icons: its path and brand colour (hex without '#'). */
export type BrandMark = { path: string; hex: string };
/** A generic line icon drawn here (24x24, 2 px stroke), for topics without a logo. */
export type LineMark = { lines: React.ReactNode };
/**
 * What TechIcon draws: one of the logos of ./tech-marks or the icons of ./tech-line-marks, each
 * its own export, so a page's JavaScript carries only the logos it shows.
 */
export type TechMark = BrandMark | LineMark;

// Brand colours are meant for light backgrounds. A colour below 3:1 against white (WCAG non-text
// contrast; e.g. React's light cyan, Tailwind, Supabase, Shopify, n8n) would fade into the page,
// so those logos use the page's text colour (--color-foreground) instead. Generic icons, which
// have no brand, take the accent (--color-primary).
const FALLBACK_COLOUR = 'var(--color-foreground)';
const GENERIC_COLOUR = 'var(--color-primary)';

function brandColour(mark: TechMark): string {
  if (!('hex' in mark)) return GENERIC_COLOUR;
  return contrastRatio(mark.hex, 'ffffff') >= 3 ? `#${mark.hex}` : FALLBACK_COLOUR;
}

export type TechIconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  mark: TechMark;
  /** Accessible name; omit when the icon sits next to visible text or inside a named link. */
  title?: string;
  /** Fill with the brand's own colour instead of the text colour (for light backgrounds). */
  brandColor?: boolean;
};

/** A technology logo (or a generic line icon) in the current text colour (24x24 viewBox). */
export function TechIcon({ mark, title, brandColor, className, ...props }: TechIconProps) {
  const labelled = Boolean(title);
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
