import { financeRow } from '../testing/fixtures';
import { earningsFrom, earningsRows, earningsRowsFromMonths, hasEarnings, type EarningsTab } from './earnings-tabs';
import { toMonthRows, type MonthRow } from './get-monthly-earnings';

const TODAY = '2025-03-10';
const rows = [
  financeRow({ id: 'old', check_in: '2024-02-10', check_out: '2024-02-12', host_payout: 999 }),
  financeRow({ id: 'last-year', check_in: '2024-04-01', check_out: '2024-04-03', host_payout: 100 }),
  financeRow({ id: 'jan', check_in: '2025-01-05', check_out: '2025-01-07', host_payout: 200 }),
  financeRow({ id: 'mar-past', check_in: '2025-03-01', check_out: '2025-03-04', host_payout: 300 }),
  financeRow({ id: 'mar-now', check_in: '2025-03-08', check_out: '2025-03-12', host_payout: 400, actual_payout_date: null }),
  financeRow({ id: 'mar-next', check_in: '2025-03-15', check_out: '2025-03-18', host_payout: 500, actual_payout_date: null }),
  financeRow({ id: 'may', check_in: '2025-05-02', check_out: '2025-05-04', host_payout: 600, actual_payout_date: null }),
];

describe('dashboard earnings tabs', () => {
  it('Geral: the last twelve months and the months booked ahead, gaps as zero months', () => {
    const overview = earningsRows(rows, 'overview', TODAY, 'Lar Temporada');
    expect(overview.map((row) => row.label)).toEqual(['04/24', '05/24', '06/24', '07/24', '08/24', '09/24', '10/24', '11/24', '12/24', '01/25', '02/25', '03/25', '04/25', '05/25']);
    expect(overview.map((row) => row.total)).toEqual([100, 0, 0, 0, 0, 0, 0, 0, 0, 200, 0, 1200, 0, 600]);
    expect(overview.find((row) => row.key === '2025-03')?.reservationCount).toBe(3);
  });

  it('Receitas: up to this month, paid amounts being stays already checked out', () => {
    const revenue = earningsRows(rows, 'revenue', TODAY, 'Lar Temporada');
    expect(revenue[revenue.length - 1]).toMatchObject({ key: '2025-03', paid: 300 });
    expect(revenue).toHaveLength(12);
  });

  it('Reservas Futuras: this month onward, stays from today on', () => {
    const future = earningsRows(rows, 'future', TODAY, 'Lar Temporada');
    expect(future.map((row) => [row.key, row.future])).toEqual([
      ['2025-03', 500],
      ['2025-04', 0],
      ['2025-05', 600],
    ]);
  });

  it.each([
    ['overview', [], false],
    ['future', [financeRow({ check_in: '2025-01-01', check_out: '2025-01-03' })], false],
    ['revenue', [financeRow({ check_in: '2025-03-01', check_out: '2025-03-03' })], true],
  ] as const)('%s with %p has something to draw: %p', (tab, list, expected) => {
    expect(hasEarnings(earningsRows(list, tab, TODAY, 'x'), tab)).toBe(expected);
  });

  it('fills the months without stays with zero rows, across a year', () => {
    const months = earningsRowsFromMonths([], 'revenue', '2025-02-10');
    expect(months.map((row) => row.label)).toEqual(['03/24', '04/24', '05/24', '06/24', '07/24', '08/24', '09/24', '10/24', '11/24', '12/24', '01/25', '02/25']);
    expect(months.every((row) => row.total === 0 && row.reservationCount === 0)).toBe(true);
  });
});

describe("the tabs from the database's months", () => {
  // What get_monthly_earnings answers for the stays above: per month of check-in and platform, from earningsFrom(TODAY).
  const monthRows = (brandPlatform: string): MonthRow[] => {
    const groups = new Map<string, MonthRow>();
    for (const [i, r] of rows.entries()) {
      if (r.check_in < earningsFrom(TODAY)) continue;
      const platform = i % 2 === 0 ? r.platform : brandPlatform;
      const key = `${r.check_in.slice(0, 7)}|${platform}`;
      const g = groups.get(key) ?? { month: r.check_in.slice(0, 7), platform, total: 0, reservations: 0, paid: 0, future: 0 };
      const payout = r.host_payout ?? 0;
      groups.set(key, {
        ...g,
        total: Number(g.total) + payout,
        reservations: Number(g.reservations) + 1,
        paid: Number(g.paid) + (r.check_out < TODAY ? payout : 0),
        future: Number(g.future) + (r.check_in >= TODAY ? payout : 0),
      });
    }
    return [...groups.values()].map((g) => ({ ...g, total: String(g.total) }));
  };
  const withBrand = rows.map((r, i) => (i % 2 === 0 ? r : { ...r, platform: 'Reserva Lar Temporada' }));

  it.each(['overview', 'revenue', 'future'] as EarningsTab[])('%s: the same rows as from the stays, the provider’s own name as direct', (tab) => {
    expect(earningsRowsFromMonths(toMonthRows(monthRows('Reserva Lar Temporada'), 'Lar Temporada'), tab, TODAY)).toEqual(earningsRows(withBrand, tab, TODAY, 'Lar Temporada'));
  });

  it('starts eleven months before this one', () => {
    expect(earningsFrom('2025-03-10')).toBe('2024-04-01');
  });
});
