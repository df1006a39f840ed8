import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { canvasClass } from './chart-theme';

/** The figure's own props an audit chart takes (its content is the chart's). */
export type ChartFigureAttributes = Omit<React.ComponentProps<'figure'>, 'children'>;

/** The texts every audit chart has, besides its series' and columns'. */
export type ChartTexts = {
  /** Shown above the chart: the figure's name. */
  title: string;
  /** The data table's caption, read by screen readers in place of the chart. */
  caption: string;
};

/** What a chart's canvas is given: hidden from screen readers (the table stands in), fills its box. */
export type ChartCanvasProps = {
  'aria-hidden': 'true';
  /** Not react-chartjs-2's role="img": the canvas is hidden, and its table is the figure's text. */
  role: undefined;
  className: string;
};

const canvasProps: ChartCanvasProps = {
  'aria-hidden': 'true',
  role: undefined,
  className: canvasClass,
};

/** The chart's figures as a table, for screen readers. */
export type ChartTable = {
  caption: string;
  /** The column headers, the row headers' column first. */
  headers: readonly string[];
  /** One row per datum: its header, then its figures in the columns' order. */
  rows: readonly { label: string; values: readonly (string | number)[] }[];
};

export type ChartFigureProps = ChartFigureAttributes & {
  'data-slot': string;
  /** Shown above the chart; the figure's accessible name. */
  heading: string;
  /** The size of the chart's box (it is `relative`: the canvas fills it), e.g. its aspect ratio. */
  boxClassName: string;
  /** Draws the chart with the canvas props given; null until there is something to draw (no theme yet). */
  chart: ((canvas: ChartCanvasProps) => React.ReactNode) | null;
  table: ChartTable;
  /** Shown between the heading and the chart, e.g. headline figures. */
  lead?: React.ReactNode;
  /** Shown beneath the chart, e.g. the site's rank. */
  children?: React.ReactNode;
};

/**
 * An audit chart's frame: a figure named by its heading, the canvas in a box CSS sizes before
 * anything is drawn (no layout shift), and the same figures as a visually hidden table.
 */
export function ChartFigure({
  'data-slot': slot,
  heading,
  boxClassName,
  chart,
  table,
  lead,
  children,
  className,
  ...props
}: ChartFigureProps) {
  const headingId = useId();
  return (
    <figure
      data-slot={slot}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 break-inside-avoid', className)}
      {...props}
    >
      <figcaption id={headingId} className="font-display text-h4 font-semibold">
        {heading}
      </figcaption>
      {lead}
      <div className={cn('relative', boxClassName)}>{chart?.(canvasProps)}</div>
      {children}
      {/* The wrapper clips it: a table ignores the 1 px box and would widen the page on phones. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                // The columns are fixed: each is known by its place (two may share a text).
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
