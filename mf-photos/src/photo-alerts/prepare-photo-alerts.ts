import { ownerApi } from '@portal/shared/api';
import type { WidgetStore } from '@portal/shared/host';
import { selectSessionUser } from '@portal/shared/store';
import { getRatingsApi } from '../rating/get-ratings';

/** Ratings are read only when there is something to rate: a completed session. */
export function needsRatings(photoSessions: readonly { status: string }[]): boolean {
  return photoSessions.some((session) => session.status === 'completed');
}

/**
 * What 'photo-alerts' needs before the dashboard draws it: the owner's properties and sessions and,
 * when a session is completed, their ratings. The widget then appears with its invitation to rate (or without it)
 * from its first paint, instead of growing when the ratings arrive and pushing the property cards
 * down. The widget's own queries find them in the cache (the dashboard has usually read the first
 * two already); a failed read is the widget's to show.
 */
export async function preparePhotoAlerts(store: WidgetStore): Promise<void> {
  const userId = selectSessionUser(store.getState())?.id;
  if (!userId) return;
  const properties = store.dispatch(ownerApi.endpoints.getProperties.initiate(userId));
  const photoSessions = store.dispatch(ownerApi.endpoints.getPhotoSessions.initiate(userId));
  try {
    const [{ data }] = await Promise.all([photoSessions, properties]);
    if (!data || !needsRatings(data)) return;
    const ratings = store.dispatch(getRatingsApi.endpoints.getRatings.initiate(userId));
    try {
      await ratings;
    } finally {
      ratings.unsubscribe();
    }
  } finally {
    photoSessions.unsubscribe();
    properties.unsubscribe();
  }
}
