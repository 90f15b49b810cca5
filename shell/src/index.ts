import { requestAppConfig } from './app/app-config-request';
import { preloadFirstScreen } from './app/first-screen-preload';
import { provideBundlerRuntime } from './remotes/bundler-runtime';

// Every remote's entry runs the shell's federation bundler runtime instead of carrying a copy.
provideBundlerRuntime();

// The configuration request needs no shared module, so it starts before the boundary below and
// travels while the shared modules download.
requestAppConfig();
preloadFirstScreen(window.location.pathname);

// The async boundary lets Module Federation negotiate shared singletons before any of them runs:
// nothing above it may import a shared module.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
