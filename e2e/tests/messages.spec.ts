import type { Page } from '@playwright/test';
import { staffReply } from '@portal/supabase/staff';
import { COMPLETE_PROFILE, createOwner, finishedProperty, shapeOwner, type TestOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { drawJpeg, jpegSize } from '../fixtures/photos';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

/** An owner who finished onboarding, with one active property: Mensagens is open to them. */
async function onboardedOwner(prefix: string): Promise<TestOwner> {
  const owner = await createOwner(prefix);
  await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, 'Casa da Praia', true)], completedPhotoSessionFor: 'all' });
  return owner;
}

interface StoredMessage {
  id: string;
  conversation_id: string;
  author: string;
  body: string;
  attachments: string[];
  read_at: string | null;
}

/** The owner's messages as the database holds them, oldest first (read with the service role). */
async function storedMessages(ownerId: string): Promise<StoredMessage[]> {
  const { data, error } = await backendClient('service').from('messages').select('*').eq('owner_id', ownerId).order('created_at');
  if (error) throw new Error(error.message);
  return (data ?? []) as StoredMessage[];
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const thread = (page: Page) => page.getByRole('list', { name: 'Mensagens da conversa' });

/** From /mensagens, 'Nova conversa' about `subject` ('Geral' or a property): lands in its thread, whose id it answers. */
async function startConversation(page: Page, subject: string): Promise<string> {
  await page.getByRole('button', { name: 'Nova conversa' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova conversa' });
  await dialog.getByRole('radio', { name: subject }).check();
  await dialog.getByRole('button', { name: 'Começar conversa' }).click();
  await expect(page).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1)!;
}

/** A new onboarded owner on a phone of that size, in their new 'Geral' conversation: the owner and its id. */
async function generalThreadOnPhone(page: Page, prefix: string, viewport: { width: number; height: number }) {
  const owner = await onboardedOwner(prefix);
  await page.setViewportSize(viewport);
  await startSignedIn(page, owner.email, owner.password);
  await page.goto('/mensagens');
  return { owner, conversationId: await startConversation(page, 'Geral') };
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

test.describe('messages with the team', () => {
  test("an owner writes, the team replies through the staff command, and the reply arrives live with the tab's badge and a notification", async ({ page }) => {
    test.setTimeout(120_000);
    const owner = await onboardedOwner('mensagens');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/mensagens');
    await expect(page.getByText('Nenhuma conversa ainda')).toBeVisible();
    await expect(page.getByText(/Nossa equipe responde por aqui em até 1 dia útil/)).toBeVisible();

    const conversationId = await startConversation(page, 'Casa da Praia');
    await expect(page.getByRole('heading', { name: 'Casa da Praia' })).toBeVisible();
    await send(page, 'A geladeira parou de gelar.');
    const mine = thread(page).getByRole('listitem', { name: 'Você: A geladeira parou de gelar.' });
    await expect(mine).toHaveAttribute('data-delivery', 'sent');
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');

    // The team answers from the staff command: the reply shows in the open thread, and the owner's message is read.
    const staff = backendClient('service');
    const property = (await staff.from('properties').select('id').eq('user_id', owner.id).single()).data as { id: string };
    await staffReply(staff, owner.email, 'Oi! O técnico passa amanhã às 10h.', property.id, 'Marina');
    await expect(thread(page).getByRole('listitem', { name: 'Marina: Oi! O técnico passa amanhã às 10h.' })).toBeVisible();
    await expect(mine).toHaveAttribute('data-delivery', 'read');

    // On the list, a second reply raises the unread count there and on the Mensagens tab, without a reload.
    await page.getByRole('button', { name: 'Mensagens' }).first().click();
    await expect(page).toHaveURL(/\/mensagens$/);
    await staffReply(staff, owner.email, 'Confirmado para amanhã.', property.id, 'Marina');
    await expect(page.getByRole('button', { name: /^Casa da Praia.*1 mensagem não lida/ })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: /Mensagens/ }).getByLabel('1 mensagem não lida')).toBeVisible();

    // The notification centre has the reply, and its action opens the conversation, which reads it.
    await page.goto('/notificacoes');
    const notification = page.getByRole('listitem', { name: 'Nova mensagem da equipe' }).first();
    await expect(notification).toContainText('Confirmado para amanhã.');
    await notification.getByRole('button', { name: 'Ver conversa' }).click();
    await expect(page).toHaveURL(new RegExp(`/mensagens/${conversationId}$`));
    await expect(thread(page).getByRole('listitem', { name: 'Marina: Confirmado para amanhã.' })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: /Mensagens/ }).getByLabel(/não lida/)).toHaveCount(0);
    await expect.poll(async () => (await storedMessages(owner.id)).filter((message) => message.author === 'team' && message.read_at === null).length).toBe(0);
  });

  test("the messages page's code loads only when the owner opens it", async ({ page }) => {
    const owner = await onboardedOwner('mensagens-codigo');
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const loaded = async (text: string) => (await Promise.all(scripts)).some((body) => body.includes(text));
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    await expect(tabs(page).getByRole('link', { name: /Mensagens/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loaded('Mensagens da conversa')).toBe(false);
    expect(await loaded('Nova conversa')).toBe(false);

    await tabs(page).getByRole('link', { name: /Mensagens/ }).click();
    await expect(page.getByText('Nenhuma conversa ainda')).toBeVisible();
    expect(await loaded('Nova conversa')).toBe(true);
  });

  test('an owner offline writes two messages; back online, both arrive, once each', async ({ page, context }) => {
    const owner = await onboardedOwner('mensagens-offline');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/mensagens');
    await startConversation(page, 'Geral');
    await expect(page.getByText('Escreva sua primeira mensagem')).toBeVisible();

    await context.setOffline(true);
    await send(page, 'Primeira, sem sinal.');
    await send(page, 'Segunda, ainda sem sinal.');
    await expect(thread(page).getByText(/não enviada/)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(2);
    expect(await storedMessages(owner.id)).toEqual([]);

    await context.setOffline(false);
    await expect(thread(page).locator('[data-delivery="sent"]')).toHaveCount(2);
    await expect(thread(page).getByText(/não enviada/)).toHaveCount(0);
    const stored = await storedMessages(owner.id);
    expect(stored.map((message) => message.body)).toEqual(['Primeira, sem sinal.', 'Segunda, ainda sem sinal.']);

    // A reload sends nothing again: each arrived exactly once.
    await page.reload();
    await expect(thread(page).locator('[data-delivery="sent"]')).toHaveCount(2);
    expect(await storedMessages(owner.id)).toHaveLength(2);
  });

  test('a brand-new owner finds Mensagens locked until the registration is done', async ({ page }) => {
    const owner = await createOwner('mensagens-novo');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/mensagens');
    await expect(page.getByText('Disponível após o cadastro')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nova conversa' })).toHaveCount(0);
    await expect(tabs(page).getByRole('link', { name: /Mensagens/ })).toHaveAttribute('aria-disabled', 'true');
  });

  test("another owner sees nothing of an owner's conversation", async ({ browser }) => {
    const ana = await onboardedOwner('mensagens-ana');
    const bruno = await onboardedOwner('mensagens-bruno');
    const anaPage = await (await browser.newContext()).newPage();
    await startSignedIn(anaPage, ana.email, ana.password);
    await anaPage.goto('/mensagens');
    const conversationId = await startConversation(anaPage, 'Geral');
    await send(anaPage, 'Assunto particular da Ana.');
    await expect(thread(anaPage).locator('[data-delivery="sent"]')).toHaveCount(1);

    const brunoPage = await (await browser.newContext()).newPage();
    await startSignedIn(brunoPage, bruno.email, bruno.password);
    await brunoPage.goto('/mensagens');
    await expect(brunoPage.getByText('Nenhuma conversa ainda')).toBeVisible();
    await brunoPage.goto(`/mensagens/${conversationId}`);
    await expect(brunoPage.getByText('Conversa não encontrada')).toBeVisible();
    await expect(brunoPage.getByText('Assunto particular da Ana.')).toHaveCount(0);

    // And through the API with Bruno's own session: no row of Ana's, and no message into her conversation.
    const client = backendClient();
    await client.auth.signInWithPassword({ email: bruno.email, password: bruno.password });
    expect((await client.from('messages').select('*').eq('conversation_id', conversationId)).data).toEqual([]);
    const intrusion = await client.from('messages').insert({ conversation_id: conversationId, author: 'owner', body: 'Oi Ana' });
    expect(intrusion.error).not.toBeNull();
    expect((await storedMessages(ana.id)).map((message) => message.body)).toEqual(['Assunto particular da Ana.']);
  });

  test("a photo from the phone's gallery arrives downscaled, and opens full size", async ({ page }) => {
    test.setTimeout(120_000);
    const owner = await onboardedOwner('mensagens-foto');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/mensagens');
    const conversationId = await startConversation(page, 'Geral');

    const photo = await drawJpeg(page, 'geladeira.jpg', 4000, 3000, 40, 0.9);
    await page.getByLabel('Fotos da galeria').setInputFiles(photo);
    await expect(page.getByRole('list', { name: 'Fotos anexadas' }).getByRole('img', { name: 'geladeira.jpg' })).toBeVisible({ timeout: 30_000 });
    await send(page, 'A etiqueta da geladeira.');
    await expect(thread(page).locator('[data-delivery="sent"]')).toHaveCount(1);

    const [message] = await storedMessages(owner.id);
    expect(message?.attachments).toHaveLength(1);
    const path = message!.attachments[0]!;
    expect(path.startsWith(`${owner.id}/${conversationId}/`)).toBe(true);
    const { data: stored, error } = await backendClient('service').storage.from('message-photos').download(path);
    if (error || !stored) throw new Error(`download: ${error?.message}`);
    const bytes = new Uint8Array(await stored.arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: 2560, height: 1920 });
    expect(bytes.length).toBeLessThan(photo.buffer.length);

    await thread(page).getByRole('button', { name: 'Abrir foto 1' }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Foto em tamanho original' })).toBeVisible();
  });

  test("on a 360 px phone a photo's remove button is a fingertip wide", async ({ page }) => {
    await generalThreadOnPhone(page, 'mensagens-remover', { width: 360, height: 740 });
    await page.getByLabel('Fotos da galeria').setInputFiles(await drawJpeg(page, 'janela.jpg', 800, 600, 20, 0.8));
    const remove = page.getByRole('button', { name: 'Remover foto janela.jpg' });
    await expect(page.getByRole('list', { name: 'Fotos anexadas' }).getByRole('img', { name: 'janela.jpg' })).toBeVisible({ timeout: 30_000 });
    const box = (await remove.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await remove.click();
    await expect(page.getByRole('list', { name: 'Fotos anexadas' })).toHaveCount(0);
  });

  test('on a 360 px phone the newest message shows above the composer when the thread opens and when a reply arrives', async ({ page }) => {
    test.setTimeout(90_000);
    const { owner, conversationId } = await generalThreadOnPhone(page, 'mensagens-rolagem', { width: 360, height: 740 });
    const staff = backendClient('service');
    for (let i = 1; i <= 8; i += 1) await staffReply(staff, owner.email, `Mensagem ${i} da equipe sobre a casa.`, undefined, 'Marina');
    const clearOfComposer = async (text: string) => {
      const bubble = (await thread(page).getByRole('listitem', { name: `Marina: ${text}` }).boundingBox())!;
      const composer = (await page.getByRole('form', { name: 'Nova mensagem' }).boundingBox())!;
      return bubble.y >= 0 && bubble.y + bubble.height <= composer.y;
    };

    await page.goto(`/mensagens/${conversationId}`);
    await expect(thread(page).getByRole('listitem', { name: 'Marina: Mensagem 8 da equipe sobre a casa.' })).toBeVisible();
    await expect.poll(() => clearOfComposer('Mensagem 8 da equipe sobre a casa.')).toBe(true);

    await staffReply(staff, owner.email, 'Mensagem 9, chegando ao vivo.', undefined, 'Marina');
    await expect(thread(page).getByRole('listitem', { name: 'Marina: Mensagem 9, chegando ao vivo.' })).toBeVisible();
    await expect.poll(() => clearOfComposer('Mensagem 9, chegando ao vivo.')).toBe(true);
  });

  test("a reply written while the owner is on another screen reaches the Mensagens tab's badge within a minute", async ({ page }) => {
    const owner = await onboardedOwner('mensagens-selo');
    await page.clock.install();
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/conta');
    const tab = tabs(page).getByRole('link', { name: /Mensagens/ });
    await expect(tab).toBeVisible();
    await page.waitForLoadState('networkidle');
    await staffReply(backendClient('service'), owner.email, 'Sua casa foi aprovada.', undefined, 'Marina');
    await expect(tab.getByLabel('1 mensagem não lida')).toHaveCount(0);
    await page.clock.fastForward('01:01');
    await expect(tab.getByLabel('1 mensagem não lida')).toBeVisible();
  });

  test("on a 360 px phone the list names a conversation's property whole", async ({ page }) => {
    const owner = await createOwner('mensagens-nome');
    await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, 'Casa da Praia em Búzios com Vista para o Mar', true)], completedPhotoSessionFor: 'all' });
    await page.setViewportSize({ width: 360, height: 740 });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/mensagens');
    await startConversation(page, 'Casa da Praia em Búzios com Vista para o Mar');
    await send(page, 'Oi!');
    await page.getByRole('button', { name: 'Mensagens' }).first().click();
    const name = page.getByRole('button', { name: /^Casa da Praia/ }).getByText('Casa da Praia em Búzios com Vista para o Mar');
    await expect(name).toBeVisible();
    const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight);
    expect(fits).toBe(true);
  });

  test("on a 320 px phone, with the length counter showing, the composer's buttons keep a fingertip's size inside it", async ({ page }) => {
    await generalThreadOnPhone(page, 'mensagens-contador', { width: 320, height: 640 });
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Uma mensagem longa. '.repeat(45));
    const composer = page.getByRole('form', { name: 'Nova mensagem' });
    await expect(composer.getByText('900/1000')).toBeVisible();
    const edge = (await composer.boundingBox())!;
    for (const name of ['Câmera', 'Galeria', 'Enviar']) {
      const box = (await composer.getByRole('button', { name }).boundingBox())!;
      expect.soft(Math.min(box.width, box.height), `${name}: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(44);
      expect.soft(box.x + box.width, `${name} inside the composer`).toBeLessThanOrEqual(edge.x + edge.width);
    }
  });
});
