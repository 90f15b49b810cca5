import { render, screen } from '@testing-library/react';
import { DEFAULT_FINANCE_FILTER } from './finance-filters';
import { FinanceView, type FinanceViewState } from './finance-view';

const panel = <section aria-label="Exportar">painel</section>;

function renderView(view: FinanceViewState, exportOpen: boolean) {
  return render(
    <FinanceView
      view={view}
      filter={DEFAULT_FINANCE_FILTER}
      properties={[]}
      onFilterChange={jest.fn()}
      today="2026-12-07"
      brandName="Lar Temporada"
      propertyLabel={(id) => id}
      exportOpen={exportOpen}
      onToggleExport={jest.fn()}
      exportPanel={panel}
      chart={null}
    />,
  );
}

describe("the finance page's export panel", () => {
  it.each([
    ['open, figures shown: shown', { state: 'ready', rows: [], figures: null, more: null }, true, true],
    // A filter changed: its figures are on their way, and the panel the owner opened stays open.
    ['open, a new filter loading: shown', { state: 'loading' }, true, true],
    ['closed: not shown', { state: 'ready', rows: [], figures: null, more: null }, false, false],
    ['open, the page failed: not shown', { state: 'error', retry: jest.fn() }, true, false],
    ['open, no stay at all: not shown', { state: 'empty' }, true, false],
  ] as const)('%s', (_case, view, open, shown) => {
    renderView(view as FinanceViewState, open);
    expect(screen.queryByRole('region', { name: 'Exportar' }) !== null).toBe(shown);
  });
});
