import { act, screen, waitFor, within } from '@testing-library/react';
import type { PropertyRow } from '@portal/shared/domain';
import { Route, Routes } from '@portal/shared/router';
import { toast } from '@portal/shared/ui';
import type { FakeReply, FakeRequest } from '../testing/fake-supabase';
import { draftRow, propertyRow } from '../testing/fixtures';
import { createPropertyTable } from '../testing/property-table';
import { renderProperties, type RenderedProperties } from '../testing/render-properties';
import { localDraftKey, readLocalDraft } from './local-draft';
import { PropertyWizardPage } from './property-wizard-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);
// Whole journeys with real timers (the autosave pause, the 1.5 s and 2 s redirects).
jest.setTimeout(20000);

const DRAFT_KEY = localDraftKey('u1');
const DESCRIPTION = 'Casa ampla e arejada a poucos passos da praia, com varanda, rede, churrasqueira e espaço para a família inteira.';

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  // The CEP service answers 'unknown' unless a test says otherwise.
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ erro: true })));
});
afterEach(() => fetchMock.mockRestore());

function openWizard(route: string, { rows = [], override, signedIn = true }: { rows?: PropertyRow[]; override?: (request: FakeRequest) => FakeReply | Promise<FakeReply | undefined> | undefined; signedIn?: boolean } = {}) {
  const table = createPropertyTable(rows, override);
  const rendered = renderProperties(
    <Routes>
      <Route path="/cadastro-imovel/etapas" element={<PropertyWizardPage />} />
      <Route path="/cadastro-imovel" element={<p>introdução do cadastro</p>} />
      <Route path="/propriedades" element={<p>lista de propriedades</p>} />
      <Route path="/propriedade/:id/calendario" element={<p>calendário do imóvel</p>} />
      <Route path="/auth" element={<p>tela de login</p>} />
    </Routes>,
    { route, supabase: table.handler, signedIn },
  );
  // A new registration looks for the owner's draft on the server first: the form shows once that is known.
  return rendered.then(async (view) => {
    await waitFor(() => expect(screen.queryByText('Carregando propriedade...')).not.toBeInTheDocument());
    return { ...view, table };
  });
}

/** Toasts come with antd's notification, loaded on the first one. */
const findToast = (text: string) => screen.findByText(text, undefined, { timeout: 5000 });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const writes = (view: RenderedProperties) => view.supabase.writes();

async function fillStep1(user: RenderedProperties['user']) {
  await user.click(screen.getByRole('radio', { name: /^Litoral/ }));
  await user.type(field('CEP'), '11680000');
  await user.type(field('Rua'), 'Rua das Gaivotas');
  await user.type(field('Número'), '100');
  await user.type(field('Bairro'), 'Centro');
  await user.type(field('Cidade'), 'Ubatuba');
  await user.type(field('Estado'), 'SP');
  await user.click(screen.getByRole('radio', { name: 'Casa' }));
  await user.type(field('Quartos'), '2');
  await user.type(field('Banheiros'), '1');
  await user.type(field('Capacidade de hóspedes'), '4');
}

async function fillStep2(user: RenderedProperties['user']) {
  await user.type(field('Nome da propriedade'), 'Casa da Praia');
  // Pasted: typing 110 characters one by one adds nothing to what the test shows.
  await user.click(field('Descrição'));
  await user.paste(DESCRIPTION);
  await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
  await user.click(screen.getByRole('checkbox', { name: 'Adequado para crianças' }));
}

