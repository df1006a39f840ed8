import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import { Check, TriangleAlert } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import type * as React from 'react';
import { Bar } from 'react-chartjs-2';
import { cn } from '../../lib/cn';
import { ChartFigure, type ChartFigureAttributes, type ChartTexts } from './ChartFigure';
import {
  baseOptions,
  chartFont,
  pageEvents,
  useChartTheme,
  wrapLabel,
  type ChartTheme,
} from './chart-theme';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export type ComparisonRowView = {
  /** The measure, e.g. 'Rendimiento', 'LCP'. */
  label: string;
  /** Formatted value per site, in the order of `sites` (e.g. '92', '2,1 s'). */
  values: readonly string[];
  /** 0-100 per site, for the bar chart; only the four score rows have them. */
  scores?: readonly number[];
  /** Indices (into `sites`) of the site(s) with the best value; several on a tie. */
  leaders: readonly number[];
};

/** The title is e.g. 'Tu sitio frente a tu competencia'; the caption names the visible table. */
export type ComparisonChartTexts = ChartTexts & {
  /** First column's header, e.g. 'Medida'. */
  measure: string;
  /** The leader's mark, read by screen readers and shown beside the value, e.g. 'lidera'. */
  leads: string;
};

export type ComparisonChartProps = ChartFigureAttributes & {
  /** Column names (hosts); [0] is the audited site, drawn in the accent colour. 2 or 3 sites. */
  sites: readonly string[];
  rows: readonly ComparisonRowView[];
  /** Who leads where, one sentence each, shown above the table. */
  summary: readonly string[];
  /** e.g. that every figure was measured the same way. */
  note?: string;
  /** Competitors that could not be measured: one message each, shown in their place (role none, a warning icon, not an alert). */
  failures?: readonly string[];
  texts: ComparisonChartTexts;
};

type ScoreRow = ComparisonRowView & { scores: readonly number[] };

const hasScores = (row: ComparisonRowView): row is ScoreRow => row.scores !== undefined;

type ThemeColour = Exclude<keyof ChartTheme, 'reducedMotion' | 'font'>;

/**
 * Each site's colour, on the canvas and in the legend's swatch, by position: the audited site in
 * the accent, the competitors in neutral and green (both 3:1 or more on the background, and far
 * from the accent in hue for colour-blind readers; warning's amber is too light for a bar).
 */
const SERIES = [
  { colour: 'primary', swatch: 'bg-primary' },
  { colour: 'muted', swatch: 'bg-muted-foreground' },
  { colour: 'success', swatch: 'bg-success' },
] as const satisfies readonly { colour: ThemeColour; swatch: string }[];

const seriesOf = (index: number) => SERIES[index % SERIES.length] ?? SERIES[0];

// Each bar's score written above it: readable without hovering, on paper, and without telling
// the colours apart.
const barValues = (theme: ChartTheme): Plugin<'bar'> => ({
  id: 'barValues',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const font = chartFont(theme, chart.width, 600);
    // Three bars share each measure: on a phone they are about 20 px wide, as wide as '100'.
    const size = chart.width < 480 ? font.size - 1 : font.size;
    ctx.save();
    ctx.font = `${font.weight} ${size}px ${font.family}`;
    ctx.fillStyle = theme.foreground;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    chart.data.datasets.forEach((dataset, datasetIndex) => {
      if (!chart.isDatasetVisible(datasetIndex)) return;
      chart.getDatasetMeta(datasetIndex).data.forEach((bar, index) => {
        ctx.fillText(String(dataset.data[index] ?? ''), bar.x, bar.y - 3);
      });
    });
    ctx.restore();
  },
});

function barOptions(theme: ChartTheme): ChartOptions<'bar'> {
  const base = baseOptions<'bar'>(theme);
  const ticks = {
    color: theme.foreground,
    font: (ctx: { chart: ChartJS }) => chartFont(theme, ctx.chart.width),
  };
  return {
    ...base,
    // Room for the value above a bar of 100.
    layout: { padding: { top: 24 } },
    // The HTML legend beside the figure names the sites: the canvas's would be hidden with it.
    plugins: { ...base.plugins, legend: { display: false } },
    datasets: { bar: { categoryPercentage: 0.8, barPercentage: 0.9 } },
    scales: {
      x: { ticks, grid: { display: false }, border: { color: theme.border } },
      y: {
        min: 0,
        max: 100,
        ticks: { ...ticks, color: theme.muted, stepSize: 20 },
        grid: { color: theme.border },
        border: { display: false },
      },
    },
  };
}

function barData(
  theme: ChartTheme,
  sites: readonly string[],
  rows: readonly ScoreRow[],
): ChartData<'bar', number[], string | string[]> {
  return {
    labels: rows.map((row) => wrapLabel(row.label, 12)),
    datasets: sites.map((site, index) => ({
      label: site,
      data: rows.map((row) => row.scores[index] ?? 0),
      backgroundColor: theme[seriesOf(index).colour],
      borderRadius: 4,
      maxBarThickness: 48,
    })),
  };
}

