import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { createFakeSupabase } from '../testing/fake-supabase';
import { propertyRow } from '../testing/fixtures';
import { conversationRow, createMessageBackend } from '../testing/message-backend';
import { renderAccount } from '../testing/render-account';
import { ConversationsPage } from './conversations-page';
import { TEAM_ANSWERS } from './message-rules';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

async function openList(backend = createMessageBackend(), properties = [propertyRow({ id: 'p1', property_name: 'Casa da Praia' }), propertyRow({ id: 'p2', property_name: 'Rascunho', is_draft: true })]) {
  const fake = createFakeSupabase((request) => (request.table === 'properties' ? { data: properties } : backend.handler(request)));
  const view = await renderAccount(
    <Routes>
      <Route path="/mensagens" element={<ConversationsPage />} />
      <Route path="/mensagens/:id" element={<p>conversa aberta</p>} />
    </Routes>,
    { route: '/mensagens', supabase: fake },
  );
  return { ...view, backend };
}

describe('the conversations list (/mensagens)', () => {
  it('lists the conversations with their last message, time and unread count', async () => {
    const today = new Date();
    await openList(
      createMessageBackend({
        conversations: [
          conversationRow({ id: 'c2', property_id: 'p1', property_name: 'Casa da Praia', last_message_body: 'Enviamos o técnico amanhã.', last_message_author: 'team', last_message_at: today.toISOString(), unread_count: 2 }),
          conversationRow({ id: 'c1', last_message_body: 'Quando cai o repasse?', last_message_author: 'owner', last_message_at: '2026-01-10T15:00:00Z' }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Conversas' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveAccessibleName(/^Casa da Praia\b/);
    expect(items[1]).toHaveAccessibleName(/^Geral\b/);
    expect(within(items[0]!).getByText('Enviamos o técnico amanhã.')).toBeInTheDocument();
    expect(within(items[0]!).getByLabelText('2 mensagens não lidas')).toHaveTextContent('2');
    expect(within(items[1]!).getByText('Você: Quando cai o repasse?')).toBeInTheDocument();
    expect(within(items[1]!).getByText('10/01/2026')).toBeInTheDocument();
  });

  it('says how the team answers, and in how long, when there is no conversation yet', async () => {
    await openList(createMessageBackend({ conversations: [] }));
    expect(await screen.findByText('Nenhuma conversa ainda')).toBeInTheDocument();
    expect(screen.getByText(TEAM_ANSWERS)).toBeInTheDocument();
  });

  it("opens a conversation about a property chosen in 'Nova conversa', offering 'Geral' and the finished properties only", async () => {
    const { user, backend, supabase } = await openList(createMessageBackend({ conversations: [] }));
    await user.click((await screen.findAllByRole('button', { name: 'Nova conversa' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nova conversa' });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Geral', 'Casa da Praia']);
    await user.click(within(dialog).getByRole('radio', { name: 'Casa da Praia' }));
    await user.click(within(dialog).getByRole('button', { name: 'Começar conversa' }));
    expect(await screen.findByText('conversa aberta')).toBeInTheDocument();
    expect(supabase.writes().find((request) => request.table === 'open_conversation')?.values).toEqual({ p_property_id: 'p1' });
    expect(backend.state.conversations.map((conversation) => conversation.id)).toEqual(['c-p1']);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const fake = createFakeSupabase((request) => (request.table === 'get_conversations' ? { error: { message: 'denied', code: '42501' }, status: 403 } : { data: [] }));
    await renderAccount(<ConversationsPage />, { route: '/mensagens', supabase: fake });
    expect(await screen.findByText('Erro ao carregar as mensagens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
