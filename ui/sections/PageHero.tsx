import type * as React from 'react';
import { cn } from '../lib/cn';
import { UiIcon } from '../icons/UiIcon';
import { Badge } from '../primitives/Badge';
import { Container } from '../primitives/Container';
import { Heading } from '../primitives/Heading';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import type { Picture } from './types';

export type PageHeroProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  badge?: string;
  title: string;
  /** Words shown after the title in the accent colour. */
  highlight?: string;
  description: string;
  /** Buttons (links) below the description. */
  actions?: React.ReactNode;
  /** Short selling points shown as a checklist under the actions. */
  highlights?: string[];
  /** An illustration beside the text (below it on phones). */
  image?: Picture;
  /** Anything below (e.g. a StatStrip). */
  children?: React.ReactNode;
};

/** The dark opening section of a service page: badge, h1 with highlight, text and actions. */
export function PageHero({
  badge,
  title,
  highlight,
  description,
  actions,
  highlights = [],
  image,
  children,
  className,
  ...props
}: PageHeroProps) {
  return (
    <section
      data-slot="page-hero"
      className={cn(
        'relative isolate overflow-hidden bg-surface py-16 text-surface-foreground sm:py-24',
        className,
      )}
      {...props}
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 right-[-10%] -z-10 size-[32rem] rounded-pill bg-primary opacity-30 blur-3xl"
      />
      <Container
        className={cn(
          'flex flex-col items-start gap-6',
          image && 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:gap-12',
        )}
      >
        <div className="flex w-full flex-col items-start gap-6">
          {badge ? <Badge variant="dark">{badge}</Badge> : null}
          {/* w-full: in a flex column a heading is as wide as its longest word, which break-word
            does not shrink, so a long word would stick out on a phone. */}
          <Heading level={1} size="display" className="w-full max-w-4xl">
            {title}
            {highlight ? (
              <>
                {' '}
                <span className="text-surface-accent">{highlight}</span>
              </>
            ) : null}
          </Heading>
          <p className="max-w-2xl text-lead text-surface-muted-foreground">{description}</p>
          {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
          {highlights.length > 0 ? (
            <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
              {highlights.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="flex size-5 items-center justify-center rounded-pill bg-surface-raised text-surface-accent"
                  >
                    <UiIcon name="check" className="size-3" strokeWidth={3} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          {children ? <div className="mt-6 w-full">{children}</div> : null}
        </div>
        {image ? (
          <ResponsiveImage
            {...image}
            sizes="(min-width: 1024px) 600px, 100vw"
            loading="eager"
            className="h-auto w-full rounded-xl"
            pictureClassName="w-full"
          />
        ) : null}
      </Container>
    </section>
  );
}
