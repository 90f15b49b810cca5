import { screen, within } from '@testing-library/react';
import { useGetRecentReservationsQuery, useOwnerOverview } from '@portal/shared/api';
import { createPortalStore, sessionStarted } from '@portal/shared/store';
import { renderWithProviders } from '@portal/shared/testing';
import { DashboardPage } from './dashboard-page';

jest.mock('@portal/shared/api', () => ({
  ...jest.requireActual('@portal/shared/api'),
  useOwnerOverview: jest.fn(),
  useGetRecentReservationsQuery: jest.fn(),
}));
// Widgets come from remotes; their slots are tested with the remote loading (widget-slot).
const navigate = jest.fn();
jest.mock('@portal/shared/router', () => ({ ...jest.requireActual('@portal/shared/router'), useNavigate: () => navigate }));
const prefetchWidgets = jest.fn();
const slotRendered = jest.fn();
let widgetsReady = true;
jest.mock('./widget-slot', () => ({
  ...jest.requireActual('./widget-slot'),
  WidgetSlot: ({ name }: { name: string }) => (slotRendered(name), <div data-testid={`slot-${name}`} />),
  usePrefetchedWidgets: (names: readonly string[]) => (prefetchWidgets(names), widgetsReady),
}));

const property = (id: string) => ({ id, is_draft: false, is_verified: true });
const ready = (properties: object[], status = 'active', featuresBlocked = false) => ({
  state: 'ready',
  status,
  properties,
  profile: null,
  photoSessions: [],
  alerts: [],
  flags: { onboarded: !featuresBlocked, showOnboarding: false, showProgressPanel: false, showAlerts: false, featuresBlocked },
});

async function renderDashboard(overview: object, recent: object) {
  jest.mocked(useOwnerOverview).mockReturnValue(overview as never);
  jest.mocked(useGetRecentReservationsQuery).mockReturnValue({ isError: false, refetch: jest.fn(), ...recent } as never);
  const store = createPortalStore();
  store.dispatch(sessionStarted({ user: { id: 'u1', email: 'marina@exemplo.com' }, expiresAt: null }));
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', store });
}

