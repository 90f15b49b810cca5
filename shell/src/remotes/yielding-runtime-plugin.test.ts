import { yieldingRuntimePlugin } from './yielding-runtime-plugin';

type HookName = 'beforePreloadRemote' | 'beforeInitContainer' | 'afterGetExpose' | 'onLoad';
type Hook = (args: object) => Promise<unknown>;

/**
 * Calls the plugin's `hook` with `args` under a pause that the test ends: what the hook had given
 * while the pause lasted ('pending' if it had not resolved), and what it gives once it is over.
 */
async function underPause(hook: HookName, args: object): Promise<{ duringPause: unknown; afterPause: unknown }> {
  let endPause: () => void = () => undefined;
  const plugin = yieldingRuntimePlugin(() => new Promise<void>((resolve) => (endPause = resolve)));
  let resolved: unknown = 'pending';
  const step = (plugin[hook] as Hook)(args).then((value) => (resolved = value));
  await Promise.resolve();
  await Promise.resolve();
  const duringPause = resolved;
  endPause();
  await step;
  return { duringPause, afterPause: resolved };
}

describe("the remotes' loading ends its task between steps", () => {
  it.each([['beforeInitContainer'], ['onLoad']] as const)('%s: the runtime goes on only once the pause has ended, with its arguments unchanged', async (hook) => {
    const args = { remoteInfo: { name: 'mf_photos' }, shareScope: {} };
    const { duringPause, afterPause } = await underPause(hook, args);
    expect(duringPause).toBe('pending');
    // The same object: a waterfall hook passes it on; for onLoad, no function, so the module stays the runtime's.
    expect(afterPause).toBe(args);
  });

  it("beforePreloadRemote: the remote's files are asked for (the runtime's preload, once the hook resolves) only once the pause has ended; the runtime's plan is left as it is", async () => {
    const plan = () => [{ nameOrAlias: 'mf_photos', exposes: ['./widgets'], resourceCategory: 'sync', share: false, depsRemote: false }];
    const args = { preloadOps: plan(), options: {}, origin: {} };
    const { duringPause, afterPause } = await underPause('beforePreloadRemote', args);
    expect(duringPause).toBe('pending');
    // Nothing given back: the runtime's async hook goes on with its own arguments.
    expect(afterPause).toBeUndefined();
    expect(args.preloadOps).toEqual(plan());
  });

  it("afterGetExpose: the exposed module's code (run by the runtime once the hook resolves) waits for the pause; the hook gives nothing back", async () => {
    const { duringPause, afterPause } = await underPause('afterGetExpose', { id: 'mf_photos/widgets', expose: './widgets', moduleFactory: () => ({}) });
    expect(duringPause).toBe('pending');
    expect(afterPause).toBeUndefined();
  });
});
