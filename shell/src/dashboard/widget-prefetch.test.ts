import { loadExposed } from '../remotes/remote-modules';
import type * as WidgetPrefetch from './widget-prefetch';
import { DASHBOARD_WIDGETS, GATE_WIDGETS, prefetchWidgets, prefetchWidgetsAtStart, rememberWidgetsShown, WIDGETS_SHOWN_KEY } from './widget-prefetch';

jest.mock('../remotes/remote-modules', () => ({ loadExposed: jest.fn(() => Promise.resolve({})) }));

const remotes = [
  { name: 'mf_onboarding', manifestUrl: 'http://a/mf-manifest.json', routes: [], widgets: ['onboarding-card'] },
  { name: 'mf_properties', manifestUrl: 'http://b/mf-manifest.json', routes: [], widgets: ['property-cards'] },
  { name: 'mf_finance', manifestUrl: 'http://c/mf-manifest.json', routes: [], widgets: ['earnings-chart'] },
  { name: 'mf_account', manifestUrl: 'http://d/mf-manifest.json', routes: [] },
];

describe('prefetchWidgets: only the remotes of the widgets about to show', () => {
  beforeEach(() => jest.mocked(loadExposed).mockClear());

  it.each([
    ['the unlocked dashboard', DASHBOARD_WIDGETS, ['mf_properties', 'mf_finance']],
    ['the onboarding gate', GATE_WIDGETS, ['mf_onboarding']],
    ['nothing', [], []],
  ])('%s', async (_case, names, expected) => {
    await prefetchWidgets(remotes as never, names);
    expect(jest.mocked(loadExposed).mock.calls).toEqual(expected.map((name) => [name, 'widgets']));
  });

  it("starts the remotes in the order their widgets show on the page, the first in the caller's task and each other in a task of its own", async () => {
    // Listed as app-config.json lists them; the page shows photo alerts first and notifications last.
    const listed = [
      { name: 'mf_account', manifestUrl: 'http://d/mf-manifest.json', routes: [], widgets: ['unread-notifications'] },
      { name: 'mf_properties', manifestUrl: 'http://b/mf-manifest.json', routes: [], widgets: ['property-cards'] },
      { name: 'mf_photos', manifestUrl: 'http://e/mf-manifest.json', routes: [], widgets: ['onboarding-card', 'photo-alerts'] },
      { name: 'mf_finance', manifestUrl: 'http://c/mf-manifest.json', routes: [], widgets: ['earnings-chart'] },
    ];
    const started = () => jest.mocked(loadExposed).mock.calls.map(([name]) => name);
    let nextTask = () => {};
    const pause = jest.fn(() => new Promise<void>((resolve) => (nextTask = resolve)));
    const done = prefetchWidgets(listed as never, DASHBOARD_WIDGETS, undefined, pause);
    expect(started()).toEqual(['mf_photos']);
    for (const more of [['mf_properties'], ['mf_finance'], ['mf_account']]) {
      const before = started();
      await Promise.resolve();
      expect(started()).toEqual(before);
      nextTask();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started()).toEqual([...before, ...more]);
    }
    await done;
    expect(pause).toHaveBeenCalledTimes(3);
  });

  it('a failed download is left for the slot: nothing is thrown or left unhandled', async () => {
    jest.mocked(loadExposed).mockReturnValueOnce(Promise.reject(new Error('offline')));
    await expect(prefetchWidgets(remotes as never, ['property-cards'])).resolves.toBeUndefined();
  });

  it("lets each remote prepare only its widgets that are about to show, and resolves once they are prepared", async () => {
    const store = { dispatch: jest.fn(), getState: jest.fn() };
    let finishPreparing = () => {};
    const prepareWidgets = jest.fn(() => new Promise<void>((resolve) => (finishPreparing = resolve)));
    const twoWidgets = [{ name: 'mf_photos', manifestUrl: 'http://e/mf-manifest.json', routes: [], widgets: ['photo-alerts', 'onboarding-card'] }];
    jest.mocked(loadExposed).mockReturnValueOnce(Promise.resolve({ contractVersion: 1, widgets: {}, prepareWidgets }) as never);
    let resolved = false;
    void prefetchWidgets(twoWidgets as never, DASHBOARD_WIDGETS, store as never).then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prepareWidgets).toHaveBeenCalledWith(['photo-alerts'], store);
    expect(resolved).toBe(false);
    finishPreparing();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolved).toBe(true);
  });

  it.each([
    ['without a store (nothing to prepare with)', undefined, () => Promise.resolve()],
    ['when the preparation fails (the widget shows its own error)', { dispatch: jest.fn(), getState: jest.fn() }, () => Promise.reject(new Error('offline'))],
  ])('resolves %s', async (_case, store, prepare) => {
    const prepareWidgets = jest.fn(prepare);
    jest.mocked(loadExposed).mockReturnValueOnce(Promise.resolve({ contractVersion: 1, widgets: {}, prepareWidgets }) as never);
    await expect(prefetchWidgets(remotes as never, ['property-cards'], store as never)).resolves.toBeUndefined();
    expect(prepareWidgets).toHaveBeenCalledTimes(store ? 1 : 0);
  });
});

describe('prefetchWidgetsAtStart: a repeat visit opening on the dashboard starts on its widgets at once', () => {
  beforeEach(() => jest.mocked(loadExposed).mockClear());
  const shown = { getItem: (key: string) => (key === WIDGETS_SHOWN_KEY ? '1' : null) };
  const neverShown = { getItem: () => null };
  const refusing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
  };

  it.each([
    ['/dashboard', true, shown, ['mf_properties', 'mf_finance']],
    ['/home', true, shown, ['mf_properties', 'mf_finance']],
    ['/', true, shown, ['mf_properties', 'mf_finance']],
    // A first visit: the files would be downloaded, taking the network from the first screen.
    ['/dashboard', true, neverShown, []],
    ['/dashboard', true, refusing, []],
    ['/dashboard', false, shown, []],
    ['/financeiro', true, shown, []],
    ['/auth', true, shown, []],
  ])('%s, session expected: %s', async (pathname, sessionExpected, storage, expected) => {
    prefetchWidgetsAtStart(pathname, sessionExpected, remotes as never, storage);
    // All in the task that starts them: promise callbacks only, no timer.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(jest.mocked(loadExposed).mock.calls).toEqual(expected.map((name) => [name, 'widgets']));
  });

  it.each([
    ['a first visit', { getItem: () => null }, false],
    ['a browser that has shown the widgets', { getItem: (key: string) => (key === WIDGETS_SHOWN_KEY ? '1' : null) }, true],
  ])('says whether it started them (the dashboard then prepares them without waiting for its paint): %s, %s', (_case, storage, started) => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./widget-prefetch') as typeof WidgetPrefetch;
      expect(fresh.widgetsStartedAtStart()).toBe(false);
      fresh.prefetchWidgetsAtStart('/dashboard', true, remotes as never, storage);
      expect(fresh.widgetsStartedAtStart()).toBe(started);
    });
  });

  it('the dashboard remembers it has shown the widgets; a storage that refuses is no error', () => {
    const storage = { setItem: jest.fn() };
    rememberWidgetsShown(storage);
    expect(storage.setItem).toHaveBeenCalledWith(WIDGETS_SHOWN_KEY, '1');
    expect(() =>
      rememberWidgetsShown({
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
    ).not.toThrow();
  });
});
