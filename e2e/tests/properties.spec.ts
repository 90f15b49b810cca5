import type { Page } from '@playwright/test';
import { createOwner, finishedProperty, type TestOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { expect, openedDialog, startSignedIn, test } from '../fixtures/portal-test';

/** A draft as the wizard leaves it after step 1: the basics, no description yet. */
function draftProperty(ownerId: string, name: string) {
  return {
    user_id: ownerId,
    property_name: name,
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
  };
}

async function insertProperty(row: Record<string, unknown>): Promise<string> {
  const { data, error } = await backendClient('service').from('properties').insert(row).select('id').single();
  if (error || !data) throw new Error(`property: ${error?.message}`);
  return (data as { id: string }).id;
}

async function storedProperty(id: string) {
  const { data, error } = await backendClient('service').from('properties').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

async function ownerProperties(ownerId: string) {
  const { data, error } = await backendClient('service').from('properties').select('*').eq('user_id', ownerId);
  if (error) throw new Error(error.message);
  return (data ?? []) as Record<string, unknown>[];
}

async function ownerWith(prefix: string, rows: (owner: TestOwner) => Record<string, unknown>[]): Promise<{ owner: TestOwner; ids: string[] }> {
  const owner = await createOwner(prefix);
  const ids: string[] = [];
  for (const row of rows(owner)) ids.push(await insertProperty(row));
  return { owner, ids };
}

/** A finger dragging left across an element, as Chromium's touch input delivers it (pointer events of type touch). */
async function swipeLeft(page: Page, selector: string, distance: number) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`nothing to swipe at ${selector}`);
  const session = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const startX = box.x + box.width - 30;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
  for (let moved = 10; moved <= distance; moved += 10) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: startX - moved, y }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test.describe('properties: list, redirect screen, intro and dashboard cards', () => {
  test('the list shows each property with its status; a draft blocks adding another and is deleted after confirming', async ({ page }) => {
    const { owner, ids } = await ownerWith('lista', (o) => [finishedProperty(o.id, 'Casa Ativa', true), finishedProperty(o.id, 'Casa em Revisão', false), draftProperty(o.id, 'Rascunho da Serra')]);
    const [, , draftId] = ids;
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/propriedades');
    await expect(page.getByRole('heading', { name: 'Minhas Propriedades', level: 1 })).toBeVisible();
    await expect(page.getByText('3 imóveis')).toBeVisible();

    const card = (name: string) => page.getByRole('article', { name });
    await expect(card('Casa Ativa')).toContainText('Ativo');
    // Finished, without a photo session yet: the provider approves only after one.
    await expect(card('Casa em Revisão')).toContainText('Aguardando fotos');
    await expect(card('Rascunho da Serra')).toContainText('Rascunho');
    await expect(card('Casa Ativa').getByRole('button', { name: 'Calendário' })).toBeVisible();
    await expect(card('Casa Ativa').getByRole('button', { name: 'Excluir' })).toHaveCount(0);

    // One draft at a time: the add button says why it is off.
    const add = page.getByRole('button', { name: 'Finalize o rascunho' });
    await expect(add).toBeDisabled();

    await card('Rascunho da Serra').getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Tem certeza que deseja excluir a propriedade "Rascunho da Serra"? Esta ação não pode ser desfeita.');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Propriedade excluída')).toBeVisible();
    await expect(card('Rascunho da Serra')).toHaveCount(0);
    await expect(page.getByText('2 imóveis')).toBeVisible();
    expect(await storedProperty(draftId!)).toBeNull();
    await expect(page.getByRole('button', { name: 'Adicionar Propriedade' })).toBeEnabled();
  });

  test('the database refuses a second draft and the owner reads its message', async () => {
    const { owner } = await ownerWith('um-rascunho', (o) => [draftProperty(o.id, 'Primeiro rascunho')]);
    const client = backendClient('anon');
    await client.auth.signInWithPassword({ email: owner.email, password: owner.password });
    const { error } = await client.from('properties').insert({ user_id: owner.id, is_draft: true }).select().single();
    expect(error?.message).toBe('Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.');
  });

  test('the redirect screen sends a draft to the wizard, a finished property to its calendar, someone else\'s back to the list', async ({ page }) => {
    const { owner, ids } = await ownerWith('redireciona', (o) => [draftProperty(o.id, 'Rascunho'), finishedProperty(o.id, 'Pronta', false)]);
    const [draftId, finishedId] = ids;
    const stranger = await ownerWith('outro-dono', (o) => [finishedProperty(o.id, 'Casa de outro dono', true)]);
    await startSignedIn(page, owner.email, owner.password);

    await page.goto(`/propriedade/${draftId}`);
    await expect(page).toHaveURL(new RegExp(`/cadastro-imovel/etapas\\?edit=${draftId}$`));

    await page.goto(`/propriedade/${finishedId}`);
    await expect(page).toHaveURL(new RegExp(`/propriedade/${finishedId}/calendario$`));

    // The dashboard card's other reading of the same route.
    await page.goto(`/property/${finishedId}`);
    await expect(page).toHaveURL(new RegExp(`/propriedade/${finishedId}/calendario$`));

    const started = Date.now();
    await page.goto(`/propriedade/${stranger.ids[0]}`);
    await expect(page.getByText('Propriedade não encontrada').first()).toBeVisible();
    await expect(page.getByText('Verifique o link e tente novamente.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/propriedades$/, { timeout: 6_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });

  test('on a touch screen a draft of the intro is swiped left and removed', async ({ page }) => {
    const { owner, ids } = await ownerWith('deslizar', (o) => [draftProperty(o.id, 'Rascunho para remover')]);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-imovel');
    const card = page.getByRole('article', { name: 'Rascunho para remover' });
    await expect(card).toBeVisible();
    // While the draft is pending a new registration cannot start.
    await expect(page.getByRole('button', { name: /finalize o rascunho existente/i })).toBeDisabled();
    // As the spec quotes it, lower case on screen too (innerText applies the page's text-transform).
    expect(await page.getByRole('button', { name: /finalize o rascunho existente/i }).evaluate((button) => (button as HTMLElement).innerText.trim())).toBe('finalize o rascunho existente');

    const remove = page.locator('.mfp-swipe-remove');
    await expect(remove).toBeHidden();
    // A short drag (under 60 px) springs back closed.
    await swipeLeft(page, '.mfp-swipe-card', 40);
    await expect(remove).toBeHidden();
    await swipeLeft(page, '.mfp-swipe-card', 100);
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('button', { name: /começar cadastro/i })).toBeVisible();
    expect(await page.getByRole('button', { name: /começar cadastro/i }).evaluate((button) => (button as HTMLElement).innerText.trim())).toBe('começar cadastro');
    expect(await storedProperty(ids[0]!)).toBeNull();
  });

  test('the trash button of the intro asks first, then removes the draft', async ({ page }) => {
    const { owner, ids } = await ownerWith('lixeira', (o) => [draftProperty(o.id, 'Rascunho da lixeira')]);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-imovel');
    await page.getByRole('button', { name: 'Remover Rascunho da lixeira' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover propriedade?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedProperty(ids[0]!)).not.toBeNull();
    await page.getByRole('button', { name: 'Remover Rascunho da lixeira' }).click();
    await page.getByRole('dialog', { name: 'Remover propriedade?' }).getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByRole('article', { name: 'Rascunho da lixeira' })).toHaveCount(0);
    expect(await storedProperty(ids[0]!)).toBeNull();
  });

  test('the demo owner\'s dashboard shows a card per property with the actions of its status', async ({ ownerPage: page }) => {
    await page.goto('/dashboard');
    const cards = page.getByRole('list', { name: 'Propriedades' }).getByRole('article');
    await expect(cards).toHaveCount(5);
    const beach = page.getByRole('article', { name: 'Casa da Praia em Búzios' });
    await expect(beach).toContainText('Ativo');
    await expect(beach.getByRole('button', { name: 'Acessar Calendário' })).toBeVisible();
    const draft = page.getByRole('article', { name: 'Flat em Ilhabela' });
    await expect(draft).toContainText('Rascunho');
    await expect(draft.getByRole('button', { name: 'Continuar ativação' })).toBeVisible();
    // On a phone each action of a card is a thumb's tap: 44 px high at least.
    await page.setViewportSize({ width: 360, height: 740 });
    const seeAll = page.getByRole('link', { name: 'Ver todas' }).and(page.locator('[href="/propriedades"]'));
    for (const target of [...(await cards.getByRole('button').all()), seeAll]) {
      expect((await target.boundingBox())?.height ?? 0, await target.innerText()).toBeGreaterThanOrEqual(44);
    }

    await draft.getByRole('button', { name: 'Continuar ativação' }).click();
    await expect(page).toHaveURL(/\/propriedade\/[0-9a-f-]{36}\/onboarding$/);
    await page.goBack();
    await page.getByRole('article', { name: 'Casa da Praia em Búzios' }).getByRole('button', { name: 'Acessar Calendário' }).click();
    await expect(page).toHaveURL(/\/propriedade\/[0-9a-f-]{36}\/calendario$/);
  });

  test('a new owner registers a property: the draft exists after step 1, a reload keeps step 2, finishing leaves it waiting for its photos', async ({ page }) => {
    const owner = await createOwner('cadastro-imovel');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-imovel');
    await page.getByRole('button', { name: /começar cadastro/i }).click();
    await expect(page).toHaveURL(/\/cadastro-imovel\/etapas/);

    // Step 1 refuses to move on empty, and says which fields.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Campos obrigatórios').first()).toBeVisible();
    expect(await ownerProperties(owner.id)).toHaveLength(0);

    await page.getByRole('radio', { name: /Litoral/ }).check();
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
    await expect(page.getByRole('textbox', { name: 'Cidade', exact: true })).toHaveValue('São Paulo');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await page.getByLabel('Número').fill('1000');
    await page.getByRole('radio', { name: 'Apartamento' }).check();
    await page.getByLabel('Quartos').fill('2');
    await page.getByLabel('Banheiros').fill('1');
    await page.getByLabel('Capacidade de hóspedes').fill('4');
    // Brazilian decimals: '62,5' is 62,5 m² (a number input once stored it as 625).
    await page.getByLabel('Área (m²)').fill('62,5');
    await expect(page.getByLabel('Área (m²)')).toHaveValue('62,5');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Leaving step 1 created the draft row.
    await expect.poll(async () => (await ownerProperties(owner.id)).length).toBe(1);
    const [draft] = await ownerProperties(owner.id);
    expect(draft).toMatchObject({ is_draft: true, address_street: 'Avenida Paulista', address_postal_code: '01310-100', bedrooms: 2, guest_capacity: 4, area_sqm: 62.5 });

    const description = 'Apartamento claro a poucos passos da Avenida Paulista, com varanda, cozinha completa e internet rápida para quem trabalha.';
    await page.getByLabel('Nome da propriedade').fill('Apê na Paulista');
    await page.getByLabel('Descrição').fill(description);
    await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
    await page.getByLabel('Outra comodidade').fill('Escrivaninha');
    await page.getByLabel('Outra comodidade').press('Enter');
    await expect(page.getByRole('list', { name: 'Comodidades adicionadas' })).toContainText('Escrivaninha');

    // What was typed in step 2 survives a reload (the local draft, and the autosave behind it).
    await expect.poll(async () => (await storedProperty(draft!.id as string))?.property_name, { timeout: 10_000 }).toBe('Apê na Paulista');
    await page.reload();
    await expect(page.getByLabel('Nome da propriedade')).toHaveValue('Apê na Paulista');
    await expect(page.getByLabel('Descrição')).toHaveValue(description);
    await expect(page.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();

    // Finishing needs a house rule: refused without one, with the field's message.
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await expect(page.getByText('Selecione pelo menos uma regra da casa')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Silêncio após as 22h' }).check();
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await expect(page.getByText('Propriedade cadastrada!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/propriedade/${draft!.id}/calendario$`), { timeout: 6_000 });
    const finished = await storedProperty(draft!.id as string);
    expect(finished).toMatchObject({ is_draft: false, is_verified: false, property_name: 'Apê na Paulista', description });
    expect(finished!.amenities).toEqual(expect.arrayContaining(['wifi', 'Escrivaninha']));
    expect(finished!.house_rules_options).toEqual(['rule-silencio-noturno']);

    await page.goto('/propriedades');
    await expect(page.getByRole('article', { name: 'Apê na Paulista' })).toContainText('Aguardando fotos');
  });

  test('edit mode names the property, saves the change and returns to the list', async ({ page }) => {
    const { owner, ids } = await ownerWith('editar', (o) => [finishedProperty(o.id, 'Casa para Editar', false)]);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/cadastro-imovel/etapas?edit=${ids[0]}`);
    await expect(page.getByRole('heading', { name: 'Editando: Casa para Editar', level: 1 })).toBeVisible();
    await page.getByLabel('Quartos').fill('3');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByLabel('Nome da propriedade').fill('Casa Editada');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Propriedade atualizada!')).toBeVisible();
    await expect(page).toHaveURL(/\/propriedades$/, { timeout: 5_000 });
    expect(await storedProperty(ids[0]!)).toMatchObject({ property_name: 'Casa Editada', bedrooms: 3, is_draft: false });
    await expect(page.getByRole('article', { name: 'Casa Editada' })).toBeVisible();
  });

  test('a draft begun on another device opens in the wizard, not an empty form', async ({ page }) => {
    const { owner, ids } = await ownerWith('outro-aparelho', (o) => [draftProperty(o.id, 'Rascunho do Celular')]);
    // A browser with nothing of it stored: the draft is the server's.
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-imovel/etapas');
    await expect(page.getByText(/Etapa 1 de 2/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(/^Rua/)).toHaveValue('Rua das Conchas');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText(/Etapa 2 de 2/)).toBeVisible();
    await expect(page.getByLabel('Nome da propriedade')).toHaveValue('Rascunho do Celular');
    expect(await storedProperty(ids[0]!)).toMatchObject({ is_draft: true });
  });

  test('leaving a finished property with unsaved edits asks first, from the wizard and from the bottom bar', async ({ page }) => {
    const { owner, ids } = await ownerWith('sair-sem-salvar', (o) => [finishedProperty(o.id, 'Casa Sem Pressa', false)]);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/cadastro-imovel/etapas?edit=${ids[0]}`);
    await expect(page.getByRole('heading', { name: 'Editando: Casa Sem Pressa', level: 1 })).toBeVisible();
    await page.getByLabel('Quartos').fill('5');

    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/cadastro-imovel/etapas\\?edit=${ids[0]}$`));
    await expect(page.getByLabel('Quartos')).toHaveValue('5');

    await page.getByRole('button', { name: 'Voltar às propriedades' }).click();
    // Once the dialog has stopped growing: a click during its animation lands where its button was a frame before.
    await expect(dialog).toBeVisible();
    await (await openedDialog(page)).getByRole('button', { name: 'Sair sem salvar' }).click();
    await expect(page).toHaveURL(/\/propriedades$/);
    expect(await storedProperty(ids[0]!)).not.toMatchObject({ bedrooms: 5 });
  });
});
