// The finance formulas run over 100k reservations in the bench; this guards against an accidental
// quadratic step (a find/includes inside the loop) with a bound far above what a linear pass needs.
import { averageDailyRate, financePageSummary, occupancyRate } from './finance-summary';
import { applyFinanceFilter, DEFAULT_FINANCE_FILTER } from './finance-filters';
import { addDays } from '@portal/shared/domain';
import { groupRevenue } from '../revenue-chart/revenue-chart';

const PLATFORMS = ['airbnb', 'Booking.com', 'vrbo', 'direct'];

function reservations(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const checkIn = addDays('2023-01-01', i % 900);
    return {
      id: `r${i}`,
      property_id: `p${i % 50}`,
      check_in: checkIn,
      check_out: addDays(checkIn, 1 + (i % 9)),
      platform: PLATFORMS[i % 4] ?? null,
      host_payout: 100 + (i % 500),
      gross_amount: 150 + (i % 500),
      total_amount: 160 + (i % 500),
      expected_payout_date: addDays(checkIn, 20),
      actual_payout_date: i % 3 === 0 ? addDays(checkIn, 15) : null,
    };
  });
}

describe('finance formulas at scale', () => {
  const rows = reservations(100_000);
  const TODAY = '2024-06-15';

  it.each([
    ['financePageSummary', () => financePageSummary(rows, TODAY)],
    ['averageDailyRate', () => averageDailyRate(rows)],
    ['occupancyRate', () => occupancyRate(rows)],
    ['groupRevenue by week', () => groupRevenue(rows, 'week', { today: TODAY })],
    ['groupRevenue by day', () => groupRevenue(rows, 'day', { today: TODAY })],
    ['applyFinanceFilter with statuses', () => applyFinanceFilter(rows, { ...DEFAULT_FINANCE_FILTER, dateRange: 'year', statusList: ['completed', 'scheduled'] }, TODAY)],
  ])('%s handles 100k reservations in well under a second', (_name, run) => {
    const started = performance.now();
    run();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('gives the same totals when the input is split and summed (no hidden state)', () => {
    const whole = financePageSummary(rows, TODAY).totalEarnings;
    const halves = financePageSummary(rows.slice(0, 50_000), TODAY).totalEarnings + financePageSummary(rows.slice(50_000), TODAY).totalEarnings;
    expect(halves).toBe(whole);
  });
});
