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
import { useMemo } from 'react';
import { Radar } from 'react-chartjs-2';
import { ChartFigure, type ChartFigureAttributes, type ChartTexts } from './ChartFigure';
import {
  baseOptions,
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

/** The title is e.g. 'Tu sitio frente al objetivo'. */
export type RadarChartTexts = ChartTexts & {
  /** The site's series, e.g. 'Tu sitio'. */
  yours: string;
  /** The targets' series, e.g. 'Objetivo'. */
  target: string;
  /** The table's first column, e.g. 'Dimensión'. */
  dimension: string;
};

export type RadarChartProps = ChartFigureAttributes & {
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
export function RadarChart({ dimensions, texts, ...props }: RadarChartProps) {
  const theme = useChartTheme();
  const options = useMemo(() => theme && radarOptions(theme), [theme]);
  const data = useMemo(
    () => theme && radarData(theme, dimensions, texts),
    [theme, dimensions, texts],
  );
  return (
    <ChartFigure
      data-slot="radar-chart"
      heading={texts.title}
      boxClassName="mx-auto aspect-[5/4] w-full max-w-xl"
      chart={
        data &&
        options &&
        ((canvas) => <Radar data={data} options={options} plugins={plugins} {...canvas} />)
      }
      table={{
        caption: texts.caption,
        headers: [texts.dimension, texts.yours, texts.target],
        rows: dimensions.map((dimension) => ({
          label: dimension.label,
          values: [dimension.value, dimension.target],
        })),
      }}
      {...props}
    />
  );
}
