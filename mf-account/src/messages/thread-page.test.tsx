import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetUnreadMessageCountQuery } from '@portal/shared/api';
import type { BusinessLimits } from '@portal/shared/domain';
import { Route, Routes } from '@portal/shared/router';
import { createFakeStorage } from '@portal/shared/testing';
import { createFakeSupabase } from '@portal/shared/testing/fake-supabase';
import { conversationRow, createMessageBackend, messageRow } from '../testing/message-backend';
import { renderAccount } from '../testing/render-account';
import { MESSAGE_OUTBOX_KEY } from './message-outbox';
import { TEAM_ANSWERS } from './message-rules';
import { ThreadPage } from './thread-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

// The image library needs a real browser's canvas: this stand-in returns a JPEG of the size asked for.
const mockCompress = jest.fn(async (file: File, options: { maxWidthOrHeight: number }) => new File([new Uint8Array(options.maxWidthOrHeight <= 480 ? 4_000 : 200_000)], file.name, { type: 'image/jpeg' }));
jest.mock('browser-image-compression', () => ({ __esModule: true, default: (...args: [File, { maxWidthOrHeight: number }]) => mockCompress(...args) }));

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  online = true;
});

/** The Mensagens tab's count, as the shell's frame reads it. */
function TabBadge() {
  const { data } = useGetUnreadMessageCountQuery('u1');
  return <output aria-label="não lidas na aba">{data ?? '…'}</output>;
}

async function openThread(backend = createMessageBackend(), { storage = createFakeStorage(), conversationId = 'c1', businessLimits = {} as Partial<BusinessLimits> } = {}) {
  const fake = createFakeSupabase(backend.handler, { storage, businessLimits });
  const view = await renderAccount(
    <>
      <TabBadge />
      <Routes>
        <Route path="/mensagens/:id" element={<ThreadPage />} />
        <Route path="/mensagens" element={<p>lista de conversas</p>} />
      </Routes>
    </>,
    { route: `/mensagens/${conversationId}`, supabase: fake },
  );
  return { ...view, backend, storage };
}

const thread = () => screen.getByRole('list', { name: 'Mensagens da conversa' });
const bubbles = () => within(thread()).getAllByRole('listitem').filter((item) => within(item).queryByRole('separator') === null);
const field = () => screen.getByRole('textbox', { name: 'Mensagem' });
const stored = () => JSON.parse(window.localStorage.getItem(MESSAGE_OUTBOX_KEY) ?? '[]') as Array<{ id: string; state: string; attempts: number }>;

