import type * as React from 'react';
import { cn } from '../lib/cn';

export type ComparisonTableProps = React.ComponentProps<'div'> & {
  /** Says what is compared (the table's caption). */
  caption: string;
  /** Header of the first column (the aspect compared), then one per option. */
  columns: [string, ...string[]];
  /** One row per aspect: its name, then one cell per option. */
  rows: { aspect: string; values: string[] }[];
  /** Index of an option to highlight (0-based, among the options). */
  highlight?: number;
};

/**
 * Options compared aspect by aspect, as a real table (row and column headers for screen
 * readers). On a phone each row becomes a card with its option names, never a sideways scroll.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  highlight,
  className,
  ...props
}: ComparisonTableProps) {
  const [aspectHeader, ...options] = columns;
  return (
    <div data-slot="comparison-table" className={cn('w-full', className)} {...props}>
      <table className="w-full border-separate border-spacing-0 text-left max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr>
            <th scope="col" className="border-b border-border p-4 text-sm text-muted-foreground">
              {aspectHeader}
            </th>
            {options.map((option, i) => (
              <th
                key={option}
                scope="col"
                data-highlight={i === highlight ? '' : undefined}
                className="border-b border-border p-4 font-display text-h4 font-semibold data-highlight:text-primary-soft-foreground"
              >
                {option}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:flex max-md:flex-col max-md:gap-4">
          {rows.map((row) => (
            <tr
              key={row.aspect}
              className="max-md:flex max-md:flex-col max-md:rounded-lg max-md:border max-md:border-border max-md:p-4"
            >
              <th
                scope="row"
                className="border-b border-border p-4 align-top font-semibold max-md:border-0 max-md:p-0 max-md:pb-2"
              >
                {row.aspect}
              </th>
              {row.values.map((value, i) => (
                <td
                  key={options[i]}
                  data-highlight={i === highlight ? '' : undefined}
                  className="border-b border-border p-4 align-top text-muted-foreground data-highlight:bg-primary-soft/40 max-md:border-0 max-md:px-0 max-md:py-1"
                >
                  <span className="font-semibold text-foreground md:hidden">{options[i]}: </span>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
