import { averageDailyRate, financePageSummary, occupancyRate } from './finance-summary';

const TODAY = '2025-03-10';
const r = (property_id: string, check_in: string, host_payout: number | null, total_amount: number | null = host_payout) => ({ property_id, check_in, host_payout, total_amount });

describe('finance page summary', () => {
  it('splits payouts around today and counts distinct properties', () => {
    const rows = [r('a', '2025-02-01', 1000), r('a', '2025-03-02', 500), r('b', '2025-03-10', 300), r('b', '2025-04-01', 200), r('c', '2024-03-05', 50), r('c', '2025-03-20', null)];
    expect(financePageSummary(rows, TODAY)).toEqual({
      availableBalance: 1550,
      projectedBalance: 500,
      thisMonthEarnings: 800,
      totalEarnings: 2050,
      totalProperties: 3,
    });
  });

  it('never shows a negative available balance', () => {
    expect(financePageSummary([r('a', '2025-02-01', -100), r('a', '2025-04-01', 50)], TODAY).availableBalance).toBe(0);
  });

  it('is all zero without reservations', () => {
    expect(financePageSummary([], TODAY)).toEqual({ availableBalance: 0, projectedBalance: 0, thisMonthEarnings: 0, totalEarnings: 0, totalProperties: 0 });
  });
});

describe('average daily rate', () => {
  it.each([
    [[], 0],
    [[{ check_in: '2025-03-01', check_out: '2025-03-05', gross_amount: 1000, total_amount: null }], 250],
    [[{ check_in: '2025-03-01', check_out: '2025-03-01', gross_amount: 300, total_amount: null }, { check_in: '2025-03-02', check_out: '2025-03-04', gross_amount: 600, total_amount: null }], 300],
    [[{ check_in: '2025-03-01', check_out: '2025-03-03', gross_amount: null, total_amount: 500 }], 250],
  ])('for %j is %p', (rows, rate) => {
    expect(averageDailyRate(rows)).toBe(rate);
  });
});

describe('occupancy', () => {
  it.each([
    ['no reservations', [], 0],
    ['10 of 31 March nights, one property', [{ property_id: 'a', check_in: '2025-03-01', check_out: '2025-03-11' }], 32.3],
    ['a stay across months is clipped to each month', [{ property_id: 'a', check_in: '2025-03-29', check_out: '2025-04-04' }], 9.8], // (3/31 + 3/30) / 2
    ['two properties halve the rate', [{ property_id: 'a', check_in: '2025-03-01', check_out: '2025-03-11' }, { property_id: 'b', check_in: '2025-05-01', check_out: '2025-05-01' }], 16.1],
    ['overlapping stays are capped at 100', [{ property_id: 'a', check_in: '2025-02-01', check_out: '2025-03-01' }, { property_id: 'a', check_in: '2025-02-01', check_out: '2025-03-01' }], 100],
    ['a stay crossing the year', [{ property_id: 'a', check_in: '2024-12-31', check_out: '2025-01-01' }], 3.2],
  ])('with %s', (_case, rows, rate) => {
    expect(occupancyRate(rows)).toBe(rate);
  });
});
