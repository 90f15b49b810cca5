import { NextRoute } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { createCalendarBackend } from '../testing/calendar-backend';
import { propertyRow } from '../testing/fixtures';
import { renderCalendar } from '../testing/render-calendar';
import { CalendarEntryPage } from './calendar-entry-page';
import { PropertySelectorPage } from './property-selector-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);


async function open(route: string, properties: ReturnType<typeof propertyRow>[], fail = false) {
  const backend = createCalendarBackend({ properties }, (request) => (fail && request.table === 'properties' ? { error: { code: 'PGRST000', message: 'x' }, status: 400 } : undefined));
  return renderCalendar(
    <Routes>
      <Route path="/calendario" element={<CalendarEntryPage />} />
      <Route path="/calendario/selecionar-propriedade" element={<PropertySelectorPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route, supabase: backend.fake },
  );
}

const beach = propertyRow({ id: 'a', property_name: 'Casa da Praia' });
const flat = propertyRow({ id: 'b', property_name: 'Apartamento Paulista', property_type: 'apartamento', bedrooms: 1, guest_capacity: 2, address_city: 'São Paulo', address_state: 'SP', address_street: 'Av. Paulista', address_number: '1000', address_neighborhood: 'Bela Vista' });
const draft = propertyRow({ id: 'd', property_name: 'Flat em Ilhabela', is_draft: true });

describe('/calendario', () => {
  it("opens the calendar of the owner's only property", async () => {
    await open('/calendario', [beach, draft]);
    expect(await screen.findByText('rota: /propriedade/a/calendario')).toBeInTheDocument();
  });

  it('opens the selector when there are several', async () => {
    await open('/calendario', [beach, flat, draft]);
    expect(await screen.findByRole('list', { name: 'Propriedades' })).toBeInTheDocument();
  });

  it("shows an empty state with 'Cadastrar Propriedade' when there is none", async () => {
    const { user } = await open('/calendario', [draft]);
    expect(await screen.findByText('Nenhuma propriedade encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Propriedade' }));
    expect(await screen.findByText('rota: /cadastro-imovel')).toBeInTheDocument();
  });

  it('says so when the properties cannot be read', async () => {
    await open('/calendario', [], true);
    expect(await screen.findByText('Erro ao carregar suas propriedades')).toBeInTheDocument();
  });
});

describe('/calendario/selecionar-propriedade', () => {
  it("lists each finished property with name, address, type, bedrooms and guests, and 'Ver Calendário' opens it", async () => {
    const { user } = await open('/calendario/selecionar-propriedade', [beach, flat, draft]);
    const list = await screen.findByRole('list', { name: 'Propriedades' });
    expect(within(list).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Casa da Praia', 'Apartamento Paulista']);
    const card = within(list).getByRole('article', { name: 'Apartamento Paulista' });
    expect(card).toHaveTextContent('Av. Paulista, 1000 - Bela Vista, São Paulo/SP');
    expect(card).toHaveTextContent('Apartamento · 1 quarto · 2 hóspedes');
    await user.click(within(card).getByRole('button', { name: 'Ver Calendário: Apartamento Paulista' }));
    expect(await screen.findByText('rota: /propriedade/b/calendario')).toBeInTheDocument();
  });

  it('shows the empty state when there is no finished property', async () => {
    await open('/calendario/selecionar-propriedade', []);
    expect(await screen.findByText('Nenhuma propriedade encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar Propriedade' })).toBeInTheDocument();
  });
});
