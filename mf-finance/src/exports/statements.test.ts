import { financeRow } from '../testing/fixtures';
import { applyFinanceFilter, DEFAULT_FINANCE_FILTER } from '../finance/finance-filters';
import { financePageSummary } from '../finance/finance-summary';
import { monthlyStatement, yearlyIncomeReport } from './statements';

const TODAY = '2025-03-20';
const rows = [
  // Checked in in February, paid in March.
  financeRow({ id: 'feb', check_in: '2025-02-25', check_out: '2025-03-02', nights: 5, gross_amount: 1500, platform_fee: 240, management_fee: 270, cleaning_fee: 120, host_payout: 990, actual_payout_date: '2025-03-04', expected_payout_date: '2025-03-04' }),
  // March stays: one paid in March, one expected in April, one expected in March and not yet paid.
  financeRow({ id: 'mar-paid', check_in: '2025-03-01', check_out: '2025-03-05', actual_payout_date: '2025-03-08', expected_payout_date: '2025-03-08' }),
  financeRow({ id: 'mar-booking', platform: 'booking', check_in: '2025-03-10', check_out: '2025-03-12', nights: 2, gross_amount: 600, platform_fee: 108, management_fee: 108, cleaning_fee: 80, host_payout: 384, actual_payout_date: null, expected_payout_date: '2025-04-15' }),
  financeRow({ id: 'mar-vrbo', platform: 'vrbo', check_in: '2025-03-02', check_out: '2025-03-03', nights: 1, gross_amount: 300, platform_fee: 42, management_fee: 54, cleaning_fee: 90, host_payout: 204, actual_payout_date: null, expected_payout_date: '2025-03-31' }),
  // April stay.
  financeRow({ id: 'apr', check_in: '2025-04-02', check_out: '2025-04-05', nights: 3, host_payout: 500, actual_payout_date: null, expected_payout_date: '2025-04-09' }),
];

describe('monthly owner statement', () => {
  const statement = monthlyStatement(rows, '2025-03');

  it('lists the stays checking in during the month, oldest first, with their totals', () => {
    expect(statement.stays.map((r) => r.id)).toEqual(['mar-paid', 'mar-vrbo', 'mar-booking']);
    expect(statement.totals).toEqual({ gross: 1900, channelFee: 310, providerFee: 342, cleaningFee: 270, net: 1248, nights: 7 });
  });

  it('lists the payouts made in the month (whatever the stay) and those expected in it', () => {
    expect(statement.payoutsMade.map((p) => [p.reservation.id, p.date, p.amount])).toEqual([
      ['feb', '2025-03-04', 990],
      ['mar-paid', '2025-03-08', 660],
    ]);
    expect(statement.payoutsMadeTotal).toBe(1650);
    expect(statement.payoutsExpected.map((p) => [p.reservation.id, p.date])).toEqual([['mar-vrbo', '2025-03-31']]);
    expect(statement.payoutsExpectedTotal).toBe(204);
  });

  it("has the net total the page's 'Total de Ganhos' shows for that month", () => {
    const page = applyFinanceFilter(rows, { ...DEFAULT_FINANCE_FILTER, dateRange: 'custom', startDate: '2025-03-01', endDate: '2025-03-31' }, TODAY);
    expect(statement.totals.net).toBe(financePageSummary(page, TODAY).totalEarnings);
  });

  it('is empty for a month without stays or payouts', () => {
    expect(monthlyStatement(rows, '2024-01')).toMatchObject({ stays: [], payoutsMade: [], payoutsExpected: [], totals: { net: 0, nights: 0 } });
  });
});

describe('yearly income report', () => {
  const paid = [
    ...rows,
    financeRow({ id: 'dec', check_in: '2024-12-28', check_out: '2025-01-02', actual_payout_date: '2025-01-04', gross_amount: 800, platform_fee: 128, management_fee: 144, host_payout: 528 }),
    financeRow({ id: 'last-year', check_in: '2024-12-01', check_out: '2024-12-03', actual_payout_date: '2024-12-08' }),
  ];
  const report = yearlyIncomeReport(paid, 2025);

  it('puts each paid stay in the month of its payout, with gross, fees and amount paid out', () => {
    expect(report.months[0]).toEqual({ month: 1, payouts: 1, gross: 800, fees: 272, paidOut: 528 });
    expect(report.months[2]).toEqual({ month: 3, payouts: 2, gross: 2500, fees: 850, paidOut: 1650 });
    expect(report.months.filter((m) => m.payouts > 0).map((m) => m.month)).toEqual([1, 3]);
  });

  it('adds the months up, leaving unpaid stays and other years out', () => {
    expect(report.totals).toEqual({ payouts: 3, gross: 3300, fees: 1122, paidOut: 2178 });
  });

  it("equals 'Total de Ganhos' of the paid stays when every stay was paid in the year it began", () => {
    const paidIn2025 = paid.filter((r) => r.actual_payout_date?.startsWith('2025'));
    expect(report.totals.paidOut).toBe(financePageSummary(paidIn2025, TODAY).totalEarnings);
  });

  it('has twelve months even without payouts', () => {
    expect(yearlyIncomeReport([], 2025).months).toHaveLength(12);
    expect(yearlyIncomeReport([], 2025).totals).toEqual({ payouts: 0, gross: 0, fees: 0, paidOut: 0 });
  });
});
