import { revenueChartOptions } from './chart-options';
import { groupRevenue } from './revenue-chart';

const rows = groupRevenue(
  [
    { check_in: '2025-03-01', check_out: '2025-03-03', platform: 'airbnb', host_payout: 100 },
    { check_in: '2025-03-05', check_out: '2025-03-06', platform: 'Lar Temporada', host_payout: 50 },
    { check_in: '2025-04-01', check_out: '2025-04-03', platform: 'booking', host_payout: 200 },
  ],
  'month',
  { today: '2025-03-10', productKeyword: 'Lar Temporada' },
);

describe('revenue chart series', () => {
  it("by channel: stacked bars for Airbnb, Booking, VRBO and the brand, plus the count line on the second axis", () => {
    const series = revenueChartOptions(rows, { byChannel: true, brandName: 'Lar Temporada' }).series as Array<{ type: string; name: string; data: number[]; yAxis?: number; stack?: string }>;
    expect(series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['column', 'Airbnb', [100, 0]],
      ['column', 'Booking', [0, 200]],
      ['column', 'VRBO', [0, 0]],
      ['column', 'Lar Temporada', [50, 0]],
      ['line', 'Reservas', [2, 1]],
    ]);
    expect(series[4]?.yAxis).toBe(1);
  });

  it.each([
    ['total', [150, 200]],
    ['paid', [150, 0]],
    ['future', [0, 200]],
  ] as const)('otherwise one bar of the %s amount plus the line', (amount, data) => {
    const series = revenueChartOptions(rows, { byChannel: false, brandName: 'Lar Temporada', amount }).series as Array<{ type: string; data: number[] }>;
    expect(series.map((s) => s.type)).toEqual(['column', 'line']);
    expect(series[0]?.data).toEqual(data);
  });

  it('labels months mm/yy, stacks only by channel and writes the axis in R$ with mil and mi', () => {
    const options = revenueChartOptions(rows, { byChannel: true, brandName: 'Lar Temporada' });
    expect((options.xAxis as { categories: string[] }).categories).toEqual(['03/25', '04/25']);
    expect(options.plotOptions?.column?.stacking).toBe('normal');
    expect(revenueChartOptions(rows, { byChannel: false, brandName: 'x' }).plotOptions?.column?.stacking).toBeUndefined();
    const axis = (options.yAxis as Array<{ labels: { formatter?: (this: unknown, ctx: { value: number }) => string } }>)[0];
    const format = (value: number) => axis?.labels.formatter?.call(undefined, { value });
    expect([format(950), format(1500), format(2_000_000)]).toEqual(['R$ 950', 'R$ 1,5 mil', 'R$ 2 mi']);
  });
});
