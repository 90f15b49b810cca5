import { LEARNED_FIRST_DATA_KEY, LEARNED_PATH_MAX, LEARNED_PATHS_PER_SCREEN, LEARNED_SCREENS, type LearnedFirstData } from './first-data-global';
import { forgetLearnedFirstData, LEARNING_WINDOW_MS, learningFetch, type LearningOptions } from './first-data-learning';

const BACKEND = 'http://backend.test';
const OWNER = '6f1c2a54-0b7e-4d3a-9a43-5d1e9f0c7a21';
const AUTH = 'Bearer token-1';
const NOTIFICATIONS = `/rest/v1/notifications?select=*&user_id=eq.${OWNER}&order=created_at.desc`;
const RATINGS = `/rest/v1/user_ratings?select=*&user_id=eq.${OWNER}&order=created_at.desc`;
const PROPERTIES = `/rest/v1/properties?select=*&user_id=eq.${OWNER}&order=created_at.desc`;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: jest.fn((key: string) => items.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: jest.fn((key: string) => void items.delete(key)),
    learned: () => JSON.parse(items.get(LEARNED_FIRST_DATA_KEY) ?? 'null') as LearnedFirstData | null,
  };
}

const read = (extra: Record<string, string> = {}, method = 'GET'): RequestInit => ({
  method,
  headers: new Headers({ apikey: 'anon', Authorization: AUTH, 'X-Client-Info': 'supabase-js', 'Accept-Profile': 'public', ...extra }),
});

function setup(options: Partial<LearningOptions> & { storage?: ReturnType<typeof memoryStorage> } = {}) {
  const storage = options.storage ?? memoryStorage();
  const network = jest.fn(async () => new Response('[]'));
  let at = 500;
  let screen = '/dashboard';
  const send = learningFetch(network, {
    backendUrl: `${BACKEND}/`,
    owner: OWNER,
    authorization: AUTH,
    screen: '/dashboard',
    currentScreen: () => screen,
    storage,
    now: () => at,
    ...options,
  });
  return { send, network, storage, later: (ms: number) => (at = ms), moveTo: (path: string) => (screen = path) };
}

