import type { Options } from 'highcharts';

/**
 * Stands in for highcharts-react-official in component tests: jsdom cannot lay out SVG, and the tests assert on
 * what the chart is asked to draw (its series and categories), which this shows as text.
 */
export default function ChartStub({ options }: { options: Options }) {
  const categories = (options.xAxis as { categories?: string[] } | undefined)?.categories ?? [];
  const series = (options.series ?? []) as Array<{ name?: string; type?: string; data?: number[] }>;
  return (
    <figure aria-label="Gráfico" data-height={options.chart?.height}>
      <p>categorias: {categories.join(', ')}</p>
      <p>empilhado: {options.plotOptions?.column?.stacking ? 'sim' : 'não'}</p>
      {series.map((s) => (
        <p key={s.name}>
          série {s.type} {s.name}: {(s.data ?? []).join(', ')}
        </p>
      ))}
    </figure>
  );
}
