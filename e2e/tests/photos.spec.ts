import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { approveProperty, completePhotoSession } from '@portal/supabase/staff';
import { COMPLETE_PROFILE, createOwner, finishedProperty, shapeOwner, type TestOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { expect, startSignedIn, test } from '../fixtures/portal-test';
import { systemInfo } from '../fixtures/system';

/** The page itself, without the layout's alert list (whose onboarding alert has a 'Continuar' of its own). */
function pageContent(page: Page) {
  return page.locator('section.portal-page');
}

const DUPLICATE = 'Esta propriedade já possui uma sessão de fotos agendada';
const SECOND_RESCHEDULE = 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.';
const QUEUE_KEY = 'mf-photos:offline-queue';

interface StoredSession {
  id: string;
  property_id: string;
  date: string;
  time_slot: string;
  status: string;
  notes: string | null;
  address_street: string | null;
  address_city: string | null;
  reschedule_count: number;
  cancellation_reason: string | null;
}

/** An owner with a complete profile and one finished property waiting for its photos (not approved yet). */
async function ownerWaitingForPhotos(prefix: string, name = 'Casa da Praia'): Promise<{ owner: TestOwner; propertyId: string }> {
  const owner = await createOwner(prefix);
  await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, name, false)] });
  const { data, error } = await backendClient('service').from('properties').select('id').eq('user_id', owner.id).single();
  if (error || !data) throw new Error(`property: ${error?.message}`);
  return { owner, propertyId: (data as { id: string }).id };
}

/** A session booked the way the owner's confirmation books it (status pending), straight in the backend. */
async function bookedSession(owner: TestOwner, propertyId: string, date = daysAhead(40)): Promise<string> {
  const { data, error } = await backendClient('service')
    .from('photo_sessions')
    .insert({ user_id: owner.id, property_id: propertyId, date, time_slot: 'morning_08', status: 'pending', address_street: 'Rua das Gaivotas', address_number: '100', address_city: 'Florianópolis', address_state: 'SC' })
    .select('id')
    .single();
  if (error || !data) throw new Error(`photo session: ${error?.message}`);
  return (data as { id: string }).id;
}

async function ownerSessions(ownerId: string): Promise<StoredSession[]> {
  const { data, error } = await backendClient('service').from('photo_sessions').select('*').eq('user_id', ownerId);
  if (error) throw new Error(error.message);
  return (data ?? []) as StoredSession[];
}

/** The owner's own client, as a second device would have it. */
async function ownerClient(owner: TestOwner) {
  const client = backendClient('anon');
  const { error } = await client.auth.signInWithPassword({ email: owner.email, password: owner.password });
  if (error) throw new Error(`sign-in: ${error.message}`);
  return client;
}

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const dateOptions = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByRole('radiogroup', { name: 'Escolha a data' }).getByRole('radio');

/** Picks the n-th offered date and a slot; answers the date's ISO value. */
async function pickDateAndSlot(scope: Page | ReturnType<Page['getByRole']>, index: number, slot: 'Manhã (8h às 12h)' | 'Tarde (13h às 17h)'): Promise<string> {
  const dates = dateOptions(scope);
  await expect(dates).toHaveCount(6);
  await dates.nth(index).check();
  await scope.getByRole('radio', { name: slot }).check();
  const value = await dates.nth(index).getAttribute('value');
  if (!value) throw new Error('a date option without its value');
  return value;
}

