import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import type { PropertyRow } from '@portal/shared/domain';
import type { PropertyPhotoRow } from '../property-photos/photo-storage';
import { createFakeSupabase, type FakeHandler, type FakeReply } from '../testing/fake-supabase';
import { createFakeStorage, NextRoute, shownLater } from '@portal/shared/testing';
import { draftRow, photoObjects, photoRow, propertyRow } from '../testing/fixtures';
import { createPhotoTable } from '../testing/photo-table';
import { renderProperties } from '../testing/render-properties';
import { prepareWidgets, widgets } from '../widgets';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

const Widget = widgets['property-cards']!;


/** The widget for owner u1 with `properties`; `photos` are the property_photos rows, stored in the bucket. */
async function openWidget(properties: PropertyRow[] | FakeHandler, photos: PropertyPhotoRow[] | FakeHandler = []) {
  const storage = createFakeStorage(Array.isArray(photos) ? photoObjects(photos) : []);
  const photoTable = Array.isArray(photos) ? createPhotoTable(photos).handler : photos;
  const handler: FakeHandler = (request) => {
    if (request.table === 'property_photos') return photoTable(request);
    return typeof properties === 'function' ? properties(request) : { data: properties };
  };
  return renderProperties(
    <Routes>
      <Route path="/dashboard" element={<Widget />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: '/dashboard', supabase: createFakeSupabase(handler, { storage }) },
  );
}

const active = propertyRow({ id: 'beach', property_name: 'Casa da Praia', address_city: 'Búzios', address_state: 'RJ', bedrooms: 3, bathrooms: 2, area_sqm: 140 });
const awaiting = propertyRow({ id: 'chalet', property_name: 'Chalé da Serra', address_city: 'Monte Verde', address_state: 'MG', is_verified: false });

