import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { PostCard, type PostCardProps } from './PostCard';

export type PostGridProps = React.ComponentProps<'div'> & {
  posts: (PostCardProps & { id: string })[];
  /** Shown when there is no article (e.g. none yet in this language). */
  emptyText: string;
  /** Seconds between cards entering (spec: 0.1 s). */
  stagger?: number;
};

/**
 * Post cards in a grid. Cards fade in one after another (0.1 s apart) when the grid scrolls
 * into view; they are never hidden without JavaScript, when already on screen at load, or for
 * visitors who prefer reduced motion. Only opacity and transform move: no layout shift.
 */
export function PostGrid({ posts, emptyText, stagger = 0.1, className, ...props }: PostGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [reveal, setReveal] = useState<'none' | 'armed' | 'shown'>('none');

  useEffect(() => {
    const list = ref.current;
    if (!list || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (!('IntersectionObserver' in window)) return;
    // The observer's first report says whether the grid is already on screen (leave it as is)
    // without forcing a layout while the page hydrates; later reports reveal it.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((e) => e.isIntersecting);
        if (first) {
          first = false;
          if (visible) observer.disconnect();
          else setReveal('armed');
          return;
        }
        if (visible) {
          setReveal('shown');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  if (posts.length === 0) {
    return (
      <div
        data-slot="post-grid"
        data-state="empty"
        className={cn(
          'rounded-lg border border-dashed border-border p-10 text-center text-muted-foreground',
          className,
        )}
        {...props}
      >
        <p>{emptyText}</p>
      </div>
    );
  }

  return (
    <div data-slot="post-grid" data-state={reveal} className={className} {...props}>
      <ul ref={ref} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map(({ id, ...post }, i) => (
          <li
            key={id}
            style={{ transitionDelay: reveal === 'shown' ? `${i * stagger}s` : undefined }}
            className={cn(
              'transition-[opacity,translate] duration-(--duration-slow) ease-out-soft',
              reveal === 'armed' && 'translate-y-4 opacity-0',
            )}
          >
            <PostCard {...post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
