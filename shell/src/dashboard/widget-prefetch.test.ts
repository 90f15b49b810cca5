import { loadExposed } from '../remotes/remote-modules';
import { DASHBOARD_WIDGETS, GATE_WIDGETS, prefetchWidgets } from './widget-prefetch';

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
