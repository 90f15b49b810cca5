import type { Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { dynamicMiddleware, rootReducer, sessionEnded } from '@portal/shared/store';
import { api } from './base-api';

declare module '@portal/shared/store' {
  interface LazyLoadedSlices {
    [api.reducerPath]: ReturnType<typeof api.reducer>;
  }
}

/** Refetch on reconnect (the spec's cache policy; focus refetch is off in the api itself). */
const reconnectListeners: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => (action) => next(action);
};

/** Nothing cached for one owner may outlive their session. */
const forgetDataOnSessionEnd: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionEnded.match(action)) store.dispatch(api.util.resetApiState());
  return result;
};

// The api joins the single store when this module is first imported (the shell's layout or a
// remote); the sign-in screen never pays for it.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware, reconnectListeners, forgetDataOnSessionEnd);
