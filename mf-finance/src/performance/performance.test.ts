import { percentChange, performanceReport, performanceReportFromTotals, performanceTip, performanceWindows, windowFigures, type PeriodTotals } from './performance';

const stay = (property_id: string, check_in: string, check_out: string, gross_amount: number) => ({ property_id, check_in, check_out, gross_amount, total_amount: gross_amount + 100 });

describe('performance windows', () => {
  it.each([
    ['2025-03-10', { from: '2025-02-08', to: '2025-03-10' }, { from: '2025-03-01', to: '2025-04-01' }, { from: '2024-03-01', to: '2024-04-01' }],
    ['2025-12-31', { from: '2025-12-01', to: '2025-12-31' }, { from: '2025-12-01', to: '2026-01-01' }, { from: '2024-12-01', to: '2025-01-01' }],
  ])('on %s: last 30 days %p, this month %p, same month last year %p', (today, last30, thisMonth, lastYear) => {
    expect(performanceWindows(today)).toEqual({ last30, thisMonth, sameMonthLastYear: lastYear });
  });
});

describe('occupancy, average daily rate and revenue per available night', () => {
  const march = { from: '2025-03-01', to: '2025-04-01' };
  it.each([
    ['no stays', [], 1, { nightsBooked: 0, nightsAvailable: 31, revenue: 0, occupancy: 0, averageDailyRate: 0, revenuePerAvailableNight: 0 }],
    ['10 nights at R$ 300', [stay('a', '2025-03-01', '2025-03-11', 3000)], 1, { nightsBooked: 10, nightsAvailable: 31, revenue: 3000, occupancy: 32.3, averageDailyRate: 300, revenuePerAvailableNight: 96.77 }],
    // 3 of the 6 nights fall in March: half the price counts.
    ['a stay clipped to the window', [stay('a', '2025-03-29', '2025-04-04', 1200)], 1, { nightsBooked: 3, nightsAvailable: 31, revenue: 600, occupancy: 9.7, averageDailyRate: 200, revenuePerAvailableNight: 19.35 }],
    ['two properties double the nights available', [stay('a', '2025-03-01', '2025-03-11', 3000)], 2, { nightsBooked: 10, nightsAvailable: 62, revenue: 3000, occupancy: 16.1, averageDailyRate: 300, revenuePerAvailableNight: 48.39 }],
    ['overlapping stays cap at 100%', [stay('a', '2025-03-01', '2025-04-01', 3100), stay('a', '2025-03-01', '2025-04-01', 3100)], 1, { nightsBooked: 62, nightsAvailable: 31, revenue: 6200, occupancy: 100, averageDailyRate: 100, revenuePerAvailableNight: 200 }],
    ['no properties', [], 0, { nightsBooked: 0, nightsAvailable: 0, revenue: 0, occupancy: 0, averageDailyRate: 0, revenuePerAvailableNight: 0 }],
  ])('%s', (_case, stays, properties, figures) => {
    expect(windowFigures(stays, properties, march)).toEqual(figures);
  });

  it.each([
    [110, 100, 10],
    [90, 100, -10],
    [5, 0, null],
  ])('from %p to %p is a change of %p%', (now, before, change) => {
    expect(percentChange(now, before)).toBe(change);
  });
});

describe('performance report and tip', () => {
  const properties = [
    { id: 'a', label: 'Casa da Praia' },
    { id: 'b', label: 'Apartamento Centro' },
  ];
  const TODAY = '2025-03-31';

  it('gives each property and the total their windows, leaving stays of other properties out', () => {
    const report = performanceReport(properties, [stay('a', '2025-03-01', '2025-03-31', 3000), stay('z', '2025-03-01', '2025-03-31', 9999)], TODAY);
    expect(report.properties.map((p) => [p.label, p.last30.nightsBooked, p.last30.nightsAvailable])).toEqual([
      ['Casa da Praia', 30, 30],
      ['Apartamento Centro', 0, 30],
    ]);
    expect(report.total.last30).toMatchObject({ nightsBooked: 30, nightsAvailable: 60, occupancy: 50 });
  });

  const tipFor = (stays: ReturnType<typeof stay>[], list = properties) => performanceTip(performanceReport(list, stays, TODAY));
  const full = (id: string) => stay(id, '2025-02-15', '2025-04-10', 5000);

  it.each([
    ['no property is active', [], [], 'info', 'Assim que sua propriedade estiver ativa'],
    ['nothing is booked', [], properties, 'warning', 'Nenhuma noite reservada'],
    ['a property 20 points below the rest', [full('a'), full('a'), stay('b', '2025-03-20', '2025-03-22', 300)], properties, 'warning', 'Apartamento Centro teve'],
    ['occupancy of 85% or more', [full('a'), full('b')], properties, 'success', 'Alta procura'],
    ['revenue per available night below last year', [stay('a', '2025-03-05', '2025-03-20', 1500), stay('a', '2024-03-01', '2024-03-31', 9000)], properties.slice(0, 1), 'warning', 'abaixo do mesmo mês do ano passado'],
    ['occupancy under 40%', [stay('a', '2025-03-20', '2025-03-25', 1500)], properties.slice(0, 1), 'info', 'Ocupação de 16,7%'],
    ['balanced figures', [stay('a', '2025-03-05', '2025-03-25', 6000)], properties.slice(0, 1), 'success', 'Bom desempenho'],
  ])('when %s the tip is %s…', (_case, stays, list, tone, text) => {
    const tip = tipFor(stays, list);
    expect(tip.tone).toBe(tone);
    expect(tip.text).toContain(text);
  });
});

describe("the report from the database's sums", () => {
  const properties = [
    { id: 'a', label: 'Casa da Praia' },
    { id: 'b', label: 'Apartamento Centro' },
  ];
  const TODAY = '2025-03-31';
  const totalsOf = (stays: ReturnType<typeof stay>[]): Map<string, PeriodTotals> => {
    const windows = performanceWindows(TODAY);
    const totals = new Map<string, PeriodTotals>();
    for (const id of new Set(stays.map((s) => s.property_id))) {
      const own = stays.filter((s) => s.property_id === id);
      const of = (window: { from: string; to: string }) => {
        const figures = windowFigures(own, 1, window);
        return { nightsBooked: figures.nightsBooked, revenue: figures.revenue };
      };
      totals.set(id, { last30: of(windows.last30), thisMonth: of(windows.thisMonth), sameMonthLastYear: of(windows.sameMonthLastYear) });
    }
    return totals;
  };

  it.each([
    ['no stays', []],
    ['one property booked', [stay('a', '2025-03-01', '2025-03-31', 3000)]],
    ['both, across the month and last year', [stay('a', '2025-02-20', '2025-03-05', 1300), stay('b', '2025-03-10', '2025-03-12', 500), stay('b', '2024-03-02', '2024-03-09', 700)]],
  ])('%s: the same report as from the stays themselves', (_case, stays) => {
    expect(performanceReportFromTotals(properties, totalsOf(stays), TODAY)).toEqual(performanceReport(properties, stays, TODAY));
  });

  it('a property without sums booked nothing, and a property not listed counts nowhere', () => {
    const totals = new Map<string, PeriodTotals>([['z', { last30: { nightsBooked: 30, revenue: 9000 }, thisMonth: { nightsBooked: 30, revenue: 9000 }, sameMonthLastYear: { nightsBooked: 0, revenue: 0 } }]]);
    const report = performanceReportFromTotals(properties, totals, TODAY);
    expect(report.total.last30).toMatchObject({ nightsBooked: 0, nightsAvailable: 60, occupancy: 0 });
  });
});
