import { useMemo } from 'react';
import { useGetPropertiesQuery } from '@portal/shared/api';
import { todayInBrazil } from '@portal/shared/domain';
import { useAppConfig } from '@portal/shared/host';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { useGetFinanceReservationsQuery } from '../finance/get-finance-reservations';
import { paths } from '../paths';
import { EarningsCard, type EarningsCardState } from './earnings-card';
import { earningsRows } from './earnings-tabs';

/** Dashboard widget 'earnings-chart': the owner's monthly earnings, from the finance page's own query (one cache). */
export function EarningsChartWidget() {
  const userId = useAppSelector(selectSessionUser)?.id;
  const { brandName } = useAppConfig();
  const reservations = useGetFinanceReservationsQuery(userId);
  const properties = useGetPropertiesQuery(userId ?? '', { skip: !userId });
  const today = todayInBrazil(new Date());

  const view = useMemo((): EarningsCardState => {
    if (reservations.isError) return { state: 'error', retry: () => void reservations.refetch() };
    if (!reservations.data || !properties.data) return { state: 'loading' };
    const data = reservations.data;
    if (data.length === 0 && !properties.data.some((p) => !p.is_draft)) return { state: 'no-property' };
    return { state: 'ready', rowsFor: (tab) => earningsRows(data, tab, today, brandName) };
  }, [reservations, properties.data, today, brandName]);

  return <EarningsCard view={view} brandName={brandName} chartHref={paths.finance.getChartHref()} />;
}
