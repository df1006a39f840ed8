import type * as React from 'react';

// LinkedIn asked simple-icons to remove its logo; this is the plain "in" mark on a rounded square.
const linkedinPath =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05a3.8 3.8 0 0 1 3.37-1.85c3.6 0 4.27 2.37 4.27 5.46zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13m1.78 13.02H3.56V9h3.56zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0';

// Instagram and GitHub marks from simple-icons (CC0), inlined at two decimals (a hundredth of the
// 24-unit box is invisible at icon size): every page draws them in the footer.
const instagramPath =
  'M7.03.08a9 9 0 0 0-2.91.57c-.79.3-1.46.72-2.12 1.39A6 6 0 0 0 .62 4.16c-.3.77-.5 1.64-.56 2.92A85 85 0 0 0 0 12.02c0 3.26.02 3.67.08 4.95s.27 2.15.57 2.91c.3.79.72 1.46 1.39 2.12a6 6 0 0 0 2.12 1.38c.77.3 1.64.5 2.92.56 1.27.05 1.69.06 4.94.06s3.67-.02 4.95-.08a9 9 0 0 0 2.91-.57c.79-.3 1.46-.72 2.12-1.38a6 6 0 0 0 1.38-2.13c.3-.77.5-1.64.56-2.92.05-1.28.06-1.68.06-4.94s-.02-3.67-.08-4.95a9 9 0 0 0-.57-2.91A6 6 0 0 0 21.97 2 6 6 0 0 0 19.84.62c-.77-.3-1.64-.5-2.92-.56A86 86 0 0 0 11.98 0C8.72 0 8.3.02 7.03.08m.14 21.7a7 7 0 0 1-2.23-.41 4 4 0 0 1-1.38-.9 4 4 0 0 1-.9-1.37 7 7 0 0 1-.42-2.23 85 85 0 0 1-.08-4.85c0-3.2 0-3.58.06-4.85.05-1.17.25-1.8.41-2.23.22-.56.48-.96.9-1.38a4 4 0 0 1 1.38-.9 7 7 0 0 1 2.22-.42c1.27-.06 1.65-.07 4.85-.07 3.2-.01 3.58 0 4.85.06 1.17.05 1.8.24 2.23.4.56.22.96.48 1.38.9s.68.82.9 1.38c.17.42.36 1.05.42 2.22.06 1.27.07 1.65.08 4.85s0 3.59-.06 4.85a7 7 0 0 1-.41 2.23c-.22.56-.48.96-.9 1.38a4 4 0 0 1-1.38.9c-.42.17-1.05.36-2.22.42a85 85 0 0 1-4.85.08c-3.2 0-3.58 0-4.85-.06m9.78-16.2a1.44 1.44 0 1 0 1.44-1.44 1.44 1.44 0 0 0-1.44 1.45M5.84 12A6.16 6.16 0 1 0 18.16 12 6.16 6.16 0 0 0 5.84 12m2.16 0A4 4 0 1 1 12 16a4 4 0 0 1-4-4';
const githubPath =
  'M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57L9 21.07c-3.34.72-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.84 1.24 1.84 1.24 1.07 1.83 2.8 1.3 3.49 1 .1-.78.42-1.31.76-1.61-2.66-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.7 4.7 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22l-.01 3.29c0 .31.2.69.82.57A12 12 0 0 0 12 .3';

const paths = {
  instagram: instagramPath,
  github: githubPath,
  linkedin: linkedinPath,
} as const;

export type BrandName = keyof typeof paths;
export const brandNames = Object.keys(paths) as BrandName[];

export type BrandIconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  name: BrandName;
  /** Accessible name; omit when the icon sits next to visible text or inside a named link. */
  title?: string;
};

/** A brand logo in the current text colour (24x24 viewBox). */
export function BrandIcon({ name, title, className, ...props }: BrandIconProps) {
  const labelled = Boolean(title);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className ?? 'size-5'}
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      aria-label={title}
      focusable="false"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
