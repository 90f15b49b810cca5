import { screen } from '@testing-library/react';
import { createFakeSupabase } from '../testing/fake-supabase';
import { notificationRow, propertyRow } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';
import { prepareWidgets, widgets } from '../widgets';
import { shownLater } from '@portal/shared/testing';

let fake = createFakeSupabase(() => ({ data: [] }));
jest.mock('@portal/shared/supabase', () => ({ getSupabase: () => fake.client }));

const Widget = widgets['unread-notifications']!;

async function openWidget(notifications: ReturnType<typeof notificationRow>[] | 'error') {
  window.localStorage.clear();
  fake = createFakeSupabase((request) => {
    if (request.table === 'notifications') return notifications === 'error' ? { error: { message: 'denied', code: '42501' }, status: 403 } : { data: notifications };
    if (request.table === 'properties') return { data: [propertyRow()] };
    return { data: [] };
  });
  return renderAccount(<Widget />, { route: '/dashboard' });
}

describe("dashboard widget 'unread-notifications'", () => {
  it('shows the unread count and the latest three unread, linking to the centre', async () => {
    await openWidget([notificationRow('a', 1), notificationRow('b', 2, { read: true }), notificationRow('c', 3), notificationRow('d', 4), notificationRow('e', 5)]);
    expect(await screen.findByLabelText('4 não lidas')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('Aviso a');
    expect(items[2]).toContain('Aviso d');
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/notificacoes');
  });

  it('says so when nothing is unread', async () => {
    await openWidget([notificationRow('a', 1, { read: true })]);
    expect(await screen.findByText('Nenhuma notificação não lida')).toBeInTheDocument();
  });

  it('shows its own error with a retry', async () => {
    await openWidget('error');
    expect(await screen.findByText('Erro ao carregar suas notificações')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows its loading state first', async () => {
    await openWidget([]);
    expect(screen.getByRole('status', { name: 'Carregando notificações' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma notificação não lida')).toBeInTheDocument();
  });
});

describe("prepareWidgets: what the dashboard waits for before it draws 'unread-notifications'", () => {
  async function prepared(names: string[], signedIn = true) {
    fake = createFakeSupabase((request) => {
      if (request.table === 'notifications') return { data: [notificationRow('a', 1)] };
      if (request.table === 'properties') return { data: [propertyRow()] };
      return { data: [] };
    });
    const widget = shownLater(<Widget />);
    const view = await renderAccount(widget.element, { route: '/dashboard', signedIn });
    await prepareWidgets(names, view.store);
    return { ...view, widget, tables: () => fake.requests.map((request) => request.table) };
  }

  it.each([
    // The newest page, and the database's counts of all and of unread ones.
    ['its widget is about to show', ['unread-notifications'], true, ['notifications', 'notifications', 'notifications', 'properties', 'photo_sessions']],
    ['only other widgets are', ['property-cards'], true, []],
    ['nobody is signed in', ['unread-notifications'], false, []],
  ])('reads the notifications, properties and sessions when %s', async (_case, names, signedIn, tables) => {
    const { tables: asked } = await prepared(names, signedIn);
    expect(asked()).toEqual(tables);
  });

  it('the widget drawn after it shows its list at its first render, asking nothing more', async () => {
    const { widget } = await prepared(['unread-notifications']);
    const asked = fake.requests.length;
    widget.show();
    expect(screen.getByLabelText('1 não lidas')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(asked);
  });
});
