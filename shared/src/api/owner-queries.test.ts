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
jest.mock('@portal/shared/supabase', () => ({ getSupabase: async () => ({ from: (table: string) => (calls.push(['from', table]), query) }) }));

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
  ])('at %s asks (days: %p, default 30) for check-ins from %s, by Brazil’s calendar', async (now, days, since) => {
    jest.useFakeTimers({ now: new Date(now), doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    const store = createPortalStore();
    await store.dispatch(ownerApi.endpoints.getRecentReservations.initiate({ userId: 'u1', days }));
    expect(calls).toEqual([
      ['from', 'reservations'],
      ['select', '*'],
      ['eq', 'user_id', 'u1'],
      ['gte', 'check_in', since],
      ['order', 'check_in', { ascending: false }],
    ]);
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
    expect(calls.filter(([method]) => method === 'from')).toHaveLength(asked);
  });
});
