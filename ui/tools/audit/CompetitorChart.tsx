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
import { useId, useMemo } from 'react';
import type * as React from 'react';
import { Bar } from 'react-chartjs-2';
import { cn } from '../../lib/cn';
import {
  baseOptions,
  canvasClass,
  chartFont,
  pageEvents,
  useChartTheme,
  wrapLabel,
  type ChartTheme,
} from './chart-theme';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export type CompetitorBar = {
  /** e.g. 'Tu sitio', 'Promedio del sector', 'Mejor competidor'. */
  label: string;
  /** Score, 0-100. */
  value: number;
};

export type CompetitorChartTexts = {
  /** Shown above the chart, e.g. 'Comparación con la competencia'. */
  title: string;
  /** The data table's caption, read by screen readers in place of the chart. */
  caption: string;
  /** The table's first column, e.g. 'Sitio'. */
  siteHeader: string;
  /** The table's second column, e.g. 'Puntuación'. */
  valueHeader: string;
};

export type CompetitorChartProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  /** In this order: the audited site (drawn in the accent colour), the industry average, the best competitor. */
  bars: readonly CompetitorBar[];
  /** e.g. 'Puesto 5 de 15 sitios analizados'. */
  rank: string;
  /** e.g. '17 puntos por detrás del líder', or 'Lideras tu sector'. */
  gap: string;
  texts: CompetitorChartTexts;
};

/** The bars' colours by position: the site stands out, the average is neutral, the best is the goal. */
const barColours = (theme: ChartTheme) => [theme.primary, theme.muted, theme.success];

// Each bar's score written above it: readable without hovering, and on paper.
const barValues = (theme: ChartTheme): Plugin<'bar'> => ({
  id: 'barValues',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const font = chartFont(theme, chart.width, 700);
    ctx.save();
    ctx.font = `${font.weight} ${font.size}px ${font.family}`;
    ctx.fillStyle = theme.foreground;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    chart.getDatasetMeta(0).data.forEach((bar, index) => {
      ctx.fillText(String(chart.data.datasets[0]?.data[index] ?? ''), bar.x, bar.y - 4);
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
    plugins: { ...base.plugins, legend: { display: false } },
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
  bars: readonly CompetitorBar[],
): ChartData<'bar', number[], string | string[]> {
  const colours = barColours(theme);
  return {
    labels: bars.map((bar) => wrapLabel(bar.label, 12)),
    datasets: [
      {
        label: '',
        data: bars.map((bar) => bar.value),
        backgroundColor: bars.map((_, index) => colours[index % colours.length]),
        borderRadius: 6,
        maxBarThickness: 72,
      },
    ],
  };
}

/**
 * The audited site's score beside the industry average and the best competitor, with its rank
 * and its distance to the leader written beneath; screen readers get the scores as a table.
 */
export function CompetitorChart({
  bars,
  rank,
  gap,
  texts,
  className,
  ...props
}: CompetitorChartProps) {
  const theme = useChartTheme();
  const titleId = useId();
  const options = useMemo(() => theme && barOptions(theme), [theme]);
  const data = useMemo(() => theme && barData(theme, bars), [theme, bars]);
  const plugins = useMemo(() => (theme ? [pageEvents, barValues(theme)] : []), [theme]);
  return (
    <figure
      data-slot="competitor-chart"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4 break-inside-avoid', className)}
      {...props}
    >
      <figcaption id={titleId} className="font-display text-h4 font-semibold">
        {texts.title}
      </figcaption>
      <div className="relative aspect-[4/3] w-full max-w-2xl sm:aspect-video">
        {data && options ? (
          <Bar
            data={data}
            options={options}
            plugins={plugins}
            aria-hidden="true"
            role={undefined}
            className={canvasClass}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{rank}</p>
        <p className="text-muted-foreground">{gap}</p>
      </div>
      <table className="sr-only">
        <caption>{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.siteHeader}</th>
            <th scope="col">{texts.valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