test.describe('photos: booking, detail, reschedule, cancellation, offline queue and rating', () => {
  test('intro → choose → schedule → confirm → detail, with the checklist kept and the calendar file', async ({ page }) => {
    const { owner, propertyId } = await ownerWaitingForPhotos('fotos-agenda');
    await startSignedIn(page, owner.email, owner.password);

    await page.goto('/sessao-fotos-intro');
    await expect(page.getByRole('heading', { name: 'Sessão de fotos profissional', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Como preparar sua propriedade' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText('Apenas 2 etapas · Agendamento imediato')).toBeVisible();
    await page.getByRole('button', { name: 'Agendar Sessão de Fotos' }).click();

    await expect(page).toHaveURL(/\/escolher-propriedade-fotos$/);
    const choice = page.getByRole('radio', { name: 'Casa da Praia' });
    await expect(choice).toBeChecked();
    await expect(page.getByText('Precisa de Fotos')).toBeVisible();
    await pageContent(page).getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(new RegExp(`/agendamento-fotos\\?propertyId=${propertyId}$`));
    // A slot needs a date first.
    await page.getByRole('radio', { name: 'Tarde (13h às 17h)' }).click();
    await expect(page.getByText('Selecione uma data primeiro')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Tarde (13h às 17h)' })).not.toBeChecked();
    await pageContent(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Dados incompletos')).toBeVisible();
    await expect(page.getByLabel('Endereço')).toHaveValue('Rua das Gaivotas, 100 - Centro, Florianópolis - SC');
    await expect(page.getByText('Não realizamos sessões noturnas')).toBeVisible();
    const date = await pickDateAndSlot(page, 1, 'Tarde (13h às 17h)');
    await page.getByLabel('Ponto de referência ou observações').fill('Portão azul');
    await pageContent(page).getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/confirmacao-fotos$/);
    const summary = page.getByRole('list', { name: 'Resumo do agendamento' });
    await expect(summary).toContainText('Casa da Praia');
    await expect(summary).toContainText('Tarde (13h às 17h)');
    await expect(summary).toContainText('Portão azul');
    await expect(page.getByRole('button', { name: 'Editar data' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Agendamento confirmado!').first()).toBeVisible();
    await expect(page.getByText('Nossa equipe entrará em contato 24h antes da sessão para confirmar os detalhes.').first()).toBeVisible();

    const [session, ...others] = await ownerSessions(owner.id);
    expect(others).toHaveLength(0);
    expect(session).toMatchObject({ property_id: propertyId, date, time_slot: 'afternoon_13', status: 'pending', notes: 'Portão azul', address_street: 'Rua das Gaivotas', address_city: 'Florianópolis', reschedule_count: 0 });

    // Back to the start after 3 s; the layout's photography alert leads to the session.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
    const alerts = page.getByRole('region', { name: 'Alertas' });
    await expect(alerts).toContainText('Sessão de fotos agendada');
    await alerts.getByRole('button', { name: 'Ver detalhes' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessao-fotos-confirmacao\\?sessionId=${session!.id}$`));
    await expect(page.getByRole('heading', { name: 'Sessão de Fotos', level: 1 })).toBeVisible();
    await expect(page.getByText('Agendada', { exact: true })).toBeVisible();
    const facts = page.getByRole('list', { name: 'Dados da sessão' });
    await expect(facts).toContainText('Tarde (13h às 17h)');
    await expect(facts).toContainText('2-3 horas');
    await expect(facts).toContainText('Rua das Gaivotas, 100 - Centro, Florianópolis - SC');
    for (const category of ['Ambiente geral', 'Cama e banho', 'Decoração e cores', 'Iluminação', 'Cozinha e áreas sociais']) {
      await expect(page.getByRole('region', { name: category })).toBeVisible();
    }

    // The checklist is kept for this session across a reload.
    await page.getByRole('checkbox', { name: 'Objetos pessoais guardados' }).check();
    await expect(page.getByText('1 de 5 concluídos')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Objetos pessoais guardados' })).toBeChecked();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Adicionar à agenda' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`sessao-de-fotos-${date}.ics`);
    const calendar = await readFile(await file.path(), 'utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    // 13h-17h in Brazil.
    expect(calendar).toContain(`DTSTART:${date.replace(/-/g, '')}T160000Z`);
    expect(calendar).toContain(`DTEND:${date.replace(/-/g, '')}T200000Z`);
    expect(calendar).toContain('SUMMARY:Sessão de fotos — Casa da Praia');
  });

  test('a second session of the property is refused, on screen and by the database', async ({ page }) => {
    const { owner, propertyId } = await ownerWaitingForPhotos('fotos-duplicada');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/agendamento-fotos?propertyId=${propertyId}`);
    await pickDateAndSlot(page, 0, 'Manhã (8h às 12h)');
    await pageContent(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('button', { name: 'Confirmar agendamento' })).toBeVisible();

    // Meanwhile the property is booked from another device.
    const device = await ownerClient(owner);
    const first = await device.from('photo_sessions').insert({ user_id: owner.id, property_id: propertyId, date: daysAhead(30), time_slot: 'morning_08', status: 'pending' }).select('id').single();
    expect(first.error).toBeNull();
    const second = await device.from('photo_sessions').insert({ user_id: owner.id, property_id: propertyId, date: daysAhead(31), time_slot: 'morning_08', status: 'pending' }).select('id').single();
    expect(second.error?.message).toBe(DUPLICATE);

    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Erro no agendamento').first()).toBeVisible();
    const card = page.getByTestId('booking-error');
    await expect(card).toContainText(DUPLICATE);
    await card.getByRole('button', { name: 'Ver sessão agendada' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessao-fotos-confirmacao\\?sessionId=${(first.data as { id: string }).id}$`));
    expect(await ownerSessions(owner.id)).toHaveLength(1);

    // The scheduling screen now refuses the property up front.
    await page.goto(`/agendamento-fotos?propertyId=${propertyId}`);
    await expect(page.getByText(DUPLICATE)).toBeVisible();
    await page.goto('/escolher-propriedade-fotos');
    await expect(page.getByText('Todas as propriedades têm fotos!')).toBeVisible();
  });

  test('a session is rescheduled once; the second, from a tab that did not know, is refused', async ({ page }) => {
    const { owner, propertyId } = await ownerWaitingForPhotos('fotos-reagenda');
    const sessionId = await bookedSession(owner, propertyId);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/sessao-fotos-confirmacao?sessionId=${sessionId}`);
    await expect(page.getByText('Agendada', { exact: true })).toBeVisible();
    // A second tab opened on the same session before the reschedule.
    const stale = await page.context().newPage();
    await stale.goto(`/sessao-fotos-confirmacao?sessionId=${sessionId}`);
    await expect(stale.getByRole('button', { name: 'Reagendar' })).toBeEnabled();

    await page.getByRole('button', { name: 'Reagendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reagendar sessão' });
    const moved = await pickDateAndSlot(dialog, 1, 'Tarde (13h às 17h)');
    await dialog.getByRole('button', { name: 'Confirmar reagendamento' }).click();
    await expect(page.getByText('Sessão reagendada')).toBeVisible();
    await expect(page.getByText('Reagendada', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reagendar' })).toBeDisabled();
    await expect(page.getByText('Você já reagendou esta sessão uma vez.')).toBeVisible();
    const [afterFirst] = await ownerSessions(owner.id);
    expect(afterFirst).toMatchObject({ date: moved, time_slot: 'afternoon_13', status: 'rescheduled', reschedule_count: 1 });
    // The layout's alert follows: rescheduled.
    await expect(page.getByRole('region', { name: 'Alertas' })).toContainText('Sessão de fotos reagendada');

    await stale.getByRole('button', { name: 'Reagendar' }).click();
    const staleDialog = stale.getByRole('dialog', { name: 'Reagendar sessão' });
    await pickDateAndSlot(staleDialog, 2, 'Manhã (8h às 12h)');
    await staleDialog.getByRole('button', { name: 'Confirmar reagendamento' }).click();
    await expect(stale.getByText('Erro ao reagendar sessão')).toBeVisible();
    await expect(stale.getByText(SECOND_RESCHEDULE)).toBeVisible();
    await expect(stale.getByText('Reagendada', { exact: true })).toBeVisible();
    await expect(stale.getByRole('button', { name: 'Reagendar' })).toBeDisabled();

    // The database refuses it whatever client asks.
    const device = await ownerClient(owner);
    const refused = await device.from('photo_sessions').update({ date: daysAhead(50) }).eq('id', sessionId).select().single();
    expect(refused.error?.message).toBe(SECOND_RESCHEDULE);
    const [afterSecond] = await ownerSessions(owner.id);
    expect(afterSecond).toMatchObject({ date: moved, time_slot: 'afternoon_13', reschedule_count: 1 });
  });

  test('a session is cancelled with a reason, and the property can be booked again', async ({ page }) => {
    const { owner, propertyId } = await ownerWaitingForPhotos('fotos-cancela');
    const sessionId = await bookedSession(owner, propertyId);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/sessao-fotos-confirmacao?sessionId=${sessionId}`);
    await page.getByRole('button', { name: 'Cancelar sessão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar sessão de fotos' });
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(dialog.getByText('Informe o motivo do cancelamento.')).toBeVisible();
    expect((await ownerSessions(owner.id))[0]?.status).toBe('pending');

    await dialog.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Vou reformar a cozinha antes das fotos.');
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
    await expect(page.getByText('Motivo: Vou reformar a cozinha antes das fotos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reagendar' })).toHaveCount(0);
    expect((await ownerSessions(owner.id))[0]).toMatchObject({ status: 'cancelled', cancellation_reason: 'Vou reformar a cozinha antes das fotos.' });
    // Cancelled sessions raise no alert.
    await expect(page.getByText('Sessão de fotos agendada')).toHaveCount(0);

    await page.getByRole('button', { name: 'Agendar nova sessão' }).click();
    await expect(page).toHaveURL(new RegExp(`/agendamento-fotos\\?propertyId=${propertyId}$`));
    await expect(dateOptions(page)).toHaveCount(6);
  });

  test('a booking confirmed offline is kept through a reload and sent exactly once when the connection returns, with two tabs open', async ({ page }) => {
    test.setTimeout(120_000);
    const context = page.context();
    const { owner, propertyId } = await ownerWaitingForPhotos('fotos-offline');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/agendamento-fotos?propertyId=${propertyId}`);
    // The owner taps a slot too early: the toast it raises is the portal's first.
    await page.getByRole('radio', { name: 'Manhã (8h às 12h)' }).click();
    await expect(page.getByText('Selecione uma data primeiro')).toBeVisible();
    const date = await pickDateAndSlot(page, 0, 'Manhã (8h às 12h)');
    await pageContent(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('button', { name: 'Confirmar agendamento' })).toBeVisible();

    // A second tab of the portal.
    const other = await context.newPage();
    await other.goto('/sessao-fotos-intro');
    await expect(other.getByRole('heading', { name: 'Sessão de fotos profissional', level: 1 })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Agendamento salvo localmente').first()).toBeVisible();
    await expect(page.getByText('Será enviado quando a conexão for restabelecida').first()).toBeVisible();
    // The other tab sees it at once.
    await expect(other.getByTestId('queued-bookings')).toContainText('Casa da Praia');
    const queued = (await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), QUEUE_KEY)) as Array<{ id: string; state: string }>;
    expect(queued).toEqual([expect.objectContaining({ state: 'pending' })]);
    expect(await ownerSessions(owner.id)).toHaveLength(0);

    // Reloaded while the backend is still out of reach. (With the whole browser offline no page can
    // load at all — the portal has no service worker — so here only the backend stays unreachable.)
    const backendCalls = `${systemInfo().supabaseUrl}/rest/v1/**`;
    await context.route(backendCalls, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.goto('/sessao-fotos-intro');
    await other.reload();
    await expect(page.getByTestId('queued-bookings')).toContainText('Casa da Praia');
    await expect(other.getByTestId('queued-bookings')).toContainText('Casa da Praia');
    expect(await ownerSessions(owner.id)).toHaveLength(0);

    // The connection returns: both tabs hear it at once.
    await context.unroute(backendCalls);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(async () => (await ownerSessions(owner.id)).length, { timeout: 30_000 }).toBe(1);
    await expect(page.getByTestId('queued-bookings')).toHaveCount(0, { timeout: 10_000 });
    await expect(other.getByTestId('queued-bookings')).toHaveCount(0, { timeout: 10_000 });
    // Nothing is sent again afterwards.
    await page.waitForTimeout(3_000);
    const photoSessions = await ownerSessions(owner.id);
    expect(photoSessions).toHaveLength(1);
    expect(photoSessions[0]).toMatchObject({ id: queued[0]!.id, property_id: propertyId, date, time_slot: 'morning_08', status: 'pending' });
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), QUEUE_KEY)).toEqual([]);
  });

  test('a booking kept offline is sent within seconds of the connection returning while a page without photos is open, exactly once', async ({ page }) => {
    test.setTimeout(90_000);
    const context = page.context();
    const { owner, propertyId } = await ownerWaitingForPhotos('fotos-qualquer-tela');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/agendamento-fotos?propertyId=${propertyId}`);
    await pickDateAndSlot(page, 0, 'Tarde (13h às 17h)');
    await pageContent(page).getByRole('button', { name: 'Continuar' }).click();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Agendamento salvo localmente').first()).toBeVisible();

    // The owner moves on to their account while the backend is still out of reach.
    const backendCalls = `${systemInfo().supabaseUrl}/rest/v1/**`;
    await context.route(backendCalls, (route) => (route.request().url().includes('photo_sessions') && route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
    await context.setOffline(false);
    await page.goto('/conta');
    await expect(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(await ownerSessions(owner.id)).toHaveLength(0);

    // The connection returns on /conta: sent within seconds, once.
    await context.unroute(backendCalls);
    await context.setOffline(true);
    await context.setOffline(false);
    const returned = Date.now();
    await expect.poll(async () => (await ownerSessions(owner.id)).length, { timeout: 10_000 }).toBe(1);
    expect(Date.now() - returned).toBeLessThan(10_000);
    await expect(page).toHaveURL(/\/conta$/);
    await page.waitForTimeout(3_000);
    expect(await ownerSessions(owner.id)).toHaveLength(1);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), QUEUE_KEY)).toEqual([]);
  });

  test('a session the team completed is rated from the dashboard, stored once, and the owner goes back to the dashboard', async ({ page }) => {
    const { owner, propertyId } = await ownerWaitingForPhotos('fotos-avalia');
    const sessionId = await bookedSession(owner, propertyId, daysAhead(2));
    // The provider's staff: the photographer went, and the property is approved.
    const staff = backendClient('service');
    await completePhotoSession(staff, sessionId);
    await approveProperty(staff, propertyId);

    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    const invitation = page.getByRole('region', { name: 'Como foi sua sessão de fotos?' });
    await expect(invitation).toContainText('As fotos de Casa da Praia foram feitas.');
    await invitation.getByRole('button', { name: 'Avaliar sessão' }).click();

    await expect(page).toHaveURL(new RegExp(`/feedback-sessao-fotos\\?sessionId=${sessionId}&propertyName=Casa%20da%20Praia$`));
    await expect(page.getByRole('heading', { name: 'Avalie sua sessão de fotos', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar Feedback' }).click();
    await expect(page.getByText('Avaliação obrigatória').first()).toBeVisible();
    await page.getByRole('radio', { name: '4 estrelas' }).check();
    await page.getByRole('checkbox', { name: 'Profissionalismo' }).check();
    await page.getByLabel('Comentário (opcional)').fill('Fotógrafo pontual e cuidadoso.');
    await expect(page.getByText('30/500')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar Feedback' }).click();
    await expect(page.getByText('Feedback enviado!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });

    const { data: ratings } = await backendClient('service').from('user_ratings').select('*').eq('user_id', owner.id);
    expect(ratings).toEqual([
      expect.objectContaining({ rating_type: 'photo_session', related_entity_id: sessionId, rating: 4, comment: 'Fotógrafo pontual e cuidadoso.', feedback_categories: ['professionalism'] }),
    ]);
    await expect(page.getByRole('region', { name: 'Como foi sua sessão de fotos?' })).toHaveCount(0);

    // Once per session, whatever client asks.
    const device = await ownerClient(owner);
    const again = await device.from('user_ratings').insert({ user_id: owner.id, rating_type: 'photo_session', related_entity_id: sessionId, rating: 5 }).select().single();
    expect(again.error?.message).toBe('Esta sessão de fotos já foi avaliada.');
  });
});
