import { financeRow } from '../testing/fixtures';
import { earningsRows, fillMonths, hasEarnings } from './earnings-tabs';

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

  it('fills the months between two keys, across a year', () => {
    expect(fillMonths([], '2024-11', '2025-02').map((row) => row.label)).toEqual(['11/24', '12/24', '01/25', '02/25']);
  });
});
