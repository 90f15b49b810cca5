import type { Page } from '@playwright/test';
import { COMPLETE_PROFILE, createOwner, finishedProperty, shapeOwner, type TestOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { AUTH_STORAGE_KEY, expect, openedDialog, startSignedIn, test } from '../fixtures/portal-test';

/** An owner who finished onboarding: profile, one active property with its completed photo session. */
async function onboardedOwner(prefix: string): Promise<TestOwner> {
  const owner = await createOwner(prefix);
  await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, 'Casa da Praia', true)], completedPhotoSessionFor: 'all' });
  return owner;
}

function accountMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu da conta' });
}

async function chooseBank(page: Page, bank: string) {
  await page.getByRole('combobox', { name: 'Banco' }).click();
  await page.locator(`.ant-select-item-option[title="${bank}"]`).click();
}

test.describe('account: personal and bank data', () => {
  test('an owner edits personal data and bank data and finds them after a reload', async ({ page }) => {
    // Two forms, a reload and two reads of each: more than the default 45 s when the machine runs the other suites beside.
    const owner = await onboardedOwner('conta-dados');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/conta');
    await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible();
    await expect(page.getByText('Gerencie suas informações e configurações')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resumo da conta' })).toContainText('1 ativa');

    await accountMenu(page).getByRole('button', { name: 'Informações pessoais' }).click();
    const modal = page.getByRole('dialog', { name: 'Informações pessoais' });
    await expect(modal.getByLabel('Email')).toHaveValue(owner.email);
    await modal.getByLabel('Nome completo').fill('Paula Teste Silva');
    await modal.getByLabel('Telefone').fill('21912345678');
    await expect(modal.getByLabel('Telefone')).toHaveValue('(21) 91234-5678');
    await modal.getByLabel('Cidade').fill('Niterói');
    await modal.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Perfil atualizado')).toBeVisible();
    await expect(modal).toBeHidden();

    await accountMenu(page).getByRole('button', { name: 'Dados bancários' }).click();
    await expect(page).toHaveURL(/\/conta\/dados-bancarios$/);
    await expect(page.getByRole('heading', { name: 'Dados Bancários' })).toBeVisible();
    await chooseBank(page, 'Outro');
    await page.getByLabel('Nome do banco').fill('Banco Cooperativo do Vale');
    await page.getByLabel('Agência').fill('0101');
    await page.getByLabel('Conta (com dígito)').fill('9876-5');
    await page.getByRole('radio', { name: 'poupança' }).check();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Dados bancários atualizados')).toBeVisible();
    await expect(page).toHaveURL(/\/conta$/);

    await page.reload();
    await accountMenu(page).getByRole('button', { name: 'Informações pessoais' }).click();
    await expect(modal.getByLabel('Nome completo')).toHaveValue('Paula Teste Silva');
    await expect(modal.getByLabel('Telefone')).toHaveValue('(21) 91234-5678');
    await expect(modal.getByLabel('Cidade')).toHaveValue('Niterói');
    await expect(modal.getByLabel('CPF/CNPJ')).toHaveValue(COMPLETE_PROFILE.document);
    await modal.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/conta/dados-bancarios');
    await expect(page.getByLabel('Nome do banco')).toHaveValue('Banco Cooperativo do Vale');
    await expect(page.getByLabel('Agência')).toHaveValue('0101');
    await expect(page.getByLabel('Conta (com dígito)')).toHaveValue('9876-5');
    await expect(page.getByRole('radio', { name: 'poupança' })).toBeChecked();

    const { data } = await backendClient('service').from('profiles').select('full_name, phone, bank_name, bank_account_type, document').eq('user_id', owner.id).single();
    expect(data).toEqual({ full_name: 'Paula Teste Silva', phone: '(21) 91234-5678', bank_name: 'Banco Cooperativo do Vale', bank_account_type: 'poupanca', document: COMPLETE_PROFILE.document });
  });

  test('a save that fails for want of a connection says so at once and keeps what was typed', async ({ page, context }) => {
    const owner = await onboardedOwner('conta-offline');
    await startSignedIn(page, owner.email, owner.password);
    // Each screen opened straight from its address: no toast has been raised in the page yet.
    await page.goto('/conta/dados-bancarios');
    await expect(page.getByLabel('Agência')).toHaveValue(COMPLETE_PROFILE.bank_agency);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Agência').fill('4321');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Erro ao salvar')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/conta\/dados-bancarios$/);
    await expect(page.getByLabel('Agência')).toHaveValue('4321');
    await context.setOffline(false);

    await page.goto('/conta');
    await page.waitForLoadState('networkidle');
    await accountMenu(page).getByRole('button', { name: 'Informações pessoais' }).click();
    const modal = page.getByRole('dialog', { name: 'Informações pessoais' });
    await modal.getByLabel('Cidade').fill('Niterói');
    await context.setOffline(true);
    await modal.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Erro ao salvar')).toBeVisible({ timeout: 10_000 });
    await expect(modal.getByLabel('Cidade')).toHaveValue('Niterói');
  });

  test("completing the personal data from the account modal clears the onboarding alert (the profile's e-mail is the login's)", async ({ page }) => {
    const owner = await createOwner('conta-etapa');
    const { phone: _phone, ...withoutPhone } = COMPLETE_PROFILE;
    // Written without an e-mail, as the account modal writes it (its e-mail field is read-only).
    const { error } = await backendClient('service').from('profiles').insert({ user_id: owner.id, ...withoutPhone });
    expect(error).toBeNull();
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/conta');
    // A phone shows the alerts folded to one line: unfolded, each says what it is.
    await page.getByRole('region', { name: 'Alertas' }).getByRole('button', { name: /^Mostrar / }).click();
    await expect(page.getByText('Próxima etapa: Dados pessoais.')).toBeVisible();

    await accountMenu(page).getByRole('button', { name: 'Informações pessoais' }).click();
    const modal = page.getByRole('dialog', { name: 'Informações pessoais' });
    await expect(modal.getByLabel('Email')).toHaveValue(owner.email);
    await modal.getByLabel('Telefone').fill('21912345678');
    await modal.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Perfil atualizado')).toBeVisible();
    await expect(page.getByText('Próxima etapa: Dados pessoais.')).toBeHidden();
    await expect(page.getByText(/^Próxima etapa: /)).toBeVisible();
    const { data } = await backendClient('service').from('profiles').select('email, phone').eq('user_id', owner.id).single();
    expect(data).toEqual({ email: owner.email, phone: '(21) 91234-5678' });
  });

  test('a failing validation names the field and saves nothing', async ({ page }) => {
    const owner = await onboardedOwner('conta-invalida');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/conta');
    await accountMenu(page).getByRole('button', { name: 'Informações pessoais' }).click();
    const modal = page.getByRole('dialog', { name: 'Informações pessoais' });
    await modal.getByLabel('CPF/CNPJ').fill('529.982.247-26');
    await modal.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(modal.getByText('CPF inválido')).toBeVisible();
    await expect(page.getByText('Preencha todos os campos obrigatórios antes de salvar.')).toBeVisible();
    const { data } = await backendClient('service').from('profiles').select('document').eq('user_id', owner.id).single();
    expect(data?.document).toBe(COMPLETE_PROFILE.document);
  });
});

