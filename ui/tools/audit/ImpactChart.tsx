import {
  ArcElement,
  Chart as ChartJS,
  Legend,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';
import { ChartFigure, type ChartFigureAttributes, type ChartTexts } from './ChartFigure';
import { baseOptions, pageEvents, useChartTheme, type ChartTheme } from './chart-theme';

ChartJS.register(ArcElement, Tooltip, Legend);

const plugins = [pageEvents];

export type ImpactSlice = {
  /** e.g. 'Conversión'. */
  label: string;
  /** Estimated improvement, in percent. */
  value: number;
};

export type ImpactHighlight = {
  /** e.g. 'Aumento estimado de conversión'. */
  label: string;
  /** Ready to show, e.g. '+12 %'. */
  value: string;
};

/** The title is e.g. 'Impacto en el negocio'. */
export type ImpactChartTexts = ChartTexts & {
  /** The table's first column, e.g. 'Área'. */
  areaHeader: string;
  /** The table's second column, e.g. 'Mejora estimada'. */
  valueHeader: string;
};

export type ImpactChartProps = ChartFigureAttributes & {
  slices: readonly ImpactSlice[];
  /** The figures written out beside the chart, e.g. the conversion and SEO traffic increases. */
  highlights: readonly ImpactHighlight[];
  /** How a percentage reads in the legend, tooltip and table, e.g. (v) => `${v} %`. */
  formatValue?: (value: number) => string;
  texts: ImpactChartTexts;
};

const sliceColours = (theme: ChartTheme) => [
  theme.primary,
  theme.success,
  theme.info,
  theme.warning,
  theme.muted,
];

function impactOptions(
  theme: ChartTheme,
  formatValue: (value: number) => string,
): ChartOptions<'doughnut'> {
  const base = baseOptions<'doughnut'>(theme);
  return {
    ...base,
    cutout: '58%',
    plugins: {
      ...base.plugins,
      legend: {
        ...base.plugins?.legend,
        position: 'bottom',
        labels: {
          ...base.plugins?.legend?.labels,
          // Each entry carries its figure: readable without hovering, and on paper.
          generateLabels: (chart) =>
            ChartJS.overrides.doughnut.plugins.legend.labels.generateLabels(chart).map((item) => ({
              ...item,
              text: `${item.text}: ${formatValue(Number(chart.data.datasets[0]?.data[item.index ?? 0]))}`,
              fontColor: theme.foreground,
            })),
        },
      },
      tooltip: {
        ...base.plugins?.tooltip,
        callbacks: { label: (item) => ` ${formatValue(Number(item.raw))}` },
      },
    },
  };
}

function impactData(
  theme: ChartTheme,
  slices: readonly ImpactSlice[],
): ChartData<'doughnut', number[], string> {
  const colours = sliceColours(theme);
  return {
    labels: slices.map((slice) => slice.label),
    datasets: [
      {
        data: slices.map((slice) => slice.value),
        backgroundColor: slices.map((_, index) => colours[index % colours.length]),
        borderColor: theme.background,
        borderWidth: 2,
        hoverOffset: 6,
      },
    ],
  };
}

const asNumber = (value: number) => String(value);

/**
 * The estimated business impact of the improvements as a doughnut, with the headline increases
 * written beside it; screen readers get every figure as a table.
 */
export function ImpactChart({
  slices,
  highlights,
  formatValue = asNumber,
  texts,
  ...props
}: ImpactChartProps) {
  const theme = useChartTheme();
  const options = useMemo(() => theme && impactOptions(theme, formatValue), [theme, formatValue]);
  const data = useMemo(() => theme && impactData(theme, slices), [theme, slices]);
  return (
    <ChartFigure
      data-slot="impact-chart"
      heading={texts.title}
      lead={
        highlights.length > 0 ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            {highlights.map((highlight) => (
              <div
                key={highlight.label}
                className="flex flex-col gap-1 rounded-lg bg-success-soft p-4 text-success-soft-foreground"
              >
                <dt className="text-sm font-medium">{highlight.label}</dt>
                <dd className="font-display text-h3 font-bold tabular-nums">{highlight.value}</dd>
              </div>
            ))}
          </dl>
        ) : null
      }
      boxClassName="mx-auto aspect-[4/5] w-full max-w-md sm:aspect-square"
      chart={
        data &&
        options &&
        ((canvas) => <Doughnut data={data} options={options} plugins={plugins} {...canvas} />)
      }
      table={{
        caption: texts.caption,
        headers: [texts.areaHeader, texts.valueHeader],
        rows: slices.map((slice) => ({ label: slice.label, values: [formatValue(slice.value)] })),
      }}
      {...props}
    />
  );
}
