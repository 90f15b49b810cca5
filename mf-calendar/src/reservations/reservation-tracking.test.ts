import {
  customPeriodError,
  DEFAULT_TRACKING_FILTER,
  platformLabel,
  sortForTracking,
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

describe('platform labels', () => {
  it.each([
    ['airbnb', 'Airbnb'],
    ['AIRBNB', 'Airbnb'],
    ['Booking.com', 'Booking'],
    ['vrbo', 'VRBO'],
    ['Direct', 'Direto'],
    ['Temporada Livre', 'Temporada Livre'],
    [null, 'Não informada'],
  ])('shows %p as %s', (platform, label) => {
    expect(platformLabel(platform)).toBe(label);
  });
});

describe('custom period', () => {
  it.each([
    [{ period: 'custom' as const, startDate: '2025-03-10', endDate: '2025-03-01' }, 'A data final não pode ser anterior à data inicial.'],
    [{ period: 'custom' as const, startDate: '2025-03-10', endDate: '2025-03-10' }, null],
    [{ period: 'custom' as const, startDate: null, endDate: '2025-03-01' }, null],
    [{ period: 'next30' as const, startDate: '2025-03-10', endDate: '2025-03-01' }, null],
  ])('%p gives %p', (filter, error) => {
    expect(customPeriodError(filter)).toBe(error);
  });

  it.each([
    [{ startDate: '2025-03-15', endDate: '2025-03-20' }, ['soon', 'cancel']],
    [{ startDate: null, endDate: '2025-03-15' }, ['past', 'soon']],
    [{ startDate: '2025-03-20', endDate: '2025-03-20' }, ['cancel']],
  ])('with bounds %p keeps %p, both ends included', (bounds, ids) => {
    const rows = [
      { id: 'past', check_in: '2025-02-20', check_out: '2025-02-22', status: 'confirmed', platform: 'airbnb', net_amount: 1 },
      { id: 'soon', check_in: '2025-03-15', check_out: '2025-03-16', status: 'confirmed', platform: 'airbnb', net_amount: 1 },
      { id: 'cancel', check_in: '2025-03-20', check_out: '2025-03-21', status: 'cancelled', platform: 'vrbo', net_amount: 1 },
    ];
    expect(filterReservationsForTracking(rows, { ...DEFAULT_TRACKING_FILTER, period: 'custom', ...bounds }, '2025-03-10').map((r) => r.id)).toEqual(ids);
  });
});

describe('filter edges', () => {
  const at = (check_in: string) => ({ id: check_in, check_in, check_out: check_in, status: 'confirmed', platform: 'direct', net_amount: 0 });
  const rows = ['2025-02-07', '2025-02-08', '2025-03-10', '2025-04-09', '2025-04-10'].map(at);

  it.each([
    ['next30', ['2025-03-10', '2025-04-09']],
    ['last30', ['2025-02-08', '2025-03-10']],
  ] as const)('%s runs from its first to its 30th day, both included', (period, ids) => {
    expect(filterReservationsForTracking(rows, { ...DEFAULT_TRACKING_FILTER, period }, '2025-03-10').map((r) => r.id)).toEqual(ids);
  });

  it.each([
    ['pending', ['p']],
    ['confirmed', ['c']],
    ['all', ['c', 'p', 'i', 'x']],
  ] as const)('status %s keeps %p', (status, ids) => {
    const mixed = [
      { ...at('2025-03-11'), id: 'c' },
      { ...at('2025-03-12'), id: 'p', status: 'pending' },
      { ...at('2025-03-13'), id: 'i', status: 'in_progress' },
      { ...at('2025-03-14'), id: 'x', status: 'cancelled' },
    ];
    expect(filterReservationsForTracking(mixed, { ...DEFAULT_TRACKING_FILTER, status }, '2025-03-10').map((r) => r.id)).toEqual(ids);
  });

  it.each([
    ['airbnb', ['Airbnb', 'airbnb.com.br']],
    ['vrbo', ['VRBO']],
    ['direct', ['direct']],
  ] as const)('platform %s matches %p, whatever the case', (platform, kept) => {
    const mixed = ['Airbnb', 'airbnb.com.br', 'VRBO', 'direct', 'Booking.com', 'outro'].map((name, i) => ({ ...at(`2025-03-1${i}`), id: name, platform: name }));
    expect(filterReservationsForTracking(mixed, { ...DEFAULT_TRACKING_FILTER, platform }, '2025-03-10').map((r) => r.id)).toEqual(kept);
  });
});

describe('order', () => {
  const rows = [{ check_in: '2025-03-20' }, { check_in: '2025-03-12' }, { check_in: '2025-03-15' }];
  it.each([
    ['next30', ['2025-03-12', '2025-03-15', '2025-03-20']],
    ['last30', ['2025-03-20', '2025-03-15', '2025-03-12']],
    ['custom', ['2025-03-20', '2025-03-15', '2025-03-12']],
  ] as const)('%s lists %p', (period, order) => {
    expect(sortForTracking(rows, period).map((r) => r.check_in)).toEqual(order);
  });
});

describe('summary', () => {
  it.each([
    [[], { reservations: 0, nights: 0, netRevenue: 0 }],
    [[{ check_in: '2025-03-01', check_out: '2025-03-08', status: 'confirmed', platform: 'vrbo', net_amount: 1234.5 }], { reservations: 1, nights: 7, netRevenue: 1234.5 }],
    // 'Próximos 30 dias' with a cancelled stay of R$ 594: listed and counted, in no night and no money.
    [
      [
        { check_in: '2025-03-12', check_out: '2025-03-15', status: 'confirmed', platform: 'airbnb', net_amount: 2130 },
        { check_in: '2025-03-20', check_out: '2025-03-22', status: 'cancelled', platform: 'vrbo', net_amount: 594 },
      ],
      { reservations: 2, nights: 3, netRevenue: 2130 },
    ],
    [[{ check_in: '2025-03-20', check_out: '2025-03-22', status: 'cancelled', platform: 'vrbo', net_amount: 594 }], { reservations: 1, nights: 0, netRevenue: 0 }],
  ])('of %p is %p', (rows, summary) => {
    expect(trackingSummary(rows)).toEqual(summary);
  });
});
