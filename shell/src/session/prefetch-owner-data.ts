import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { sessionStarted, type AppDispatch } from '@portal/shared/store';

/**
 * As soon as a session starts (restored on arrival, or a sign-in), asks for the owner's overview —
 * what the layout's alerts and the dashboard show first. The requests travel while the screens'
 * code still runs instead of waiting for their first render to ask; the screens' own queries (same
 * endpoints, same arguments) then find them in the cache or on their way, so nothing is asked
 * twice. The dashboard's figures (recent reservations) are not among them: the dashboard asks for
 * them once its first render has been painted.
 */
export function prefetchOwnerDataOnSession(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    actionCreator: sessionStarted,
    effect: async (action, api) => {
      const userId = action.payload.user.id;
      const { ownerApi } = await import('@portal/shared/api');
      const dispatch = api.dispatch as AppDispatch;
      dispatch(ownerApi.util.prefetch('getProfile', userId, {}));
      dispatch(ownerApi.util.prefetch('getProperties', userId, {}));
      dispatch(ownerApi.util.prefetch('getPhotoSessions', userId, {}));
    },
  });
}
