import { NextRoute } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import type { PropertyRow } from '@portal/shared/domain';
import { DATABASE_ERRORS, networkFailure, SIGNED_IN_USER, type FakeHandler, type FakeRequest, type FakeReply } from '../testing/fake-supabase';
import { draftRow, propertyRow } from '../testing/fixtures';
import { renderProperties } from '../testing/render-properties';
import { PropertyIntroPage } from './property-intro-page';
import { reloadPage } from './reload-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));


const routes = (
  <Routes>
    <Route path="/cadastro-imovel" element={<PropertyIntroPage />} />
    <Route path="*" element={<NextRoute />} />
  </Routes>
);

/** Opens /cadastro-imovel for owner u1 with `properties` in the backend; `onDelete` answers a delete. */
async function openIntro(properties: PropertyRow[], onDelete: FakeHandler = (request) => ({ data: [{ id: request.filters.id }] })) {
  let rows = [...properties];
  return renderProperties(routes, {
    route: '/cadastro-imovel',
    supabase: async (request: FakeRequest) => {
      if (request.operation === 'delete') {
        const reply = await onDelete(request);
        if (!reply.error) rows = rows.filter((row) => row.id !== request.filters.id);
        return reply;
      }
      return { data: rows };
    },
  });
}

const card = (name: string) => screen.getByRole('article', { name });

type User = Awaited<ReturnType<typeof openIntro>>['user'];

/** Drags with a finger (or the mouse) from x = 300 by `dx` (and `dy`), then lets go. */
async function swipe(user: User, element: HTMLElement, dx: number, { dy = 0, pointer = 'touch' }: { dy?: number; pointer?: 'touch' | 'mouse' } = {}) {
  const [press, name, release] = pointer === 'touch' ? ['[TouchA>]', 'TouchA', '[/TouchA]'] : ['[MouseLeft>]', 'mouse', '[/MouseLeft]'];
  await user.pointer([
    { keys: press, target: element, coords: { clientX: 300, clientY: 100 } },
    { pointerName: name, target: element, coords: { clientX: 300 + dx / 2, clientY: 100 + dy / 2 } },
    { pointerName: name, target: element, coords: { clientX: 300 + dx, clientY: 100 + dy } },
    { keys: release, target: element, coords: { clientX: 300 + dx, clientY: 100 + dy } },
  ]);
}

const removeBehind = (name: string) => within(card(name).parentElement!).getByText('Remover', { selector: 'button' });

