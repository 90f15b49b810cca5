import { requestAppConfig } from './app/app-config-request';
import { preloadFirstScreen } from './app/first-screen-preload';
import { evaluateInStages } from './app/start-in-stages';
import { provideBundlerRuntime } from './remotes/bundler-runtime';

// Every remote's entry runs the shell's federation bundler runtime instead of carrying a copy.
provideBundlerRuntime();

// The configuration request needs no shared module, so it starts before the boundary below and
// travels while the shared modules download.
requestAppConfig();
preloadFirstScreen(window.location.pathname);

// The async boundary lets Module Federation negotiate shared singletons before any of them runs:
// nothing above it may import a shared module. The libraries the start evaluates first (React's
// DOM renderer, then the portal's host, router and store entries) are evaluated each in a task of
// its own before the app's own modules: together they were one task of 30-40 ms on this machine's
// dashboard, four times that on a phone. Their files are preloaded by every page, so nothing waits
// for a download it would not have waited for.
void evaluateInStages(
  [() => import('react-dom/client'), () => import('@portal/shared/host'), () => import('@portal/shared/router'), () => import('@portal/shared/store')],
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
);
