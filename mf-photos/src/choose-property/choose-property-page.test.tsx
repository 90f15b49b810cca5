import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { createFakeStorage, NextRoute } from '@portal/shared/testing';
import { createFakeSupabase } from '../testing/fake-supabase';
import { OFFLINE_QUEUE_KEY } from '../offline-queue/offline-queue';
import { propertyRow, sessionRow } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { queuedBooking } from '../testing/queue-entry';
import { renderPhotos } from '../testing/render-photos';
import { ChoosePropertyPage } from './choose-property-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

async function openChooser(initial: Parameters<typeof createPhotoBackend>[0], override?: Parameters<typeof createPhotoBackend>[1]) {
  return renderPhotos(
    <Routes>
      <Route path="/escolher-propriedade-fotos" element={<ChoosePropertyPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: '/escolher-propriedade-fotos', supabase: createPhotoBackend(initial, override).handler },
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

afterEach(() => jest.restoreAllMocks());

describe('/escolher-propriedade-fotos', () => {
  it("lists only finished properties without a session, with 'Precisa de Fotos', type, bedrooms and guests", async () => {
    await openChooser({
      properties: [
        propertyRow({ id: 'a', property_name: 'Casa da Praia', property_type: 'casa', bedrooms: 3, guest_capacity: 6 }),
        propertyRow({ id: 'b', property_name: 'Apê Centro', property_type: 'apartamento', bedrooms: 1, guest_capacity: 2 }),
        propertyRow({ id: 'c', property_name: 'Chalé Agendado' }),
        propertyRow({ id: 'd', property_name: 'Rascunho', is_draft: true }),
        propertyRow({ id: 'e', property_name: 'Já Fotografada' }),
      ],
      photoSessions: [sessionRow({ id: 's1', property_id: 'c' }), sessionRow({ id: 's2', property_id: 'e', status: 'completed' }), sessionRow({ id: 's3', property_id: 'b', status: 'cancelled' })],
    });
    const group = await screen.findByRole('radiogroup', { name: 'Propriedades sem sessão de fotos' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Casa da Praia', 'Apê Centro']);
    const beach = within(group).getByRole('radio', { name: 'Casa da Praia' });
    expect(beach).toHaveAccessibleDescription(/Precisa de Fotos.*Casa · 3 quartos · 6 hóspedes/);
    expect(within(group).getByRole('radio', { name: 'Apê Centro' })).toHaveAccessibleDescription(/Apartamento · 1 quarto · 2 hóspedes/);
  });

  it("shows each property's main photo, announced 'Foto de {nome}', and the empty box for one without", async () => {
    const storage = createFakeStorage([{ path: 'u1/a/thumbs/main.jpg', size: 2048 }]);
    const backend = createPhotoBackend({ properties: [propertyRow({ id: 'a', property_name: 'Casa A' }), propertyRow({ id: 'b', property_name: 'Casa B' })] }, (request) =>
      request.table === 'property_photos' ? { data: [{ property_id: 'a', thumbnail_path: 'u1/a/thumbs/main.jpg' }] } : undefined,
    );
    await renderPhotos(<ChoosePropertyPage />, { route: '/escolher-propriedade-fotos', supabase: createFakeSupabase(backend.handler, { storage }) });
    expect(await screen.findByRole('img', { name: 'Foto de Casa A' })).toHaveAttribute('src', expect.stringContaining('u1/a/thumbs/main.jpg'));
    expect(screen.getByRole('radio', { name: 'Casa B' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Foto de Casa B' })).not.toBeInTheDocument();
  });

  it('continues to /agendamento-fotos with the chosen property, and only after choosing one', async () => {
    const { user } = await openChooser({ properties: [propertyRow({ id: 'a', property_name: 'Casa A' }), propertyRow({ id: 'b', property_name: 'Casa B' })] });
    await screen.findByRole('radio', { name: 'Casa B' });
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Casa B' }));
    await user.click(continueButton());
    expect(await screen.findByText('rota: /agendamento-fotos?propertyId=b')).toBeInTheDocument();
  });

  it('chooses the only property there is', async () => {
    const { user } = await openChooser({ properties: [propertyRow()] });
    expect(await screen.findByRole('radio', { name: 'Casa da Praia' })).toBeChecked();
    await user.click(continueButton());
    expect(await screen.findByText('rota: /agendamento-fotos?propertyId=prop-1')).toBeInTheDocument();
  });

  it("shows 'Todas as propriedades têm fotos!' when every finished property has a session", async () => {
    const { user } = await openChooser({ properties: [propertyRow()], photoSessions: [sessionRow({ status: 'confirmed' })] });
    expect(await screen.findByText('Todas as propriedades têm fotos!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver minhas sessões' }));
    expect(await screen.findByText('rota: /sessao-fotos-intro')).toBeInTheDocument();
  });

  it('asks to register a property when there is no finished one', async () => {
    const { user } = await openChooser({ properties: [propertyRow({ is_draft: true })] });
    expect(await screen.findByText('Nenhuma propriedade encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Propriedade' }));
    expect(await screen.findByText('rota: /cadastro-imovel')).toBeInTheDocument();
  });

  it("marks a property whose booking waits offline as 'Fotos Agendadas', and it cannot be chosen", async () => {
    // Still offline: the queue is not sent while the screen is open.
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.localStorage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify([queuedBooking({ propertyId: 'a', propertyName: 'Casa A' })]));
    await openChooser({ properties: [propertyRow({ id: 'a', property_name: 'Casa A' }), propertyRow({ id: 'b', property_name: 'Casa B' })] });
    const queued = await screen.findByRole('radio', { name: 'Casa A' });
    expect(queued).toBeDisabled();
    expect(queued).toHaveAccessibleDescription(/Fotos Agendadas/);
    expect(screen.getByRole('radio', { name: 'Casa B' })).toBeChecked();
  });

  it.each([
    ['properties', 'Erro ao carregar suas propriedades'],
    ['photo_sessions', 'Erro ao carregar sessões'],
  ])('says so when the %s cannot be read', async (table, message) => {
    await openChooser({ properties: [propertyRow()] }, (request) => (request.table === table ? { error: { code: 'PGRST000', message: 'refused' }, status: 400 } : undefined));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('goes back to the intro', async () => {
    const { user } = await openChooser({ properties: [propertyRow()] });
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('rota: /sessao-fotos-intro')).toBeInTheDocument();
  });
});
