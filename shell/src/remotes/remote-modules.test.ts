import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposed, registerPortalRemotes, resetRemote } from './remote-modules';
import { RemoteUnavailableError, UNAVAILABLE_MARKER } from './remote-unavailable';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

const finance = { name: 'mf_finance', manifestUrl: 'http://cdn/finance/mf-manifest.json', routes: ['/financeiro'], widgets: [] };

beforeAll(() => registerPortalRemotes([finance]));
beforeEach(() => mockedLoadRemote.mockReset());

describe('loadExposed', () => {
  it('registers remotes by manifest URL without fetching anything', () => {
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_finance', entry: 'http://cdn/finance/mf-manifest.json' }]);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('fetches an exposed module once and shares the result', async () => {
    mockedLoadRemote.mockResolvedValue({ contractVersion: 1, routes: [] });
    await Promise.all([loadExposed('mf_finance', 'routes'), loadExposed('mf_finance', 'routes')]);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_finance/routes');
  });

  it("records the settled state React's `use` reads, so a module fetched ahead renders without a fallback", async () => {
    resetRemote('mf_finance');
    const module = { contractVersion: 1, routes: [] };
    mockedLoadRemote.mockResolvedValue(module);
    const pending = loadExposed('mf_finance', 'routes') as Promise<unknown> & { status?: string; value?: unknown };
    expect(pending.status).toBe('pending');
    await pending;
    expect(pending.status).toBe('fulfilled');
    expect(pending.value).toBe(module);
    resetRemote('mf_finance');
  });

  it('turns the runtime fallback module into an "unreachable" failure that stays until a reset', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ [UNAVAILABLE_MARKER]: true, error: new Error('404') });
    await expect(loadExposed('mf_finance', 'widgets')).rejects.toMatchObject({ failure: 'unreachable' });
    await expect(loadExposed('mf_finance', 'widgets')).rejects.toMatchObject({ failure: 'unreachable' });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    resetRemote('mf_finance');
    mockedLoadRemote.mockResolvedValueOnce({ contractVersion: 1, widgets: {} });
    await expect(loadExposed('mf_finance', 'widgets')).resolves.toEqual({ contractVersion: 1, widgets: {} });
  });

  it('refuses a remote built against another contract version', async () => {
    resetRemote('mf_finance');
    mockedLoadRemote.mockResolvedValueOnce({ contractVersion: 999, routes: [] });
    const failure = loadExposed('mf_finance', 'routes');
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toMatchObject({ failure: 'contract-mismatch' });
  });

  it('re-registers the remote with force on reset, so the runtime drops its cached manifest', () => {
    resetRemote('mf_finance');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_finance', entry: 'http://cdn/finance/mf-manifest.json' }], { force: true });
  });
});
