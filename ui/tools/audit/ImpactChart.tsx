import {
  ArcElement,
  Chart as ChartJS,
  Legend,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useId, useMemo } from 'react';
import type * as React from 'react';
import { Doughnut } from 'react-chartjs-2';
import { cn } from '../../lib/cn';
import {
  baseOptions,
  canvasClass,
  pageEvents,
  useChartTheme,
  type ChartTheme,
} from './chart-theme';

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

export type ImpactChartTexts = {
  /** Shown above the chart, e.g. 'Impacto en el negocio'. */
  title: string;
  /** The data table's caption, read by screen readers in place of the chart. */
  caption: string;
  /** The table's first column, e.g. 'Área'. */
  areaHeader: string;
  /** The table's second column, e.g. 'Mejora estimada'. */
  valueHeader: string;
};

export type ImpactChartProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
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
  className,
  ...props
}: ImpactChartProps) {
  const theme = useChartTheme();
  const titleId = useId();
  const options = useMemo(() => theme && impactOptions(theme, formatValue), [theme, formatValue]);
  const data = useMemo(() => theme && impactData(theme, slices), [theme, slices]);
  return (
    <figure
      data-slot="impact-chart"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4 break-inside-avoid', className)}
      {...props}
    >
      <figcaption id={titleId} className="font-display text-h4 font-semibold">
        {texts.title}
      </figcaption>
      {highlights.length > 0 ? (
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
      ) : null}
      <div className="relative mx-auto aspect-[4/5] w-full max-w-md sm:aspect-square">
        {data && options ? (
          <Doughnut
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
            <th scope="col">{texts.areaHeader}</th>
            <th scope="col">{texts.valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {slices.map((slice) => (
            <tr key={slice.label}>
              <th scope="row">{slice.label}</th>
              <td>{formatValue(slice.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
