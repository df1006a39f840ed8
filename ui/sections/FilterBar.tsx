import type * as React from 'react';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';

export type FilterOption = {
  id: string;
  label: string;
  /** How many items the filter shows. */
  count: number;
  /** The address of the filtered view (so a filter can be shared, opened in a tab, and Back). */
  href: string;
};

export type FilterBarProps = React.ComponentProps<'nav'> & {
  /** Names the filters, e.g. 'Filtrar proyectos por categoría'. */
  label: string;
  options: FilterOption[];
  /** The id of the filter shown. */
  current: string;
};

/**
 * Category filters as links to the filtered views: the current one is marked
 * aria-current; each shows its count.
 */
export function FilterBar({ label, options, current, className, ...props }: FilterBarProps) {
  return (
    <nav data-slot="filter-bar" aria-label={label} className={cn('w-full', className)} {...props}>
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map((option) => {
          const selected = option.id === current;
          return (
            <li key={option.id}>
              <Link
                href={option.href}
                aria-current={selected ? 'true' : undefined}
                className="inline-flex min-h-11 items-center gap-2 rounded-pill border border-border bg-background px-4 text-sm font-semibold text-foreground transition-colors hover:border-primary hover:text-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground"
              >
                {option.label}
                <span className="rounded-pill bg-muted px-2 py-0.5 text-xs text-muted-foreground in-aria-[current=true]:bg-background in-aria-[current=true]:text-foreground">
                  {option.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
