import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { dynamicMiddleware } from './dynamic-middleware';
import { rootReducer, type RootState } from './root-reducer';

/** `hostMiddleware` lets the host react to cross-module events (e.g. the shell's logout listener). */
export function createPortalStore(preloadedState?: Partial<RootState>, hostMiddleware: Middleware[] = []) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware, ...hostMiddleware),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
