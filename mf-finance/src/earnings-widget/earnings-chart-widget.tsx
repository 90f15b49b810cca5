import { useMemo } from 'react';
import { useGetPropertiesQuery } from '@portal/shared/api';
import { todayInBrazil } from '@portal/shared/domain';
import { useAppConfig } from '@portal/shared/host';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { paths } from '../paths';
import { EarningsCard, type EarningsCardState } from './earnings-card';
import { earningsFrom, earningsRowsFromMonths } from './earnings-tabs';
import { toMonthRows, useGetMonthlyEarningsQuery } from './get-monthly-earnings';

/** Dashboard widget 'earnings-chart': the owner's monthly earnings, summed by the database over every stay. */
export function EarningsChartWidget() {
  const userId = useAppSelector(selectSessionUser)?.id;
  const { brandName } = useAppConfig();
  const today = todayInBrazil(new Date());
  const months = useGetMonthlyEarningsQuery({ userId: userId ?? '', from: earningsFrom(today), today }, { skip: !userId });
  const properties = useGetPropertiesQuery(userId ?? '', { skip: !userId });

  const view = useMemo((): EarningsCardState => {
    if (months.isError) return { state: 'error', retry: () => void months.refetch() };
    if (!months.data || !properties.data) return { state: 'loading' };
    const data = toMonthRows(months.data, brandName);
    if (data.length === 0 && !properties.data.some((p) => !p.is_draft)) return { state: 'no-property' };
    return { state: 'ready', rowsFor: (tab) => earningsRowsFromMonths(data, tab, today) };
  }, [months, properties.data, today, brandName]);

  return <EarningsCard view={view} brandName={brandName} chartHref={paths.finance.getChartHref()} />;
}
