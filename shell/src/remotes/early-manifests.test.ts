import { FIRST_DATA_GLOBAL, LEARNED_MANIFESTS_KEY, LEARNED_MANIFESTS_PER_SCREEN, LEARNED_PATH_MAX, LEARNED_SCREENS } from '../app/first-data-global';
import { LEARNING_WINDOW_MS } from '../app/first-data-learning';
import { manifestLearner, takeEarlyManifest } from './early-manifests';

const FINANCE = 'http://finance.test/mf-manifest.json';
const PHOTOS = 'http://photos.test/mf-manifest.json';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: jest.fn((key: string) => items.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => void items.set(key, value)),
  };
}

const kept = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.items.get(LEARNED_MANIFESTS_KEY) ?? 'null') as { screens: Record<string, string[]> } | null;

describe("the page's own requests for manifests", () => {
  it('are taken once each, by address: a second fetch of the same manifest asks the network', () => {
    const early = Promise.resolve(new Response('{}'));
    const page = { [FIRST_DATA_GLOBAL]: { config: Promise.resolve(new Response('{}')), manifests: { [FINANCE]: early } } };
    expect(takeEarlyManifest(FINANCE, page)).toBe(early);
    expect(takeEarlyManifest(FINANCE, page)).toBeUndefined();
  });

  const config = Promise.resolve(new Response('{}'));
  it.each([
    ['a page without the script', {}, FINANCE],
    ['a page whose script asked for no manifest', { [FIRST_DATA_GLOBAL]: { config } }, FINANCE],
    ['another manifest', { [FIRST_DATA_GLOBAL]: { config, manifests: { [PHOTOS]: config } } }, FINANCE],
    ['a name every object inherits', { [FIRST_DATA_GLOBAL]: { config, manifests: {} } }, 'toString'],
  ])('are none for %s', (_case, page, url) => {
    expect(takeEarlyManifest(url, page)).toBeUndefined();
  });
});

describe("learning the manifests a screen's start fetches", () => {
  const learner = (storage: ReturnType<typeof memoryStorage>, overrides: { now?: () => number; currentScreen?: () => string } = {}) =>
    manifestLearner({ screen: '/dashboard', currentScreen: () => '/dashboard', now: () => 100, storage, ...overrides });

  it("keeps them for the screen the page opened on, in the order they were fetched, each once, replacing the last visit's and keeping other screens'", () => {
    const storage = memoryStorage({ [LEARNED_MANIFESTS_KEY]: JSON.stringify({ screens: { '/dashboard': ['http://gone.test/mf-manifest.json'], '/financeiro': [FINANCE] } }) });
    const learn = learner(storage);
    learn(PHOTOS);
    learn(FINANCE);
    learn(PHOTOS);
    expect(kept(storage)).toEqual({ screens: { '/financeiro': [FINANCE], '/dashboard': [PHOTOS, FINANCE] } });
  });

  it.each([
    [`after the first ${LEARNING_WINDOW_MS / 1000} s of the page`, { now: () => LEARNING_WINDOW_MS + 1 }],
    ['once the owner has moved to another screen', { currentScreen: () => '/financeiro' }],
  ])('learns nothing %s', (_case, overrides) => {
    const storage = memoryStorage();
    learner(storage, overrides)(FINANCE);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it(`keeps at most ${LEARNED_MANIFESTS_PER_SCREEN} per screen, only http(s) addresses of at most ${LEARNED_PATH_MAX} characters`, () => {
    const storage = memoryStorage();
    const learn = learner(storage);
    for (const url of ['/mf-manifest.json', 'data:application/json,{}', `http://long.test/${'a'.repeat(LEARNED_PATH_MAX)}`]) learn(url);
    expect(storage.setItem).not.toHaveBeenCalled();
    const many = Array.from({ length: LEARNED_MANIFESTS_PER_SCREEN + 2 }, (_, index) => `https://r${index}.test/mf-manifest.json`);
    many.forEach(learn);
    expect(kept(storage)?.screens['/dashboard']).toEqual(many.slice(0, LEARNED_MANIFESTS_PER_SCREEN));
  });

  it(`keeps at most ${LEARNED_SCREENS} screens, dropping the one learned longest ago`, () => {
    const screens = Object.fromEntries(Array.from({ length: LEARNED_SCREENS }, (_, index) => [`/s${index}`, [FINANCE]]));
    const storage = memoryStorage({ [LEARNED_MANIFESTS_KEY]: JSON.stringify({ screens }) });
    learner(storage)(PHOTOS);
    expect(Object.keys(kept(storage)?.screens ?? {})).toEqual([...Object.keys(screens).slice(1), '/dashboard']);
  });

  it.each([
    ['unreadable', '{not json'],
    ['not a map of screens', JSON.stringify({ screens: ['x'] })],
  ])('starts anew from what is kept when it is %s', (_case, stored) => {
    const storage = memoryStorage({ [LEARNED_MANIFESTS_KEY]: stored });
    learner(storage)(FINANCE);
    expect(kept(storage)).toEqual({ screens: { '/dashboard': [FINANCE] } });
  });

  it('costs nothing when storage refuses', () => {
    const storage = memoryStorage();
    storage.setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => learner(storage)(FINANCE)).not.toThrow();
  });
});
