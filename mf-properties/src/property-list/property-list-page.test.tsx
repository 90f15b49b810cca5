import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import type { PropertyRow } from '@portal/shared/domain';
import type { PropertyPhotoRow } from '../property-photos/photo-storage';
import { createFakeSupabase, DATABASE_ERRORS, networkFailure, type FakeHandler, type FakeReply, type FakeRequest } from '../testing/fake-supabase';
import { createFakeStorage, NextRoute } from '@portal/shared/testing';
import { draftRow, photoObjects, photoRow, propertyRow } from '../testing/fixtures';
import { createPhotoTable } from '../testing/photo-table';
import { renderProperties } from '../testing/render-properties';
import { PropertyListPage } from './property-list-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);


/**
 * Opens /propriedades for owner u1 with `properties` in the backend; `onDelete` answers a delete of a property;
 * `photos` are the property_photos rows, their objects in the bucket.
 */
async function openList(properties: PropertyRow[] | FakeHandler, onDelete: FakeHandler = (request) => ({ data: [{ id: request.filters.id }] }), photos: PropertyPhotoRow[] | FakeHandler = []) {
  let rows = typeof properties === 'function' ? [] : [...properties];
  const storage = createFakeStorage(Array.isArray(photos) ? photoObjects(photos) : []);
  const photoTable = Array.isArray(photos) ? createPhotoTable(photos).handler : photos;
  const handler = async (request: FakeRequest): Promise<FakeReply> => {
    if (request.table === 'property_photos') return photoTable(request);
    if (typeof properties === 'function') return properties(request);
    if (request.operation === 'delete') {
      const reply = await onDelete(request);
      if (!reply.error) rows = rows.filter((row) => row.id !== request.filters.id);
      return reply;
    }
    const found = rows.filter((row) => Object.entries(request.filters).every(([column, value]) => (row as unknown as Record<string, unknown>)[column] === value));
    return request.single === 'maybeSingle' ? { data: found[0] ?? null } : { data: found };
  };
  const view = await renderProperties(
    <Routes>
      <Route path="/propriedades" element={<PropertyListPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: '/propriedades', supabase: createFakeSupabase(handler, { storage }) },
  );
  return view;
}

const card = (name: string) => screen.getByRole('article', { name });
/** Reads of the owner's list (not of one property). */
const reads = (requests: FakeRequest[]) => requests.filter((r) => r.table === 'properties' && r.operation === 'select' && !('id' in r.filters));

