// A remote's own page (its standalone host) runs without the shell, which otherwise provides the
// federation runtime to every remote (runtime-core, and the bundler runtime: see
// federation-bundler-runtime.mjs): this script provides both there, before the page's code runs.
import * as runtimeCore from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_BUNDLER_RUNTIME = federation;
