import { createOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { drawJpeg } from '../fixtures/photos';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

const BUCKET = 'property-photos';

async function photoRows(propertyId: string) {
  const { data, error } = await backendClient('service').from('property_photos').select('*').eq('property_id', propertyId).order('is_main', { ascending: false }).order('position');
  if (error) throw new Error(error.message);
  return (data ?? []) as { id: string; path: string; thumbnail_path: string; is_main: boolean; position: number; width: number; height: number; bytes: number }[];
}

async function storedObjects(prefix: string): Promise<string[]> {
  const { data, error } = await backendClient('service').storage.from(BUCKET).list(prefix, { limit: 100 });
  if (error) throw new Error(error.message);
  return (data ?? []).filter((entry) => entry.id !== null).map((entry) => entry.name);
}

test.describe('property photos on a phone', () => {
  test('an owner adds a main photo and gallery photos (a 12 MB one downscaled, a PDF refused), reorders, removes one and finds them after a reload', async ({ page }) => {
    test.setTimeout(150_000);
    const owner = await createOwner('fotos');
    const { data: created, error } = await backendClient('service')
      .from('properties')
      .insert({
        user_id: owner.id,
        property_name: 'Casa com Fotos',
        location_type: 'litoral',
        property_type: 'casa',
        address_street: 'Rua das Conchas',
        address_number: '12',
        address_neighborhood: 'Centro',
        address_city: 'Ubatuba',
        address_state: 'SP',
        address_postal_code: '11680-000',
        bedrooms: 3,
        bathrooms: 2,
        guest_capacity: 6,
        is_draft: true,
      })
      .select('id')
      .single();
    if (error || !created) throw new Error(`property: ${error?.message}`);
    const propertyId = (created as { id: string }).id;

    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/cadastro-imovel/etapas?propertyId=${propertyId}`);
    await page.getByRole('button', { name: 'Próximo' }).click();
    const input = page.getByLabel('Adicionar fotos');
    await expect(input).toBeAttached();

    const main = await drawJpeg(page, 'fachada.jpg', 1200, 800, 20, 0.85);
    const sala = await drawJpeg(page, 'sala.jpg', 1000, 750, 20, 0.85);
    const quarto = await drawJpeg(page, 'quarto.jpg', 1000, 750, 20, 0.85);
    const camera = await drawJpeg(page, 'camera-12mb.jpg', 4000, 3000, 90, 0.97);
    expect(camera.buffer.length).toBeGreaterThan(10 * 1024 * 1024);
    const pdf = { name: 'escritura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

    await input.setInputFiles(main);
    const mainSlot = page.getByRole('region', { name: 'Foto principal' });
    await expect(mainSlot.getByRole('img', { name: 'Foto principal' })).toBeVisible({ timeout: 30_000 });

    await input.setInputFiles([sala, camera, quarto, pdf]);
    await expect(page.getByText('"escritura.pdf" não é uma imagem. Envie fotos em JPG, PNG, WEBP ou HEIC.')).toBeVisible();
    const gallery = page.getByRole('list', { name: 'Galeria' });
    await expect(gallery.getByRole('img')).toHaveCount(3, { timeout: 60_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    let rows = await photoRows(propertyId);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.is_main)).toHaveLength(1);
    // The camera photo arrived downscaled: longest side 2560 px and well under the 10 MB limit.
    const big = rows.find((row) => Math.max(row.width, row.height) === 2560);
    expect(big, JSON.stringify(rows.map((row) => [row.width, row.height, row.bytes]))).toBeDefined();
    expect(big!.bytes).toBeLessThan(10 * 1024 * 1024);
    const objects = await storedObjects(`${owner.id}/${propertyId}`);
    const thumbs = await storedObjects(`${owner.id}/${propertyId}/thumbs`);
    expect(objects).toHaveLength(4);
    expect(thumbs).toHaveLength(4);

    // Reorder: the first gallery photo moves one place later.
    const galleryOrder = async () => (await photoRows(propertyId)).filter((row) => !row.is_main).map((row) => row.id);
    const before = await galleryOrder();
    await gallery.getByRole('listitem').first().getByRole('button', { name: 'Mover para frente' }).click();
    await expect.poll(galleryOrder).toEqual([before[1], before[0], before[2]]);

    // Remove the last gallery photo: its row and both files go.
    const removed = (await galleryOrder())[2]!;
    await gallery.getByRole('listitem').last().getByRole('button', { name: 'Remover foto' }).click();
    await expect(gallery.getByRole('img')).toHaveCount(2);
    await expect.poll(async () => (await photoRows(propertyId)).map((row) => row.id)).not.toContain(removed);
    await expect.poll(async () => (await storedObjects(`${owner.id}/${propertyId}`)).length).toBe(3);
    await expect.poll(async () => (await storedObjects(`${owner.id}/${propertyId}/thumbs`)).length).toBe(3);

    // After a reload the photos come back from the server, in the same order.
    const order = await galleryOrder();
    await page.reload();
    // The wizard comes back on the step the owner was on (its local draft keeps currentStep).
    await expect(page.getByText('Etapa 2 de 2', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Foto principal' }).getByRole('img', { name: 'Foto principal' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Galeria' }).getByRole('img')).toHaveCount(2);
    expect(await galleryOrder()).toEqual(order);
    rows = await photoRows(propertyId);
    expect(rows).toHaveLength(3);

    // The list shows the main photo's thumbnail on the property's card.
    await page.goto('/propriedades');
    const thumbnail = page.getByRole('article', { name: 'Casa com Fotos' }).getByRole('img', { name: 'Foto de Casa com Fotos' });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

    // Once the registration is finished, the photo session's property chooser shows the same picture.
    const finished = await backendClient('service').from('properties').update({ is_draft: false }).eq('id', propertyId);
    expect(finished.error).toBeNull();
    await page.goto('/escolher-propriedade-fotos');
    const choice = page.getByRole('radiogroup', { name: 'Propriedades sem sessão de fotos' }).getByRole('img', { name: 'Foto de Casa com Fotos' });
    await expect(choice).toBeVisible();
    await expect.poll(() => choice.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });

  test('deleting a draft removes its photos from the bucket', async ({ page }) => {
    const owner = await createOwner('fotos-excluir');
    const { data: created } = await backendClient('service').from('properties').insert({ user_id: owner.id, property_name: 'Rascunho com Foto', is_draft: true }).select('id').single();
    const propertyId = (created as { id: string }).id;
    await startSignedIn(page, owner.email, owner.password);
    // The owner's own upload, through the same Storage API the wizard uses.
    const client = backendClient('anon');
    await client.auth.signInWithPassword({ email: owner.email, password: owner.password });
    const photo = await drawJpeg(page, 'foto.jpg', 600, 400, 10, 0.8);
    const id = crypto.randomUUID();
    const path = `${owner.id}/${propertyId}/${id}.jpg`;
    const thumbnail = `${owner.id}/${propertyId}/thumbs/${id}.jpg`;
    for (const name of [path, thumbnail]) {
      const upload = await client.storage.from(BUCKET).upload(name, photo.buffer, { contentType: 'image/jpeg' });
      expect(upload.error).toBeNull();
    }
    const row = await client.from('property_photos').insert({ id, property_id: propertyId, user_id: owner.id, path, thumbnail_path: thumbnail, is_main: true, position: 0 });
    expect(row.error).toBeNull();

    await page.goto('/propriedades');
    await page.getByRole('article', { name: 'Rascunho com Foto' }).getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Propriedade excluída')).toBeVisible();
    expect(await storedObjects(`${owner.id}/${propertyId}`)).toEqual([]);
    expect(await storedObjects(`${owner.id}/${propertyId}/thumbs`)).toEqual([]);
  });
});
