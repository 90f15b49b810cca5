import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import type { NotificationRow, NotificationSettingsRow } from './notification-centre';
import { createFakeSupabase, type FakeHandler, type FakeRequest } from '../testing/fake-supabase';
import { notificationRow, propertyRow } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';
import { NotificationsPage } from './notifications-page';

let fake = createFakeSupabase(() => ({ data: [] }));
jest.mock('@portal/shared/supabase', () => ({ getSupabase: () => fake.client }));

interface Backend {
  notifications?: NotificationRow[];
  properties?: ReturnType<typeof propertyRow>[];
  settings?: NotificationSettingsRow | null;
  /** Answers writes; by default they succeed. */
  write?: FakeHandler;
}

async function openCentre({ notifications = [], properties = [propertyRow()], settings = null, write = () => ({ data: null }) }: Backend = {}) {
  window.localStorage.clear();
  fake = createFakeSupabase((request) => {
    if (request.operation !== 'select') return write(request);
    // As the database answers: a count (head, the id column) or the page of rows asked for.
    if (request.table === 'notifications' && request.columns === 'id') {
      return { data: null, count: notifications.filter((n) => request.filters.read === undefined || n.read === request.filters.read).length };
    }
    if (request.table === 'notifications') return { data: request.range ? notifications.slice(request.range[0], request.range[1] + 1) : notifications };
    if (request.table === 'properties') return { data: properties };
    if (request.table === 'notification_settings') return { data: settings };
    return { data: [] };
  });
  const view = await renderAccount(
    <Routes>
      <Route path="/notificacoes" element={<NotificationsPage />} />
      <Route path="/destino" element={<p>tela de destino</p>} />
      <Route path="/mensagens/:id" element={<p>conversa aberta</p>} />
    </Routes>,
    { route: '/notificacoes' },
  );
  return view;
}

const writes = () => fake.requests.filter((request: FakeRequest) => request.operation !== 'select');
const item = (title: string) => screen.getByRole('listitem', { name: title });

