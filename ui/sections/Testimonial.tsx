import type * as React from 'react';
import { cn } from '../lib/cn';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import type { Picture } from './types';

export type StarRatingProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** Stars filled (spec: testimonials always show five). */
  value?: number;
  max?: number;
  /** What a screen reader hears, e.g. 'Valoración: 5 de 5 estrellas'. */
  label: string;
};

/** A row of stars read as one text, e.g. 'Valoración: 5 de 5 estrellas'. */
export function StarRating({ value = 5, max = 5, label, className, ...props }: StarRatingProps) {
  return (
    <p
      data-slot="star-rating"
      role="img"
      aria-label={label}
      className={cn('flex gap-0.5 text-warning', className)}
      {...props}
    >
      {Array.from({ length: max }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={cn('size-5', i < value ? 'fill-current' : 'fill-secondary')}
        >
          <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
        </svg>
      ))}
    </p>
  );
}

export type TestimonialProps = React.ComponentProps<'figure'> & {
  name: string;
  role: string;
  content: string;
  image: Picture;
  ratingLabel: string;
  rating?: number;
};

/** A client's words with their name, role, portrait and five stars. */
export function Testimonial({
  name,
  role,
  content,
  image,
  ratingLabel,
  rating = 5,
  className,
  ...props
}: TestimonialProps) {
  return (
    <figure
      data-slot="testimonial"
      className={cn(
        'flex h-full flex-col gap-5 rounded-lg border border-border bg-background p-6 text-foreground shadow-card wrap-break-word',
        className,
      )}
      {...props}
    >
      <StarRating value={rating} label={ratingLabel} />
      <blockquote className="flex-1 leading-relaxed">
        <p>“{content}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <ResponsiveImage
          {...image}
          sizes="48px"
          pictureClassName="shrink-0"
          className="size-12 rounded-pill object-cover"
        />
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold">{name}</span>
          <span className="text-sm text-muted-foreground">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
