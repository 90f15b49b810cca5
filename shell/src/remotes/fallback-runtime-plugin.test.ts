import { fallbackRuntimePlugin } from './fallback-runtime-plugin';
import { isUnavailableModule } from './remote-unavailable';
import { PROVIDED_SINGLETONS, refusalFor, SharedVersionMismatchError } from './shared-requirements';

/** A manifest that does not answer in this time counts as unreachable. */
const MANIFEST_TIMEOUT_MS = 8000;
/** A failed manifest, entry or chunk is tried once more after this pause. */
const RETRY_DELAY_MS = 1000;

// The hooks are called here as the runtime calls them, with only the arguments they read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const plugin = fallbackRuntimePlugin() as unknown as Record<string, ((...args: any[]) => any) | undefined>;
const MANIFEST = 'http://cdn/finance/mf-manifest.json';
const fetchManifest = () => plugin.fetch!(MANIFEST, {}) as Promise<Response>;

const fetchSpy = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  jest.useFakeTimers();
  fetchSpy.mockReset();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('manifests', () => {
  it('fetches a manifest once when it answers (no second download by another hook)', async () => {
    fetchSpy.mockResolvedValue(new Response('{}'));
    await expect(fetchManifest()).resolves.toBeInstanceOf(Response);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
  });

  it.each([
    ['a 404', () => Promise.resolve(new Response('not found', { status: 404 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(`tries once more after ${RETRY_DELAY_MS} ms on %s, then gives up`, async (_case, answer) => {
    fetchSpy.mockImplementation(answer);
    const result = fetchManifest();
    result.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('recovers when the second try answers', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('{}'));
    const result = fetchManifest();
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(result).resolves.toBeInstanceOf(Response);
  });

  it(`aborts a manifest that does not answer within ${MANIFEST_TIMEOUT_MS} ms`, async () => {
    fetchSpy.mockImplementation((_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const result = fetchManifest();
    result.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS + RETRY_DELAY_MS + MANIFEST_TIMEOUT_MS);
    await expect(result).rejects.toThrow(`timeout after ${MANIFEST_TIMEOUT_MS} ms`);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('shared versions', () => {
  const manifestNeeding = (requiredVersion: string) =>
    new Response(JSON.stringify({ shared: [{ name: '@portal/shared/ui', singleton: true, requiredVersion }] }));

  it('lets through a remote that needs what this shell runs', async () => {
    fetchSpy.mockResolvedValue(manifestNeeding('^1.0.0'));
    await expect(fetchManifest()).resolves.toBeInstanceOf(Response);
    expect(refusalFor(MANIFEST)).toBeUndefined();
  });

  it('refuses, once and without a retry, a remote that needs a newer singleton, and remembers why', async () => {
    fetchSpy.mockResolvedValue(manifestNeeding('^99.0.0'));
    await expect(fetchManifest()).rejects.toBeInstanceOf(SharedVersionMismatchError);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // What this shell runs is the lock's version of the entry (shared/contract-lock.json).
    expect(refusalFor(MANIFEST)?.unmet).toEqual([{ name: '@portal/shared/ui', requiredVersion: '^99.0.0', provided: PROVIDED_SINGLETONS['@portal/shared/ui'] }]);
    expect(PROVIDED_SINGLETONS['@portal/shared/ui']).toMatch(/^1\.\d+\.\d+$/);
  });
});

describe('entries and modules', () => {
  it('requests a failed entry again after the pause, forgetting the failed load', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(exports);
    const globalLoading: Record<string, Promise<void> | undefined> = { finance: Promise.resolve() };
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_finance' }, remoteEntryExports: undefined, globalLoading, uniqueKey: 'finance' };
    const recovered = plugin.loadEntryError!(args) as Promise<unknown>;
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(recovered).resolves.toBe(exports);
    expect(globalLoading).not.toHaveProperty('finance');
  });

  it('retries a module whose chunks failed to load, once', async () => {
    const factory = () => ({ routes: [] });
    const get = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory);
    const result = plugin.getModuleFactory!({ remoteEntryExports: { get }, expose: './routes' }) as Promise<unknown>;
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(result).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('hands back a marker module instead of throwing when a remote stays unreachable', () => {
    const error = new Error('unreachable');
    // The runtime's loadRemote resolves with the hook's answer as the module.
    expect(isUnavailableModule(plugin.errorLoadRemote!({ lifecycle: 'onLoad', error }))).toBe(true);
    expect(plugin.errorLoadRemote!({ lifecycle: 'beforeRequest', error })).toBeUndefined();
  });
});
