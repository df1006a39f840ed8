import type * as React from 'react';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Container } from '../primitives/Container';
import { Heading } from '../primitives/Heading';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import type { ActionLink, Picture } from './types';

export type PromoBannerProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  badge: string;
  title: string;
  description: string;
  action: ActionLink;
  /** Small print under the action, e.g. limited spots. */
  note?: string;
  /** A big figure beside the title, e.g. { value: '7', label: 'días' }. */
  figure?: { value: string; label: string };
  /** Example websites shown as a fan of screenshots (the spec's five). */
  images: Picture[];
  /** Name of the group of images. */
  imagesLabel: string;
  /** Decorative dots in the background (spec: 20). */
  dots?: number;
};

/** The limited-time promotion linking to the premium offer, with example sites and dots. */
export function PromoBanner({
  badge,
  title,
  description,
  action,
  note,
  figure,
  images,
  imagesLabel,
  dots = 20,
  className,
  ...props
}: PromoBannerProps) {
  return (
    <section
      data-slot="promo-banner"
      className={cn(
        'relative isolate overflow-hidden bg-surface py-16 text-surface-foreground sm:py-20',
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" data-slot="promo-dots" className="absolute inset-0 -z-10">
        {Array.from({ length: dots }, (_, i) => (
          <span
            key={i}
            className="absolute size-1.5 rounded-pill bg-surface-accent opacity-40"
            style={{ left: `${(i * 37) % 100}%`, top: `${(i * 53 + 11) % 100}%` }}
          />
        ))}
      </div>
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
        {/* Items keep their own width but never outgrow the column; long words break. */}
        <div className="flex flex-col items-start gap-5 wrap-break-word *:max-w-full">
          <Badge>{badge}</Badge>
          <div className="flex items-center gap-5">
            {figure ? (
              <p className="flex shrink-0 flex-col items-center rounded-lg border border-surface-border bg-surface-raised px-4 py-2 leading-none">
                <span className="font-display text-5xl font-bold text-surface-accent">
                  {figure.value}
                </span>
                <span className="text-sm text-surface-muted-foreground">{figure.label}</span>
              </p>
            ) : null}
            <Heading level={2} className="min-w-0">
              {title}
            </Heading>
          </div>
          <p className="text-lead text-surface-muted-foreground">{description}</p>
          <Button asChild size="lg" wrap>
            <Link href={action.href}>{action.label}</Link>
          </Button>
          {note ? <p className="text-sm text-surface-muted-foreground">{note}</p> : null}
        </div>
        <ul aria-label={imagesLabel} className="relative grid grid-cols-3 gap-3 sm:gap-4">
          {images.map((image, i) => (
            <li
              key={image.src}
              className={cn(
                'overflow-hidden rounded-md border border-surface-border shadow-elevated',
                i === 0 && 'col-span-2 row-span-2',
              )}
            >
              <ResponsiveImage
                {...image}
                sizes={
                  i === 0 ? '(min-width: 1024px) 400px, 66vw' : '(min-width: 1024px) 200px, 33vw'
                }
                className="size-full object-cover"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