describe('property wizard: step 1', () => {
  it('shows every option of the spec, with the location descriptions', async () => {
    await openWizard('/cadastro-imovel/etapas');
    expect(screen.getByRole('heading', { name: 'Cadastro da propriedade' })).toBeInTheDocument();
    expect(screen.getByText('Etapa 1 de 2 · Dados do Imóvel')).toBeInTheDocument();
    for (const [label, hint] of [['Campo', 'Áreas rurais, sítios e fazendas'], ['Capital', 'Centros urbanos'], ['Montanha', 'Regiões de montanha'], ['Litoral', 'Praias e costa']]) {
      expect(screen.getByRole('radio', { name: `${label} ${hint}` })).toBeInTheDocument();
    }
    for (const label of ['Casa', 'Apartamento', 'Parte de casa maior', 'Chalé, Cabana ou Outro']) expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    // Text fields read the Brazilian way ('72,5'), with the phone's decimal or numeric keypad.
    expect(field('Área')).toHaveAttribute('inputmode', 'decimal');
    expect(field('Capacidade de hóspedes')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Quartos')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('checkbox', { name: 'Possui garagem' })).not.toBeChecked();
  });

  it("asks to specify the type only for 'Chalé, Cabana ou Outro'", async () => {
    const { user } = await openWizard('/cadastro-imovel/etapas');
    expect(screen.queryByLabelText('Especifique o tipo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Chalé, Cabana ou Outro' }));
    expect(screen.getByLabelText('Especifique o tipo')).toBeInTheDocument();
  });

  it("refuses 'Próximo' with empty fields: toast, red fields, nothing saved; a fixed field loses its message", async () => {
    const view = await openWizard('/cadastro-imovel/etapas');
    await view.user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await findToast('Campos obrigatórios')).toBeInTheDocument();
    expect(screen.getByText('Os campos destacados em vermelho são obrigatórios.')).toBeInTheDocument();
    expect(screen.getByText('Rua: campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Tipo de localização: campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Capacidade de hóspedes: campo obrigatório')).toBeInTheDocument();
    expect(field('Rua')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Bairro: /)).not.toBeInTheDocument();
    expect(screen.queryByText(/Nome da propriedade: /)).not.toBeInTheDocument();
    // The first field to fix has the focus.
    expect(screen.getByRole('radio', { name: /^Campo/ })).toHaveFocus();
    await view.user.type(field('Rua'), 'Rua A');
    expect(screen.queryByText('Rua: campo obrigatório')).not.toBeInTheDocument();
    expect(writes(view)).toEqual([]);
  });

  it('says the minimum of guests', async () => {
    const { user } = await openWizard('/cadastro-imovel/etapas');
    await user.type(field('Capacidade de hóspedes'), '0');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Capacidade de hóspedes: mínimo 1')).toBeInTheDocument();
  });

  it("looks the CEP up at 8 digits: 'Buscando endereço...', the field disabled, then the address filled", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openWizard('/cadastro-imovel/etapas');
    await user.type(field('Número'), '1000');
    await user.type(field('CEP'), '0131010');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(field('CEP'), '0');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:54321/01310100/json/', expect.anything());
    expect(screen.getByText('Buscando endereço...')).toBeInTheDocument();
    expect(field('CEP')).toBeDisabled();
    await act(async () => answer(new Response(JSON.stringify({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }))));
    await waitFor(() => expect(field('CEP')).toBeEnabled());
    expect(screen.queryByText('Buscando endereço...')).not.toBeInTheDocument();
    expect(field('Rua')).toHaveValue('Avenida Paulista');
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(field('Número')).toHaveValue('1000');
  });

  it('creates the draft row when leaving step 1, without review state, and keeps a local draft', async () => {
    const view = await openWizard('/cadastro-imovel/etapas');
    await fillStep1(view.user);
    await view.user.click(screen.getByRole('checkbox', { name: 'Possui garagem' }));
    await view.user.type(field('Área'), '72,5');
    await view.user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 2 de 2 · Preparar Anúncio')).toBeInTheDocument();
    const [insert] = writes(view);
    expect(insert).toMatchObject({
      table: 'properties',
      operation: 'insert',
      values: {
        user_id: 'u1',
        is_draft: true,
        property_name: null,
        location_type: 'litoral',
        property_type: 'casa',
        address_postal_code: '11680-000',
        address_street: 'Rua das Gaivotas',
        bedrooms: 2,
        bathrooms: 1,
        guest_capacity: 4,
        area_sqm: 72.5,
        has_garage: true,
      },
    });
    expect(insert?.values).not.toHaveProperty('is_verified');
    expect(view.table.rows).toHaveLength(1);
    expect(readLocalDraft(window.localStorage, 'u1')).toMatchObject({ propertyId: 'new-draft-1', currentStep: 1, data: { address_city: 'Ubatuba' } });
  });

  it('opens the draft the owner began on another device, not an empty form', async () => {
    // Nothing of it in this browser's storage.
    const view = await openWizard('/cadastro-imovel/etapas', { rows: [draftRow({ id: 'other-draft', address_city: 'Paraty' })] });
    expect(await screen.findByText('Etapa 1 de 2 · Dados do Imóvel')).toBeInTheDocument();
    expect(field('Cidade')).toHaveValue('Paraty');
    await view.user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 2 de 2 · Preparar Anúncio')).toBeInTheDocument();
    expect(writes(view).map((write) => write.operation)).toEqual(['update']);
    expect(writes(view)[0]).toMatchObject({ filters: { id: 'other-draft' } });
  });

  it("stays on step 1 with the database's message when a draft appears meanwhile", async () => {
    // The list read at opening had no draft; one was created elsewhere before 'Próximo'.
    const hidden = (request: FakeRequest) => (request.table === 'properties' && request.operation === 'select' && !request.filters.id ? { data: [] } : undefined);
    const { user } = await openWizard('/cadastro-imovel/etapas', { rows: [draftRow({ id: 'other-draft' })], override: hidden });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await findToast('Erro ao salvar rascunho')).toBeInTheDocument();
    expect(screen.getByText('Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.')).toBeInTheDocument();
    expect(screen.getByText('Etapa 1 de 2 · Dados do Imóvel')).toBeInTheDocument();
  });

  it("stays on step 1 with 'Erro ao salvar rascunho' when the draft cannot be saved", async () => {
    const { user } = await openWizard('/cadastro-imovel/etapas', { override: (request) => (request.operation === 'insert' ? { error: { message: 'bad request', code: 'PGRST100' }, status: 400 } : undefined) });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await findToast('Não foi possível salvar o progresso. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('brings back an unsaved step 1 after a reload, and discards a corrupt local draft', async () => {
    const first = await openWizard('/cadastro-imovel/etapas');
    await first.user.type(field('Rua'), 'Rua digitada');
    first.unmount();
    const second = await openWizard('/cadastro-imovel/etapas');
    expect(field('Rua')).toHaveValue('Rua digitada');
    second.unmount();

    window.localStorage.setItem(DRAFT_KEY, '{"data": corrompido');
    await openWizard('/cadastro-imovel/etapas');
    expect(field('Rua')).toHaveValue('');
  });
});

