import {
  Chart as ChartJS,
  Filler,
  Legend,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useId, useMemo } from 'react';
import type * as React from 'react';
import { Radar } from 'react-chartjs-2';
import { cn } from '../../lib/cn';
import {
  baseOptions,
  canvasClass,
  chartFont,
  pageEvents,
  translucent,
  useChartTheme,
  wrapLabel,
  type ChartTheme,
} from './chart-theme';

ChartJS.register(RadialLinearScale, PointElement, LineElement, Filler, Tooltip, Legend);

const plugins = [pageEvents];

export type RadarDimension = {
  /** e.g. 'Rendimiento'. */
  label: string;
  /** The site's score, 0-100. */
  value: number;
  /** The score to aim for, 0-100 (spec section 9). */
  target: number;
};

export type RadarChartTexts = {
  /** Shown above the chart, e.g. 'Tu sitio frente al objetivo'. */
  title: string;
  /** The site's series, e.g. 'Tu sitio'. */
  yours: string;
  /** The targets' series, e.g. 'Objetivo'. */
  target: string;
  /** The data table's caption, read by screen readers in place of the chart. */
  caption: string;
  /** The table's first column, e.g. 'Dimensión'. */
  dimension: string;
};

export type RadarChartProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  dimensions: readonly RadarDimension[];
  texts: RadarChartTexts;
};

const narrow = (chart: ChartJS) => chart.width < 340;

function radarOptions(theme: ChartTheme): ChartOptions<'radar'> {
  const base = baseOptions<'radar'>(theme);
  return {
    ...base,
    plugins: { ...base.plugins, legend: { ...base.plugins?.legend, position: 'bottom' } },
    scales: {
      r: {
        min: 0,
        max: 100,
        beginAtZero: true,
        ticks: {
          stepSize: 20,
          // On a phone the five tick numbers would overlap: the rings alone show the steps.
          color: (ctx) => (narrow(ctx.chart) ? 'transparent' : theme.muted),
          showLabelBackdrop: (ctx) => !narrow(ctx.chart),
          backdropColor: theme.background,
          font: (ctx) => ({ ...chartFont(theme, ctx.chart.width), size: 10 }),
        },
        grid: { color: theme.border },
        angleLines: { color: theme.border },
        pointLabels: {
          color: theme.foreground,
          font: (ctx) => chartFont(theme, ctx.chart.width, 600),
          padding: (ctx) => (narrow(ctx.chart) ? 3 : 6),
        },
      },
    },
  };
}

function radarData(
  theme: ChartTheme,
  dimensions: readonly RadarDimension[],
  texts: RadarChartTexts,
): ChartData<'radar', number[], string | string[]> {
  return {
    labels: dimensions.map((dimension) => wrapLabel(dimension.label, 14)),
    datasets: [
      {
        label: texts.yours,
        data: dimensions.map((dimension) => dimension.value),
        borderColor: theme.primary,
        backgroundColor: translucent(theme.primary, 0.2),
        pointBackgroundColor: theme.primary,
        pointBorderColor: theme.background,
        pointRadius: 4,
        borderWidth: 2,
        fill: true,
      },
      {
        label: texts.target,
        data: dimensions.map((dimension) => dimension.target),
        borderColor: theme.success,
        // Hollow in the legend: its box then shows the dashed line, not a filled square.
        backgroundColor: 'transparent',
        pointBackgroundColor: theme.success,
        borderDash: [6, 4],
        borderWidth: 2,
        pointStyle: 'rectRot',
        pointRadius: 3,
        fill: false,
      },
    ],
  };
}

/**
 * The audited site's five scores against their targets on a 0-100 radar; screen readers get the
 * same figures as a table.
 */
export function RadarChart({ dimensions, texts, className, ...props }: RadarChartProps) {
  const theme = useChartTheme();
  const titleId = useId();
  const options = useMemo(() => theme && radarOptions(theme), [theme]);
  const data = useMemo(
    () => theme && radarData(theme, dimensions, texts),
    [theme, dimensions, texts],
  );
  return (
    <figure
      data-slot="radar-chart"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4 break-inside-avoid', className)}
      {...props}
    >
      <figcaption id={titleId} className="font-display text-h4 font-semibold">
        {texts.title}
      </figcaption>
      <div className="relative mx-auto aspect-[5/4] w-full max-w-xl">
        {data && options ? (
          <Radar
            data={data}
            options={options}
            plugins={plugins}
            aria-hidden="true"
            role={undefined}
            className={canvasClass}
          />
        ) : null}
      </div>
      <table className="sr-only">
        <caption>{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.dimension}</th>
            <th scope="col">{texts.yours}</th>
            <th scope="col">{texts.target}</th>
          </tr>
        </thead>
        <tbody>
          {dimensions.map((dimension) => (
            <tr key={dimension.label}>
              <th scope="row">{dimension.label}</th>
              <td>{dimension.value}</td>
              <td>{dimension.target}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
