import { provideBundlerRuntime } from './bundler-runtime';

describe('provideBundlerRuntime', () => {
  it("gives the remotes the shell's runtime functions, never the shell's instance, options or runtime module", () => {
    const bundlerRuntime = { consumes: () => undefined, init: () => undefined };
    const federation = { runtime: { init: () => undefined }, bundlerRuntime, attachShareScopeMap: () => undefined, instance: { name: 'shell' }, initOptions: { name: 'shell' } };
    const target: Parameters<typeof provideBundlerRuntime>[1] = {};
    provideBundlerRuntime(federation, target);
    expect(target._FEDERATION_BUNDLER_RUNTIME).toEqual({ bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap });
    expect(target._FEDERATION_BUNDLER_RUNTIME).not.toHaveProperty('instance');
    expect(target._FEDERATION_BUNDLER_RUNTIME).not.toHaveProperty('initOptions');
  });
});
