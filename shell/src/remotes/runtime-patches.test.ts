import { ModuleFederation } from '@module-federation/runtime-core';

// The local change to the federation runtime (patches/@module-federation__runtime-core@2.9.2.patch)
// that a page can observe: a shared module whose load failed is asked for again on the next load.

function hostProviding(get: () => Promise<() => unknown>) {
  return new ModuleFederation({
    name: 'runtime-patches-host',
    remotes: [],
    shared: {
      'portal-sample-library': { version: '1.0.0', scope: 'default', get, shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
    },
  });
}

describe('a shared module whose load failed', () => {
  it('is asked of its provider again on the next load, which then succeeds', async () => {
    const get = jest
      .fn<Promise<() => unknown>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk supabase-client failed.'))
      .mockResolvedValueOnce(() => ({ loaded: true }));
    const host = hostProviding(get);

    await expect(host.loadShare('portal-sample-library')).rejects.toThrow('Loading chunk supabase-client failed.');
    const factory = await host.loadShare('portal-sample-library');

    expect(get).toHaveBeenCalledTimes(2);
    expect(factory && factory()).toEqual({ loaded: true });
  });

  it('once loaded, is not asked for again', async () => {
    const get = jest.fn<Promise<() => unknown>, []>().mockResolvedValue(() => ({ loaded: true }));
    const host = hostProviding(get);

    await host.loadShare('portal-sample-library');
    await host.loadShare('portal-sample-library');

    expect(get).toHaveBeenCalledTimes(1);
  });
});
