import {
  DEFAULT_TRACKING_FILTER,
  filterReservationsForTracking,
  reservationNights,
  reservationStatusLabel,
  trackingSummary,
} from './reservation-tracking';

describe('reservation status labels', () => {
  it.each([
    ['confirmed', 'Confirmada'],
    ['in_progress', 'Em andamento'],
    ['completed', 'Concluída'],
    ['cancelled', 'Cancelada'],
    ['pending', 'Pendente'],
    ['weird', 'Desconhecido'],
    [null, 'Desconhecido'],
  ])('shows %p as %s', (status, label) => {
    expect(reservationStatusLabel(status)).toBe(label);
  });
});

describe('nights', () => {
  it.each([
    ['2025-03-01', '2025-03-04', 3],
    ['2025-03-01', '2025-03-01', 1],
  ])('%s to %s counts %i night(s), at least 1', (checkIn, checkOut, nights) => {
    expect(reservationNights({ check_in: checkIn, check_out: checkOut })).toBe(nights);
  });
});

describe('reservation tracking', () => {
  const r = (id: string, check_in: string, status: string, platform: string) => ({ id, check_in, check_out: check_in, status, platform, net_amount: 100 });
  const rows = [
    r('past', '2025-02-20', 'confirmed', 'airbnb'),
    r('soon', '2025-03-15', 'confirmed', 'Booking.com'),
    r('later', '2025-04-20', 'pending', 'airbnb'),
    r('cancel', '2025-03-20', 'cancelled', 'vrbo'),
  ];
  const TODAY = '2025-03-10';

  it.each([
    [DEFAULT_TRACKING_FILTER, ['soon', 'cancel']],
    [{ ...DEFAULT_TRACKING_FILTER, period: 'last30' as const }, ['past']],
    [{ ...DEFAULT_TRACKING_FILTER, status: 'cancelled' as const }, ['cancel']],
    [{ ...DEFAULT_TRACKING_FILTER, platform: 'booking' as const }, ['soon']],
    [{ ...DEFAULT_TRACKING_FILTER, period: 'custom' as const, startDate: '2025-04-01', endDate: null }, ['later']],
  ])('filter %p keeps %p', (filter, ids) => {
    expect(filterReservationsForTracking(rows, filter, TODAY).map((x) => x.id)).toEqual(ids);
  });

  it('sums reservations, nights and net revenue', () => {
    expect(
      trackingSummary([
        { check_in: '2025-03-01', check_out: '2025-03-04', status: 'confirmed', platform: 'airbnb', net_amount: 300 },
        { check_in: '2025-03-10', check_out: '2025-03-12', status: 'confirmed', platform: 'airbnb', net_amount: null },
      ]),
    ).toEqual({ reservations: 2, nights: 5, netRevenue: 300 });
  });
});
