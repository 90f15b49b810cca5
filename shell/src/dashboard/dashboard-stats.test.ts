import { dashboardStats, greetingFor, ownerNameFromEmail, showActivePropertiesStat } from './dashboard-stats';

const TODAY = '2025-03-31';
const r = (check_in: string, total_amount: number | null) => ({ check_in, total_amount });
const active = { is_draft: false, is_verified: true };
const draft = { is_draft: true, is_verified: false };

describe('dashboard stats', () => {
  it('counts reservations from today − 30 days and sums their total', () => {
    const stats = dashboardStats({ properties: [active, draft], recentReservations: [r('2025-02-28', 999), r('2025-03-01', 100), r('2025-03-31', 200), r('2025-04-10', null)], today: TODAY });
    expect(stats).toEqual({ activeProperties: 1, recentReservations: 3, monthlyRevenue: 300, occupancy: 10, occupancyTrend: 'down' });
  });

  it("takes the database's totals of the window as they are: an owner with more stays than one read returns", () => {
    const properties = Array.from({ length: 300 }, () => active);
    expect(dashboardStats({ properties, recentReservations: { reservations: 1124, revenue: 1_234_567.89 } })).toEqual({
      activeProperties: 300,
      recentReservations: 1124,
      monthlyRevenue: 1_234_567.89,
      occupancy: 12.5,
      occupancyTrend: 'down',
    });
  });

  it('leaves a cancelled stay out of the revenue, not out of the count', () => {
    const rows = [{ ...r('2025-03-10', 594), status: 'cancelled' }, { ...r('2025-03-11', 100), status: 'confirmed' }];
    expect(dashboardStats({ properties: [active], recentReservations: rows, today: TODAY })).toMatchObject({ recentReservations: 2, monthlyRevenue: 100 });
  });

  it('takes already-recent reservations as they are when no date is given', () => {
    expect(dashboardStats({ properties: [active], recentReservations: [r('2020-01-01', 50)] })).toMatchObject({ recentReservations: 1, monthlyRevenue: 50 });
    expect(dashboardStats({ properties: [], recentReservations: undefined })).toMatchObject({ recentReservations: 0, occupancy: 0 });
  });

  it.each([
    [15, 1, 50, 'down'],
    [16, 1, 53.3, 'up'],
    [40, 1, 100, 'up'],
    [30, 2, 50, 'down'],
    [5, 0, 0, 'down'],
  ])('%i recent reservations over %i active properties is %p%% trending %s', (count, activeCount, occupancy, trend) => {
    const recentReservations = Array.from({ length: count }, () => r('2025-03-15', 10));
    const properties = Array.from({ length: activeCount }, () => active);
    expect(dashboardStats({ properties, recentReservations, today: TODAY })).toMatchObject({ occupancy, occupancyTrend: trend });
  });

  it.each([
    [1, false],
    [2, true],
  ])('with %i properties shows Propriedades Ativas: %p', (count, show) => {
    expect(showActivePropertiesStat(count)).toBe(show);
  });
});

describe('greeting', () => {
  it.each([
    [0, 'Bom dia'],
    [11, 'Bom dia'],
    [12, 'Boa tarde'],
    [17, 'Boa tarde'],
    [18, 'Boa noite'],
    [23, 'Boa noite'],
  ])('at %ih in Brazil says %s', (hour, text) => {
    expect(greetingFor(new Date(Date.UTC(2025, 2, 5, hour + 3)))).toBe(text);
  });

  it.each([
    ['2025-03-05T14:59:00Z', 'Bom dia'],
    ['2025-03-05T15:00:00Z', 'Boa tarde'],
    ['2025-03-05T21:00:00Z', 'Boa noite'],
    ['2025-03-06T02:00:00Z', 'Boa noite'],
  ])('at instant %s greets with %s (Brazil time)', (now, text) => {
    expect(greetingFor(new Date(now))).toBe(text);
  });

  it.each([
    ['maria.silva@x.com', 'maria.silva'],
    ['@x.com', 'Proprietário'],
    ['', 'Proprietário'],
    [null, 'Proprietário'],
  ])('names %p as %p', (email, name) => {
    expect(ownerNameFromEmail(email)).toBe(name);
  });
});
