import { createListenerMiddleware } from '@reduxjs/toolkit';
import { ownerApi } from '@portal/shared/api';
import { createPortalStore, sessionStarted } from '@portal/shared/store';
import { prefetchOwnerDataOnSession } from './prefetch-owner-data';

const tables: string[] = [];
const answer = new Proxy(
  {},
  {
    get(_target, method: string) {
      if (method === 'then') return (resolve: (value: unknown) => void) => resolve({ data: [], error: null, status: 200 });
      return () => answer;
    },
  },
);
jest.mock('@portal/shared/supabase', () => ({ getSupabase: async () => ({ from: (table: string) => (tables.push(table), answer) }) }));

const user = { id: 'u1', email: 'dona@exemplo.com' };

async function startSession() {
  const listener = createListenerMiddleware();
  const store = createPortalStore(undefined, [listener.middleware]);
  prefetchOwnerDataOnSession(listener);
  store.dispatch(sessionStarted({ user, expiresAt: null } as Parameters<typeof sessionStarted>[0]));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return store;
}

afterEach(() => {
  tables.length = 0;
});

describe('the owner’s data is asked for as soon as the session starts', () => {
  // Every signed-in screen shows the layout's alerts; the dashboard asks for its figures' reservations
  // itself, once its first render has been painted (dashboard-page.test.tsx).
  it("the overview: profile, properties and photo sessions, and nothing else", async () => {
    await startSession();
    expect([...tables].sort()).toEqual(['photo_sessions', 'profiles', 'properties']);
  });

  it('into the cache the screens read: their own queries ask nothing again', async () => {
    const store = await startSession();
    tables.length = 0;
    await Promise.all([
      store.dispatch(ownerApi.endpoints.getProfile.initiate('u1')),
      store.dispatch(ownerApi.endpoints.getProperties.initiate('u1')),
      store.dispatch(ownerApi.endpoints.getPhotoSessions.initiate('u1')),
    ]);
    expect(tables).toEqual([]);
    const state = store.getState() as Parameters<ReturnType<typeof ownerApi.endpoints.getProperties.select>>[0];
    expect(ownerApi.endpoints.getProperties.select('u1')(state).data).toEqual([]);
  });
});