describe('/cadastro-imovel', () => {
  describe('while loading', () => {
    afterEach(() => {
      jest.useRealTimers();
      jest.mocked(reloadPage).mockClear();
    });

    it("shows 'Inicializando...' while the session starts, and the timeout panel after 10 s", async () => {
      jest.useFakeTimers();
      await renderProperties(routes, {
        route: '/cadastro-imovel',
        preloadedState: { session: { status: 'loading', user: null, expiresAt: null, loggingOut: false, passwordRecovery: false } },
      });
      expect(screen.getByRole('status', { name: 'Inicializando...' })).toHaveTextContent('Inicializando...');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(9_900);
      });
      expect(screen.queryByText('Tempo de carregamento excedido')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByText('Tempo de carregamento excedido')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it("shows 'Carregando...' while the properties load; after 10 s 'Tentar novamente' starts the page over", async () => {
      jest.useFakeTimers();
      await renderProperties(routes, { route: '/cadastro-imovel', supabase: () => new Promise<FakeReply>(() => undefined) });
      expect(screen.getByRole('status', { name: 'Carregando...' })).toHaveTextContent('Carregando...');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(screen.getByText('Tempo de carregamento excedido')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it('an answer that arrives after the timeout is shown', async () => {
      jest.useFakeTimers();
      let answer: (reply: FakeReply) => void = () => undefined;
      await renderProperties(routes, {
        route: '/cadastro-imovel',
        supabase: () =>
          new Promise<FakeReply>((resolve) => {
            answer = resolve;
          }),
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(screen.getByText('Tempo de carregamento excedido')).toBeInTheDocument();
      await act(async () => {
        answer({ data: [] });
        // The store tells the screens on the next animation frame.
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(screen.getByRole('button', { name: 'começar cadastro' })).toBeInTheDocument();
      expect(screen.queryByText('Tempo de carregamento excedido')).not.toBeInTheDocument();
    });
  });

  it('sends an owner who is not signed in to /auth', async () => {
    await renderProperties(routes, { route: '/cadastro-imovel', signedIn: false });
    expect(screen.getByText('rota: /auth')).toBeInTheDocument();
  });

  it('says when the properties cannot be loaded, and asks again on request', async () => {
    let fail = true;
    const { user } = await renderProperties(routes, {
      route: '/cadastro-imovel',
      supabase: () => (fail ? { error: { message: 'denied', code: '42501' }, status: 403 } : { data: [] }),
    });
    expect(await screen.findByText('Erro ao carregar suas propriedades')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'começar cadastro' })).toBeInTheDocument();
  });

  describe('without drafts', () => {
    it("explains the wizard's two steps, notes the auto-save and starts the wizard", async () => {
      const { user } = await openIntro([]);
      const steps = within(await screen.findByRole('list')).getAllByRole('listitem');
      expect(steps.map((step) => step.querySelector('.mfp-intro-step-title')?.textContent)).toEqual(['Dados do Imóvel', 'Preparar Anúncio']);
      expect(steps[1]).toHaveTextContent(/detalhes e fotos, regras da casa e revisão final/i);
      expect(screen.getByText(/progresso é salvo automaticamente/)).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'começar cadastro' }));
      expect(await screen.findByText('rota: /cadastro-imovel/etapas')).toBeInTheDocument();
    });

    it('goes back to the dashboard', async () => {
      const { user } = await openIntro([]);
      await user.click(await screen.findByRole('button', { name: 'Voltar ao dashboard' }));
      expect(await screen.findByText('rota: /dashboard')).toBeInTheDocument();
    });

    it('leaves active properties to /propriedades and lists a finished one waiting for its photos, which cannot be removed', async () => {
      await openIntro([propertyRow({ id: 'active', property_name: 'Casa Ativa' }), propertyRow({ id: 'awaiting', property_name: 'Chalé', is_verified: false })]);
      const awaiting = await screen.findByRole('article', { name: 'Chalé' });
      expect(screen.queryByRole('article', { name: 'Casa Ativa' })).not.toBeInTheDocument();
      expect(within(awaiting).getByText('Aguardando fotos')).toBeInTheDocument();
      expect(within(awaiting).getByText('Não pode ser removida')).toBeInTheDocument();
      expect(within(awaiting).queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'começar cadastro' })).toBeEnabled();
    });
  });

  describe('with a draft', () => {
    it("shows its card with the fallbacks and badge, and the create button disabled with the warning", async () => {
      await openIntro([draftRow({ property_name: null, address_neighborhood: null, address_city: null })]);
      const draft = await screen.findByRole('article', { name: 'Propriedade sem nome' });
      expect(within(draft).getByText('Endereço não informado')).toBeInTheDocument();
      expect(within(draft).getByText('Rascunho')).toBeInTheDocument();
      expect(screen.getByText('Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'finalize o rascunho existente' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'começar cadastro' })).not.toBeInTheDocument();
    });

    it("'Continuar' opens the draft in the wizard", async () => {
      const { user } = await openIntro([draftRow()]);
      await user.click(await screen.findByRole('button', { name: 'Continuar' }));
      expect(await screen.findByText('rota: /cadastro-imovel/etapas?edit=draft-1')).toBeInTheDocument();
    });

    it("the trash button asks 'Remover propriedade?'; Cancelar keeps the draft", async () => {
      const { user, supabase } = await openIntro([draftRow({ property_name: 'Flat em Ilhabela' })]);
      await user.click(await screen.findByRole('button', { name: 'Remover Flat em Ilhabela' }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      expect(within(dialog).getByText('Remover propriedade?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(supabase.writes()).toEqual([]);
    });

    it("Remover in the dialog deletes the draft, toasts 'Propriedade removida' and enables creating again", async () => {
      const { user, supabase } = await openIntro([draftRow({ property_name: 'Flat em Ilhabela' })]);
      await user.click(await screen.findByRole('button', { name: 'Remover Flat em Ilhabela' }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
      expect(await screen.findByText('Propriedade removida')).toBeInTheDocument();
      expect(screen.getByText('A propriedade foi removida com sucesso.')).toBeInTheDocument();
      expect(supabase.writes()).toEqual([expect.objectContaining({ operation: 'delete', filters: { id: 'draft-1', user_id: SIGNED_IN_USER.id } })]);
      expect(await screen.findByRole('button', { name: 'começar cadastro' })).toBeEnabled();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });

    it("a removal the database refuses toasts 'Não é possível remover'", async () => {
      const { user } = await openIntro([draftRow({ property_name: 'Flat' })], () => ({ error: DATABASE_ERRORS.finishedNotRemovable, status: 400 }));
      await user.click(await screen.findByRole('button', { name: 'Remover Flat' }));
      await user.click(within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Remover' }));
      expect(await screen.findByText('Não é possível remover')).toBeInTheDocument();
      expect(screen.getByText('Propriedades finalizadas não podem ser removidas.')).toBeInTheDocument();
      expect(card('Flat')).toBeInTheDocument();
    });

    it("a failed removal toasts 'Erro ao remover'", async () => {
      const { user } = await openIntro([draftRow({ property_name: 'Flat' })], () => networkFailure());
      await user.click(await screen.findByRole('button', { name: 'Remover Flat' }));
      await user.click(within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Remover' }));
      expect(await screen.findByText('Erro ao remover', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Ocorreu um erro inesperado. Tente novamente.')).toBeInTheDocument();
      expect(card('Flat')).toBeInTheDocument();
    });
  });

  describe('swipe-left on a draft', () => {
    it.each(['touch', 'mouse'] as const)('with %s: past 60 px the card snaps open and Remover deletes at once', async (pointer) => {
      const { user, supabase } = await openIntro([draftRow({ property_name: 'Flat' })]);
      const draft = await screen.findByRole('article', { name: 'Flat' });
      await swipe(user, draft, -70, { pointer });
      expect(draft).toHaveAttribute('data-reveal', '120');
      expect(draft.style.transform).toBe('translateX(-120px)');
      await user.click(removeBehind('Flat'));
      expect(await screen.findByText('Propriedade removida')).toBeInTheDocument();
      expect(supabase.writes()).toEqual([expect.objectContaining({ operation: 'delete', filters: { id: 'draft-1', user_id: 'u1' } })]);
    });

    it('let go at 60 px it slides back closed; held, it follows the finger up to 120 px only', async () => {
      const { user } = await openIntro([draftRow({ property_name: 'Flat' })]);
      const draft = await screen.findByRole('article', { name: 'Flat' });
      await swipe(user, draft, -60);
      expect(draft).toHaveAttribute('data-reveal', '0');
      await user.pointer([
        { keys: '[TouchA>]', target: draft, coords: { clientX: 300, clientY: 100 } },
        { pointerName: 'TouchA', target: draft, coords: { clientX: 260, clientY: 100 } },
      ]);
      expect(draft).toHaveAttribute('data-reveal', '40');
      await user.pointer({ pointerName: 'TouchA', target: draft, coords: { clientX: 100, clientY: 100 } });
      expect(draft).toHaveAttribute('data-reveal', '120');
      await user.pointer({ keys: '[/TouchA]', target: draft, coords: { clientX: 100, clientY: 100 } });
    });

    it('a mostly vertical move scrolls the page instead', async () => {
      const { user } = await openIntro([draftRow({ property_name: 'Flat' })]);
      const draft = await screen.findByRole('article', { name: 'Flat' });
      await swipe(user, draft, -70, { dy: 120 });
      expect(draft).toHaveAttribute('data-reveal', '0');
    });

    it('a swipe right closes an open card, and the drag does not press Continuar', async () => {
      const { user } = await openIntro([draftRow({ property_name: 'Flat' })]);
      const draft = await screen.findByRole('article', { name: 'Flat' });
      await swipe(user, draft, -100);
      expect(draft).toHaveAttribute('data-reveal', '120');
      await swipe(user, within(draft).getByRole('button', { name: 'Continuar' }), 100, { pointer: 'mouse' });
      expect(draft).toHaveAttribute('data-reveal', '0');
      expect(screen.queryByText(/rota:/)).not.toBeInTheDocument();
    });

    it('a tap on an open card closes it instead of continuing', async () => {
      const { user } = await openIntro([draftRow({ property_name: 'Flat' })]);
      const draft = await screen.findByRole('article', { name: 'Flat' });
      await swipe(user, draft, -100);
      await user.click(within(draft).getByRole('button', { name: 'Continuar' }));
      expect(draft).toHaveAttribute('data-reveal', '0');
      expect(screen.queryByText(/rota:/)).not.toBeInTheDocument();
      await user.click(within(draft).getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByText('rota: /cadastro-imovel/etapas?edit=draft-1')).toBeInTheDocument();
    });

    it('a finished property does not slide', async () => {
      const { user } = await openIntro([propertyRow({ property_name: 'Chalé', is_verified: false })]);
      const finished = await screen.findByRole('article', { name: 'Chalé' });
      await swipe(user, finished, -100);
      expect(finished).toHaveAttribute('data-reveal', '0');
    });
  });
});
