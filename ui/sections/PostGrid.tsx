import type * as React from 'react';
import { cn } from '../lib/cn';
import { PostCard, type PostCardProps } from './PostCard';

export type PostGridProps = React.ComponentProps<'div'> & {
  posts: (PostCardProps & { id: string })[];
  /** Shown when there is no article (e.g. none yet in this language). */
  emptyText: string;
  /**
   * Seconds between cards of a row entering (spec: 0.1 s). The entrance follows the scroll, not
   * the clock: 1 s of the spec is a card's whole entry into the viewport (see ui/styles.css).
   */
  stagger?: number;
};

/**
 * Post cards in a grid. Cards fade in one after another as they scroll into view: pure CSS, a
 * scroll-driven animation on each card's view() timeline (ui/styles.css, "post grid"), so it
 * works in prerendered HTML that is never hydrated. A card fully on screen is always shown (at
 * load too), and without scroll timelines or for visitors who prefer reduced motion the cards
 * are simply shown. Only opacity and translate move: no layout shift.
 */
export function PostGrid({
  posts,
  emptyText,
  stagger = 0.1,
  className,
  style,
  ...props
}: PostGridProps) {
  if (posts.length === 0) {
    return (
      <div
        data-slot="post-grid"
        data-state="empty"
        className={cn(
          'rounded-lg border border-dashed border-border p-10 text-center text-muted-foreground',
          className,
        )}
        style={style}
        {...props}
      >
        <p>{emptyText}</p>
      </div>
    );
  }

  return (
    <div
      data-slot="post-grid"
      className={className}
      style={{ '--post-stagger': stagger, ...style } as React.CSSProperties}
      {...props}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map(({ id, ...post }, i) => (
          // --post-column: the card's column in the layout that shows (cards of a row enter one
          // after another; cards of a column enter as each is reached anyway).
          <li
            key={id}
            data-slot="post-grid-item"
            className="[--post-column:0] sm:[--post-column:var(--post-column-2)] lg:[--post-column:var(--post-column-3)]"
            style={{ '--post-column-2': i % 2, '--post-column-3': i % 3 } as React.CSSProperties}
          >
            <PostCard {...post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
