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
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
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

export type CompetitorBar = {
  /** e.g. 'Tu sitio', 'Promedio del sector', 'Mejor competidor'. */
  label: string;
  /** Score, 0-100. */
  value: number;
};

/** The title is e.g. 'Comparación con la competencia'. */
export type CompetitorChartTexts = ChartTexts & {
  /** The table's first column, e.g. 'Sitio'. */
  siteHeader: string;
  /** The table's second column, e.g. 'Puntuación'. */
  valueHeader: string;
};

export type CompetitorChartProps = ChartFigureAttributes & {
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
export function CompetitorChart({ bars, rank, gap, texts, ...props }: CompetitorChartProps) {
  const theme = useChartTheme();
  const options = useMemo(() => theme && barOptions(theme), [theme]);
  const data = useMemo(() => theme && barData(theme, bars), [theme, bars]);
  const plugins = useMemo(() => (theme ? [pageEvents, barValues(theme)] : []), [theme]);
  return (
    <ChartFigure
      data-slot="competitor-chart"
      heading={texts.title}
      boxClassName="aspect-[4/3] w-full max-w-2xl sm:aspect-video"
      chart={
        data &&
        options &&
        ((canvas) => <Bar data={data} options={options} plugins={plugins} {...canvas} />)
      }
      table={{
        caption: texts.caption,
        headers: [texts.siteHeader, texts.valueHeader],
        rows: bars.map((bar) => ({ label: bar.label, values: [bar.value] })),
      }}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{rank}</p>
        <p className="text-muted-foreground">{gap}</p>
      </div>
    </ChartFigure>
  );
}
