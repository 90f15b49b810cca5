import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetProfileQuery, useGetPropertiesQuery } from '@portal/shared/api';
import { todayInBrazil } from '@portal/shared/domain';
import { useAppConfig } from '@portal/shared/host';
import { useLocation, useSearchParams } from '@portal/shared/router';
import { selectSessionUser, selectStoreInstanceId, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { exportCsv, exportIncomeReport, exportMonthlyStatement, incomeReportYears, statementMonths } from '../exports/export-actions';
import { ExportPanel, type ExportKind } from '../exports/export-panel';
import { FinanceRevenueChart } from '../revenue-chart/finance-revenue-chart';
import { CHART_ID } from '../revenue-chart/revenue-chart-card';
import { filterProperties } from './finance-figures';
import { DEFAULT_FINANCE_FILTER, type FinanceFilter } from './finance-filters';
import { FinanceView, type FinanceViewState } from './finance-view';
import { financeFiguresArgs, useGetFinanceFiguresQuery } from './get-finance-figures';
import { useGetFinanceExportRowsQuery, useGetFinanceReservationsQuery, useReadFinanceExportRows } from './get-finance-reservations';

const EXPORT_ERROR_TOAST = { title: 'Não foi possível exportar', description: 'Tente novamente em instantes.' } as const;

/** `?property={id}` preselects that property (spec part 2 §2). */
function initialFilter(propertyId: string | null): FinanceFilter {
  return propertyId ? { ...DEFAULT_FINANCE_FILTER, propertyIds: [propertyId] } : DEFAULT_FINANCE_FILTER;
}

/** Statements cover a whole month or year, whatever the page's status and period: they keep only its property choice, which their header names. */
function documentsFilter(filter: FinanceFilter): FinanceFilter {
  return { ...filter, statusList: [], dateRange: 'all', startDate: null, endDate: null };
}

/**
 * `/financeiro`: the owner's earnings with filters, cards, the revenue chart, the reservation list and exports.
 * Every read is the database's, for the page's filters: the cards' figures and the list's count
 * (get_finance_summary), the chart's bars (get_finance_revenue_series) and the list, 50 stays a read
 * (get_finance_reservations); the exports read every stay they need when the owner asks for them.
 */
export function FinancePage() {
  const user = useAppSelector(selectSessionUser);
  const storeId = useAppSelector(selectStoreInstanceId);
  const userId = user?.id;
  const { brandName, providerLegalName, providerCnpj } = useAppConfig();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const atChart = location.hash === `#${CHART_ID}`;
  const today = todayInBrazil(new Date());

  const [filter, setFilter] = useState(() => initialFilter(searchParams.get('property')));
  const [exportOpen, setExportOpen] = useState(false);
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const args = useMemo(() => financeFiguresArgs(filter, today), [filter, today]);
  const documentsArgs = useMemo(() => financeFiguresArgs(documentsFilter(filter), today), [filter, today]);
  const ownerArgs = useMemo(() => financeFiguresArgs(DEFAULT_FINANCE_FILTER, today), [today]);

  const list = useGetFinanceReservationsQuery(userId, args);
  const figures = useGetFinanceFiguresQuery(userId, args);
  const rows = useMemo(() => list.currentData?.pages.flat() ?? null, [list.currentData]);
  // A filter that keeps no stay: whether the owner has none at all (the page's empty state) is the figures of
  // every stay, the same read as the cards' when no filter is set.
  const ownerFigures = useGetFinanceFiguresQuery(userId, ownerArgs, rows === null || rows.length > 0);
  const properties = useGetPropertiesQuery(userId ?? '', { skip: !userId });
  const profile = useGetProfileQuery(userId ?? '', { skip: !userId });
  // The export panel's months and years come with the stays its documents read, when it opens.
  const documents = useGetFinanceExportRowsQuery(documentsArgs, !exportOpen || !userId);
  const readExportRows = useReadFinanceExportRows();

  const propertyOptions = useMemo(() => filterProperties(properties.data, rows ?? []), [properties.data, rows]);
  const labels = useMemo(() => new Map(propertyOptions.map((p) => [p.id, p.label])), [propertyOptions]);
  const propertyLabel = useCallback((id: string) => labels.get(id) ?? `Propriedade ${id.slice(0, 8)}`, [labels]);

  const { isError: listFailed, refetch: refetchList, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const view: FinanceViewState = useMemo(() => {
    const failed = [listFailed && refetchList, figures.isError && figures.refetch, ownerFigures.isError && ownerFigures.refetch].filter((retry) => retry !== false);
    if (failed.length > 0) return { state: 'error', retry: () => failed.forEach((retry) => void retry()) };
    if (rows === null) return { state: 'loading' };
    if (rows.length === 0) {
      const owner = ownerFigures.currentData;
      if (!owner) return { state: 'loading' };
      if (owner.reservations === 0) return { state: 'empty' };
    }
    const shown = figures.currentData ?? null;
    const more = hasNextPage && (shown === null || rows.length < shown.reservations) ? { load: () => void fetchNextPage(), loading: isFetchingNextPage } : null;
    // Figures of another filter are not shown while this one's are on their way.
    return { state: 'ready', rows, figures: shown, more };
  }, [listFailed, refetchList, figures, ownerFigures, rows, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The spec's message for a failed financial fetch; the owner sees the banner.
  useEffect(() => {
    for (const read of [list, figures, ownerFigures]) if (read.isError) console.error('Failed to fetch financial data', read.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- logged once per failure, not per render
  }, [list.isError, figures.isError, ownerFigures.isError]);

  // The dashboard's 'Ver análise completa' lands here: bring the chart into view once the page has its height.
  useEffect(() => {
    if (atChart && view.state === 'ready') document.getElementById(CHART_ID)?.scrollIntoView({ block: 'start' });
  }, [atChart, view.state]);

  const scope =
    filter.propertyIds.length === 0 || filter.propertyIds.length === propertyOptions.length ? 'Todas as propriedades' : filter.propertyIds.map(propertyLabel).join(', ');
  const context = {
    today,
    brandName,
    propertyLabel,
    ownerName: profile.data?.full_name?.trim() || user?.email || 'Proprietário',
    ownerDocument: { type: profile.data?.document_type, number: profile.data?.document },
    provider: { legalName: providerLegalName, cnpj: providerCnpj },
    scope,
    issuedOn: today,
  };
  const forDocuments = documents.currentData;

  async function run(kind: ExportKind, action: () => void | Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      console.error('Falha ao exportar', error);
      toast.show({ ...EXPORT_ERROR_TOAST, variant: 'error' });
    } finally {
      setBusy(null);
    }
  }

  // The shell's layout carries the id of its store (data-store-id); this page carries the id of the store it reads:
  // the same, as a remote must use the shell's one store (checked by the composition journey).
  return (
    <div data-remote-store-id={storeId}>
      <FinanceView
        view={view}
        filter={filter}
        properties={propertyOptions}
        onFilterChange={setFilter}
        today={today}
        brandName={brandName}
        propertyLabel={propertyLabel}
        exportOpen={exportOpen}
        onToggleExport={() => setExportOpen((open) => !open)}
        chart={<FinanceRevenueChart filters={userId ? args : null} brandName={brandName} eager={atChart} />}
        exportPanel={
          <ExportPanel
            months={forDocuments ? statementMonths(forDocuments, today) : []}
            currentMonth={today.slice(0, 7)}
            years={forDocuments ? incomeReportYears(forDocuments, today) : []}
            documentsReady={forDocuments !== undefined}
            rowCount={view.state === 'ready' ? (view.figures?.reservations ?? view.rows.length) : 0}
            busy={busy}
            onExportCsv={() => void run('csv', async () => exportCsv(await readExportRows(args, false), context))}
            onExportStatement={(month) => void run('statement', async () => exportMonthlyStatement(await readExportRows(documentsArgs, true), month, context))}
            onExportIncomeReport={(year) => void run('incomeReport', async () => exportIncomeReport(await readExportRows(documentsArgs, true), year, context))}
          />
        }
      />
    </div>
  );
}
