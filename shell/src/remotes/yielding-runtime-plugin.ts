import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../app/next-task';

/**
 * Loading a remote runs, after its entry file, a chain of promise callbacks — the container's
 * share negotiation, the exposed module's chunks, their factories — that the browser sees as one
 * task: 50–80 ms on a mid-range phone for each of the dashboard's four remotes. This plugin ends
 * the task between those steps (once the remote's manifest is read, before its files are asked for;
 * before a container is initialised; before the exposed module's code runs once its chunks are in,
 * and after it has run, before what uses it), so a tap or a frame is never held behind a whole
 * remote.
 */
export function yieldingRuntimePlugin(pause: () => Promise<void> = yieldToBrowser): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-yielding',
    async beforePreloadRemote() {
      // Once the manifest is read: the remote's files (its entry, the exposed module's first chunk)
      // are asked for in the next task.
      await pause();
    },
    async beforeInitContainer(args) {
      await pause();
      return args;
    },
    async afterGetExpose() {
      // The runtime runs the module's factory once this resolves: its evaluation in a task of its own.
      await pause();
    },
    async onLoad(args) {
      await pause();
      return args;
    },
  };
}