describe("dashboard widget 'property-cards'", () => {
  it('shows one card per property with name, city and state, rooms, area and status', async () => {
    const { supabase } = await openWidget([active, awaiting, draftRow({ property_name: null, address_city: null, address_state: null })]);
    const beach = await screen.findByRole('article', { name: 'Casa da Praia' });
    expect(within(beach).getByText('Búzios, RJ')).toBeInTheDocument();
    expect(within(beach).getByText('3 quartos · 2 banheiros · 140 m²')).toBeInTheDocument();
    expect(within(beach).getByText('Ativo')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Chalé da Serra' })).getByText('Aguardando fotos')).toBeInTheDocument();
    const draft = screen.getByRole('article', { name: 'Propriedade sem nome' });
    expect(within(draft).getByText('Endereço não informado')).toBeInTheDocument();
    expect(within(draft).getByText('Rascunho')).toBeInTheDocument();
    expect(supabase.requests[0]).toMatchObject({ table: 'properties', filters: { user_id: 'u1' } });
  });

  it("an active property offers Ganhos, Editar and 'Acessar Calendário'; one not active Revisar and 'Continuar ativação'", async () => {
    await openWidget([active, awaiting]);
    const buttons = (name: string) => within(screen.getByRole('article', { name })).getAllByRole('button').map((b) => b.textContent);
    await screen.findByRole('article', { name: 'Casa da Praia' });
    expect(buttons('Casa da Praia')).toEqual(['Ganhos', 'Editar', 'Acessar Calendário']);
    expect(buttons('Chalé da Serra')).toEqual(['Revisar', 'Continuar ativação']);
  });

  it.each([
    ['Casa da Praia', 'Ganhos', '/financeiro'],
    ['Casa da Praia', 'Editar', '/cadastro-imovel/etapas?edit=beach'],
    ['Casa da Praia', 'Acessar Calendário', '/propriedade/beach/calendario'],
    ['Chalé da Serra', 'Revisar', '/cadastro-imovel/etapas?edit=chalet'],
    ['Chalé da Serra', 'Continuar ativação', '/propriedade/chalet/onboarding'],
  ])('%s: %s goes to %s', async (name, button, route) => {
    const { user } = await openWidget([active, awaiting]);
    await user.click(within(await screen.findByRole('article', { name })).getByRole('button', { name: button }));
    expect(await screen.findByText(`rota: ${route}`)).toBeInTheDocument();
  });

  it('a click anywhere else on the card opens the property', async () => {
    const { user } = await openWidget([active]);
    await user.click(within(await screen.findByRole('article', { name: 'Casa da Praia' })).getByText('Búzios, RJ'));
    expect(await screen.findByText('rota: /propriedade/beach')).toBeInTheDocument();
  });

  it('the name is a link to the property', async () => {
    await openWidget([active]);
    expect(await screen.findByRole('link', { name: 'Casa da Praia' })).toHaveAttribute('href', '/propriedade/beach');
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/propriedades');
  });

  it('shows its loading state until the properties arrive', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    await openWidget(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    expect(screen.getByRole('status', { name: 'Carregando propriedades' })).toBeInTheDocument();
    answer({ data: [active] });
    expect(await screen.findByRole('article', { name: 'Casa da Praia' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando propriedades' })).not.toBeInTheDocument();
  });

  it('shows its own error with a retry', async () => {
    let fail = true;
    const { user } = await openWidget(() => (fail ? { error: { message: 'denied', code: '42501' }, status: 403 } : { data: [active] }));
    expect(await screen.findByText('Erro ao carregar suas propriedades')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Casa da Praia' })).toBeInTheDocument();
  });

  it("without properties offers 'Adicionar Propriedade'", async () => {
    const { user } = await openWidget([]);
    expect(await screen.findByText('Nenhuma propriedade encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar Propriedade' }));
    expect(await screen.findByText('rota: /cadastro-imovel')).toBeInTheDocument();
  });

  it("shows the main photo's thumbnail on a card that has one; the others keep their look", async () => {
    await openWidget([active, awaiting], [photoRow(1, { property_id: 'chalet', is_main: true })]);
    const chalet = await screen.findByRole('article', { name: 'Chalé da Serra' });
    expect(within(chalet).getByRole('img', { name: 'Foto de Chalé da Serra' })).toHaveAttribute('src', expect.stringContaining('u1/chalet/thumbs/photo-1.jpg'));
    expect(within(screen.getByRole('article', { name: 'Casa da Praia' })).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe("prepareWidgets: what the dashboard waits for before it draws 'property-cards'", () => {
  async function prepared(names: string[], signedIn = true) {
    const storage = createFakeStorage(photoObjects([photoRow(1, { property_id: 'beach', is_main: true })]));
    const photoTable = createPhotoTable([photoRow(1, { property_id: 'beach', is_main: true })]).handler;
    const supabase = createFakeSupabase((request) => (request.table === 'property_photos' ? photoTable(request) : { data: [active, awaiting] }), { storage });
    const widget = shownLater(<Widget />);
    const view = await renderProperties(widget.element, { route: '/dashboard', supabase, signedIn });
    await prepareWidgets(names, view.store);
    return { ...view, widget, tables: () => view.supabase.requests.map((request) => request.table) };
  }

  it.each([
    ['its widget is about to show', ['property-cards'], true, ['properties', 'property_photos']],
    ['only other widgets are', ['earnings-chart'], true, []],
    ['nobody is signed in', ['property-cards'], false, []],
  ])('reads the properties and their main photos when %s', async (_case, names, signedIn, tables) => {
    const { tables: asked } = await prepared(names, signedIn);
    expect(asked()).toEqual(tables);
  });

  it('the widget drawn after it shows its cards at its first render, asking nothing more', async () => {
    const { widget, supabase } = await prepared(['property-cards']);
    const asked = supabase.requests.length;
    widget.show();
    expect(screen.getByRole('article', { name: 'Casa da Praia' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Chalé da Serra' })).toBeInTheDocument();
    expect(supabase.requests).toHaveLength(asked);
  });
});
