import { futureRows, groupRevenue, isValidChartRange, seriesRows } from './revenue-chart';

const TODAY = '2025-03-10';
const r = (check_in: string, check_out: string, platform: string | null, host_payout: number | null) => ({ check_in, check_out, platform, host_payout });
const rows = [
  r('2025-02-27', '2025-03-01', 'Airbnb', 100),
  r('2025-03-01', '2025-03-03', 'Booking.com', 200),
  r('2025-03-02', '2025-03-04', 'vrbo', 50),
  r('2025-03-15', '2025-03-18', 'direct', 400),
  r('2025-03-15', '2025-03-16', 'Expedia', 30),
  r('2026-01-05', '2026-01-06', 'airbnb', null),
];

describe('revenue chart grouping', () => {
  it('groups by month with mm/yy labels, per-channel sums and counts', () => {
    expect(groupRevenue(rows, 'month', { today: TODAY })).toEqual([
      { key: '2025-02', label: '02/25', airbnb: 100, booking: 0, vrbo: 0, direct: 0, total: 100, reservationCount: 1, paid: 100, future: 0 },
      { key: '2025-03', label: '03/25', airbnb: 0, booking: 200, vrbo: 50, direct: 400, total: 680, reservationCount: 4, paid: 250, future: 430 },
      { key: '2026-01', label: '01/26', airbnb: 0, booking: 0, vrbo: 0, direct: 0, total: 0, reservationCount: 1, paid: 0, future: 0 },
    ]);
  });

  it.each([
    ['day', ['27/02', '28/02', '01/03', '02/03', '03/03'], 313],
    ['week', ['23/02', '02/03', '09/03', '16/03', '23/03'], 46],
    ['year', ['2025', '2026'], 2],
  ] as const)('groups by %s with labels %p…, %i periods in all', (grouping, labels, count) => {
    const grouped = groupRevenue(rows, grouping, { today: TODAY });
    expect(grouped.slice(0, 5).map((row) => row.label)).toEqual(labels.slice(0, 5));
    expect(grouped).toHaveLength(count);
  });

  it('by day, shows the days without stays as empty, from the first stay to the last', () => {
    const grouped = groupRevenue([r('2025-03-01', '2025-03-02', 'airbnb', 100), r('2025-03-04', '2025-03-05', 'booking', 50)], 'day', { today: TODAY });
    expect(grouped.map((row) => [row.label, row.total, row.reservationCount])).toEqual([
      ['01/03', 100, 1],
      ['02/03', 0, 0],
      ['03/03', 0, 0],
      ['04/03', 50, 1],
    ]);
  });

  it('by day, over the chosen Início and Fim when they are set', () => {
    const grouped = groupRevenue([r('2025-03-02', '2025-03-03', 'airbnb', 100)], 'day', { today: TODAY, from: '2025-02-28', to: '2025-03-03' });
    expect(grouped.map((row) => [row.key, row.total])).toEqual([
      ['2025-02-28', 0],
      ['2025-03-01', 0],
      ['2025-03-02', 100],
      ['2025-03-03', 0],
    ]);
  });

  it('by week, shows the weeks without stays as empty (weeks start on Sunday)', () => {
    const grouped = groupRevenue([r('2025-03-03', '2025-03-04', 'airbnb', 100), r('2025-03-20', '2025-03-21', 'vrbo', 30)], 'week', { today: TODAY, to: '2025-03-31' });
    expect(grouped.map((row) => [row.label, row.total])).toEqual([
      ['02/03', 100],
      ['09/03', 0],
      ['16/03', 30],
      ['23/03', 0],
      ['30/03', 0],
    ]);
  });

  it('fills a chosen period of more than three years of days only between the first and the last stay', () => {
    const grouped = groupRevenue([r('2025-03-02', '2025-03-03', 'airbnb', 100), r('2025-03-05', '2025-03-06', 'airbnb', 1)], 'day', { today: TODAY, from: '2020-01-01', to: '2030-12-31' });
    expect(grouped.map((row) => row.key)).toEqual(['2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05']);
  });

  it('leaves months and years without stays out, as before', () => {
    expect(groupRevenue(rows, 'month', { today: TODAY }).map((row) => row.key)).toEqual(['2025-02', '2025-03', '2026-01']);
  });

  it('has no rows at all without stays in the period', () => {
    expect(groupRevenue([], 'day', { today: TODAY, from: '2025-03-01', to: '2025-03-31' })).toEqual([]);
  });

  it('puts Sunday 2025-03-02 and Saturday 2025-03-08 in the same week', () => {
    const week = groupRevenue([r('2025-03-02', '2025-03-03', 'airbnb', 1), r('2025-03-08', '2025-03-09', 'airbnb', 2)], 'week', { today: TODAY });
    expect(week).toHaveLength(1);
    expect(week[0]).toMatchObject({ key: '2025-03-02', total: 3, reservationCount: 2 });
  });

  it('keeps check-ins inside the chosen range and matches the product channel by name', () => {
    const grouped = groupRevenue([r('2025-03-01', '2025-03-02', 'Casa Boa', 10), r('2025-04-01', '2025-04-02', 'airbnb', 20)], 'month', {
      today: TODAY,
      from: '2025-03-01',
      to: '2025-03-31',
      productKeyword: 'casa boa',
    });
    expect(grouped).toEqual([expect.objectContaining({ key: '2025-03', direct: 10, total: 10 })]);
  });

  it('shows the current month onward in the future tab', () => {
    expect(futureRows(groupRevenue(rows, 'month', { today: TODAY }), TODAY).map((row) => row.key)).toEqual(['2025-03', '2026-01']);
  });

  it.each([
    ['2025-03-01', '2025-03-01', true],
    ['2025-03-02', '2025-03-01', false],
    [null, '2025-03-01', true],
  ])('range %p to %p is valid: %p', (start, end, valid) => {
    expect(isValidChartRange(start, end)).toBe(valid);
  });
});

