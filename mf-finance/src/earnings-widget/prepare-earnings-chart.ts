import { ownerApi, settleQueries } from '@portal/shared/api';
import { todayInBrazil } from '@portal/shared/domain';
import type { WidgetStore } from '@portal/shared/host';
import { selectSessionUser } from '@portal/shared/store';
import { earningsFrom } from './earnings-tabs';
import { monthlyEarningsApi } from './get-monthly-earnings';

/**
 * What 'earnings-chart' needs before the dashboard draws it: the months of earnings and the owner's
 * properties. Read while the dashboard waits for its widgets' code, so the card shows its figures at once
 * instead of after a loading state.
 */
export async function prepareEarningsChart(store: WidgetStore): Promise<void> {
  const userId = selectSessionUser(store.getState())?.id;
  if (!userId) return;
  const today = todayInBrazil(new Date());
  await settleQueries(store.dispatch, [
    (dispatch) => dispatch(monthlyEarningsApi.endpoints.getMonthlyEarnings.initiate({ userId, from: earningsFrom(today), today })),
    (dispatch) => dispatch(ownerApi.endpoints.getProperties.initiate(userId)),
  ]);
}
