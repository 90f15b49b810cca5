import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSupabase } from '../testing/fake-supabase';
import type { BusinessLimits } from '@portal/shared/domain';
import { createFakeStorage, type FakeStorage } from '@portal/shared/testing';
import { photoObjects, photoRow } from '../testing/fixtures';
import { createPhotoTable } from '../testing/photo-table';
import { renderProperties } from '../testing/render-properties';
import { PropertyPhotosSection } from '../wizard/property-photos-section';
import type { PropertyPhotoRow } from './photo-storage';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

// The image library needs a real browser's canvas. This stand-in keeps its contract: a JPEG no larger than asked
// (a 12 MB camera photo comes back at 2 MB; one named "gigante" stays over 10 MB; one named "corrompida" cannot be
// decoded), and a small thumbnail.
const mockCompress = jest.fn(async (file: File, options: { maxWidthOrHeight: number }) => {
  if (file.name.includes('corrompida')) throw new Error('Error: The file given is not an image');
  const size = options.maxWidthOrHeight <= 480 ? 40_000 : file.name.includes('gigante') ? 11 * 1024 * 1024 : Math.min(file.size, 2_000_000);
  return new File([new Uint8Array(size)], file.name, { type: 'image/jpeg' });
});
jest.mock('browser-image-compression', () => ({ __esModule: true, default: (...args: [File, { maxWidthOrHeight: number }]) => mockCompress(...args) }));

const photo = (name: string, bytes = 3_000_000, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
const main = photoRow(99, { id: 'main', is_main: true, position: 0 });
const gallery = (count: number) => Array.from({ length: count }, (_, index) => photoRow(index + 1));

let restoreXhr: () => void = () => undefined;
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  restoreXhr();
  mockCompress.mockClear();
});

async function openArea(
  rows: PropertyPhotoRow[] = [],
  { propertyId = 'draft-1' as string | null, visible = true, storage = createFakeStorage(photoObjects(rows)), limits }: { propertyId?: string | null; visible?: boolean; storage?: FakeStorage; limits?: Partial<BusinessLimits> } = {},
) {
  const table = createPhotoTable(rows);
  restoreXhr = storage.installXhr();
  const view = await renderProperties(<PropertyPhotosSection userId="u1" propertyId={propertyId} visible={visible} />, { supabase: createFakeSupabase(table.handler, { storage, businessLimits: limits }) });
  return { ...view, table, storage };
}

const mainRegion = () => screen.getByRole('region', { name: 'Foto principal' });
const galleryList = () => screen.getByRole('list', { name: 'Galeria' });
const picker = () => screen.getByLabelText('Adicionar fotos');
const tiles = () => within(galleryList()).queryAllByRole('listitem');
/** Chooses files in the picker as a browser would hand them over, whatever `accept` says (a PDF can still be chosen). */
const choose = (files: File[]) => userEvent.setup({ applyAccept: false, delay: null, pointerEventsCheck: 0 }).upload(picker(), files);

