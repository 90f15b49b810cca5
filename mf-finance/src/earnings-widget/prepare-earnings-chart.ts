import { ownerApi, settleQueries } from '@portal/shared/api';
import type { WidgetStore } from '@portal/shared/host';
import { selectSessionUser } from '@portal/shared/store';
import { financeReservationsApi } from '../finance/get-finance-reservations';

/**
 * What 'earnings-chart' needs before the dashboard draws it: the finance page's reservations and the
 * owner's properties. Read while the dashboard waits for its widgets' code, so the card shows its
 * figures at once instead of after a loading state.
 */
export async function prepareEarningsChart(store: WidgetStore): Promise<void> {
  const userId = selectSessionUser(store.getState())?.id;
  if (!userId) return;
  await settleQueries(store.dispatch, [
    (dispatch) => dispatch(financeReservationsApi.endpoints.getFinanceReservations.initiate(userId)),
    (dispatch) => dispatch(ownerApi.endpoints.getProperties.initiate(userId)),
  ]);
}
