import { createPortalStore } from '@portal/shared/store';
// Through the entry, as apps use it: importing it joins the api to the store.
import { ownerApi } from './index';

const calls: [string, ...unknown[]][] = [];
let reply: { data: unknown; error: unknown; status: number } = { data: [], error: null, status: 200 };
const query = new Proxy(
  {},
  {
    get(_target, method: string) {
      if (method === 'then') return (resolve: (value: unknown) => void) => resolve(reply);
      return (...args: unknown[]) => {
        calls.push([method, ...args]);
        return query;
      };
    },
  },
);
jest.mock('@portal/shared/supabase', () => ({
  getSupabase: async () => ({
    from: (table: string) => (calls.push(['from', table]), query),
    rpc: (name: string, args: unknown, options: unknown) => (calls.push(['rpc', name, args, options]), Promise.resolve(reply)),
  }),
}));

afterEach(() => {
  calls.length = 0;
  reply = { data: [], error: null, status: 200 };
  jest.useRealTimers();
});

describe('getRecentReservations', () => {
  it.each([
    // 02:00 UTC on the 21st is still the 20th in Brazil (UTC-3): the window starts 30 days before the 20th.
    ['2026-11-21T02:00:00Z', undefined, '2026-10-21'],
    ['2026-11-21T15:00:00Z', undefined, '2026-10-22'],
    ['2026-03-01T12:00:00Z', 7, '2026-02-22'],
  ])('at %s asks the database (days: %p, default 30) for the figures of check-ins from %s, by Brazil’s calendar', async (now, days, since) => {
    jest.useFakeTimers({ now: new Date(now), doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    const store = createPortalStore();
    await store.dispatch(ownerApi.endpoints.getRecentReservations.initiate({ userId: 'u1', days }));
    expect(calls).toEqual([['rpc', 'get_reservation_totals', { p_check_in_from: since }, { get: true }]]);
  });

  it.each([
    // PostgREST sends numeric columns as strings; an owner with thousands of stays gets one row of exact totals.
    [[{ reservations: 1124, cancelled: 3, total_amount: '912345.67' }], { reservations: 1124, revenue: 912345.67 }],
    [[{ reservations: 0, cancelled: 0, total_amount: 0 }], { reservations: 0, revenue: 0 }],
    [[], { reservations: 0, revenue: 0 }],
  ])('reads the totals row %j as %j', async (rows, totals) => {
    reply = { data: rows, error: null, status: 200 };
    const store = createPortalStore();
    const result = await store.dispatch(ownerApi.endpoints.getRecentReservations.initiate({ userId: 'u1' }));
    expect(result.data).toEqual(totals);
  });

  it.each([
    [503, 3],
    [406, 1],
    [404, 1],
  ])('the dashboard query failing with HTTP %i is asked %i time(s): up to 2 retries, none on not-found', async (status, asked) => {
    jest.useFakeTimers();
    reply = { data: null, error: { message: 'falhou', code: status === 406 ? 'PGRST116' : 'x' }, status };
    const store = createPortalStore();
    const done = store.dispatch(ownerApi.endpoints.getRecentReservations.initiate({ userId: 'u1' }));
    await jest.advanceTimersByTimeAsync(60_000);
    await done;
    expect(calls.filter(([method]) => method === 'rpc')).toHaveLength(asked);
  });
});

describe('getProperties', () => {
  it("asks for the owner's properties newest first with the list's columns: not the description, amenities or house rules", async () => {
    const store = createPortalStore();
    await store.dispatch(ownerApi.endpoints.getProperties.initiate('u1'));
    const [, [, columns], ...rest] = calls as [unknown, [string, string], ...unknown[]];
    expect(calls[0]).toEqual(['from', 'properties']);
    const asked = columns.split(',');
    expect(asked).toEqual(expect.arrayContaining(['id', 'property_name', 'address_neighborhood', 'address_city', 'address_street', 'bedrooms', 'bathrooms', 'area_sqm', 'guest_capacity', 'is_draft', 'is_verified', 'created_at', 'updated_at']));
    for (const heavy of ['description', 'amenities', 'house_rules_options', 'house_rules', '*']) expect(asked).not.toContain(heavy);
    expect(rest).toEqual([
      ['eq', 'user_id', 'u1'],
      ['order', 'created_at', { ascending: false }],
    ]);
  });
});