/** Competitors that could not be measured, each message with a warning icon. */
function FailureList({ failures }: { failures: readonly string[] }) {
  if (failures.length === 0) return null;
  return (
    <ul className="flex max-w-3xl flex-col gap-2">
      {failures.map((failure, index) => (
        // Messages may repeat (two sites failing alike): the position keeps the keys unique.
        <li
          key={index}
          className="flex items-start gap-2 rounded-md bg-warning-soft p-3 text-sm text-warning-soft-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 wrap-anywhere">{failure}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A site's name with a break opportunity after each dot and slash: in a narrow column it wraps
 * between its parts ('www.' 'mitienda.es'), and mid-word only where a part is still too long.
 */
function SiteName({ name }: { name: string }) {
  return name.split(/(?<=[./])/).map((part, index) => (
    // The parts are fixed by the name: each is known by its place.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

function Note({ children }: { children?: string }) {
  return children ? <p className="text-sm text-muted-foreground">{children}</p> : null;
}

/**
 * The audited site's measured results beside up to two competitors': their scores as grouped
 * bars, who leads where in words, and every measure in a table with the leaders marked. With no
 * competitor measured, only why not.
 */
export function ComparisonChart({
  sites,
  rows,
  summary,
  note,
  failures = [],
  texts,
  className,
  ...props
}: ComparisonChartProps) {
  const theme = useChartTheme();
  const scoreRows = useMemo(() => rows.filter(hasScores), [rows]);
  const options = useMemo(() => theme && barOptions(theme), [theme]);
  const data = useMemo(() => theme && barData(theme, sites, scoreRows), [theme, sites, scoreRows]);
  const plugins = useMemo(() => (theme ? [pageEvents, barValues(theme)] : []), [theme]);

  if (sites.length < 2) {
    const { ref, ...attributes } = props;
    return (
      <div
        data-slot="comparison-chart"
        // The props are a figure's: its ref takes any HTMLElement, and a div is one.
        ref={ref as React.Ref<HTMLDivElement>}
        className={cn('flex flex-col gap-3', className)}
        {...attributes}
      >
        <FailureList failures={failures} />
        <Note>{note}</Note>
      </div>
    );
  }

  const charted = scoreRows.length > 0;
  return (
    <ChartFigure
      data-slot="comparison-chart"
      heading={texts.title}
      className={className}
      boxClassName={cn('aspect-[4/3] w-full max-w-3xl sm:aspect-video', !charted && 'hidden')}
      lead={
        charted ? (
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {sites.map((site, index) => (
              // The columns are fixed: each site is known by its place.
              <li key={index} className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cn('size-3 shrink-0 rounded-sm', seriesOf(index).swatch)}
                />
                <span className="min-w-0 wrap-anywhere">
                  <SiteName name={site} />
                </span>
              </li>
            ))}
          </ul>
        ) : null
      }
      chart={
        charted && data && options
          ? (canvas) => <Bar data={data} options={options} plugins={plugins} {...canvas} />
          : null
      }
      // The chart's stand-in for screen readers: the scores only. Captioned with the title, so
      // that it is not mistaken for the visible table of every measure, which has the caption.
      table={{
        caption: texts.title,
        headers: [texts.measure, ...sites],
        rows: scoreRows.map((row) => ({ label: row.label, values: row.values })),
      }}
      {...props}
    >
      {summary.length > 0 ? (
        <div className="flex flex-col gap-1">
          {summary.map((sentence, index) => (
            <p key={index} className="font-semibold wrap-anywhere">
              {sentence}
            </p>
          ))}
        </div>
      ) : null}
      {rows.length > 0 ? (
        <table className="w-full max-w-3xl table-fixed border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-muted-foreground">{texts.caption}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="w-[28%] px-2 py-2 align-bottom font-semibold sm:px-3">
                {texts.measure}
              </th>
              {sites.map((site, index) => (
                <th
                  key={index}
                  scope="col"
                  data-yours={index === 0 ? '' : undefined}
                  className="px-2 py-2 text-right align-bottom font-semibold wrap-anywhere data-yours:text-primary-soft-foreground sm:px-3"
                >
                  <SiteName name={site} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-border">
                <th scope="row" className="px-2 py-2 font-normal wrap-anywhere sm:px-3">
                  {row.label}
                </th>
                {sites.map((_, index) => {
                  const leads = row.leaders.includes(index);
                  return (
                    <td
                      key={index}
                      data-leader={leads ? '' : undefined}
                      className="px-2 py-2 text-right tabular-nums wrap-anywhere data-leader:font-bold sm:px-3"
                    >
                      {/* The mark before the value: the figures stay aligned on the right. */}
                      {leads ? (
                        <Check
                          aria-hidden="true"
                          className="me-1 inline size-4 align-text-bottom text-success"
                        />
                      ) : null}
                      {row.values[index]}
                      {leads ? <span className="sr-only"> ({texts.leads})</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Note>{note}</Note>
      <FailureList failures={failures} />
    </ChartFigure>
  );
}
