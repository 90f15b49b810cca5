import { ownerApi } from '@portal/shared/api';
import { createPortalStore } from '@portal/shared/store';
import { readStoredSession } from '../session/stored-session';
import { BACKEND, CONFIG, OWNER, overviewUrl, pageFetch, queryUrls, ROWS, runScript, storeSession, validSession, type TableAnswers } from '../testing/first-data-page';
import { forgetAppConfigRequest } from './app-config-request';
import { FIRST_DATA_LIFETIME_MS } from './first-data-fetch';
import { FIRST_DATA_GLOBAL, rememberBackend } from './first-data-global';
import { FIRST_DATA_WAIT_MS, seedOwnerOverviewFromPage } from './first-data-seed';

const AT_START = () => 1_000;

/** The page's script run for a valid stored session, the backend answering with `tables`. */
async function pageWithAnswers(tables: TableAnswers = {}) {
  storeSession(validSession());
  window.fetch = pageFetch([], CONFIG, 200, tables);
  const first = await runScript();
  const session = readStoredSession(window.localStorage, { hash: '', search: '' }, Date.now())!;
  return { first, session, store: createPortalStore() };
}

function cached(store: ReturnType<typeof createPortalStore>) {
  const state = store.getState() as Parameters<ReturnType<typeof ownerApi.endpoints.getProperties.select>>[0];
  return {
    profile: ownerApi.endpoints.getProfile.select(OWNER)(state).data,
    properties: ownerApi.endpoints.getProperties.select(OWNER)(state).data,
    sessions: ownerApi.endpoints.getPhotoSessions.select(OWNER)(state).data,
  };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[FIRST_DATA_GLOBAL];
  window.localStorage.clear();
  forgetAppConfigRequest();
});