describe('a thread (/mensagens/{id})', () => {
  it("shows the messages oldest first under each day, the team's name and whether the team read the owner's", async () => {
    const backend = createMessageBackend({
      conversations: [conversationRow({ property_id: 'p1', property_name: 'Casa da Praia', unread_count: 1 })],
      messages: [
        messageRow({ id: 'a', body: 'A geladeira parou.', created_at: '2026-01-10T12:00:00Z', read_at: '2026-01-10T13:00:00Z' }),
        messageRow({ id: 'b', author: 'team', staff_name: 'Marina', body: 'Vamos mandar um técnico.', created_at: '2026-01-10T13:00:00Z' }),
        messageRow({ id: 'c', body: 'Obrigado!', created_at: '2026-01-11T12:00:00Z' }),
      ],
    });
    const { supabase } = await openThread(backend);
    expect(await screen.findByRole('heading', { name: 'Casa da Praia' })).toBeInTheDocument();
    await screen.findByText('Obrigado!');
    expect(within(thread()).getAllByRole('separator').map((separator) => separator.getAttribute('aria-label'))).toEqual(['sábado, 10 de janeiro', 'domingo, 11 de janeiro']);
    expect(bubbles().map((bubble) => [bubble.getAttribute('aria-label'), bubble.dataset.delivery ?? null])).toEqual([
      ['Você: A geladeira parou.', 'read'],
      ['Marina: Vamos mandar um técnico.', null],
      ['Você: Obrigado!', 'sent'],
    ]);
    expect(within(bubbles()[0]!).getByText(/Lida/)).toBeInTheDocument();
    expect(within(bubbles()[2]!).getByText(/Enviada/)).toBeInTheDocument();
    // The team's reply is on screen: it is marked read.
    await waitFor(() => expect(supabase.writes().filter((request) => request.table === 'mark_conversation_read').map((request) => request.values)).toEqual([{ p_conversation_id: 'c1' }]));
  });

  it.each([
    ['the database takes the mark', '0', null],
    ['the database refuses the mark', '2', { code: '42501', message: 'denied' }],
  ])("drops the tab's count as the team's messages are read; when %s, the tab shows %s", async (_case, shown, refusal) => {
    const backend = createMessageBackend({
      conversations: [conversationRow({ unread_count: 2 })],
      messages: [messageRow({ id: 'a', author: 'team', staff_name: 'Marina', body: 'Uma' }), messageRow({ id: 'b', author: 'team', staff_name: 'Marina', body: 'Duas', created_at: '2026-12-07T12:01:00Z' })],
    });
    const handler = backend.handler;
    backend.handler = (request) => (refusal && request.table === 'mark_conversation_read' ? { error: refusal, status: 403 } : handler(request));
    const { supabase } = await openThread(backend);
    await screen.findByText('Duas');
    await waitFor(() => expect(supabase.writes().some((request) => request.table === 'mark_conversation_read')).toBe(true));
    await waitFor(() => expect(screen.getByLabelText('não lidas na aba')).toHaveTextContent(shown));
  });

  it("'Mensagens anteriores' puts the older messages in front and leaves the owner where they read, at the top", async () => {
    const messages = Array.from({ length: 55 }, (_, i) =>
      messageRow({ id: `m${String(i).padStart(2, '0')}`, author: 'team', staff_name: 'Marina', body: `Recado ${i + 1}`, created_at: new Date(Date.UTC(2026, 11, 1, 12, i)).toISOString(), read_at: '2026-12-02T12:00:00Z' }),
    );
    const scrolled = jest.fn();
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      const { user } = await openThread(createMessageBackend({ messages }));
      await screen.findByText('Recado 55');
      expect(screen.queryByText('Recado 5')).not.toBeInTheDocument();
      // Opening the thread brought its newest message to the screen.
      expect(scrolled).toHaveBeenCalledWith({ block: 'end' });
      const scrollsOnOpening = scrolled.mock.calls.length;
      await user.click(screen.getByRole('button', { name: 'Mensagens anteriores' }));
      expect(await screen.findByText('Recado 1')).toBeInTheDocument();
      expect(scrolled).toHaveBeenCalledTimes(scrollsOnOpening);
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('says how the team answers when nothing was written yet', async () => {
    await openThread();
    expect(await screen.findByText('Escreva sua primeira mensagem')).toBeInTheDocument();
    expect(screen.getByText(TEAM_ANSWERS)).toBeInTheDocument();
  });

  it('sends a message under an id of its own, shows it sent, and forgets the draft', async () => {
    const { user, backend } = await openThread();
    await user.type(await screen.findByRole('textbox', { name: 'Mensagem' }), 'A torneira da cozinha quebrou.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(bubbles().map((bubble) => bubble.dataset.delivery)).toEqual(['sent']));
    expect(backend.state.messages).toEqual([expect.objectContaining({ conversation_id: 'c1', owner_id: 'u1', author: 'owner', body: 'A torneira da cozinha quebrou.', attachments: [], id: expect.stringMatching(/^[0-9a-f-]{36}$/) })]);
    expect(field()).toHaveValue('');
    expect(stored()).toEqual([]);
    expect(window.localStorage.getItem('mf-account:message-draft:u1:c1')).toBeNull();
  });

  it('keeps what was typed and not sent as a draft of that conversation across a reload', async () => {
    const first = await openThread();
    await first.user.type(await screen.findByRole('textbox', { name: 'Mensagem' }), 'Rascunho da mensagem');
    first.unmount();
    await openThread();
    expect(await screen.findByRole('textbox', { name: 'Mensagem' })).toHaveValue('Rascunho da mensagem');
  });

  it("refuses an empty message with the rule's words, before sending anything", async () => {
    const { user, supabase } = await openThread();
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escreva uma mensagem ou anexe uma foto.');
    expect(supabase.writes().filter((request) => request.table === 'messages')).toEqual([]);
  });

  it("keeps a message written offline as 'não enviada' across a reload, and sends it exactly once when the connection returns", async () => {
    const backend = createMessageBackend();
    const first = await openThread(backend);
    await screen.findByText('Escreva sua primeira mensagem');
    online = false;
    backend.state.offline = true;
    act(() => void window.dispatchEvent(new Event('offline')));
    await first.user.type(field(), 'Sem sinal aqui na serra');
    await first.user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/não enviada/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(stored()).toEqual([expect.objectContaining({ state: 'pending' })]);
    first.unmount();

    // The page is opened again, still offline: the message is there, not sent.
    await openThread(backend);
    expect(await screen.findByText('Sem sinal aqui na serra')).toBeInTheDocument();
    expect(screen.getByText(/não enviada/)).toBeInTheDocument();

    online = true;
    backend.state.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(stored()).toEqual([]));
    await waitFor(() => expect(bubbles().map((bubble) => bubble.dataset.delivery)).toEqual(['sent']));
    expect(backend.state.inserts).toBe(1);
    expect(backend.state.messages).toHaveLength(1);
  });

  it('counts a resend the backend already has (its answer was lost) as sent, never as a second message', async () => {
    const backend = createMessageBackend({ messages: [] });
    window.localStorage.setItem(MESSAGE_OUTBOX_KEY, JSON.stringify([{ id: 'lost-answer', userId: 'u1', conversationId: 'c1', body: 'Já chegou?', attachments: [], createdAt: '2026-01-10T12:00:00Z', state: 'pending', attempts: 1 }]));
    backend.state.messages.push(messageRow({ id: 'lost-answer', body: 'Já chegou?', created_at: '2026-01-10T12:00:05Z' }));
    await openThread(backend);
    await waitFor(() => expect(stored()).toEqual([]));
    expect(backend.state.messages).toHaveLength(1);
    expect(await screen.findByText('Já chegou?')).toBeInTheDocument();
  });

  it("shows the backend's refusal on the message, and sends it again only when the owner taps 'Tentar novamente'", async () => {
    const backend = createMessageBackend();
    backend.state.refuse = { code: 'P0001', message: 'Conversa não encontrada.' };
    const { user } = await openThread(backend);
    await user.type(await screen.findByRole('textbox', { name: 'Mensagem' }), 'Olá equipe');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/não enviada: Conversa não encontrada\./)).toBeInTheDocument();
    expect(stored()).toEqual([expect.objectContaining({ state: 'refused' })]);

    backend.state.refuse = null;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(stored()).toEqual([]));
    expect(backend.state.messages.map((row) => row.body)).toEqual(['Olá equipe']);
  });

  it("attaches a photo downscaled in the browser, stored with its thumbnail in the owner's folder of the conversation", async () => {
    const { backend, storage } = await openThread();
    await screen.findByText('Escreva sua primeira mensagem');
    const user = userEvent.setup({ applyAccept: false, delay: null, pointerEventsCheck: 0 });
    await user.upload(screen.getByLabelText('Fotos da galeria'), new File([new Uint8Array(5_000_000)], 'geladeira.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'geladeira.jpg' })).toBeInTheDocument();
    expect(mockCompress).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ maxWidthOrHeight: 2560, fileType: 'image/jpeg' }));
    const uploaded = storage.paths('message-photos');
    expect(uploaded).toHaveLength(2);
    expect(uploaded.every((path) => path.startsWith('u1/c1/'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(backend.state.messages).toHaveLength(1));
    expect(backend.state.messages[0]).toEqual(expect.objectContaining({ body: '', attachments: [uploaded.find((path) => !path.endsWith('.thumb.jpg'))] }));
  });

  it('attaches as many photos as the business limit message_max_photos allows, and words the refusal with it', async () => {
    const { storage } = await openThread(createMessageBackend(), { businessLimits: { messageMaxPhotos: 2 } });
    await screen.findByText('Escreva sua primeira mensagem');
    const user = userEvent.setup({ applyAccept: false, delay: null, pointerEventsCheck: 0 });
    const photo = (name: string) => new File([new Uint8Array(5_000)], name, { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Fotos da galeria'), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Envie no máximo 2 fotos por mensagem.');
    expect(await screen.findByRole('img', { name: 'b.jpg' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Fotos anexadas' })).getAllByRole('listitem')).toHaveLength(2);
    expect(storage.paths('message-photos')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Galeria' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Câmera' })).toBeDisabled();
  });

  it('says the conversation does not exist when it is not among the owner\'s', async () => {
    await openThread(createMessageBackend(), { conversationId: 'de-outro-dono' });
    expect(await screen.findByText('Conversa não encontrada')).toBeInTheDocument();
  });
});
