import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetProfileQuery, useGetPropertiesQuery } from '@portal/shared/api';
import { todayInBrazil } from '@portal/shared/domain';
import { useAppConfig } from '@portal/shared/host';
import { useLocation, useSearchParams } from '@portal/shared/router';
import { selectSessionUser, selectStoreInstanceId, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { exportCsv, exportIncomeReport, exportMonthlyStatement, incomeReportYears, statementMonths } from '../exports/export-actions';
import { ExportPanel, type ExportKind } from '../exports/export-panel';
import { CHART_ID } from '../revenue-chart/revenue-chart-card';
import { filterProperties } from './finance-figures';
import { applyFinanceFilter, DEFAULT_FINANCE_FILTER, type FinanceFilter } from './finance-filters';
import { FinanceView, type FinanceViewState } from './finance-view';
import { financeFiguresArgs, useGetFinanceFiguresQuery } from './get-finance-figures';
import { useGetFinanceReservationsQuery } from './get-finance-reservations';

const EXPORT_ERROR_TOAST = { title: 'Não foi possível exportar', description: 'Tente novamente em instantes.' } as const;

/** `?property={id}` preselects that property (spec part 2 §2). */
function initialFilter(propertyId: string | null): FinanceFilter {
  return propertyId ? { ...DEFAULT_FINANCE_FILTER, propertyIds: [propertyId] } : DEFAULT_FINANCE_FILTER;
}

/** `/financeiro`: the owner's earnings with filters, cards, the revenue chart, the reservation list and exports. */
export function FinancePage() {
  const user = useAppSelector(selectSessionUser);
  const storeId = useAppSelector(selectStoreInstanceId);
  const userId = user?.id;
  const { brandName, providerLegalName, providerCnpj } = useAppConfig();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const atChart = location.hash === `#${CHART_ID}`;
  const today = todayInBrazil(new Date());

  const reservations = useGetFinanceReservationsQuery(userId);
  const properties = useGetPropertiesQuery(userId ?? '', { skip: !userId });
  const profile = useGetProfileQuery(userId ?? '', { skip: !userId });
  const [filter, setFilter] = useState(() => initialFilter(searchParams.get('property')));
  const [exportOpen, setExportOpen] = useState(false);
  const [busy, setBusy] = useState<ExportKind | null>(null);

  const all = reservations.data;
  const propertyOptions = useMemo(() => filterProperties(properties.data, all ?? []), [properties.data, all]);
  const labels = useMemo(() => new Map(propertyOptions.map((p) => [p.id, p.label])), [propertyOptions]);
  const propertyLabel = useCallback((id: string) => labels.get(id) ?? `Propriedade ${id.slice(0, 8)}`, [labels]);
  const filtered = useMemo(() => (all ? applyFinanceFilter(all, filter, today) : null), [all, filter, today]);
  // The cards' figures are the database's, over every stay the filters select.
  const figuresArgs = useMemo(() => financeFiguresArgs(filter, today), [filter, today]);
  const figures = useGetFinanceFiguresQuery(userId, figuresArgs);

  const view: FinanceViewState = useMemo(() => {
    if (reservations.isError || figures.isError) {
      return {
        state: 'error',
        retry: () => {
          if (reservations.isError) void reservations.refetch();
          if (figures.isError) void figures.refetch();
        },
      };
    }
    if (!all || !filtered) return { state: 'loading' };
    // Figures of another filter are not shown while this one's are on their way.
    return { state: 'ready', all, filtered, figures: figures.currentData ?? null };
  }, [reservations, figures, all, filtered]);

  // The spec's message for a failed financial fetch; the owner sees the banner.
  useEffect(() => {
    if (reservations.isError) console.error('Failed to fetch financial data', reservations.error);
    if (figures.isError) console.error('Failed to fetch financial data', figures.error);
  }, [reservations.isError, reservations.error, figures.isError, figures.error]);

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
  // Statements cover a whole month or year, whatever the page's status and period: they keep only its property
  // choice, which their header names.
  const forDocuments = useMemo(() => (all ? applyFinanceFilter(all, { ...filter, statusList: [], dateRange: 'all', startDate: null, endDate: null }, today) : []), [all, filter, today]);

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
        chartEager={atChart}
        exportPanel={
          <ExportPanel
            months={all ? statementMonths(forDocuments, today) : []}
            years={all ? incomeReportYears(forDocuments, today) : []}
            rowCount={filtered?.length ?? 0}
            busy={busy}
            onExportCsv={() => void run('csv', () => exportCsv(filtered ?? [], context))}
            onExportStatement={(month) => void run('statement', () => exportMonthlyStatement(forDocuments, month, context))}
            onExportIncomeReport={(year) => void run('incomeReport', () => exportIncomeReport(forDocuments, year, context))}
          />
        }
      />
    </div>
  );
}
