import { yieldingRuntimePlugin } from './yielding-runtime-plugin';

type Hook = (args: object) => Promise<unknown>;

describe("the remotes' loading ends its task between steps", () => {
  it.each([['beforeInitContainer'], ['onLoad']])('%s: the runtime goes on only once the pause has ended, with its arguments unchanged', async (hook) => {
    let endPause: () => void = () => undefined;
    const plugin = yieldingRuntimePlugin(() => new Promise<void>((resolve) => (endPause = resolve)));
    const args = { remoteInfo: { name: 'mf_photos' }, shareScope: {} };
    let resolved: unknown = 'pending';
    const step = (plugin[hook as keyof typeof plugin] as Hook)(args).then((value) => (resolved = value));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe('pending');
    endPause();
    await step;
    // The same object: a waterfall hook passes it on; for onLoad, no function, so the module stays the runtime's.
    expect(resolved).toBe(args);
  });

  it("beforePreloadRemote: the remote's files are asked for (the runtime's preload, once the hook resolves) only once the pause has ended; the runtime's plan is left as it is", async () => {
    let endPause: () => void = () => undefined;
    const plugin = yieldingRuntimePlugin(() => new Promise<void>((resolve) => (endPause = resolve)));
    const preloadOps = [{ nameOrAlias: 'mf_photos', exposes: ['./widgets'], resourceCategory: 'sync', share: false, depsRemote: false }];
    const args = { preloadOps, options: {}, origin: {} };
    let resolved: unknown = 'pending';
    const step = (plugin.beforePreloadRemote as Hook)(args).then((value) => (resolved = value));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe('pending');
    endPause();
    await step;
    // Nothing given back: the runtime's async hook goes on with its own arguments.
    expect(resolved).toBeUndefined();
    expect(args.preloadOps).toEqual([{ nameOrAlias: 'mf_photos', exposes: ['./widgets'], resourceCategory: 'sync', share: false, depsRemote: false }]);
  });

  it("afterGetExpose: the exposed module's code (run by the runtime once the hook resolves) waits for the pause; the hook gives nothing back", async () => {
    let endPause: () => void = () => undefined;
    const plugin = yieldingRuntimePlugin(() => new Promise<void>((resolve) => (endPause = resolve)));
    let resolved: unknown = 'pending';
    const step = (plugin.afterGetExpose as Hook)({ id: 'mf_photos/widgets', expose: './widgets', moduleFactory: () => ({}) }).then((value) => (resolved = value));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe('pending');
    endPause();
    await step;
    expect(resolved).toBeUndefined();
  });
});