describe('grouping boundaries', () => {
  it.each([
    // Saturday 2025-03-08 closes the week that began on Sunday 2025-03-02; Sunday 2025-03-09 opens the next.
    ['week', '2025-03-08', '2025-03-09', ['2025-03-02', '2025-03-09']],
    // A week that starts in one month and ends in the next keeps its Sunday as key.
    ['week', '2025-03-30', '2025-04-05', ['2025-03-30']],
    // A week across the new year.
    ['week', '2024-12-29', '2025-01-04', ['2024-12-29']],
    ['month', '2025-03-31', '2025-04-01', ['2025-03', '2025-04']],
    ['month', '2024-12-31', '2025-01-01', ['2024-12', '2025-01']],
    ['year', '2024-12-31', '2025-01-01', ['2024', '2025']],
    ['day', '2025-03-31', '2025-04-01', ['2025-03-31', '2025-04-01']],
  ] as const)('by %s, check-ins %s and %s fall in %p', (grouping, first, second, keys) => {
    const grouped = groupRevenue([r(first, '2025-06-01', 'airbnb', 10), r(second, '2025-06-01', 'airbnb', 20)], grouping, { today: TODAY });
    expect(grouped.map((row) => row.key)).toEqual(keys);
  });

  it('puts a stay across two months in its check-in month, whole', () => {
    const grouped = groupRevenue([r('2025-03-29', '2025-04-03', 'vrbo', 500)], 'month', { today: TODAY });
    expect(grouped).toEqual([expect.objectContaining({ key: '2025-03', label: '03/25', vrbo: 500, total: 500, reservationCount: 1 })]);
  });

  it('labels months mm/yy across years', () => {
    expect(groupRevenue([r('2024-12-05', '2024-12-07', 'airbnb', 1), r('2025-01-05', '2025-01-07', 'airbnb', 1)], 'month', { today: TODAY }).map((row) => row.label)).toEqual(['12/24', '01/25']);
  });
});

describe("seriesRows: the database's sums as the chart's rows", () => {
  const row = (period: string, platform: string | null, total: number | string, reservations = 1, paid: number | string = 0, future: number | string = 0) => ({ period, platform, total, reservations, paid, future });

  it.each([
    ['day', '2025-03-02', '02/03'],
    ['week', '2025-03-02', '02/03'],
    ['month', '2025-03', '03/25'],
    ['year', '2025', '2025'],
  ] as const)('by %s, the period %s is labelled %s', (grouping, period, label) => {
    expect(seriesRows([row(period, 'airbnb', '10.50')], grouping)[0]).toMatchObject({ key: period, label, airbnb: 10.5, total: 10.5, reservationCount: 1 });
  });

  it("puts each platform's sums in its channel (the provider's own name is direct) and counts an unknown one in the total only", () => {
    const [month] = seriesRows(
      [row('2025-03', 'Airbnb', '100.10', 2, '100.10'), row('2025-03', 'booking.com', 50, 1, 0, 50), row('2025-03', 'Lar Temporada', 25), row('2025-03', 'outro', 5)],
      'month',
      { productKeyword: 'Lar Temporada' },
    );
    expect(month).toEqual({ key: '2025-03', label: '03/25', airbnb: 100.1, booking: 50, vrbo: 0, direct: 25, total: 180.1, reservationCount: 5, paid: 100.1, future: 50 });
  });

  it('fills the days and weeks without stays between the chosen dates, as the stays grouped here are', () => {
    expect(seriesRows([row('2025-03-03', 'vrbo', 1)], 'day', { from: '2025-03-01', to: '2025-03-04' }).map((r) => [r.key, r.total])).toEqual([
      ['2025-03-01', 0],
      ['2025-03-02', 0],
      ['2025-03-03', 1],
      ['2025-03-04', 0],
    ]);
    expect(seriesRows([row('2025-03-09', 'vrbo', 1)], 'week', { from: '2025-03-01' }).map((r) => r.key)).toEqual(['2025-02-23', '2025-03-02', '2025-03-09']);
    expect(seriesRows([row('2025-05', 'vrbo', 1), row('2025-03', 'vrbo', 1)], 'month').map((r) => r.key)).toEqual(['2025-03', '2025-05']);
  });
});