describe("seedOwnerOverviewFromPage: a returning owner's first screen renders from the page's answers", () => {
  it("puts the profile, properties and photo sessions of the one overview read into the shell's three queries, and takes the answer out of the page's list", async () => {
    const { first, session, store } = await pageWithAnswers();
    await expect(seedOwnerOverviewFromPage(first, CONFIG, session, store.dispatch, AT_START)).resolves.toBe(true);
    expect(cached(store)).toEqual({ profile: ROWS.profiles![0], properties: ROWS.properties, sessions: ROWS.photo_sessions });
    const { byUrl } = await first!.responses!;
    expect(byUrl[overviewUrl]).toBeUndefined();
  });

  it('puts the three in one action, each providing its tags as its query would (a change to the properties or photo sessions reaches them)', async () => {
    const { first, session } = await pageWithAnswers();
    const actions: string[] = [];
    const store = createPortalStore(undefined, [() => (next) => (action) => {
      actions.push(typeof action === 'function' ? 'thunk' : (action as { type: string }).type);
      return next(action);
    }]);
    await expect(seedOwnerOverviewFromPage(first, CONFIG, session, store.dispatch, AT_START)).resolves.toBe(true);
    // The api's own check that its middleware is in place (once per store) aside.
    expect(actions.filter((type) => !type.includes('/config/'))).toEqual([ownerApi.util.upsertQueryEntries([]).type]);
    const state = store.getState() as Parameters<typeof ownerApi.util.selectInvalidatedBy>[0];
    const invalidated = (tags: Parameters<typeof ownerApi.util.selectInvalidatedBy>[1]) => ownerApi.util.selectInvalidatedBy(state, tags).map((entry) => entry.endpointName);
    expect(invalidated([{ type: 'Property', id: 'LIST' }])).toEqual(['getProperties']);
    expect(invalidated([{ type: 'Property', id: (ROWS.properties![0] as { id: string }).id }])).toEqual(['getProperties']);
    expect(invalidated([{ type: 'PhotoSession', id: 'LIST' }])).toEqual(['getPhotoSessions']);
    expect(invalidated([{ type: 'Profile', id: 'CURRENT' }])).toEqual(['getProfile']);
  });

  it('an owner without a profile yet is cached as none, as maybeSingle reads it', async () => {
    const { first, session, store } = await pageWithAnswers({ profiles: { status: 200, body: [] } });
    await expect(seedOwnerOverviewFromPage(first, CONFIG, session, store.dispatch, AT_START)).resolves.toBe(true);
    expect(cached(store).profile).toBeNull();
  });

  it.each<[string, TableAnswers]>([
    ['an answer refused by the backend (401)', { get_owner_overview: { status: 401, body: { message: 'JWT expired' } } }],
    ['an answer that failed (500)', { get_owner_overview: { status: 500, body: { message: 'erro' } } }],
    ['an answer that is not the three lists', { get_owner_overview: { status: 200, body: [] } }],
    ['a list that is not one', { properties: { status: 200, body: { id: 'p1' } } }],
    ['two profiles for one owner (maybeSingle fails)', { profiles: { status: 200, body: [{ user_id: OWNER }, { user_id: OWNER }] } }],
    ["another owner's rows", { properties: { status: 200, body: [{ id: 'p9', user_id: 'someone-else' }] } }],
  ])('puts nothing for %s: the three queries ask the network through the client', async (_case, tables) => {
    const { first, session, store } = await pageWithAnswers(tables);
    await expect(seedOwnerOverviewFromPage(first, CONFIG, session, store.dispatch, AT_START)).resolves.toBe(false);
    expect(cached(store)).toEqual({ profile: undefined, properties: undefined, sessions: undefined });
    const { byUrl } = await first!.responses!;
    // Their entries refuse, so the client's fetch sends each to the network (first-data-fetch.ts).
    for (const url of queryUrls) await expect(byUrl[url]).rejects.toThrow('not usable');
    expect(byUrl[overviewUrl]).toBeUndefined();
  });

  it(`puts nothing once the page is older than ${FIRST_DATA_LIFETIME_MS / 1000} s`, async () => {
    const { first, session, store } = await pageWithAnswers();
    await expect(seedOwnerOverviewFromPage(first, CONFIG, session, store.dispatch, () => FIRST_DATA_LIFETIME_MS + 1)).resolves.toBe(false);
    expect(cached(store).properties).toBeUndefined();
  });

  it("puts nothing for answers asked with another session's token", async () => {
    const { first, session, store } = await pageWithAnswers();
    const other = { ...session, authorization: 'Bearer token-2' };
    await expect(seedOwnerOverviewFromPage(first, CONFIG, other, store.dispatch, AT_START)).resolves.toBe(false);
  });

  it.each([
    ['another backend (it moved since the last visit)', { ...CONFIG, supabaseUrl: 'http://new-backend.test' }],
    ['another key for the same backend', { ...CONFIG, supabaseAnonKey: 'new-anon-key' }],
  ])('puts nothing for answers asked of %s', async (_case, backend) => {
    const { first, session, store } = await pageWithAnswers();
    await expect(seedOwnerOverviewFromPage(first, backend, session, store.dispatch, AT_START)).resolves.toBe(false);
  });

  it('reads the backend address with or without a trailing slash', async () => {
    rememberBackend({ url: `${BACKEND}/`, anonKey: 'anon-key' });
    const { first, session, store } = await pageWithAnswers();
    await expect(seedOwnerOverviewFromPage(first, { ...CONFIG, supabaseUrl: `${BACKEND}/` }, session, store.dispatch, AT_START)).resolves.toBe(true);
  });

  it(`puts nothing when the answer has not arrived within ${FIRST_DATA_WAIT_MS / 1000} s (a stalled connection); when it comes, the three queries take its lists`, async () => {
    const { first, session, store } = await pageWithAnswers();
    const { byUrl } = await first!.responses!;
    let arrive!: (response: Response) => void;
    const stalled = { ...first!, responses: Promise.resolve({ apikey: 'anon-key', byUrl: { ...byUrl, [overviewUrl]: new Promise<Response>((resolve) => (arrive = resolve)) } as Record<string, Promise<Response>> }) };
    jest.useFakeTimers();
    try {
      const seeded = seedOwnerOverviewFromPage(stalled, CONFIG, session, store.dispatch, AT_START);
      await jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
      let settled: boolean | undefined;
      void seeded.then((value) => (settled = value));
      await Promise.resolve();
      expect(settled).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await expect(seeded).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
    arrive(new Response(JSON.stringify({ profiles: ROWS.profiles, properties: ROWS.properties, photo_sessions: ROWS.photo_sessions }), { status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cached(store)).toEqual({ profile: undefined, properties: undefined, sessions: undefined });
    // The client's three queries, sent meanwhile, take the late answer's lists instead of asking again.
    const late = (await stalled.responses).byUrl;
    const lists = await Promise.all(queryUrls.map(async (url) => (await late[url]!).json()));
    expect(lists).toEqual([ROWS.profiles, ROWS.properties, ROWS.photo_sessions]);
    expect(late[overviewUrl]).toBeUndefined();
  });

  it(`resolves at the end of the ${FIRST_DATA_WAIT_MS / 1000} s wait even when the page's own list has not come (app-config.json not in)`, async () => {
    const { first, session, store } = await pageWithAnswers();
    const waiting = { ...first!, responses: new Promise<never>(() => undefined) };
    jest.useFakeTimers();
    try {
      const seeded = seedOwnerOverviewFromPage(waiting, CONFIG, session, store.dispatch, AT_START);
      await jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS);
      await expect(seeded).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts nothing when the page asked for nothing (no script, or no session when it ran)', async () => {
    const { session, store } = await pageWithAnswers();
    await expect(seedOwnerOverviewFromPage(undefined, CONFIG, session, store.dispatch, AT_START)).resolves.toBe(false);
    await expect(seedOwnerOverviewFromPage({ config: Promise.resolve(new Response('{}')) }, CONFIG, session, store.dispatch, AT_START)).resolves.toBe(false);
  });
});
