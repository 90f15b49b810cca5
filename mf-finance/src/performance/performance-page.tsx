import { useMemo } from 'react';
import { useGetPropertiesQuery } from '@portal/shared/api';
import { isActiveProperty, todayInBrazil } from '@portal/shared/domain';
import { MONTH_NAMES } from '@portal/shared/format';
import { useNavigate } from '@portal/shared/router';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { financePropertyLabel } from '../finance/finance-reservation';
import { paths } from '../paths';
import { useGetPerformanceFiguresQuery } from './get-performance-figures';
import { performanceReportFromTotals, performanceTip } from './performance';
import { PerformanceView, type PerformanceViewState } from './performance-view';

/** 'novembro de 2026' with a capital: the table's column for a month. */
function monthColumn(year: number, month: number): string {
  const name = MONTH_NAMES[month - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}

/** `/performance`: occupancy, average daily rate and revenue per available night, per property and in total. */
export function PerformancePage() {
  const navigate = useNavigate();
  const userId = useAppSelector(selectSessionUser)?.id;
  const today = todayInBrazil(new Date());
  // The database's sums over every stay, not the rows of one read.
  const reservations = useGetPerformanceFiguresQuery(userId, today);
  const properties = useGetPropertiesQuery(userId ?? '', { skip: !userId });

  const view = useMemo((): PerformanceViewState => {
    if (reservations.isError || properties.isError) {
      return {
        state: 'error',
        retry: () => {
          if (reservations.isError) void reservations.refetch();
          if (properties.isError) void properties.refetch();
        },
      };
    }
    if (!reservations.data || !properties.data) return { state: 'loading' };
    // Active properties, and any other one that has stays: each is available every night of a window.
    const totals = reservations.data;
    const counted = properties.data
      .filter((p) => isActiveProperty(p) || totals.has(p.id))
      .map((p) => ({ id: p.id, label: financePropertyLabel(p) }));
    const report = performanceReportFromTotals(counted, totals, today);
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    return { state: 'ready', ...report, tip: performanceTip(report), monthLabel: monthColumn(year, month), lastYearLabel: monthColumn(year - 1, month) };
  }, [reservations, properties, today]);

  return <PerformanceView view={view} onAddProperty={() => navigate(paths.propertyIntro.getHref())} />;
}
