import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { STORY_BRAND, STORY_PROPERTIES, STORY_TODAY, storyReservations } from '../testing/story-data';
import { ExportPanel } from '../exports/export-panel';
import { financeFigures } from './finance-figures';
import { LocalRevenueChart } from '../testing/local-revenue-chart';
import { applyFinanceFilter, DEFAULT_FINANCE_FILTER, type FinanceFilter } from './finance-filters';
import { FinanceView, type FinanceViewState } from './finance-view';

const all = storyReservations();
const ready = (filter: FinanceFilter = DEFAULT_FINANCE_FILTER): FinanceViewState => {
  const filtered = applyFinanceFilter(all, filter, STORY_TODAY);
  // The first 20 stays shown, the others a 'Mostrar mais' away.
  return { state: 'ready', rows: filtered.slice(0, 20), figures: financeFigures(filtered, STORY_TODAY), more: filtered.length > 20 ? { load: fn(), loading: false } : null };
};
const chart = (filter: FinanceFilter = DEFAULT_FINANCE_FILTER) => (
  <LocalRevenueChart reservations={applyFinanceFilter(all, filter, STORY_TODAY)} today={STORY_TODAY} brandName={STORY_BRAND} />
);
const labels = new Map<string, string>(STORY_PROPERTIES.map((p) => [p.id, p.label]));
const filteredFilter: FinanceFilter = { ...DEFAULT_FINANCE_FILTER, dateRange: 'last90', propertyIds: [STORY_PROPERTIES[0].id], statusList: ['completed'] };

const meta = {
  title: 'Financeiro/Visão financeira',
  component: FinanceView,
  args: {
    view: ready(),
    filter: DEFAULT_FINANCE_FILTER,
    properties: STORY_PROPERTIES,
    onFilterChange: fn(),
    today: STORY_TODAY,
    brandName: STORY_BRAND,
    propertyLabel: (id: string) => labels.get(id) ?? id,
    exportOpen: false,
    onToggleExport: fn(),
    chart: chart(),
  },
  // The page adds no inset of its own: the layout's <main> gives it its width and 16 px edges.
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof FinanceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Preenchido' };
/** Three filters active: the count badge and 'Limpar' show. */
export const Filtered: Story = { name: 'Filtrado', args: { filter: filteredFilter, view: ready(filteredFilter), chart: chart(filteredFilter) } };
export const CustomPeriod: Story = {
  name: 'Período personalizado',
  args: (() => {
    const filter: FinanceFilter = { ...DEFAULT_FINANCE_FILTER, dateRange: 'custom', startDate: '2025-01-01', endDate: '2025-02-28' };
    return { filter, view: ready(filter), chart: chart(filter) };
  })(),
};
export const ExpandedRow: Story = { name: 'Linha aberta', args: { defaultExpandedId: all[3]?.id } };
export const OneProperty: Story = { name: 'Uma propriedade', args: { properties: STORY_PROPERTIES.slice(0, 1) } };
export const NoMatchingReservation: Story = {
  name: 'Nenhuma reserva no filtro',
  args: (() => {
    const filter: FinanceFilter = { ...DEFAULT_FINANCE_FILTER, dateRange: 'custom', startDate: '2030-01-01', endDate: '2030-01-31' };
    return { filter, view: ready(filter), chart: chart(filter) };
  })(),
};
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' }, chart: <LocalRevenueChart reservations={null} today={STORY_TODAY} brandName={STORY_BRAND} /> } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const Empty: Story = { name: 'Vazio', args: { view: { state: 'empty' } } };
export const ExportOpen: Story = {
  name: 'Exportar aberto',
  args: {
    exportOpen: true,
    exportPanel: <ExportPanel months={['2025-03', '2025-02', '2025-01']} years={[2025, 2024]} rowCount={all.length} busy={null} onExportCsv={fn()} onExportStatement={fn()} onExportIncomeReport={fn()} />,
  },
};
export const ExportingPdf: Story = {
  name: 'Exportando PDF',
  args: {
    exportOpen: true,
    exportPanel: <ExportPanel months={['2025-03']} years={[2025]} rowCount={all.length} busy="statement" onExportCsv={fn()} onExportStatement={fn()} onExportIncomeReport={fn()} />,
  },
};
export const Desktop: Story = { name: 'Computador', args: Filtered.args, globals: { viewport: { value: 'desktop' } } };
