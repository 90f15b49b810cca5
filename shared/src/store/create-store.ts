import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@portal/shared/api';
import { rootReducer, type RootState } from './root-reducer';

/** `hostMiddleware` lets the host react to cross-module events (e.g. the shell's logout listener). */
export function createPortalStore(preloadedState?: Partial<RootState>, hostMiddleware: Middleware[] = []) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware, ...hostMiddleware),
  });
  // Enables refetch on reconnect (the spec's cache policy); focus refetch is off in the api itself.
  setupListeners(store.dispatch);
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
