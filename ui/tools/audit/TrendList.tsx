import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One trend of the sector, e.g. { title: 'Búsqueda con respuestas de IA', description: '…' }. */
export type TrendItem = { title: string; description: string };

export type TrendListProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** e.g. 'Tendencias del sector'. */
  title: string;
  items: readonly TrendItem[];
  /** The title's outline level; each trend's title is one below. */
  headingLevel?: 3 | 4;
};

/** A titled list of the sector's trends, each with a short explanation. */
export function TrendList({ title, items, headingLevel = 3, className, ...props }: TrendListProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const ItemTitle = `h${headingLevel + 1}` as 'h4' | 'h5';
  return (
    <section
      data-slot="trend-list"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-background p-5 text-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <Title id={titleId} className="font-display text-h4 font-bold break-words">
        {title}
      </Title>
      <ul className="grid gap-3 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex flex-col gap-2 rounded-md bg-muted p-4">
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-md bg-primary-soft text-primary-soft-foreground"
            >
              <TrendingUp className="size-5" />
            </span>
            <ItemTitle className="font-semibold break-words">{item.title}</ItemTitle>
            <p className="text-sm break-words text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