describe('DashboardPage', () => {
  it("asks for the figures' recent reservations of the signed-in owner", async () => {
    jest.mocked(useGetRecentReservationsQuery).mockClear();
    await renderDashboard(ready([property('a')]), { data: undefined });
    expect(jest.mocked(useGetRecentReservationsQuery).mock.calls.at(-1)).toEqual([{ userId: 'u1' }, { skip: false }]);
  });

  it('draws its view again only when what the view shows changes: a render of the page with the same values stops above it', async () => {
    jest.mocked(useGetRecentReservationsQuery).mockClear();
    slotRendered.mockClear();
    await renderDashboard(ready([property('a')]), { data: [] });
    const drawn = slotRendered.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);
    // The answers are the same objects.
    expect(slotRendered).toHaveBeenCalledTimes(drawn);
  });

  it("shows 'Carregando dashboard...' while the owner's overview loads", async () => {
    await renderDashboard({ state: 'loading' }, { data: undefined });
    expect(screen.getByText('Carregando dashboard...')).toBeInTheDocument();
  });

  it("shows the greeting with the overview, and 'Carregando dashboard...' in place of the widgets until their code is there (or the wait is over)", async () => {
    widgetsReady = false;
    try {
      await renderDashboard(ready([property('a')]), { data: [] });
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Carregando dashboard...')).toBeInTheDocument();
      expect(screen.queryByTestId('slot-property-cards')).not.toBeInTheDocument();
    } finally {
      widgetsReady = true;
    }
  });

  it("starts downloading the unlocked dashboard's widgets while the overview still loads", async () => {
    prefetchWidgets.mockClear();
    await renderDashboard({ state: 'loading' }, { data: undefined });
    expect(prefetchWidgets).toHaveBeenLastCalledWith(['photo-alerts', 'property-cards', 'earnings-chart', 'unread-notifications']);
  });

  it("downloads only the onboarding card's remote when the gate shows", async () => {
    prefetchWidgets.mockClear();
    await renderDashboard(ready([], 'not_started'), { data: [] });
    expect(prefetchWidgets).toHaveBeenLastCalledWith(['onboarding-card']);
  });

  it('shows the page with the overview, and placeholders for the figures that wait on recent reservations', async () => {
    await renderDashboard(ready([property('a'), property('b')]), { data: undefined });
    const stats = screen.getByRole('region', { name: 'Indicadores' });
    expect(stats).toHaveAttribute('aria-busy', 'true');
    expect(within(stats).getByText('Propriedades Ativas')).toBeInTheDocument();
    expect(within(stats).getAllByRole('listitem')).toHaveLength(4);
    expect(within(stats).getAllByRole('status', { name: 'Carregando' })).toHaveLength(4);
    expect(screen.getByTestId('slot-property-cards')).toBeInTheDocument();
    expect(screen.queryByText('Carregando dashboard...')).not.toBeInTheDocument();
  });

  it('fills the figures in place once recent reservations arrive', async () => {
    await renderDashboard(ready([property('a')]), { data: [{ check_in: '2099-01-01', total_amount: 1200 }] });
    const stats = screen.getByRole('region', { name: 'Indicadores' });
    expect(stats).toHaveAttribute('aria-busy', 'false');
    expect(within(stats).queryByText('Propriedades Ativas')).not.toBeInTheDocument();
    expect(within(stats).queryByRole('status')).not.toBeInTheDocument();
    expect(within(stats).getByText('Receita Mensal')).toBeInTheDocument();
    expect(within(stats).getByText('Reservas (30 dias)')).toBeInTheDocument();
    expect(within(stats).getByText('Taxa de Ocupação')).toBeInTheDocument();
    expect(within(stats).getAllByRole('listitem')).toHaveLength(3);
  });

  it('is a page titled with the greeting, like every page of the portal', async () => {
    await renderDashboard(ready([property('a')]), { data: [] });
    const page = screen.getByRole('region', { name: /^(Bom dia|Boa tarde|Boa noite), marina$/ });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(/, marina$/);
    expect(within(page).getByRole('region', { name: 'Indicadores' })).toBeInTheDocument();
  });

  it("shows the occupancy the pt-BR way, with the trend marker down at 50% or less", async () => {
    // One reservation in the last 30 days over one active property: 1 / 30 = 3,3%.
    const today = new Date().toISOString().slice(0, 10);
    await renderDashboard(ready([property('a')]), { data: [{ check_in: today, total_amount: 1200 }] });
    const stats = screen.getByRole('region', { name: 'Indicadores' });
    expect(within(stats).getByText('3,3%')).toBeInTheDocument();
    expect(within(stats).getByLabelText('em baixa')).toBeInTheDocument();
  });

  it("offers 'Adicionar Propriedade' to an onboarded owner without properties, leading to /cadastro-imovel", async () => {
    const { user } = await renderDashboard(ready([], 'completed'), { data: [] });
    expect(await screen.findByText('Nenhuma propriedade encontrada', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar Propriedade' }));
    expect(navigate).toHaveBeenCalledWith('/cadastro-imovel');
  });

  it("shows 'Erro no Dashboard' when a query fails", async () => {
    await renderDashboard({ state: 'error', retry: jest.fn() }, { data: undefined });
    expect(screen.getByText('Erro no Dashboard')).toBeInTheDocument();
  });

  it('shows the quick actions, the earnings card and the performance tip card to an onboarded owner', async () => {
    const { user } = await renderDashboard(ready([property('a')]), { data: [] });
    const actions = screen.getByRole('region', { name: 'Ações rápidas' });
    expect(within(actions).getByRole('link', { name: /Financeiro/ })).toHaveAttribute('href', '/financeiro');
    expect(within(actions).getByRole('link', { name: /Calendário/ })).toHaveAttribute('href', '/calendario');
    expect(within(actions).getByRole('link', { name: /Mensagens/ })).toHaveAttribute('href', '/mensagens');
    expect(screen.getByTestId('slot-earnings-chart')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Dica de desempenho' })).getByRole('button', { name: 'Ver desempenho' }));
    expect(navigate).toHaveBeenCalledWith('/performance');
  });

  it('locks calendar, messages and finance quick actions while the onboarding gate is on', async () => {
    await renderDashboard(ready([], 'in_progress', true), { data: [] });
    const actions = screen.getByRole('region', { name: 'Ações rápidas' });
    for (const name of ['Calendário', 'Mensagens', 'Financeiro']) {
      expect(within(actions).getByRole('link', { name: new RegExp(name) })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(actions).getByRole('link', { name: /Propriedades/ })).toHaveAttribute('href', '/propriedades');
    expect(screen.queryByRole('region', { name: 'Dica de desempenho' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('slot-earnings-chart')).not.toBeInTheDocument();
  });
});
