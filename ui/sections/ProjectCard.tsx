import type * as React from 'react';
import { cn } from '../lib/cn';
import { Badge } from '../primitives/Badge';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import type { Picture } from './types';

export type ProjectCardProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  title: string;
  category: string;
  description: string;
  image: Picture;
  /** A measurable outcome, e.g. '+40 % sales in three months'. */
  result?: string;
  tags?: string[];
  tagsLabel?: string;
  /** e.g. 'Destacado'. */
  badge?: string;
  /** An outside link to the live project (opens in a new tab). */
  link?: { label: string; href: string; newTabHint: string };
  headingLevel?: 'h3' | 'h4';
};

/** A delivered project: image, category, title, description, outcome and technologies. */
export function ProjectCard({
  title,
  category,
  description,
  image,
  result,
  tags = [],
  tagsLabel,
  badge,
  link,
  headingLevel: Title = 'h3',
  className,
  ...props
}: ProjectCardProps) {
  return (
    <article
      data-slot="project-card"
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <div className="relative">
        <ResponsiveImage
          {...image}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/3] w-full object-cover"
        />
        {badge ? <Badge className="absolute top-3 left-3">{badge}</Badge> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-semibold text-primary-soft-foreground">{category}</p>
        <Title className="font-display text-h4 font-semibold wrap-break-word">{title}</Title>
        <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{description}</p>
        {result ? (
          <p className="rounded-md bg-success-soft px-3 py-2 text-sm font-medium text-success-soft-foreground">
            {result}
          </p>
        ) : null}
        {tags.length > 0 ? (
          <ul aria-label={tagsLabel} className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {link ? (
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 w-fit rounded-sm font-semibold text-primary-soft-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {link.label} <span className="sr-only">{link.newTabHint}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