describe('photo area', () => {
  it('words and applies the limits the database holds', async () => {
    await openArea([main, ...gallery(2)], { limits: { galleryMaxPhotos: 2, photoMaxBytes: 2.5 * 1024 * 1024 } });
    expect(await screen.findByText('2 de 2 fotos na galeria')).toBeInTheDocument();
    expect(screen.getByText('A foto principal é a capa do anúncio; a galeria aceita até 2 fotos adicionais. Fotos grandes são reduzidas antes do envio.')).toBeInTheDocument();
    expect(picker()).toBeDisabled();
    expect(screen.getByText('A galeria aceita no máximo 2 fotos.')).toBeInTheDocument();
  });

  it('empty: the main slot says what the first photo becomes, the gallery is empty, photos can be added', async () => {
    await openArea();
    expect(await screen.findByText('A primeira foto que você adicionar será a capa do anúncio.')).toBeInTheDocument();
    expect(tiles()).toEqual([]);
    expect(screen.getByText('0 de 20 fotos na galeria')).toBeInTheDocument();
    expect(picker()).toBeEnabled();
    expect(picker()).toHaveAttribute('accept', 'image/*');
    expect(picker()).toHaveAttribute('multiple');
    expect(screen.getByLabelText('Tirar foto')).toHaveAttribute('capture', 'environment');
    expect(screen.getByText('Fotografe com luz natural, de dia, com cortinas abertas.')).toBeInTheDocument();
  });

  it('shows the stored photos from the server, main first and the gallery in order (they survive a reload)', async () => {
    await openArea([photoRow(1, { position: 1 }), main, photoRow(2, { position: 0 })]);
    await screen.findByText('2 de 20 fotos na galeria');
    expect(await within(mainRegion()).findByRole('img', { name: 'Foto principal' })).toHaveAttribute('src', expect.stringContaining('thumbs/main.jpg'));
    expect(tiles().map((tile) => within(tile).getByRole('img').getAttribute('src'))).toEqual([expect.stringContaining('thumbs/photo-2.jpg'), expect.stringContaining('thumbs/photo-1.jpg')]);
    expect(screen.getByText('2 de 20 fotos na galeria')).toBeInTheDocument();
  });

  it('until the draft row exists, says the photos come after step 1 and offers no upload', async () => {
    const { supabase } = await openArea([], { propertyId: null });
    expect(screen.getByText('As fotos ficam disponíveis depois que a primeira etapa é salva.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Adicionar fotos')).not.toBeInTheDocument();
    // Only the limits its hint words are read.
    expect(supabase.requests.map((request) => request.table)).toEqual(['business_limits']);
  });

  it('loads nothing while step 2 is not on screen', async () => {
    const { supabase } = await openArea([main], { visible: false });
    expect(screen.queryByRole('region', { name: 'Foto principal' })).not.toBeInTheDocument();
    expect(supabase.requests.map((request) => request.table)).toEqual(['business_limits']);
  });

  it('the first photo chosen becomes the main one, the others go to the gallery; all are stored', async () => {
    const { table, storage } = await openArea();
    await screen.findByText('0 de 20 fotos na galeria');
    await choose([photo('sala.jpg'), photo('quarto.jpg'), photo('varanda.jpg')]);
    await waitFor(() => expect(table.rows).toHaveLength(3));
    expect(table.rows.find((row) => row.is_main)?.path).toMatch(/^u1\/draft-1\/[0-9a-f-]{36}\.jpg$/);
    expect(storage.paths()).toHaveLength(6);
    expect(await within(mainRegion()).findByRole('img', { name: 'Foto principal' })).toBeInTheDocument();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(screen.getByText('2 de 20 fotos na galeria')).toBeInTheDocument();
    // Every photo was downscaled (longest side 2560) and got a thumbnail (480).
    expect(mockCompress.mock.calls.map(([, options]) => options.maxWidthOrHeight).sort()).toEqual([2560, 2560, 2560, 480, 480, 480]);
  });

  it('uploading: a progress bar per file, named by the file, with what has been sent', async () => {
    const storage = createFakeStorage();
    storage.state.uploadBehaviour = () => 'hold';
    await openArea([main], { storage });
    await screen.findByText('0 de 20 fotos na galeria');
    await choose([photo('cozinha.jpg')]);
    const bar = await screen.findByRole('progressbar', { name: 'cozinha.jpg' });
    await waitFor(() => expect(storage.held).toHaveLength(1));
    act(() => storage.held[0]!.progress(0.5));
    // The photo (2 MB once downscaled) is most of the bytes: half of it sent is a little under half of the whole.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '49'));
    expect(bar).toHaveAttribute('aria-valuetext', 'Enviando 49%');
    act(() => storage.held[0]!.complete());
    await waitFor(() => expect(storage.held).toHaveLength(1));
    act(() => storage.held[0]!.complete());
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'cozinha.jpg' })).not.toBeInTheDocument());
    expect(within(tiles()[0]!).getByRole('img', { name: 'Foto 1 da galeria' })).toBeInTheDocument();
  });

  it('a failed upload stays with its message and "Tentar novamente", the others are stored, and the retry stores it', async () => {
    const storage = createFakeStorage();
    let connection: 'up' | 'down' = 'down';
    storage.state.uploadBehaviour = () => (connection === 'down' && storage.calls.filter((call) => call.operation === 'upload').length <= 1 ? 'network' : 'complete');
    const { user, table } = await openArea([main], { storage });
    await screen.findByText('0 de 20 fotos na galeria');
    await choose([photo('piscina.jpg'), photo('jardim.jpg')]);
    const failure = await screen.findByText('"piscina.jpg" não foi enviada. Verifique sua conexão e tente novamente.');
    await waitFor(() => expect(table.rows).toHaveLength(2));
    expect(storage.paths().filter((path) => path.includes('piscina'))).toEqual([]);
    const failedTile = failure.closest('li')!;
    connection = 'up';
    await user.click(within(failedTile).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(table.rows).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText(/não foi enviada/)).not.toBeInTheDocument());
    expect(tiles()).toHaveLength(2);
    // The retry sent the photo it had already prepared: no second downscaling.
    expect(mockCompress).toHaveBeenCalledTimes(4);
  });

  it('a failed upload can be removed instead, leaving nothing stored', async () => {
    const storage = createFakeStorage(photoObjects([main]));
    storage.state.uploadBehaviour = () => ({ status: 400, body: { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' } });
    const { user, table } = await openArea([main], { storage });
    await screen.findByText('0 de 20 fotos na galeria');
    await choose([photo('garagem.jpg')]);
    const failure = await screen.findByText('Não foi possível enviar "garagem.jpg". Tente novamente.');
    await user.click(within(failure.closest('li')!).getByRole('button', { name: 'Remover foto' }));
    expect(screen.queryByText(/garagem/)).not.toBeInTheDocument();
    expect(table.rows).toHaveLength(1);
    expect(storage.paths()).toHaveLength(2);
  });

  it('refuses what is not a photo, naming it; a 12 MB camera photo is downscaled and accepted; one still over 10 MB is refused', async () => {
    const { user, table } = await openArea([main]);
    await screen.findByText('0 de 20 fotos na galeria');
    await choose([photo('contrato.pdf', 20_000, 'application/pdf'), photo('camera.jpg', 12 * 1024 * 1024), photo('gigante.png', 30 * 1024 * 1024, 'image/png')]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('"contrato.pdf" não é uma imagem. Envie fotos em JPG, PNG, WEBP ou HEIC.')).toBeInTheDocument();
    expect(await within(alert).findByText('"gigante.png" tem mais de 10 MB mesmo depois de reduzida.')).toBeInTheDocument();
    await waitFor(() => expect(table.rows).toHaveLength(2));
    expect(table.rows.find((row) => !row.is_main)?.bytes).toBe(2_000_000);
    await user.click(within(alert).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText(/contrato\.pdf/)).not.toBeInTheDocument();
  });

  it('says when this browser cannot open a photo (a HEIC outside Safari)', async () => {
    await openArea([main]);
    await screen.findByText('0 de 20 fotos na galeria');
    await choose([photo('IMG_0001-corrompida.HEIC', 2_000_000, '')]);
    expect(await screen.findByText('Não foi possível abrir "IMG_0001-corrompida.HEIC" neste navegador. Envie a foto em JPG, PNG ou WEBP.')).toBeInTheDocument();
    // The type was taken from the extension, so the library was asked to read it.
    expect(mockCompress.mock.calls[0]![0].type).toBe('image/heic');
  });

  it('full gallery at 20: nothing more can be added, and says why', async () => {
    await openArea([main, ...gallery(20)]);
    expect(await screen.findByText('20 de 20 fotos na galeria')).toBeInTheDocument();
    expect(picker()).toBeDisabled();
    expect(screen.getByLabelText('Tirar foto')).toBeDisabled();
    expect(screen.getByText('A galeria aceita no máximo 20 fotos.')).toBeInTheDocument();
  });

  it('with 19 in the gallery, takes one more of the three chosen and refuses the rest once', async () => {
    const { table } = await openArea([main, ...gallery(19)]);
    await screen.findByText('19 de 20 fotos na galeria');
    await choose([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('A galeria aceita no máximo 20 fotos.');
    await waitFor(() => expect(table.rows).toHaveLength(21));
    await waitFor(() => expect(picker()).toBeDisabled());
  });

  it('a gallery photo becomes the main one; the former main takes its place', async () => {
    const { user, table } = await openArea([main, ...gallery(2)]);
    await screen.findByText('2 de 20 fotos na galeria');
    await user.click(within(tiles()[1]!).getByRole('button', { name: 'Definir como principal' }));
    await waitFor(() => expect(table.rows.find((row) => row.is_main)?.id).toBe('photo-2'));
    expect(within(mainRegion()).getByRole('img', { name: 'Foto principal' })).toHaveAttribute('src', expect.stringContaining('thumbs/photo-2.jpg'));
    expect(within(tiles()[1]!).getByRole('img')).toHaveAttribute('src', expect.stringContaining('thumbs/main.jpg'));
    expect(await screen.findByText('Foto principal definida.')).toBeInTheDocument();
  });

  it('moves a gallery photo earlier and later; the ends cannot move further', async () => {
    const { user, table } = await openArea([main, ...gallery(3)]);
    await screen.findByText('3 de 20 fotos na galeria');
    expect(within(tiles()[0]!).getByRole('button', { name: 'Mover para trás' })).toBeDisabled();
    expect(within(tiles()[2]!).getByRole('button', { name: 'Mover para frente' })).toBeDisabled();
    await user.click(within(tiles()[2]!).getByRole('button', { name: 'Mover para trás' }));
    await waitFor(() => expect(within(tiles()[1]!).getByRole('img')).toHaveAttribute('src', expect.stringContaining('photo-3')));
    await user.click(within(tiles()[0]!).getByRole('button', { name: 'Mover para frente' }));
    await waitFor(() => expect(tiles().map((tile) => /photo-\d/.exec(within(tile).getByRole('img').getAttribute('src')!)![0])).toEqual(['photo-3', 'photo-1', 'photo-2']));
    await waitFor(() => {
      const order = table.rows.filter((row) => !row.is_main).sort((a, b) => a.position - b.position);
      expect(order.map((row) => row.id)).toEqual(['photo-3', 'photo-1', 'photo-2']);
    });
  });

  it('removes a gallery photo with its files', async () => {
    const { user, table, storage } = await openArea([main, ...gallery(2)]);
    await screen.findByText('2 de 20 fotos na galeria');
    await user.click(within(tiles()[0]!).getByRole('button', { name: 'Remover foto' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(table.rows.map((row) => row.id)).toEqual(['main', 'photo-2']);
    expect(storage.paths().some((path) => path.includes('photo-1'))).toBe(false);
  });

  it('removing the main photo makes the first gallery photo the main one', async () => {
    const { user, table } = await openArea([main, ...gallery(2)]);
    await screen.findByText('2 de 20 fotos na galeria');
    await user.click(within(mainRegion()).getByRole('button', { name: 'Remover foto' }));
    await waitFor(() => expect(table.rows.find((row) => row.is_main)?.id).toBe('photo-1'));
    expect(table.rows).toHaveLength(2);
    await waitFor(() => expect(tiles()).toHaveLength(1));
  });

  it('a change the server refuses is undone and said', async () => {
    const storage = createFakeStorage(photoObjects([main, ...gallery(2)]));
    storage.state.override = (call) => (call.operation === 'remove' ? { message: 'new row violates row-level security policy', status: 403, statusCode: '403' } : undefined);
    const { user } = await openArea([main, ...gallery(2)], { storage });
    await screen.findByText('2 de 20 fotos na galeria');
    await user.click(within(tiles()[0]!).getByRole('button', { name: 'Remover foto' }));
    expect(await screen.findByText('Não foi possível remover a foto. Tente novamente.')).toBeInTheDocument();
    expect(tiles()).toHaveLength(2);
  });
});