describe('/propriedades', () => {
  it("shows 'Minhas Propriedades', the count and one card per property with its fields", async () => {
    const { supabase } = await openList([
      propertyRow({ id: 'a', property_name: 'Casa da Praia', bedrooms: 3, bathrooms: 2, area_sqm: 120.5 }),
      propertyRow({ id: 'b', property_name: 'Apartamento Centro', address_neighborhood: null, address_city: 'Curitiba', bedrooms: 1, bathrooms: 1, area_sqm: null }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas Propriedades' })).toBeInTheDocument();
    expect(await screen.findByText('2 imóveis')).toBeInTheDocument();
    const beach = card('Casa da Praia');
    expect(within(beach).getByText('Centro, Florianópolis')).toBeInTheDocument();
    expect(within(beach).getByText('Ativo')).toBeInTheDocument();
    expect(within(within(beach).getByRole('list', { name: 'Características' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3 quartos',
      '2 banheiros',
      '120,5 m²',
    ]);
    const flat = card('Apartamento Centro');
    expect(within(flat).getByText('Curitiba')).toBeInTheDocument();
    expect(within(flat).getByText('1 quarto')).toBeInTheDocument();
    expect(within(flat).queryByText(/m²/)).not.toBeInTheDocument();
    expect(reads(supabase.requests)[0]).toMatchObject({ filters: { user_id: 'u1' } });
  });

  it("counts one property as '1 imóvel'", async () => {
    await openList([propertyRow()]);
    expect(await screen.findByText('1 imóvel')).toBeInTheDocument();
  });

  it("falls back to 'Propriedade sem nome' and 'Endereço não informado'", async () => {
    await openList([draftRow({ property_name: '  ', address_neighborhood: null, address_city: null })]);
    const draft = await screen.findByRole('article', { name: 'Propriedade sem nome' });
    expect(within(draft).getByText('Endereço não informado')).toBeInTheDocument();
  });

  it.each([
    ['a draft', 'Rascunho', draftRow()],
    // A draft cannot book photos, however complete: it is to be finished first.
    ['a complete draft', 'Rascunho', draftRow({ property_name: 'Chalé', description: 'x'.repeat(100), amenities: ['wifi'] })],
    ['a finished property without photos', 'Aguardando fotos', propertyRow({ is_verified: false })],
    ['an active property', 'Ativo', propertyRow()],
  ])('badges %s as %p', async (_case, label, property) => {
    await openList([property]);
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it.each([
    ['booked', 'pending', 'Aguardando fotos', 'Sessão de fotos agendada para 14/12/2026, Manhã (8h às 12h)'],
    ['completed', 'completed', 'Aguardando aprovação', 'Fotos concluídas: nossa equipe está revisando o cadastro.'],
  ])('with its photo session %s, badges a finished property %p and says where it stands', async (_case, status, label, detail) => {
    const property = propertyRow({ property_name: 'Casa Verde', is_verified: false });
    const session = { id: 's1', user_id: 'u1', property_id: property.id, status, date: '2026-12-14', time_slot: 'morning_08' };
    await openList((request) => (request.table === 'photo_sessions' ? { data: [session] } : { data: [property] }));
    const article = await screen.findByRole('article', { name: 'Casa Verde' });
    expect(await within(article).findByText(detail)).toBeInTheDocument();
    expect(within(article).getByText(label)).toBeInTheDocument();
  });

  it('offers Editar and Excluir on a draft, Editar, Calendário and Ganhos on a finished property', async () => {
    await openList([draftRow({ property_name: 'Rascunho Azul' }), propertyRow({ property_name: 'Casa Verde', is_verified: false })]);
    const buttonsOf = (name: string) => within(card(name)).getAllByRole('button').map((b) => b.textContent);
    await screen.findByText('2 imóveis');
    expect(buttonsOf('Rascunho Azul')).toEqual(['Editar', 'Excluir']);
    expect(buttonsOf('Casa Verde')).toEqual(['Editar', 'Calendário', 'Ganhos']);
  });

  it.each([
    ['Editar', '/cadastro-imovel/etapas?edit=prop-1'],
    ['Calendário', '/propriedade/prop-1/calendario'],
    ['Ganhos', '/financeiro?property=prop-1'],
  ])('%s goes to %s', async (button, route) => {
    const { user } = await openList([propertyRow()]);
    await user.click(await within(await screen.findByRole('article', { name: 'Casa da Praia' })).findByRole('button', { name: button }));
    expect(await screen.findByText(`rota: ${route}`)).toBeInTheDocument();
  });

  it("'Adicionar Propriedade' opens the wizard when no draft exists", async () => {
    const { user } = await openList([propertyRow()]);
    await user.click(await screen.findByRole('button', { name: 'Adicionar Propriedade' }));
    expect(await screen.findByText('rota: /cadastro-imovel/etapas')).toBeInTheDocument();
  });

  it("the add button is disabled and reads 'Finalize o rascunho' while a draft exists", async () => {
    await openList([propertyRow(), draftRow()]);
    expect(await screen.findByRole('button', { name: 'Finalize o rascunho' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adicionar Propriedade' })).not.toBeInTheDocument();
  });

  it.each([
    [/Agendar Fotos/, '/sessao-fotos-intro'],
    [/Ver Progresso/, '/progresso-onboarding'],
  ])('the shortcut %s goes to %s', async (name, route) => {
    const { user } = await openList([propertyRow()]);
    await user.click(await screen.findByRole('button', { name }));
    expect(await screen.findByText(`rota: ${route}`)).toBeInTheDocument();
  });

  it("shows 'Nenhum imóvel cadastrado' with 'Cadastrar Primeiro Imóvel' when there is none", async () => {
    const { user } = await openList([]);
    expect(await screen.findByText('Nenhum imóvel cadastrado')).toBeInTheDocument();
    expect(screen.getByText('0 imóveis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agendar Fotos/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Primeiro Imóvel' }));
    expect(await screen.findByText('rota: /cadastro-imovel')).toBeInTheDocument();
  });

  it('shows the loading state until the properties arrive', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    await openList(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    expect(screen.getByRole('status', { name: 'Carregando propriedades' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar Propriedade' })).not.toBeInTheDocument();
    answer({ data: [propertyRow()] });
    expect(await screen.findByText('1 imóvel')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando propriedades' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    const { user } = await openList(() => (fail ? { error: { message: 'denied', code: '42501' }, status: 403 } : { data: [propertyRow()] }));
    expect(await screen.findByText('Erro ao carregar suas propriedades')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Casa da Praia' })).toBeInTheDocument();
  });

  describe('Excluir', () => {
    async function askToDelete(onDelete?: FakeHandler, photos: PropertyPhotoRow[] = []) {
      const view = await openList([propertyRow({ id: 'active' }), draftRow({ id: 'draft-1', property_name: 'Flat em Ilhabela' })], onDelete, photos);
      await view.user.click(within(await screen.findByRole('article', { name: 'Flat em Ilhabela' })).getByRole('button', { name: 'Excluir' }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      return { ...view, dialog };
    }

    it('asks with the exact confirmation text, and Cancelar keeps the draft', async () => {
      const { user, dialog, supabase } = await askToDelete();
      expect(within(dialog).getByText('Tem certeza que deseja excluir a propriedade "Flat em Ilhabela"? Esta ação não pode ser desfeita.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(supabase.writes()).toEqual([]);
      expect(screen.getByRole('article', { name: 'Flat em Ilhabela' })).toBeInTheDocument();
    });

    it("deletes the draft of this owner, toasts 'Propriedade excluída' and refetches the list", async () => {
      const { user, dialog, supabase } = await askToDelete();
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      expect(await screen.findByText('Propriedade excluída')).toBeInTheDocument();
      expect(screen.getByText('A propriedade foi excluída com sucesso.')).toBeInTheDocument();
      expect(supabase.writes().filter((write) => write.table === 'properties')).toEqual([expect.objectContaining({ operation: 'delete', filters: { id: 'draft-1', user_id: 'u1' } })]);
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Flat em Ilhabela' })).not.toBeInTheDocument());
      expect(reads(supabase.requests)).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Adicionar Propriedade' })).toBeEnabled();
    });

    it("a finished property refused by the database toasts 'Não é possível remover'", async () => {
      const { user, dialog } = await askToDelete(() => ({ error: DATABASE_ERRORS.finishedNotRemovable, status: 400 }));
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      expect(await screen.findByText('Não é possível remover')).toBeInTheDocument();
      expect(screen.getByText('Propriedades finalizadas não podem ser removidas.')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Flat em Ilhabela' })).toBeInTheDocument();
    });

    it("removes the draft's photo files (and their rows) before the draft itself", async () => {
      const photos = [photoRow(1, { is_main: true }), photoRow(2)];
      const { user, dialog, supabase } = await askToDelete(undefined, photos);
      expect(supabase.storage.paths()).toHaveLength(4);
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      expect(await screen.findByText('Propriedade excluída')).toBeInTheDocument();
      expect(supabase.storage.paths()).toEqual([]);
      const photoDelete = supabase.requests.findIndex((r) => r.table === 'property_photos' && r.operation === 'delete');
      const draftDelete = supabase.requests.findIndex((r) => r.table === 'properties' && r.operation === 'delete');
      expect(photoDelete).toBeGreaterThanOrEqual(0);
      expect(photoDelete).toBeLessThan(draftDelete);
    });

    it("a failure toasts 'Erro ao excluir' and keeps the draft", async () => {
      const { user, dialog } = await askToDelete(() => networkFailure());
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      expect(await screen.findByText('Erro ao excluir', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Não foi possível excluir a propriedade. Tente novamente.')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Flat em Ilhabela' })).toBeInTheDocument();
    });
  });

  describe('photos', () => {
    it("shows the main photo's thumbnail on its card, and a property without one keeps its card as it was", async () => {
      const { supabase } = await openList(
        [propertyRow({ id: 'beach', property_name: 'Casa da Praia' }), propertyRow({ id: 'flat', property_name: 'Apartamento Centro' })],
        undefined,
        [photoRow(1, { property_id: 'beach', is_main: true }), photoRow(2, { property_id: 'beach' })],
      );
      const beach = await screen.findByRole('article', { name: 'Casa da Praia' });
      expect(within(beach).getByRole('img', { name: 'Foto de Casa da Praia' })).toHaveAttribute('src', expect.stringContaining('u1/beach/thumbs/photo-1.jpg'));
      expect(within(card('Apartamento Centro')).queryByRole('img')).not.toBeInTheDocument();
      // One read of the owner's main photos and one signing request, whatever the number of cards.
      expect(supabase.requests.filter((r) => r.table === 'property_photos')).toEqual([expect.objectContaining({ operation: 'select', filters: { user_id: 'u1', is_main: true } })]);
      expect(supabase.storage.calls.filter((call) => call.operation === 'sign')).toEqual([expect.objectContaining({ paths: ['u1/beach/thumbs/photo-1.jpg'] })]);
    });

    it('shows the cards only once the thumbnails are known, so a picture never pushes a card down', async () => {
      let answer: (reply: FakeReply) => void = () => undefined;
      await openList([propertyRow()], undefined, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
      await waitFor(() => expect(screen.getByRole('status', { name: 'Carregando propriedades' })).toBeInTheDocument());
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      answer({ data: [] });
      expect(await screen.findByRole('article', { name: 'Casa da Praia' })).toBeInTheDocument();
    });

    it('a failed thumbnail read costs only the pictures', async () => {
      await openList([propertyRow()], undefined, () => ({ error: { message: 'boom', code: 'XX000' }, status: 500 }));
      const beach = await screen.findByRole('article', { name: 'Casa da Praia' });
      expect(within(beach).queryByRole('img')).not.toBeInTheDocument();
    });
  });
});
