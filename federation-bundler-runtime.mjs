// A remote's federation bundler runtime: the functions of the one the shell already runs (or, on
// the remote's own page, federation-runtime.js), instead of a copy in every remoteEntry (~8 KB
// gzip each, evaluated on the dashboard's main thread once per remote). Those functions take the
// remote's __webpack_require__ and hold no state; what does is the remote's own: its share-scope
// slot, instance and options, and the runtime module, whose init finds the remote's instance by
// the remote's build and keeps the page's first instance (the shell's) for the shell.
// `initContainerEntry` comes with the remote too: the shell, which exposes nothing, is built without it.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error('Module Federation: the page did not provide the federation bundler runtime (globalThis._FEDERATION_BUNDLER_RUNTIME).');
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
