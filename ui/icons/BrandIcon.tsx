import type * as React from 'react';

// LinkedIn asked simple-icons to remove its logo; this is the plain "in" mark on a rounded square.
const linkedinPath =
  'M20.5 20.5h-3.6v-5.6c0-1.4 0-3-1.9-3s-2 1.3-2 2.8v5.6H9.3V9h3.5v1.6a4 4 0 0 1 3.4-1.9c3.6 0 4.3 2.4 4.3 5.5zM5.3 7.5a2 2 0 1 1 0-4.2 2 2 0 0 1 0 4.1m1.8 13H3.6V9H7zM22.2 0H1.8Q.2.2 0 1.7v20.6q.2 1.6 1.8 1.7h20.4q1.7-.2 1.8-1.7V1.7Q23.8.1 22.2 0';

// Instagram and GitHub marks from simple-icons (CC0). All three are inlined at one decimal of the
// 24-unit box, as scripts/make-tech-marks.mjs rounds the technology logos (a tenth of a unit is a
// twelfth of a pixel at the 20 px they are drawn): every page draws them in its footer.
const instagramPath =
  'M7 0a9 9 0 0 0-2.9.6Q3 1.2 2 2A6 6 0 0 0 .6 4.2Q.1 5.2.1 7L0 12v5a7 7 0 0 0 2 5 6 6 0 0 0 2.2 1.4q1 .5 2.9.5l5 .1H17a9 9 0 0 0 2.9-.7Q21 23 22 22a6 6 0 0 0 1.4-2.2q.5-1 .5-2.9l.1-5V7a9 9 0 0 0-.7-2.9A6 6 0 0 0 22 2 6 6 0 0 0 19.8.6q-1-.5-2.9-.5L12 0zm.2 21.8-2.3-.4-1.3-1-1-1.3-.4-2.2V7.2q.1-1.7.4-2.3.3-.8 1-1.3l1.3-1 2.2-.4a81 81 0 0 1 12 .4q.8.3 1.3 1c.5.6.7.7 1 1.3q.2.5.4 2.2a87 87 0 0 1 0 9.7l-.4 2.3q-.4.8-1 1.3l-1.3 1q-.5.2-2.2.4zM17 5.6A1.4 1.4 0 1 0 18.4 4 1.4 1.4 0 0 0 17 5.6M5.8 12a6.2 6.2 0 1 0 12.4 0 6.2 6.2 0 0 0-12.4 0M8 12a4 4 0 1 1 4 4 4 4 0 0 1-4-4';
const githubPath =
  'M12 .3a12 12 0 0 0-3.8 23.4q.9 0 .8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2 0 1.9 1.2 1.9 1.2 1 1.8 2.8 1.3 3.4 1q.3-1.2.8-1.6c-2.7-.3-5.5-1.3-5.5-6q0-1.8 1.3-3.2c-.2-.3-.6-1.5 0-3.1 0 0 1-.4 3.4 1.2a12 12 0 0 1 6 0c2.2-1.6 3.3-1.2 3.3-1.2.6 1.6.2 2.8 0 3.1a5 5 0 0 1 1.3 3.3c0 4.6-2.8 5.6-5.5 5.9q.7.4.8 2.2v3.3q0 .6.8.6A12 12 0 0 0 12 .3';

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
