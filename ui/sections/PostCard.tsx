import type * as React from 'react';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { UiIcon } from '../icons/UiIcon';
import { Badge } from '../primitives/Badge';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import type { Picture } from './types';

export type PostCardProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  href: string;
  title: string;
  subtitle: string;
  image: Picture;
  /** e.g. '8 min de lectura'. */
  readTime: string;
  /** At most two are shown (spec). */
  tags: string[];
  tagsLabel: string;
  /** e.g. 'NUEVO'. */
  badge?: string;
  /** When it was published: the day (ISO, for machines) and as people read it ('15 ene 2025'). */
  published?: { dateTime: string; text: string };
  readMore: string;
  headingLevel?: 'h2' | 'h3';
};

/**
 * A blog article teaser. The title is the link; it covers the whole card, so the card is one
 * click target and one tab stop ('read more' is its visible cue, not a second link).
 */
export function PostCard({
  href,
  title,
  subtitle,
  image,
  readTime,
  tags,
  tagsLabel,
  badge,
  published,
  readMore,
  headingLevel: Title = 'h3',
  className,
  ...props
}: PostCardProps) {
  return (
    <article
      data-slot="post-card"
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground shadow-card',
        'transition-[box-shadow,transform,border-color] duration-(--duration-base) ease-out-soft',
        'focus-within:border-primary hover:-translate-y-0.5 hover:border-primary hover:shadow-elevated motion-reduce:hover:translate-y-0',
        className,
      )}
      {...props}
    >
      <div className="relative">
        <ResponsiveImage
          {...image}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full object-cover"
        />
        {badge ? <Badge className="absolute top-3 left-3">{badge}</Badge> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {published ? (
            <>
              <time dateTime={published.dateTime}>{published.text}</time>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <span>{readTime}</span>
          {tags.length > 0 ? (
            <ul aria-label={tagsLabel} className="flex flex-wrap gap-2">
              {tags.slice(0, 2).map((tag) => (
                <li key={tag}>
                  <Badge variant="soft">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Title className="font-display text-h4 font-semibold wrap-break-word">
          <Link
            href={href}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {title}
          </Link>
        </Title>
        <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{subtitle}</p>
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-soft-foreground group-hover:underline"
        >
          {readMore}
          <UiIcon name="arrow-right" className="size-4" />
        </span>
      </div>
    </article>
  );
}