describe('property wizard: step 2', () => {
  const resume = () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ data: {}, currentStep: 1, propertyId: 'draft-1', lastSaved: '2000-01-01T00:00:00.000Z' }));
    return openWizard('/cadastro-imovel/etapas', { rows: [draftRow()] });
  };

  it('resumes the draft row on the step the owner left, with the listing fields, the photos area and the own-use note', async () => {
    await resume();
    expect(await screen.findByText('Etapa 2 de 2 · Preparar Anúncio')).toBeInTheDocument();
    expect(field('Rua')).not.toBeVisible();
    expect(field('Nome da propriedade')).toBeVisible();
    for (const label of ['Ar-condicionado', 'Wi-Fi', 'Máquina de lavar', 'Cozinha equipada', 'Churrasqueira', 'Piscina', 'Aceita pets', 'Vista para o mar', 'Café da manhã', 'TV', 'Garagem']) {
      expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument();
    }
    for (const label of ['Permite animais de estimação', 'Permite fumar', 'Permite festas e eventos', 'Adequado para crianças', 'Silêncio após as 22h', 'Uso de áreas comuns']) {
      expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Fotos' })).toBeInTheDocument();
    // The draft row exists: the photo area is there, with the ways to add photos.
    expect(await screen.findByRole('region', { name: 'Foto principal' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Galeria' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adicionar fotos')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('Você pode bloquear a propriedade para uso próprio até 4 dias por mês, sem custo adicional.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar Cadastro' })).toBeInTheDocument();
  });

  it('counts the description toward its 100 characters', async () => {
    const { user } = await resume();
    expect(await screen.findByText('0/100 caracteres (mínimo)')).toBeInTheDocument();
    await user.type(field('Descrição'), 'x'.repeat(99));
    expect(screen.getByText('99/100 caracteres (mínimo)')).toBeInTheDocument();
    await user.type(field('Descrição'), 'y');
    expect(screen.getByText('100 caracteres')).toBeInTheDocument();
  });

  it('adds custom amenities by Enter or Adicionar, ignores duplicates and removes them', async () => {
    const { user } = await resume();
    await screen.findByText('Etapa 2 de 2 · Preparar Anúncio');
    await user.type(screen.getByLabelText('Outra comodidade'), 'Lareira{Enter}');
    await user.type(screen.getByLabelText('Outra comodidade'), 'Ofurô');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(screen.getByLabelText('Outra comodidade'), ' lareira {Enter}');
    await user.type(screen.getByLabelText('Outra comodidade'), 'wi-fi{Enter}');
    const added = screen.getByRole('list', { name: 'Comodidades adicionadas' });
    expect(within(added).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lareira', 'Ofurô']);
    expect(screen.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
    expect(screen.getByText('Etapa 2 de 2 · Preparar Anúncio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover Lareira' }));
    expect(within(added).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ofurô']);
  });

  it('refuses to finish without name, description, amenity and house rule', async () => {
    const view = await resume();
    await view.user.click(await screen.findByRole('button', { name: 'Finalizar Cadastro' }));
    expect(await findToast('Campos obrigatórios')).toBeInTheDocument();
    expect(screen.getByText('Nome da propriedade: campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('A descrição deve ter pelo menos 100 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Selecione pelo menos uma comodidade')).toBeInTheDocument();
    expect(screen.getByText('Selecione pelo menos uma regra da casa')).toBeInTheDocument();
    expect(field('Nome da propriedade')).toHaveFocus();
    expect(writes(view).filter((w) => (w.values as { is_draft?: boolean }).is_draft === false)).toEqual([]);
  });

  it('goes back to step 1 when it is incomplete, showing what is missing', async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ data: {}, currentStep: 1, propertyId: 'draft-1', lastSaved: '2000-01-01T00:00:00.000Z' }));
    const { user } = await openWizard('/cadastro-imovel/etapas', { rows: [draftRow({ address_street: null })] });
    await screen.findByText('Etapa 2 de 2 · Preparar Anúncio');
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));
    expect(await screen.findByText('Rua: campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Etapa 1 de 2 · Dados do Imóvel')).toBeInTheDocument();
  });

  it("'Voltar' returns to step 1 with what was typed, and the local draft remembers the step", async () => {
    const { user } = await resume();
    await screen.findByText('Etapa 2 de 2 · Preparar Anúncio');
    await user.type(field('Nome da propriedade'), 'Casa Azul');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByText('Etapa 1 de 2 · Dados do Imóvel')).toBeInTheDocument();
    expect(field('Rua')).toHaveValue('Rua das Gaivotas');
    expect(readLocalDraft(window.localStorage, 'u1')).toMatchObject({ currentStep: 0, propertyId: 'draft-1', data: { property_name: 'Casa Azul' } });
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByLabelText(/^Nome da propriedade/)).toHaveValue('Casa Azul');
  });

  it("finishes: is_draft false, 'Propriedade cadastrada!', the calendar after 2 s, the local draft gone", async () => {
    const prepareToaster = jest.spyOn(toast, 'prepare');
    const view = await openWizard('/cadastro-imovel/etapas');
    // The toast's code loads with the wizard, so the toast shows during its 2 s, not after them.
    expect(prepareToaster).toHaveBeenCalled();
    prepareToaster.mockRestore();
    await fillStep1(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByText('Etapa 2 de 2 · Preparar Anúncio');
    await fillStep2(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));
    // Saved, and still here: the calendar comes 2 s later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finalizar Cadastro' })).toBeDisabled());
    expect(screen.queryByText('calendário do imóvel')).not.toBeInTheDocument();
    expect(await findToast('Propriedade cadastrada!')).toBeInTheDocument();
    expect(writes(view).at(-1)).toMatchObject({
      operation: 'update',
      filters: { id: 'new-draft-1', user_id: 'u1' },
      values: { is_draft: false, property_name: 'Casa da Praia', description: DESCRIPTION, amenities: ['wifi'], house_rules_options: ['rule-permite-criancas'] },
    });
    expect(writes(view).at(-1)?.values).not.toHaveProperty('is_verified');
    expect(view.table.rows[0]).toMatchObject({ is_draft: false, is_verified: false });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(await screen.findByText('calendário do imóvel', undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it("says 'Erro ao finalizar cadastro' and stays when finishing fails", async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ data: {}, currentStep: 1, propertyId: 'draft-1', lastSaved: '2000-01-01T00:00:00.000Z' }));
    const { user } = await openWizard('/cadastro-imovel/etapas', {
      rows: [draftRow()],
      override: (request) => ((request.values as { is_draft?: boolean } | undefined)?.is_draft === false ? { error: { message: 'check', code: '23514' }, status: 400 } : undefined),
    });
    await screen.findByText('Etapa 2 de 2 · Preparar Anúncio');
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));
    expect(await findToast('Erro ao finalizar cadastro')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível finalizar o cadastro. Verifique se todos os campos estão preenchidos e tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar Cadastro' })).toBeEnabled();
  });
});

