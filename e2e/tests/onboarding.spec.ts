import type { Page } from '@playwright/test';
import { approveProperty, completePhotoSession, confirmPhotoSession } from '@portal/supabase/staff';
import { COMPLETE_PROFILE, createOwner, latestMail, shapeOwner, TEST_PASSWORD, uniqueEmail, type TestOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { firstSeenAt, pageNow, recordFirstSeen } from '../fixtures/first-seen';
import { expect, startSignedIn, test } from '../fixtures/portal-test';
import { systemInfo } from '../fixtures/system';

/** The page itself, without the layout's alert list (whose onboarding alert has a 'Continuar' of its own). */
function pageContent(page: Page) {
  return page.locator('section.portal-page');
}

interface RegistrationMail {
  to: string;
  subject: string;
  kind: string;
  link: string;
  text?: string;
}

/** The registration e-mails the local mailbox holds for an address (newest first). */
async function registrationMails(to: string): Promise<RegistrationMail[]> {
  const response = await fetch(`${systemInfo().mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as RegistrationMail[]).filter((mail) => mail.kind === 'registration');
}

async function storedProfile(userId: string) {
  const { data, error } = await backendClient('service').from('profiles').select('*').eq('user_id', userId).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

const continuar = (page: Page) => pageContent(page).getByRole('button', { name: 'continuar' });
const stepForm = (page: Page, step: number) => page.getByRole('form', { name: `Etapa ${step} de 6` });

async function fillPersonalData(page: Page, name = 'Marina Costa') {
  await expect(stepForm(page, 1)).toBeVisible();
  await page.getByLabel('nome completo').fill(name);
  await page.getByLabel('número do CPF').fill('52998224725');
  await page.getByLabel('data de nascimento').fill('12041988');
}

async function fillAddressByPostalCode(page: Page) {
  await page.getByLabel('CEP', { exact: true }).fill('01310100');
  await expect(page.getByLabel('logradouro')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('estado')).toHaveValue('SP');
  await page.getByLabel('número', { exact: true }).fill('1000');
}

async function fillBank(page: Page) {
  await page.getByRole('combobox', { name: 'banco' }).click();
  await page.getByRole('option', { name: 'Nubank' }).click();
  await page.getByLabel('agência').fill('0001');
  await page.getByLabel('conta (com dígito)').fill('12345-6');
  await page.getByRole('radio', { name: 'conta corrente' }).check();
}

/** From step 1 to the summary, each step checked and saved on the way. */
async function walkOwnerWizard(page: Page) {
  await fillPersonalData(page);
  await continuar(page).click();
  await expect(stepForm(page, 2)).toBeVisible();
  await page.getByLabel('telefone').fill('11987654321');
  await expect(page.getByLabel('telefone')).toHaveValue('(11) 98765-4321');
  await continuar(page).click();
  await expect(stepForm(page, 3)).toBeVisible();
  await fillAddressByPostalCode(page);
  await continuar(page).click();
  await expect(stepForm(page, 4)).toBeVisible();
  await fillBank(page);
  await continuar(page).click();
  await expect(stepForm(page, 5)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Li e aceito os termos de uso e o contrato de gestão' }).check();
  await continuar(page).click();
  await expect(stepForm(page, 6)).toBeVisible();
}

test.describe('owner registration wizard', () => {
  test('refuses an empty step, a bad CPF after the 800 ms check, a future birth date and a short name', async ({ page }) => {
    const owner = await createOwner('cadastro-erros');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-proprietario');
    await expect(stepForm(page, 1)).toBeVisible();
    await expect(pageContent(page).getByRole('button', { name: 'voltar' })).toBeDisabled();

    await continuar(page).click();
    await expect(page.getByText('Campos obrigatórios').first()).toBeVisible();
    await expect(page.getByText('Os campos destacados em vermelho são obrigatórios. (nome completo, número do CPF, data de nascimento)')).toBeVisible();
    await expect(page.getByText('Nome é obrigatório')).toBeVisible();
    await expect(page.getByLabel('nome completo')).toBeFocused();
    expect(await storedProfile(owner.id)).toBeNull();

    await page.getByLabel('nome completo').fill('Al');
    await page.getByLabel('número do CPF').fill('52998224726');
    await recordFirstSeen(page, { texts: ['Verificando documento...', 'CPF inválido. Verifique os números digitados.'] });
    const blurredAt = await pageNow(page);
    await page.getByLabel('número do CPF').blur();
    await expect(page.getByText('CPF inválido. Verifique os números digitados.')).toBeVisible();
    // 'Verificando documento...' shows for the 800 ms only: recorded by the page, as polling may miss it.
    const checkingAt = await firstSeenAt(page, 'Verificando documento...');
    const resultAt = await firstSeenAt(page, 'CPF inválido. Verifique os números digitados.');
    expect(checkingAt).toBeDefined();
    expect(checkingAt!).toBeLessThan(resultAt!);
    // The 800 ms of checking start at the blur, which came after blurredAt; a timer never fires early.
    expect(resultAt! - blurredAt).toBeGreaterThanOrEqual(800);
    // Editing the number resets the check.
    await page.getByLabel('número do CPF').fill('5299822472');
    await expect(page.getByLabel('número do CPF')).toHaveValue('529.982.247-2');
    await expect(page.getByText('CPF inválido. Verifique os números digitados.')).toBeHidden();
    await page.getByLabel('número do CPF').fill('52998224726');

    await page.getByLabel('data de nascimento').fill('01012999');
    await expect(page.getByLabel('data de nascimento')).toHaveValue('01/01/2999');
    // The first refusal's toast sits over the button on a phone until it closes (4.5 s). It stays while a pointer
    // rests on it, and the test's pointer is still where 'continuar' was tapped: move it away, as a finger lifts.
    await page.mouse.move(0, 0);
    await expect(page.getByText('Os campos destacados em vermelho são obrigatórios.', { exact: false })).toBeHidden();
    await continuar(page).click();
    await expect(page.getByText('Nome deve ter pelo menos 3 caracteres')).toBeVisible();
    await expect(page.getByText('CPF inválido', { exact: true })).toBeVisible();
    await expect(page.getByText('Data de nascimento inválida')).toBeVisible();

    // The calendar offers no day after today.
    await page.getByRole('button', { name: 'Abrir calendário' }).click();
    const calendar = page.getByRole('group', { name: 'Calendário de data de nascimento' });
    await expect(calendar.getByRole('combobox', { name: 'Ano' })).toBeVisible();
    const tomorrow = new Date(Date.now() - 3 * 3_600_000 + 86_400_000);
    if (tomorrow.getUTCMonth() === new Date(Date.now() - 3 * 3_600_000).getUTCMonth()) {
      const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(tomorrow);
      const label = `${tomorrow.getUTCDate()} de ${month} de ${tomorrow.getUTCFullYear()}`;
      await expect(calendar.getByRole('button', { name: label, exact: true })).toBeDisabled();
    }
    expect(await storedProfile(owner.id)).toBeNull();
  });

  test('fills the address from the CEP, and a return after leaving at step 3 starts there with what was saved', async ({ page }) => {
    const owner = await createOwner('cadastro-volta');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-proprietario');
    await fillPersonalData(page, 'Marina Costa');
    // The indicator shows while the step saves and for 500 ms after: recorded by the page, as polling may miss it.
    await recordFirstSeen(page, { texts: ['Salvando automaticamente...'] });
    await continuar(page).click();
    await expect(stepForm(page, 2)).toBeVisible();
    expect(await firstSeenAt(page, 'Salvando automaticamente...')).toBeDefined();
    await expect(page.getByLabel('email')).toHaveValue(owner.email);
    await page.getByLabel('telefone').fill('11987654321');
    await continuar(page).click();
    await expect(stepForm(page, 3)).toBeVisible();
    await expect(page.getByText('Salvando automaticamente...')).toBeHidden();
    await fillAddressByPostalCode(page);

    expect(await storedProfile(owner.id)).toMatchObject({ full_name: 'Marina Costa', document: '529.982.247-25', birth_date: '1988-04-12', phone: '(11) 98765-4321', address_cep: null });

    // Leaving at step 3 and coming back: steps 1 and 2 are done, step 3 is where it starts.
    await page.goto('/dashboard');
    await page.goto('/cadastro-proprietario');
    await expect(stepForm(page, 3)).toBeVisible();
    await expect(page.getByRole('listitem', { name: '1. dados pessoais (concluída)' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: '2. contato (concluída)' })).toBeVisible();
    await pageContent(page).getByRole('button', { name: 'voltar' }).click();
    await expect(page.getByLabel('telefone')).toHaveValue('(11) 98765-4321');
    await pageContent(page).getByRole('button', { name: 'voltar' }).click();
    await expect(page.getByLabel('nome completo')).toHaveValue('Marina Costa');
    await expect(page.getByLabel('data de nascimento')).toHaveValue('12/04/1988');
  });

  test("on a phone the birth date's calendar button is 44 px, and Escape closes the calendar it opened", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const owner = await createOwner('cadastro-calendario');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-proprietario');
    await expect(stepForm(page, 1)).toBeVisible();
    const open = page.getByRole('button', { name: 'Abrir calendário' });
    const box = await open.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((await page.locator('.portal-input-affix').filter({ has: page.getByLabel('data de nascimento') }).boundingBox())?.height).toBe(40);
    await open.click();
    const calendar = page.getByRole('group', { name: 'Calendário de data de nascimento' });
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a reload on a step keeps what was typed there and not yet saved', async ({ page }) => {
    const owner = await createOwner('cadastro-recarga');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-proprietario');
    await fillPersonalData(page, 'Marina Costa');
    await page.reload();
    await expect(stepForm(page, 1)).toBeVisible();
    await expect(page.getByLabel('nome completo')).toHaveValue('Marina Costa');
    await expect(page.getByLabel('número do CPF')).toHaveValue('529.982.247-25');
    await expect(page.getByLabel('data de nascimento')).toHaveValue('12/04/1988');
    expect(await storedProfile(owner.id)).toBeNull();
  });

  test('finishing shows the welcome toast, goes to /dashboard after 1.5 s and sends the e-mail with next steps once', async ({ page }) => {
    test.setTimeout(120_000);
    const owner = await createOwner('cadastro-fim');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-proprietario');
    await walkOwnerWizard(page);

    const summary = stepForm(page, 6);
    await expect(summary).toContainText('12 de abril de 1988');
    await expect(summary).toContainText('conta corrente');
    await expect(summary).toContainText('Nubank');
    await expect(summary).toContainText('Ao finalizar, enviaremos um email de confirmação com os próximos passos.');
    await expect(continuar(page)).toBeDisabled();
    expect(await registrationMails(owner.email)).toEqual([]);

    await recordFirstSeen(page, { texts: ['Cadastro finalizado!'], paths: ['/dashboard'] });
    const finishedAt = await pageNow(page);
    await pageContent(page).getByRole('button', { name: 'finalizar cadastro' }).click();
    await expect(page.getByText('Cadastro finalizado!')).toBeVisible();
    await expect(page.getByText('Bem-vindo à família Lar Temporada. Em breve entraremos em contato.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });
    const toastAt = await firstSeenAt(page, 'Cadastro finalizado!');
    const dashboardAt = await firstSeenAt(page, 'path:/dashboard');
    expect(toastAt!).toBeLessThan(dashboardAt!);
    // The 1.5 s start when the save succeeds, after the click (after finishedAt); a timer never fires early.
    expect(dashboardAt! - finishedAt).toBeGreaterThanOrEqual(1_500);

    expect(await storedProfile(owner.id)).toMatchObject({
      full_name: 'Marina Costa',
      address_street: 'Avenida Paulista',
      address_number: '1000',
      bank_name: 'Nubank',
      bank_account_type: 'corrente',
      terms_accepted: true,
    });
    await expect.poll(async () => (await registrationMails(owner.email)).length).toBe(1);
    const [mail] = await registrationMails(owner.email);
    expect(mail!.subject).toBe('Cadastro finalizado: seus próximos passos');
    expect(mail!.link).toMatch(/\/progresso-onboarding$/);
    expect(mail!.text).toContain('Olá, Marina!');

    // Finishing again (a second visit) sends nothing more.
    await page.goto('/cadastro-proprietario');
    await expect(stepForm(page, 6)).toBeVisible();
    await pageContent(page).getByRole('button', { name: 'finalizar cadastro' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });
    expect(await registrationMails(owner.email)).toHaveLength(1);
  });

  test("the progress screen of an owner without a property says 'Nenhuma propriedade encontrada'", async ({ page }) => {
    const owner: TestOwner = await createOwner('progresso-vazio');
    await shapeOwner(owner, { profile: COMPLETE_PROFILE });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/progresso-onboarding');
    await expect(page.getByText('Nenhuma propriedade encontrada')).toBeVisible();
    await pageContent(page).getByRole('button', { name: 'Cadastrar Propriedade' }).click();
    await expect(page).toHaveURL(/\/cadastro-imovel$/);
  });
});

test.describe('the whole journey', () => {
  test('sign up → confirm → sign in → owner wizard → property → photo session → staff → 6 de 6, dashboard unlocked, notifications', async ({ page }) => {
    test.setTimeout(300_000);
    const email = uniqueEmail('jornada');

    // Sign up and confirm through the e-mailed link.
    await page.goto('/auth');
    await page.getByRole('link', { name: 'não tem conta? crie agora' }).click();
    await page.getByLabel('email').fill(email);
    await page.getByLabel('senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('confirme a senha').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'criar conta' }).click();
    await expect(page.getByText('conta criada!')).toBeVisible();
    const confirmation = await latestMail(email, 'signup');
    expect((await fetch(confirmation.link, { redirect: 'manual' })).status).toBe(303);

    // Sign in: the welcome card.
    await page.getByLabel('email').fill(email);
    await page.getByLabel('senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Bem-vindo! Vamos anunciar sua propriedade?')).toBeVisible();
    await page.getByRole('button', { name: 'Cadastrar Propriedade' }).click();
    await expect(page).toHaveURL(/\/cadastro-proprietario$/);
    // The start is remembered: back on the dashboard the welcome card is gone.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Seu cadastro' })).toBeVisible();
    await expect(page.getByText('Bem-vindo! Vamos anunciar sua propriedade?')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Etapa pendente' })).toContainText('Dados pessoais');
    await page.getByRole('region', { name: 'Seu cadastro' }).getByRole('button', { name: 'Continuar cadastro' }).click();

    // The owner wizard.
    await expect(page).toHaveURL(/\/cadastro-proprietario$/);
    await walkOwnerWizard(page);
    await pageContent(page).getByRole('button', { name: 'finalizar cadastro' }).click();
    await expect(page.getByText('Cadastro finalizado!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });
    await expect.poll(async () => (await registrationMails(email)).length).toBe(1);

    // The greeting uses the name the owner gave, not the e-mail's local part.
    await expect(page.getByRole('heading', { level: 1, name: /^(Bom dia|Boa tarde|Boa noite), Marina$/ })).toBeVisible();

    // The card now leads to the property.
    const card = page.getByRole('region', { name: 'Seu cadastro' });
    // The six-step percent of the progress page (2 of 6).
    await expect(card).toContainText('33%');
    await expect(page.getByRole('region', { name: 'Etapa pendente' })).toContainText('Cadastro do imóvel');
    await card.getByRole('button', { name: 'Continuar cadastro' }).click();
    await expect(page).toHaveURL(/\/cadastro-imovel$/);

    // The property wizard.
    await page.getByRole('button', { name: /começar cadastro/i }).click();
    await expect(page).toHaveURL(/\/cadastro-imovel\/etapas/);
    await page.getByRole('radio', { name: /Litoral/ }).check();
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByRole('radio', { name: 'Apartamento' }).check();
    await page.getByLabel('Quartos').fill('2');
    await page.getByLabel('Banheiros').fill('1');
    await page.getByLabel('Capacidade de hóspedes').fill('4');
    await page.getByLabel('Área (m²)').fill('62.5');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByLabel('Nome da propriedade').fill('Apê da Jornada');
    await page.getByLabel('Descrição').fill('Apartamento claro a poucos passos da Avenida Paulista, com varanda, cozinha completa e internet rápida para quem trabalha.');
    await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
    await page.getByRole('checkbox', { name: 'Silêncio após as 22h' }).check();
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await expect(page.getByText('Propriedade cadastrada!')).toBeVisible();
    await expect(page).toHaveURL(/\/propriedade\/[0-9a-f-]+\/calendario$/, { timeout: 8_000 });
    const propertyId = /\/propriedade\/([0-9a-f-]+)\/calendario$/.exec(page.url())![1]!;

    // Its progress: the photo session is next.
    await page.goto(`/propriedade/${propertyId}/onboarding`);
    await expect(pageContent(page).getByText('3 de 6 etapas concluídas')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Sessão de fotos: Disponível' })).toBeVisible();
    await page.getByRole('region', { name: 'Próxima etapa' }).getByRole('button', { name: /Continuar/ }).click();

    // The photo session.
    await expect(page).toHaveURL(/\/sessao-fotos-intro$/);
    await page.getByRole('button', { name: 'Agendar Sessão de Fotos' }).click();
    await expect(page).toHaveURL(/\/escolher-propriedade-fotos$/);
    await pageContent(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(new RegExp(`/agendamento-fotos\\?propertyId=${propertyId}$`));
    const dates = page.getByRole('radiogroup', { name: 'Escolha a data' }).getByRole('radio');
    await expect(dates).toHaveCount(6);
    await dates.nth(0).check();
    await page.getByRole('radio', { name: 'Manhã (8h às 12h)' }).check();
    await pageContent(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/confirmacao-fotos$/);
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Agendamento confirmado!').first()).toBeVisible();

    // Booked: every screen says so, with its date, and leads where the wait shows.
    await page.goto('/dashboard');
    const bookedCard = page.getByRole('region', { name: 'Seu cadastro' });
    await expect(bookedCard.getByRole('listitem', { name: 'Agendamento de fotos: concluído' })).toContainText(/Sessão de fotos agendada para \d{2}\/\d{2}\/\d{4}/);
    await expect(bookedCard).toContainText('50%');
    await bookedCard.getByRole('button', { name: 'Ver progresso detalhado' }).click();
    await expect(page).toHaveURL(/\/progresso-onboarding$/);
    await expect(pageContent(page).getByText('50%')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Sessão de fotos: Pendente' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Aprovação interna: Bloqueado' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Próxima etapa' })).toContainText(/Sessão de fotos agendada para \d{2}\/\d{2}\/\d{4}/);
    await page.goto('/propriedades');
    await expect(page.getByRole('article', { name: 'Apê da Jornada' })).toContainText('Aguardando fotos');
    await expect(page.getByRole('article', { name: 'Apê da Jornada' })).toContainText(/Sessão de fotos agendada para/);

    // The provider's staff confirm and complete the session, then approve the property.
    const staff = backendClient('service');
    const { data: session, error } = await staff.from('photo_sessions').select('id').eq('property_id', propertyId).single();
    if (error || !session) throw new Error(`photo session: ${error?.message}`);
    await confirmPhotoSession(staff, (session as { id: string }).id, 'Carlos Fotógrafo');
    await completePhotoSession(staff, (session as { id: string }).id);
    await approveProperty(staff, propertyId);

    // 6 de 6, and the way to the calendar.
    await page.goto('/progresso-onboarding');
    await expect(pageContent(page).getByText('6 de 6 etapas concluídas')).toBeVisible();
    await expect(pageContent(page).getByText('100%')).toBeVisible();
    await pageContent(page).getByRole('button', { name: /Ver Calendário/ }).click();
    await expect(page).toHaveURL(new RegExp(`/propriedade/${propertyId}/calendario$`));

    // The dashboard is unlocked with the property active.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Indicadores' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Seu cadastro' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Etapa pendente' })).toBeHidden();
    await expect(pageContent(page).getByText('Apê da Jornada').first()).toBeVisible();
    await expect(pageContent(page).getByText('Ativo').first()).toBeVisible();

    // The notifications centre lists what happened.
    await page.goto('/notificacoes');
    await expect(page.getByRole('heading', { name: 'Central de Notificações' })).toBeVisible();
    for (const title of ['Cadastro finalizado', 'Sessão de fotos confirmada', 'Sessão de fotos concluída', 'Propriedade ativa']) {
      await expect(pageContent(page).getByText(title, { exact: true }).first()).toBeVisible();
    }
  });
});
