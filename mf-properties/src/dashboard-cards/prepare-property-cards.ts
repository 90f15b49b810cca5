import { mainPhotoThumbnailsApi, ownerApi, settleQueries } from '@portal/shared/api';
import type { WidgetStore } from '@portal/shared/host';
import { selectSessionUser } from '@portal/shared/store';

/**
 * What 'property-cards' needs before the dashboard draws it: the owner's properties and their main
 * photos' thumbnails (the cards appear once both are known). Read while the dashboard waits for its
 * widgets' code, so the cards show whole at once instead of after a loading state.
 */
export async function preparePropertyCards(store: WidgetStore): Promise<void> {
  const userId = selectSessionUser(store.getState())?.id;
  if (!userId) return;
  await settleQueries(store.dispatch, [
    (dispatch) => dispatch(ownerApi.endpoints.getProperties.initiate(userId)),
    (dispatch) => dispatch(mainPhotoThumbnailsApi.endpoints.listMainPhotoThumbnails.initiate(userId)),
  ]);
}