describe('property wizard: saving', () => {
  it("autosaves a draft once typing pauses; 'Salvando automaticamente' hides 1000 ms after", async () => {
    const slowSave = (request: FakeRequest) => (request.operation === 'update' ? new Promise<undefined>((resolve) => setTimeout(resolve, 300)) : undefined);
    const view = await openWizard('/cadastro-imovel/etapas?edit=draft-1', { rows: [draftRow()], override: slowSave });
    await view.user.type(await screen.findByLabelText(/^Rua/), ' 2');
    expect(writes(view)).toEqual([]);
    await waitFor(() => expect(writes(view)).toHaveLength(1), { timeout: 3000 });
    expect(writes(view)[0]).toMatchObject({ operation: 'update', filters: { id: 'draft-1', user_id: 'u1' }, values: { address_street: 'Rua das Gaivotas 2' } });
    expect(writes(view)[0]?.values).not.toHaveProperty('is_draft');
    expect(screen.getByText('Salvando automaticamente')).toBeInTheDocument();
    expect(await screen.findByText('Salvo automaticamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Salvo automaticamente')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it("keeps the changes locally when the autosave fails: 'Erro ao salvar', and a reload shows them", async () => {
    const offline = (request: FakeRequest) => (request.operation === 'update' ? Promise.reject(new TypeError('Failed to fetch')) : undefined);
    const first = await openWizard('/cadastro-imovel/etapas?edit=draft-1', { rows: [draftRow()], override: offline });
    await first.user.type(await screen.findByLabelText(/^Rua/), ' 2');
    expect(await screen.findByText('Erro ao salvar', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Não foi possível salvar automaticamente. Suas alterações locais foram mantidas.')).toBeInTheDocument();
    expect(screen.getByText(/alterações mantidas neste aparelho/)).toBeInTheDocument();
    first.unmount();
    // Signing out clears only the session's keys: the owner's local draft is there at the next sign-in.
    jest.requireActual<{ clearStoredAuth: (storage: Storage) => void }>('@portal/shared/supabase').clearStoredAuth(window.localStorage);
    await openWizard('/cadastro-imovel/etapas?edit=draft-1', { rows: [draftRow()] });
    expect(await screen.findByLabelText(/^Rua/)).toHaveValue('Rua das Gaivotas 2');
  });

  it('tries a failed autosave again as soon as the connection returns', async () => {
    let offline = true;
    const override = (request: FakeRequest) => (offline && request.operation === 'update' ? Promise.reject(new TypeError('Failed to fetch')) : undefined);
    const view = await openWizard('/cadastro-imovel/etapas?edit=draft-1', { rows: [draftRow()], override });
    await view.user.type(await screen.findByLabelText(/^Rua/), ' 2');
    expect(await screen.findByText('Erro ao salvar', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(view.table.rows[0]).toMatchObject({ address_street: 'Rua das Gaivotas' });
    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(view.table.rows[0]).toMatchObject({ address_street: 'Rua das Gaivotas 2' }));
  });
});

describe('property wizard: edit mode and links', () => {
  it('asks before leaving a finished property with unsaved edits, and stays when the owner says so', async () => {
    const view = await openWizard('/cadastro-imovel/etapas?edit=prop-1', { rows: [propertyRow()] });
    await view.user.clear(await screen.findByLabelText(/^Número/));
    await view.user.type(field('Número'), '200');
    await view.user.click(screen.getByRole('button', { name: 'Voltar às propriedades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(dialog).toHaveTextContent('As alterações feitas nesta propriedade ainda não foram salvas.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText('lista de propriedades')).not.toBeInTheDocument();
    expect(field('Número')).toHaveValue('200');
    await view.user.click(screen.getByRole('button', { name: 'Voltar às propriedades' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('lista de propriedades')).toBeInTheDocument();
    expect(writes(view)).toEqual([]);
  });

  it('leaves a finished property without asking when nothing changed', async () => {
    const view = await openWizard('/cadastro-imovel/etapas?edit=prop-1', { rows: [propertyRow()] });
    await screen.findByRole('heading', { name: 'Editando: Casa da Praia' });
    await view.user.click(screen.getByRole('button', { name: 'Voltar às propriedades' }));
    expect(await screen.findByText('lista de propriedades')).toBeInTheDocument();
  });

  it('has the browser ask before closing the tab on unsaved edits', async () => {
    const view = await openWizard('/cadastro-imovel/etapas?edit=prop-1', { rows: [propertyRow()] });
    await view.user.type(await screen.findByLabelText(/^Rua/), ' 2');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("edits a finished property: 'Editando: {name}', no autosave, 'Salvar Alterações', the list after 1.5 s", async () => {
    const view = await openWizard('/cadastro-imovel/etapas?edit=prop-1', { rows: [propertyRow()] });
    expect(await screen.findByRole('heading', { name: 'Editando: Casa da Praia' })).toBeInTheDocument();
    expect(field('Rua')).toHaveValue('Rua das Gaivotas');
    await view.user.clear(field('Número'));
    await view.user.type(field('Número'), '200');
    await view.user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('button', { name: 'Salvar Alterações' })).toBeInTheDocument();
    expect(field('Nome da propriedade')).toHaveValue('Casa da Praia');
    expect(within(screen.getByRole('list', { name: 'Comodidades adicionadas' })).getByText('Lareira')).toBeInTheDocument();
    expect(writes(view)).toEqual([]);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(writes(view)).toHaveLength(1));
    expect(screen.queryByText('lista de propriedades')).not.toBeInTheDocument();
    expect(await findToast('Propriedade atualizada!')).toBeInTheDocument();
    expect(writes(view)[0]).toMatchObject({ operation: 'update', filters: { id: 'prop-1', user_id: 'u1' }, values: { address_number: '200' } });
    expect(writes(view)[0]?.values).not.toHaveProperty('is_draft');
    expect(await screen.findByText('lista de propriedades', undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it('continues the draft of the onboarding link (?propertyId=) as a registration', async () => {
    await openWizard('/cadastro-imovel/etapas?propertyId=draft-1', { rows: [draftRow()] });
    expect(await screen.findByLabelText(/^Cidade/)).toHaveValue('Florianópolis');
    expect(screen.getByRole('heading', { name: 'Cadastro da propriedade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeInTheDocument();
  });

  it("sends a missing or someone else's property back to the list after 2 s", async () => {
    await openWizard('/cadastro-imovel/etapas?edit=de-outro-dono', { rows: [propertyRow({ id: 'de-outro-dono', user_id: 'u2' })] });
    expect(await screen.findByText('Voltando para suas propriedades...')).toBeInTheDocument();
    expect(screen.queryByText('lista de propriedades')).not.toBeInTheDocument();
    expect(await findToast('Propriedade não encontrada ou você não tem permissão para editá-la')).toBeInTheDocument();
    expect(await screen.findByText('lista de propriedades', undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it("says 'Erro ao carregar propriedade' when the property cannot be loaded, then goes to the list", async () => {
    await openWizard('/cadastro-imovel/etapas?edit=prop-1', { override: () => ({ error: { message: 'bad request', code: 'PGRST100' }, status: 400 }) });
    expect(await findToast('Erro ao carregar propriedade. Tente novamente.')).toBeInTheDocument();
    expect(await screen.findByText('lista de propriedades', undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', async () => {
    await openWizard('/cadastro-imovel/etapas', { signedIn: false });
    expect(screen.getByText('tela de login')).toBeInTheDocument();
  });
});