describe('learningFetch', () => {
  it("learns the plain reads of the screen's first display, in the order they were sent, and sends every request on", async () => {
    const { send, network, storage } = setup();
    await send(`${BACKEND}${NOTIFICATIONS}`, read());
    await send(new URL(`${BACKEND}${RATINGS}`), read());
    expect(storage.learned()).toEqual({ owner: OWNER, screens: { '/dashboard': [NOTIFICATIONS, RATINGS] } });
    expect(network).toHaveBeenCalledTimes(2);
    // What was kept is read once, not again for each read learned.
    expect(storage.getItem).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a write', read({}, 'POST')],
    ['an RPC sent as POST', read({ 'Content-Type': 'application/json' }, 'POST')],
    ['a read with another token', read({ Authorization: 'Bearer token-2' })],
    ['a count (Prefer)', read({ Prefer: 'count=exact' })],
    ['one object (Accept)', read({ Accept: 'application/vnd.pgrst.object+json' })],
    ['a read of another schema', read({ 'Accept-Profile': 'private' })],
  ])('does not learn %s', async (_case, init) => {
    const { send, network, storage } = setup();
    await send(`${BACKEND}${NOTIFICATIONS}`, init);
    expect(storage.learned()).toBeNull();
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another server', `http://elsewhere.test${NOTIFICATIONS}`],
    ['the backend outside its data API (auth, storage)', `${BACKEND}/auth/v1/user`],
    ["the overview the page asks for anyway: one of the three queries", `${BACKEND}${PROPERTIES}`],
    ["the overview the page asks for anyway: its one read", `${BACKEND}/rest/v1/rpc/get_owner_overview`],
    [`a path longer than ${LEARNED_PATH_MAX} characters`, `${BACKEND}/rest/v1/properties?select=*&id=in.(${'a'.repeat(LEARNED_PATH_MAX)})`],
  ])('does not learn a read of %s', async (_case, url) => {
    const { send, storage } = setup();
    await send(url, read());
    expect(storage.learned()).toBeNull();
  });

  it(`learns nothing after ${LEARNING_WINDOW_MS / 1000} s, nor once the owner has moved to another screen`, async () => {
    const late = setup();
    late.later(LEARNING_WINDOW_MS + 1);
    await late.send(`${BACKEND}${NOTIFICATIONS}`, read());
    expect(late.storage.learned()).toBeNull();
    const moved = setup();
    moved.moveTo('/financeiro');
    await moved.send(`${BACKEND}${NOTIFICATIONS}`, read());
    expect(moved.storage.learned()).toBeNull();
  });

  it(`learns a read once, and at most ${LEARNED_PATHS_PER_SCREEN} per screen`, async () => {
    const { send, storage } = setup();
    await send(`${BACKEND}${NOTIFICATIONS}`, read());
    await send(`${BACKEND}${NOTIFICATIONS}`, read());
    for (let index = 0; index < LEARNED_PATHS_PER_SCREEN + 3; index += 1) await send(`${BACKEND}/rest/v1/t${index}?select=*`, read());
    const learned = storage.learned()!.screens['/dashboard']!;
    expect(learned).toHaveLength(LEARNED_PATHS_PER_SCREEN);
    expect(learned[0]).toBe(NOTIFICATIONS);
  });

  it("replaces what the screen's last visit learned (a read that changed drops out), keeps the other screens, and the screens learned longest ago go first", async () => {
    const screens: Record<string, string[]> = { '/dashboard': ['/rest/v1/reservations?check_in=gte.2026-10-01'] };
    for (let index = 0; index < LEARNED_SCREENS; index += 1) screens[`/screen-${index}`] = [`/rest/v1/t${index}`];
    const storage = memoryStorage({ [LEARNED_FIRST_DATA_KEY]: JSON.stringify({ owner: OWNER, screens }) });
    const { send } = setup({ storage });
    await send(`${BACKEND}${NOTIFICATIONS}`, read());
    const kept = storage.learned()!;
    expect(kept.screens['/dashboard']).toEqual([NOTIFICATIONS]);
    expect(Object.keys(kept.screens)).toHaveLength(LEARNED_SCREENS);
    // The oldest (screen-0) went; the one just learned is last.
    expect(Object.keys(kept.screens)).toEqual([...Array.from({ length: LEARNED_SCREENS - 1 }, (_, index) => `/screen-${index + 1}`), '/dashboard']);
  });

  it.each([
    ["another owner's", JSON.stringify({ owner: 'someone-else', screens: { '/financeiro': ['/rest/v1/x'] } })],
    ['unreadable', '{not json'],
    ['malformed', JSON.stringify({ owner: OWNER, screens: ['/rest/v1/x'] })],
  ])("starts anew over %s learned reads", async (_case, stored) => {
    const storage = memoryStorage({ [LEARNED_FIRST_DATA_KEY]: stored });
    const { send } = setup({ storage });
    await send(`${BACKEND}${NOTIFICATIONS}`, read());
    expect(storage.learned()).toEqual({ owner: OWNER, screens: { '/dashboard': [NOTIFICATIONS] } });
  });

  it('a storage that refuses costs the request nothing', async () => {
    const storage = memoryStorage();
    storage.setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { send, network } = setup({ storage });
    await expect((await send(`${BACKEND}${NOTIFICATIONS}`, read())).text()).resolves.toBe('[]');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is forgotten at sign-out, and a refusing storage costs nothing', () => {
    const storage = memoryStorage({ [LEARNED_FIRST_DATA_KEY]: JSON.stringify({ owner: OWNER, screens: {} }) });
    forgetLearnedFirstData(storage);
    expect(storage.learned()).toBeNull();
    storage.removeItem.mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => forgetLearnedFirstData(storage)).not.toThrow();
  });
});
