import { expectedPayoutDate, financeStatus, financeStatusFilterKey } from './payout';

const TODAY = '2025-03-10';

describe('finance status (finance-views reading)', () => {
  it.each([
    ['paid', { check_in: '2025-01-01', check_out: '2025-01-05', expected_payout_date: '2025-01-10', actual_payout_date: '2025-01-09' }, 'pago'],
    ['checking in today', { check_in: '2025-03-10', check_out: '2025-03-12', expected_payout_date: null, actual_payout_date: null }, 'hospedando'],
    ['checking out today', { check_in: '2025-03-08', check_out: '2025-03-10', expected_payout_date: null, actual_payout_date: null }, 'hospedando'],
    ['after check-out, payout today', { check_in: '2025-03-01', check_out: '2025-03-05', expected_payout_date: '2025-03-10', actual_payout_date: null }, 'agendado'],
    ['after check-out, payout date passed', { check_in: '2025-03-01', check_out: '2025-03-05', expected_payout_date: '2025-03-09', actual_payout_date: null }, 'pendente'],
    ['after check-out, no payout date', { check_in: '2025-03-01', check_out: '2025-03-05', expected_payout_date: null, actual_payout_date: null }, 'futuro'],
    ['a future stay', { check_in: '2025-04-01', check_out: '2025-04-05', expected_payout_date: '2025-04-10', actual_payout_date: null }, 'futuro'],
  ])('a reservation %s is %s', (_case, reservation, status) => {
    expect(financeStatus(reservation, TODAY)).toBe(status);
  });

  it.each([
    ['pago', 'completed'],
    ['hospedando', 'pending'],
    ['agendado', 'scheduled'],
    ['futuro', 'scheduled'],
    ['pendente', 'scheduled'],
  ] as const)('%s falls under filter %s', (status, key) => {
    expect(financeStatusFilterKey(status)).toBe(key);
  });
});

describe('expected payout date', () => {
  it.each([
    ['Airbnb', '2025-03-01', '2025-03-05', '2025-03-08'],
    ['booking.com', '2025-03-01', '2025-03-05', '2025-04-15'],
    ['Booking', '2025-12-28', '2026-01-02', '2026-02-15'],
    ['Booking', '2025-12-20', '2025-12-24', '2026-01-15'],
    ['vrbo', '2025-03-01', '2025-03-05', '2025-03-31'],
    [null, '2025-03-01', '2025-03-05', '2025-03-31'],
  ])('%p stay %s–%s pays on %s', (platform, checkIn, checkOut, date) => {
    expect(expectedPayoutDate({ platform, check_in: checkIn, check_out: checkOut })).toBe(date);
  });
});
