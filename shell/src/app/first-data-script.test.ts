import { ownerApi } from '@portal/shared/api';
import { createPortalStore } from '@portal/shared/store';
import { configureSupabase, getSupabase } from '@portal/shared/supabase';
import { forgetAppConfigRequest, requestAppConfig } from './app-config-request';
import { firstDataFetch } from './first-data-fetch';
import {
  FIRST_DATA_GLOBAL,
  KNOWN_BACKEND_KEY,
  LEARNED_FIRST_DATA_KEY,
  LEARNED_MANIFESTS_KEY,
  LEARNED_MANIFESTS_PER_SCREEN,
  LEARNED_PATH_MAX,
  LEARNED_PATHS_PER_SCREEN,
  readFirstData,
  rememberBackend,
} from './first-data-global';
import { firstDataScript, SESSION_MARGIN_MS, withFirstDataScript, withoutFirstDataScript } from './first-data-script';
import { BACKEND, CONFIG, OWNER, overviewUrl, pageFetch, queryUrls, ROWS, runScript, storeSession, validSession, type Sent } from '../testing/first-data-page';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[FIRST_DATA_GLOBAL];
  window.localStorage.clear();
  forgetAppConfigRequest();
});

describe("the signed-in pages' first-data script", () => {
  it.each([
    ['no stored session', null],
    ['a session that cannot be read', '{not json'],
    ['a session without a token', { ...validSession(), access_token: undefined }],
    ['a session without its owner', { ...validSession(), user: null }],
    ['an expired session', validSession(-60_000)],
    [`a session expiring within ${SESSION_MARGIN_MS / 1000} s (supabase-js refreshes it first)`, validSession(SESSION_MARGIN_MS - 5_000)],
  ])('with %s asks for app-config.json only', async (_case, session) => {
    if (session !== null) storeSession(session);
    const sent: Sent[] = [];
    window.fetch = pageFetch(sent);
    const first = await runScript();
    expect(sent.map((request) => request.url)).toEqual(['/app-config.json']);
    expect(first?.responses).toBeUndefined();
  });

  it("with a valid session asks for the owner's overview (one read) with the owner's token once app-config.json names the backend", async () => {
    storeSession(validSession());
    const sent: Sent[] = [];
    window.fetch = pageFetch(sent);
    const first = await runScript();
    expect(sent.map((request) => request.url)).toEqual(['/app-config.json', overviewUrl]);
    for (const request of sent.slice(1)) {
      expect(request.headers).toEqual({ apikey: 'anon-key', authorization: 'Bearer token-1', 'accept-profile': 'public' });
    }
    expect(first?.auth).toBe('Bearer token-1');
    expect(Object.keys((await first?.responses)?.byUrl ?? {})).toEqual([overviewUrl]);
    expect((await first?.responses)?.apikey).toBe('anon-key');
  });

  it('for a returning owner asks for the overview at once, from the HTML, at the backend the last visit found in app-config.json', async () => {
    storeSession(validSession());
    rememberBackend({ url: BACKEND, anonKey: 'anon-key' });
    const sent: Sent[] = [];
    const answers = pageFetch(sent);
    // app-config.json has not answered yet (and never does here).
    window.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => (String(input) === '/app-config.json' ? (sent.push({ url: '/app-config.json', headers: {} }), new Promise<Response>(() => undefined)) : answers(input, init)));
    new Function(firstDataScript())();
    expect(sent.map((request) => request.url)).toEqual(['/app-config.json', overviewUrl]);
    expect(Object.keys((await readFirstData()?.responses)?.byUrl ?? {})).toEqual([overviewUrl]);
  });

  it.each([
    ['cannot be read', '{not json'],
    ['has no address', JSON.stringify({ anonKey: 'anon-key' })],
    ['has no key', JSON.stringify({ url: BACKEND })],
  ])('when the remembered backend %s, waits for app-config.json to name it', async (_case, remembered) => {
    storeSession(validSession());
    window.localStorage.setItem(KNOWN_BACKEND_KEY, remembered);
    const sent: Sent[] = [];
    window.fetch = pageFetch(sent);
    const first = await runScript();
    expect(sent.map((request) => request.url)).toEqual(['/app-config.json', overviewUrl]);
    expect((await first?.responses)?.apikey).toBe('anon-key');
  });

  describe("the reads this screen's first display made last time (learned)", () => {
    const NOTIFICATIONS = `/rest/v1/notifications?select=*&user_id=eq.${OWNER}&order=created_at.desc`;
    const RATINGS = `/rest/v1/user_ratings?select=*&user_id=eq.${OWNER}`;
    const learn = (owner: string, screens: Record<string, unknown>) => window.localStorage.setItem(LEARNED_FIRST_DATA_KEY, JSON.stringify({ owner, screens }));
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('are asked for with the overview, with the same headers, each once, and the app finds them by URL', async () => {
      storeSession(validSession());
      window.history.replaceState(null, '', '/dashboard');
      learn(OWNER, { '/dashboard': [NOTIFICATIONS, RATINGS, NOTIFICATIONS, overviewUrl.slice(BACKEND.length)], '/financeiro': ['/rest/v1/other'] });
      const sent: Sent[] = [];
      window.fetch = pageFetch(sent);
      const first = await runScript();
      expect(sent.map((request) => request.url)).toEqual(['/app-config.json', overviewUrl, `${BACKEND}${NOTIFICATIONS}`, `${BACKEND}${RATINGS}`]);
      for (const request of sent.slice(1)) {
        expect(request.headers).toEqual({ apikey: 'anon-key', authorization: 'Bearer token-1', 'accept-profile': 'public' });
      }
      expect(Object.keys((await first?.responses)?.byUrl ?? {})).toEqual([overviewUrl, `${BACKEND}${NOTIFICATIONS}`, `${BACKEND}${RATINGS}`]);
    });

    it("are asked for at once, beside the overview, at low priority: the overview (fetch's default, high) gets the link first, and a slow or failed overview holds none of them up", async () => {
      storeSession(validSession());
      rememberBackend({ url: BACKEND, anonKey: 'anon-key' });
      window.history.replaceState(null, '', '/dashboard');
      learn(OWNER, { '/dashboard': [NOTIFICATIONS] });
      const sent: { url: string; priority?: RequestPriority }[] = [];
      window.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        sent.push({ url, ...(init?.priority ? { priority: init.priority } : {}) });
        // Neither app-config.json nor the overview answers, ever.
        if (url === '/app-config.json' || url === overviewUrl) return new Promise<Response>(() => undefined);
        return Promise.resolve(new Response('[]'));
      });
      new Function(firstDataScript())();
      expect(sent).toEqual([{ url: '/app-config.json' }, { url: overviewUrl }, { url: `${BACKEND}${NOTIFICATIONS}`, priority: 'low' }]);
      await expect((await readFirstData()!.responses!).byUrl[`${BACKEND}${NOTIFICATIONS}`]).resolves.toBeInstanceOf(Response);
    });

    it(`are at most ${LEARNED_PATHS_PER_SCREEN}, and only reads of the backend's data API no longer than ${LEARNED_PATH_MAX} characters`, async () => {
      storeSession(validSession());
      window.history.replaceState(null, '', '/dashboard');
      const many = Array.from({ length: LEARNED_PATHS_PER_SCREEN + 2 }, (_, index) => `/rest/v1/t${index}`);
      learn(OWNER, { '/dashboard': [42, null, '/auth/v1/user', 'http://elsewhere.test/rest/v1/x', `/rest/v1/${'a'.repeat(LEARNED_PATH_MAX)}`, ...many] });
      const sent: Sent[] = [];
      window.fetch = pageFetch(sent);
      await runScript();
      // Five of the first twelve kept are not reads it may repeat: seven remain.
      expect(sent.slice(2).map((request) => request.url)).toEqual(many.slice(0, LEARNED_PATHS_PER_SCREEN - 5).map((path) => `${BACKEND}${path}`));
    });

    it.each([
      ["another owner's", () => learn('someone-else', { '/dashboard': [NOTIFICATIONS] })],
      ["another screen's", () => learn(OWNER, { '/financeiro': [NOTIFICATIONS] })],
      ['unreadable ones', () => window.localStorage.setItem(LEARNED_FIRST_DATA_KEY, '{not json')],
      ['a list that is not one', () => learn(OWNER, { '/dashboard': NOTIFICATIONS })],
    ])("are not asked for when they are %s: the overview is", async (_case, arrange) => {
      storeSession(validSession());
      window.history.replaceState(null, '', '/dashboard');
      arrange();
      const sent: Sent[] = [];
      window.fetch = pageFetch(sent);
      await runScript();
      expect(sent.map((request) => request.url)).toEqual(['/app-config.json', overviewUrl]);
    });

    it('are not asked for without a valid session', async () => {
      storeSession(validSession(-60_000));
      window.history.replaceState(null, '', '/dashboard');
      learn(OWNER, { '/dashboard': [NOTIFICATIONS] });
      const sent: Sent[] = [];
      window.fetch = pageFetch(sent);
      await runScript();
      expect(sent.map((request) => request.url)).toEqual(['/app-config.json']);
    });
  });

  describe("the remotes' manifests this screen's start fetched last time (learned)", () => {
    const FINANCE = 'http://finance.test/mf-manifest.json';
    const PHOTOS = 'https://photos.test/mf-manifest.json';
    const learnManifests = (screens: Record<string, unknown>) => window.localStorage.setItem(LEARNED_MANIFESTS_KEY, JSON.stringify({ screens }));
    const manifestCalls = (spy: jest.Mock) =>
      spy.mock.calls.filter(([input]) => String(input).endsWith('.json') && String(input) !== '/app-config.json').map(([input, init]) => ({ url: String(input), init }));
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('are revalidated from the HTML after the overview, each once, without the session, before app-config.json answers; the app finds them by address', async () => {
      storeSession(validSession());
      window.history.replaceState(null, '', '/dashboard');
      learnManifests({ '/dashboard': [FINANCE, PHOTOS, FINANCE], '/financeiro': ['http://other.test/mf-manifest.json'] });
      const sent: string[] = [];
      const answers = pageFetch([]);
      const spy = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(String(input));
        // app-config.json has not answered yet (and never does here).
        return String(input) === '/app-config.json' ? new Promise<Response>(() => undefined) : answers(input, init);
      });
      window.fetch = spy;
      rememberBackend({ url: BACKEND, anonKey: 'anon-key' });
      new Function(firstDataScript())();
      expect(sent).toEqual(['/app-config.json', overviewUrl, FINANCE, PHOTOS]);
      expect(manifestCalls(spy).map((call) => call.init)).toEqual([{ cache: 'no-cache' }, { cache: 'no-cache' }]);
      expect(Object.keys(readFirstData()?.manifests ?? {})).toEqual([FINANCE, PHOTOS]);
    });

    it(`are at most ${LEARNED_MANIFESTS_PER_SCREEN}, and only http(s) addresses no longer than ${LEARNED_PATH_MAX} characters`, async () => {
      storeSession(validSession());
      window.history.replaceState(null, '', '/dashboard');
      const many = Array.from({ length: LEARNED_MANIFESTS_PER_SCREEN + 2 }, (_, index) => `http://r${index}.test/mf-manifest.json`);
      learnManifests({ '/dashboard': [42, null, '/mf-manifest.json', 'javascript:alert(1)', `http://long.test/${'a'.repeat(LEARNED_PATH_MAX)}`, ...many] });
      const spy = pageFetch([]);
      window.fetch = spy;
      await runScript();
      // Five of the first eight kept are not addresses it may ask: three remain.
      expect(manifestCalls(spy).map((call) => call.url)).toEqual(many.slice(0, LEARNED_MANIFESTS_PER_SCREEN - 5));
    });

    it.each([
      ["another screen's", () => learnManifests({ '/financeiro': [FINANCE] })],
      ['unreadable ones', () => window.localStorage.setItem(LEARNED_MANIFESTS_KEY, '{not json')],
      ['a list that is not one', () => learnManifests({ '/dashboard': FINANCE })],
    ])('are not asked for when they are %s', async (_case, arrange) => {
      storeSession(validSession());
      window.history.replaceState(null, '', '/dashboard');
      arrange();
      const spy = pageFetch([]);
      window.fetch = spy;
      const first = await runScript();
      expect(manifestCalls(spy)).toEqual([]);
      expect(first?.manifests).toBeUndefined();
    });

    it('are not asked for without a valid session (the screens that need them are signed in)', async () => {
      storeSession(validSession(-60_000));
      window.history.replaceState(null, '', '/dashboard');
      learnManifests({ '/dashboard': [FINANCE] });
      const spy = pageFetch([]);
      window.fetch = spy;
      await runScript();
      expect(manifestCalls(spy)).toEqual([]);
    });
  });

  it('reads the backend address with or without a trailing slash', async () => {
    storeSession(validSession());
    const sent: Sent[] = [];
    window.fetch = pageFetch(sent, { ...CONFIG, supabaseUrl: `${BACKEND}/` });
    await runScript();
    expect(sent.slice(1).map((request) => request.url)).toEqual([overviewUrl]);
  });

  it('asks nothing more when app-config.json fails, and the app still reads that failure', async () => {
    storeSession(validSession());
    const sent: Sent[] = [];
    window.fetch = pageFetch(sent, { error: 'down' }, 503);
    const first = await runScript();
    expect(sent.map((request) => request.url)).toEqual(['/app-config.json']);
    await expect(first?.responses).rejects.toBe(503);
    expect((await requestAppConfig()).status).toBe(503);
  });

  it('the app reads app-config.json from the request the page started, without asking again', async () => {
    const sent: Sent[] = [];
    window.fetch = pageFetch(sent);
    await runScript();
    await expect((await requestAppConfig()).json()).resolves.toEqual(CONFIG);
    expect(sent).toHaveLength(1);
  });

  it('the app remembers the backend for the next visit, writing only when it changed, and a refusing storage costs nothing', () => {
    const storage = { getItem: jest.fn(() => null as string | null), setItem: jest.fn() };
    rememberBackend({ url: BACKEND, anonKey: 'anon-key' }, storage);
    expect(storage.setItem).toHaveBeenCalledWith(KNOWN_BACKEND_KEY, JSON.stringify({ url: BACKEND, anonKey: 'anon-key' }));
    storage.getItem.mockReturnValue(JSON.stringify({ url: BACKEND, anonKey: 'anon-key' }));
    rememberBackend({ url: BACKEND, anonKey: 'anon-key' }, storage);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    storage.setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberBackend({ url: 'http://moved.test', anonKey: 'anon-key' }, storage)).not.toThrow();
  });

  it.each([
    ['a valid session', validSession(), 1],
    ['no stored session', null, 0],
    ['an expired session', validSession(-60_000), 0],
  ])("with %s: the locale's number formats load in a task of their own after the script (%#)", (_case, session, formatters) => {
    if (session !== null) storeSession(session);
    window.fetch = pageFetch([]);
    jest.useFakeTimers();
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    let calls: unknown[][] = [];
    try {
      new Function(firstDataScript())();
      expect(numberFormat).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      calls = [...numberFormat.mock.calls];
    } finally {
      jest.useRealTimers();
      numberFormat.mockRestore();
    }
    expect(calls).toEqual(Array.from({ length: formatters }, () => ['pt-BR', { style: 'currency', currency: 'BRL' }]));
  });

  it('goes first in the head of the page it is given, once', () => {
    const page = '<html><head><meta charset="utf-8"></head><body></body></html>';
    const given = withFirstDataScript(page);
    expect(given).toBe(`<html><head><script>${firstDataScript()}</script><meta charset="utf-8"></head><body></body></html>`);
    expect(withFirstDataScript(given)).toBe(given);
    expect(withoutFirstDataScript(given)).toBe(page);
    expect(() => withFirstDataScript('<html><body></body></html>')).toThrow('<head>');
  });
});