describe('notifications centre: list', () => {
  it('shows the title, the stored notifications newest first, with type and unread marks', async () => {
    await openCentre({
      notifications: [notificationRow('n1', 1, { type: 'completion', title: 'Casa ativa' }), notificationRow('n2', 30, { type: 'error', title: 'Falha', read: true })],
    });
    expect(screen.getByRole('heading', { name: 'Central de Notificações' })).toBeInTheDocument();
    expect(screen.getByText('Acompanhe todas as atualizações sobre seu progresso e propriedades')).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Casa ativa', 'Falha']);
    expect(within(item('Casa ativa')).getByLabelText('Não lida')).toBeInTheDocument();
    expect(within(item('Casa ativa')).getByLabelText('Concluído')).toBeInTheDocument();
    expect(within(item('Falha')).queryByLabelText('Não lida')).not.toBeInTheDocument();
    expect(within(item('Falha')).getByLabelText('Erro')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notificações' })).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });
  });

  it("shows 50 of 60 stored notifications with the database's unread count, and the rest with 'Mostrar mais'", async () => {
    const { user } = await openCentre({
      notifications: Array.from({ length: 60 }, (_, i) => notificationRow(`n${i}`, i + 1, { title: `Aviso ${i + 1}`, read: i % 2 === 0 })),
    });
    const stored = () => screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-label')?.startsWith('Aviso'));
    await screen.findByRole('listitem', { name: 'Aviso 1' });
    expect(stored()).toHaveLength(50);
    // 30 unread, 25 of them among the 50 shown: the badge counts all 30.
    expect(screen.getByLabelText('30 não lidas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar mais (10)' }));
    await screen.findByRole('listitem', { name: 'Aviso 60' });
    expect(stored()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: /Mostrar mais/ })).not.toBeInTheDocument();
    const pages = fake.requests.filter((r) => r.table === 'notifications' && r.columns === '*').map((r) => r.range);
    expect(pages).toEqual([[0, 49], [50, 99]]);
    expect(fake.requests.find((r) => r.table === 'notifications' && r.columns === '*')?.order).toEqual(['created_at.desc', 'id.desc']);
  }, 40_000);

  it("shows 'Nenhuma notificação ainda' when there is nothing", async () => {
    await openCentre();
    expect(await screen.findByText('Nenhuma notificação ainda')).toBeInTheDocument();
  });

  it("adds 'Complete o cadastro da sua propriedade', two hours old, while no property is finished", async () => {
    await openCentre({ properties: [propertyRow({ is_draft: true, is_verified: false })] });
    const reminder = await screen.findByRole('listitem', { name: 'Complete o cadastro da sua propriedade' });
    expect(reminder).toHaveTextContent('há 2 horas');
  });

  it('clicking an unread notification marks it read in the backend', async () => {
    const { user } = await openCentre({ notifications: [notificationRow('n1', 1, { title: 'Casa ativa' })] });
    await user.click(await screen.findByRole('button', { name: 'Abrir: Casa ativa' }));
    await waitFor(() => expect(within(item('Casa ativa')).queryByLabelText('Não lida')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ table: 'notifications', operation: 'update', values: { read: true }, filters: { id: 'n1', user_id: 'u1' } })]);
  });

  it("'Marcar todas como lidas' marks every unread one, stored and derived", async () => {
    const { user } = await openCentre({ notifications: [notificationRow('n1', 1), notificationRow('n2', 3)], properties: [] });
    await screen.findAllByLabelText('Não lida');
    await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.queryAllByLabelText('Não lida')).toHaveLength(0));
    expect(writes()).toEqual([expect.objectContaining({ operation: 'update', values: { read: true }, filters: { user_id: 'u1', read: false } })]);
    expect(JSON.parse(window.localStorage.getItem('portal-notification-marks:u1') ?? '{}').read).toEqual(['reminder-complete-property']);
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('deletes one notification', async () => {
    const { user } = await openCentre({ notifications: [notificationRow('n1', 1, { title: 'Casa ativa' }), notificationRow('n2', 2)] });
    await user.click(await screen.findByRole('button', { name: 'Excluir notificação: Casa ativa' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Casa ativa' })).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ operation: 'delete', filters: { id: 'n1', user_id: 'u1' } })]);
  });

  it('a refused delete puts the notification back', async () => {
    const { user } = await openCentre({
      notifications: [notificationRow('n1', 1, { title: 'Casa ativa' })],
      write: () => ({ error: { message: 'denied', code: '42501' }, status: 403 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir notificação: Casa ativa' }));
    expect(await screen.findByText('Não foi possível atualizar suas notificações. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Casa ativa' })).toBeInTheDocument();
  });

  it('the action button goes to its route', async () => {
    const { user } = await openCentre({ notifications: [notificationRow('n1', 1, { title: 'Sessão', action: { label: 'Ver sessão', route: '/destino' } })] });
    await user.click(await screen.findByRole('button', { name: 'Ver sessão' }));
    expect(await screen.findByText('tela de destino')).toBeInTheDocument();
  });

  it("shows a reply of the team as a 'message' notification whose action opens the conversation", async () => {
    const { user } = await openCentre({
      notifications: [notificationRow('n1', 1, { type: 'message', title: 'Nova mensagem da equipe', message: 'Já enviamos um técnico.', action: { label: 'Ver conversa', route: '/mensagens/c1' } })],
    });
    expect(within(await screen.findByRole('listitem', { name: 'Nova mensagem da equipe' })).getByLabelText('Mensagem')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver conversa' }));
    expect(await screen.findByText('conversa aberta')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    window.localStorage.clear();
    fake = createFakeSupabase((request) => (request.table === 'notifications' ? { error: { message: 'denied', code: '42501' }, status: 403 } : { data: [] }));
    await renderAccount(<NotificationsPage />, { route: '/notificacoes' });
    expect(await screen.findByText('Erro ao carregar suas notificações')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('notifications centre: settings', () => {
  const SAVED: NotificationSettingsRow = { user_id: 'u1', enabled: true, email_updates: true, push_notifications: true, status_changes: true, reminders: false };

  async function openSettings(backend: Backend = {}) {
    const view = await openCentre({ settings: SAVED, ...backend });
    await view.user.click(screen.getByRole('button', { name: 'Configurações' }));
    await screen.findByRole('switch', { name: 'Lembretes' });
    return view;
  }

  it('shows the saved settings', async () => {
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Todas as notificações' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Lembretes' })).not.toBeChecked();
  });

  it.each([
    ['Lembretes', true, 'Notificações ativadas para lembretes', { reminders: true }],
    ['Atualizações por email', false, 'Notificações desativadas para atualizações por email', { email_updates: false }],
  ])('turning %s to %p upserts the row and toasts %p', async (label, _on, description, change) => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: label }));
    expect(await screen.findByText('Configuração atualizada')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        table: 'notification_settings',
        operation: 'upsert',
        values: { user_id: 'u1', enabled: true, email_updates: true, push_notifications: true, status_changes: true, reminders: false, ...change },
        options: { onConflict: 'user_id' },
      }),
    ]);
  });

  it("a tap on a setting's name toggles it, as a tap on its switch does", async () => {
    const { user } = await openSettings();
    await user.click(screen.getByText('Lembretes'));
    expect(await screen.findByText('Notificações ativadas para lembretes')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Lembretes' })).toBeChecked();
  });

  it('turning notifications off disables the four sub-options', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'Todas as notificações' }));
    expect(await screen.findByText('Notificações desativadas para todas as notificações')).toBeInTheDocument();
    for (const label of ['Atualizações por email', 'Notificações push', 'Mudanças de status', 'Lembretes']) {
      expect(screen.getByRole('switch', { name: label })).toBeDisabled();
    }
  });

  it('an owner without saved settings starts with everything on', async () => {
    await openSettings({ settings: null });
    expect(screen.getByRole('switch', { name: 'Lembretes' })).toBeChecked();
  });

  it('a refused change is undone and reported', async () => {
    const { user } = await openSettings({ write: () => ({ error: { message: 'denied', code: '42501' }, status: 403 }) });
    await user.click(screen.getByRole('switch', { name: 'Lembretes' }));
    expect(await screen.findByText('Problema de permissão. Faça login novamente.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Lembretes' })).not.toBeChecked();
  });
});
