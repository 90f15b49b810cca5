/** What a remote's federation-bundler-runtime.mjs takes from the page: the shell's own functions. */
export interface ProvidedBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

interface FederationOfTheShell extends ProvidedBundlerRuntime {
  runtime?: unknown;
  instance?: unknown;
  initOptions?: unknown;
}

declare const __webpack_require__: { federation: FederationOfTheShell };

interface PageGlobal {
  _FEDERATION_BUNDLER_RUNTIME?: ProvidedBundlerRuntime;
}

/**
 * Puts the shell's federation bundler runtime where every remote's entry looks for it, before any
 * remote loads: its functions only, not the shell's instance, options or runtime module, whose
 * state is the shell's (a remote keeps its own, see federation-bundler-runtime.mjs).
 */
export function provideBundlerRuntime(federation: FederationOfTheShell = __webpack_require__.federation, target: PageGlobal = globalThis as PageGlobal) {
  target._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
}