test.describe('account: deletion', () => {
  const OWNED_TABLES = ['profiles', 'properties', 'photo_sessions', 'notifications', 'notification_settings'] as const;

  async function ownedRowCounts(ownerId: string): Promise<Record<string, number>> {
    const admin = backendClient('service');
    const counts: Record<string, number> = {};
    for (const table of OWNED_TABLES) {
      const { count, error } = await admin.from(table).select('*', { count: 'exact', head: true }).eq('user_id', ownerId);
      if (error) throw new Error(`${table}: ${error.message}`);
      counts[table] = count ?? 0;
    }
    return counts;
  }

  async function openConfirmStep(page: Page) {
    await accountMenu(page).getByRole('button', { name: 'Privacidade e segurança' }).click();
    const dialog = await openedDialog(page);
    await expect(dialog.getByText('1 propriedade cadastrada')).toBeVisible();
    await expect(dialog.getByText('1 documento (sessões de fotos)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuar mesmo assim' }).click();
    return dialog;
  }

  test('a wrong password deletes nothing; the right one deletes the account and all its rows, and signs out', async ({ page }) => {
    const owner = await onboardedOwner('conta-exclusao');
    const admin = backendClient('service');
    await admin.from('notifications').insert({ user_id: owner.id, type: 'status_change', title: 'Aviso', message: 'Mensagem' });
    await admin.from('notification_settings').insert({ user_id: owner.id, reminders: false });
    const before = await ownedRowCounts(owner.id);
    expect(before).toEqual({ profiles: 1, properties: 1, photo_sessions: 1, notifications: 1, notification_settings: 1 });

    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/conta');
    let dialog = await openConfirmStep(page);
    const confirm = dialog.getByRole('button', { name: 'Deletar Conta Definitivamente' });
    await dialog.getByLabel('Senha atual').fill('Errada@2026');
    await dialog.getByLabel('Digite DELETAR para confirmar').fill('deletar');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Digite DELETAR para confirmar').fill('DELETAR');
    await confirm.click();
    await expect(page.getByText('Erro ao deletar conta')).toBeVisible();
    await expect(page.getByText('Senha incorreta. Verifique sua senha e tente novamente.')).toBeVisible();
    expect(await ownedRowCounts(owner.id)).toEqual(before);

    // Closing forgets what was typed.
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    dialog = await openConfirmStep(page);
    await expect(dialog.getByLabel('Senha atual')).toHaveValue('');

    await dialog.getByLabel('Senha atual').fill(owner.password);
    await dialog.getByLabel('Digite DELETAR para confirmar').fill('DELETAR');
    // From here on nothing the owner did is refused: the sign-out that follows asks the backend nothing of the gone account.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await dialog.getByRole('button', { name: 'Deletar Conta Definitivamente' }).click();
    await expect(page.getByText('Conta deletada')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    // Nothing this browser keeps names the owner any more: no draft, no waiting write, no mark, no session.
    const kept = await page.evaluate(() => [window.localStorage, window.sessionStorage].flatMap((storage) => Object.entries(storage)).flat().join('\n'));
    expect(kept).not.toContain(owner.id);

    expect(await ownedRowCounts(owner.id)).toEqual({ profiles: 0, properties: 0, photo_sessions: 0, notifications: 0, notification_settings: 0 });
    const { data } = await admin.auth.admin.getUserById(owner.id);
    expect(data.user).toBeNull();
    const signIn = await backendClient('anon').auth.signInWithPassword({ email: owner.email, password: owner.password });
    expect(signIn.error).not.toBeNull();
  });
});

test.describe('account: notifications centre', () => {
  async function seedNotifications(owner: TestOwner) {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const { error } = await backendClient('service')
      .from('notifications')
      .insert([
        { user_id: owner.id, type: 'status_change', title: 'Casa em análise', message: 'Sua casa está em aprovação interna.', created_at: hoursAgo(1) },
        { user_id: owner.id, type: 'completion', title: 'Casa ativa', message: 'Sua casa está publicada.', created_at: hoursAgo(2), action: { label: 'Ver propriedades', route: '/propriedades' } },
        { user_id: owner.id, type: 'error', title: 'Falha na sincronização', message: 'Tentaremos novamente.', created_at: hoursAgo(3) },
      ]);
    if (error) throw new Error(error.message);
  }

  const unreadMark = (page: Page, title: string) => page.getByRole('listitem', { name: title }).getByLabel('Não lida', { exact: true });

  test('read, delete and settings survive a reload', async ({ page }) => {
    const owner = await onboardedOwner('conta-avisos');
    await seedNotifications(owner);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/conta');
    await accountMenu(page).getByRole('button', { name: 'Notificações' }).click();
    await expect(page).toHaveURL(/\/notificacoes$/);
    await expect(page.getByRole('heading', { name: 'Central de Notificações' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notificações' }).getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Abrir: Casa em análise' }).click();
    await expect(unreadMark(page, 'Casa em análise')).toHaveCount(0);
    await page.getByRole('button', { name: 'Excluir notificação: Falha na sincronização' }).click();
    await expect(page.getByRole('listitem', { name: 'Falha na sincronização' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('switch', { name: 'Lembretes' }).click();
    await expect(page.getByText('Notificações desativadas para lembretes')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('list', { name: 'Notificações' }).getByRole('listitem')).toHaveCount(2);
    await expect(unreadMark(page, 'Casa em análise')).toHaveCount(0);
    await expect(unreadMark(page, 'Casa ativa')).toHaveCount(1);
    await page.getByRole('button', { name: 'Configurações' }).click();
    await expect(page.getByRole('switch', { name: 'Lembretes' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Todas as notificações' })).toBeChecked();

    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(page.getByLabel('Não lida', { exact: true })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Todas as notificações' }).click();
    await expect(page.getByRole('switch', { name: 'Atualizações por email' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Casa ativa' })).toBeVisible();
    await expect(page.getByLabel('Não lida', { exact: true })).toHaveCount(0);
    const { data } = await backendClient('service').from('notification_settings').select('enabled, reminders').eq('user_id', owner.id).single();
    expect(data).toEqual({ enabled: false, reminders: false });

    await page.getByRole('button', { name: 'Ver propriedades' }).click();
    await expect(page).toHaveURL(/\/propriedades$/);
  });

  test('the dashboard shows the unread-notifications widget for an onboarded owner', async ({ page }) => {
    const owner = await onboardedOwner('conta-widget');
    await seedNotifications(owner);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    const widget = page.locator('[data-widget="unread-notifications"]');
    await expect(widget.getByLabel('3 não lidas')).toBeVisible();
    await expect(widget.getByRole('list', { name: 'Notificações não lidas' }).getByRole('listitem')).toHaveCount(3);
    await expect(widget.getByRole('listitem').first()).toContainText('Casa em análise');
    await widget.getByRole('link', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL(/\/notificacoes$/);
  });
});

