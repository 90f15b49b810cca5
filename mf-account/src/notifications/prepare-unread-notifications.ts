import { ownerApi, settleQueries } from '@portal/shared/api';
import type { WidgetStore } from '@portal/shared/host';
import { selectSessionUser } from '@portal/shared/store';
import { notificationsApi } from './get-notifications';

/**
 * What 'unread-notifications' needs before the dashboard draws it: the stored notifications and the
 * properties and photo sessions the centre derives the others from. Read while the dashboard waits
 * for its widgets' code, so the card shows its list at once instead of after a loading state.
 */
export async function prepareUnreadNotifications(store: WidgetStore): Promise<void> {
  const userId = selectSessionUser(store.getState())?.id;
  if (!userId) return;
  await settleQueries(store.dispatch, [
    (dispatch) => dispatch(notificationsApi.endpoints.getNotifications.initiate(userId)),
    (dispatch) => dispatch(notificationsApi.endpoints.getNotificationCounts.initiate(userId)),
    (dispatch) => dispatch(ownerApi.endpoints.getProperties.initiate(userId)),
    (dispatch) => dispatch(ownerApi.endpoints.getPhotoSessions.initiate(userId)),
  ]);
}