describe("the shell's overview queries, as supabase-js sends them", () => {
  // One client for the file, as in the app; each test gives it the fetch the bootstrap would.
  let send: typeof fetch = (...args) => fetch(...args);
  // Its stores are dropped with their subscriptions: unsubscribing would start RTK Query's removal timers.
  beforeAll(() => configureSupabase({ url: BACKEND, anonKey: 'anon-key', fetch: (input, init) => send(input, init) }));
  // Its background work ends with the file: auto-refresh, the visibility listener, the cross-tab channel.
  afterAll(async () => (await getSupabase()).auth.dispose());

  it("each of the shell's overview queries is sent by supabase-js exactly as overviewQueryPaths names it (reads never learned); without the page's overview put in their cache, they ask the network", async () => {
    storeSession(validSession());
    window.fetch = pageFetch([]);
    const first = await runScript();
    const network = jest.fn(pageFetch([]));
    send = firstDataFetch(first, network);
    const store = createPortalStore();

    const profile = await store.dispatch(ownerApi.endpoints.getProfile.initiate(OWNER));
    const properties = await store.dispatch(ownerApi.endpoints.getProperties.initiate(OWNER));
    const sessions = await store.dispatch(ownerApi.endpoints.getPhotoSessions.initiate(OWNER));

    expect(network.mock.calls.map(([input]) => String(input))).toEqual(queryUrls);
    expect(profile.data).toEqual(ROWS.profiles![0]);
    expect(properties.data).toEqual(ROWS.properties);
    expect(sessions.data).toEqual(ROWS.photo_sessions);
  });
});
