import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { createOwner, latestMail, TEST_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { expect, test } from '../fixtures/portal-test';

const STRENGTH_MESSAGE = 'sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.';

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('email').fill(email);
  await page.getByLabel('senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'entrar', exact: true }).click();
}

async function fillSignUp(page: Page, email: string, password: string, confirmation = password) {
  await page.getByRole('link', { name: 'não tem conta? crie agora' }).click();
  await page.getByLabel('email').fill(email);
  await page.getByLabel('senha', { exact: true }).fill(password);
  await page.getByLabel('confirme a senha').fill(confirmation);
  await page.getByRole('button', { name: 'criar conta' }).click();
}

/** Follows an e-mailed link as the owner's mail client would, without a browser. */
async function followLinkOutsideBrowser(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
}

/**
 * Milliseconds between the auth server's answer arriving (the request whose URL contains `request`,
 * by the page's own resource timing) and a button named `button` appearing, as the page itself sees
 * it (a MutationObserver), not as a polling assertion happens to notice it. The switch timer starts
 * when the answer is handled; the message's own render may lag behind it on a busy machine, so the
 * delay is measured from the answer. Also checks that `text` was on the page before the switch.
 */
async function watchSwitch(page: Page, text: string, button: string, request: string): Promise<() => Promise<number>> {
  await page.evaluate(({ text, button }) => {
    const marks: { message?: number; button?: number } = {};
    (window as unknown as { __switchMarks: typeof marks }).__switchMarks = marks;
    const check = () => {
      if (marks.message === undefined && document.body.innerText.includes(text)) marks.message = performance.now();
      if (marks.message !== undefined && marks.button === undefined
        && [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === button)) marks.button = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, { text, button });
  return async () => {
    const { answered, marks } = await page.evaluate((request) => {
      const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.includes(request));
      return {
        answered: answers.at(-1)?.responseEnd,
        marks: (window as unknown as { __switchMarks: { message?: number; button?: number } }).__switchMarks,
      };
    }, request);
    expect(marks.message, 'the message shows before the switch').toBeDefined();
    expect(marks.button, 'the switch happens after the message').toBeGreaterThanOrEqual(marks.message!);
    return (marks.button ?? Number.NaN) - (answered ?? Number.NaN);
  };
}

test.describe('auth screen journeys', () => {
  test('sign up, confirm through the e-mailed link, sign in and reach the dashboard', async ({ page }) => {
    const email = uniqueEmail('cadastro');
    await page.goto('/auth');
    await fillSignUp(page, email, TEST_PASSWORD);
    await expect(page.getByText('conta criada!')).toBeVisible();
    await expect(page.getByText('pronto! sua conta foi criada e já pode fazer login')).toBeVisible();
    await expect(page.getByRole('button', { name: 'entrar', exact: true })).toBeVisible();
    await expect(page.getByLabel('senha', { exact: true })).toHaveValue('');

    const mail = await latestMail(email, 'signup');
    expect(mail.link).toContain('redirect_to=');
    await followLinkOutsideBrowser(mail.link);

    await fillSignIn(page, email, TEST_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(email.split('@')[0]!);
  });

  test('the confirmation link itself signs the owner in at the site root', async ({ page }) => {
    const email = uniqueEmail('link');
    await page.goto('/auth');
    await fillSignUp(page, email, TEST_PASSWORD);
    await expect(page.getByText('conta criada!')).toBeVisible();
    await page.goto((await latestMail(email, 'signup')).link);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a confirmation link opened a second time says on the sign-in screen that it was already used', async ({ page }) => {
    const email = uniqueEmail('link-usado');
    await page.goto('/auth');
    await fillSignUp(page, email, TEST_PASSWORD);
    await expect(page.getByText('conta criada!')).toBeVisible();
    const { link } = await latestMail(email, 'signup');
    await followLinkOutsideBrowser(link);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth#error=/);
    await expect(page.getByRole('alert').filter({ hasText: 'este link expirou ou já foi usado. peça um novo e tente de novo.' })).toBeVisible();
  });

  test('a wrong password is refused with the friendly message', async ({ page }) => {
    await page.goto('/auth');
    await fillSignIn(page, DEMO_OWNER.email, 'Errada@2026!');
    await expect(page.getByRole('alert').filter({ hasText: 'hmm, essas credenciais não conferem. pode tentar novamente?' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an unconfirmed e-mail explains itself and switches to sign-up after 3 s', async ({ page }) => {
    const email = uniqueEmail('sem-confirmar');
    await page.goto('/auth');
    await fillSignUp(page, email, TEST_PASSWORD);
    await expect(page.getByText('conta criada!')).toBeVisible();
    const text = 'parece que sua conta ainda não foi confirmada. verifique seu email ou tente criar uma nova conta.';
    const elapsed = await watchSwitch(page, text, 'criar conta', 'grant_type=password');
    await fillSignIn(page, email, TEST_PASSWORD);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('button', { name: 'criar conta' })).toBeVisible({ timeout: 6000 });
    expect(await elapsed()).toBeGreaterThanOrEqual(2900);
  });

  test('an existing account is pointed to sign in, switching after 2 s', async ({ page }) => {
    await page.goto('/auth');
    const text = 'você já tem uma conta conosco. que tal fazer login?';
    const elapsed = await watchSwitch(page, text, 'entrar', '/auth/v1/signup');
    await fillSignUp(page, DEMO_OWNER.email, TEST_PASSWORD);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('button', { name: 'entrar', exact: true })).toBeVisible({ timeout: 5000 });
    expect(await elapsed()).toBeGreaterThanOrEqual(1900);
  });

  test('a weak password is refused before it reaches the server', async ({ page }) => {
    let signUpRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/signup')) signUpRequests += 1;
    });
    await page.goto('/auth');
    await fillSignUp(page, uniqueEmail('fraca'), 'fraca123');
    await expect(page.getByText(STRENGTH_MESSAGE)).toBeVisible();
    expect(signUpRequests).toBe(0);
  });

  test('after 5 failed attempts sign-in answers with the rate-limit message', async ({ page }) => {
    const owner = await createOwner('limite');
    await page.goto('/auth');
    // The attempts are made on the app's own form: taking over what was typed and pressed on the
    // prerendered screen has its own tests (prerendered-sign-in.spec.ts).
    await page.getByLabel('email').focus();
    // The app's whole start (its code, app-config.json, the screen's code) under the full suite's load.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
    const signInAnswered = () => page.waitForResponse((response) => response.url().includes('grant_type=password'), { timeout: 30_000 });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = signInAnswered();
      await fillSignIn(page, owner.email, `Errada@${attempt}abc`);
      expect((await answered).status(), `attempt ${attempt}`).toBe(400);
      await expect(page.getByText('hmm, essas credenciais não conferem. pode tentar novamente?'), `attempt ${attempt}`).toBeVisible();
      // The form is ready for the next attempt once its button is back.
      await expect(page.getByRole('button', { name: 'entrar', exact: true })).toBeEnabled();
    }
    // Even the right password is refused now.
    const refused = signInAnswered();
    await fillSignIn(page, owner.email, owner.password);
    expect((await refused).status()).toBe(429);
    await expect(page.getByText('muitas tentativas. aguarde alguns segundos e tente novamente.')).toBeVisible();
  });

  test('forgot password: the e-mailed link leads to a new password that then signs in', async ({ page }) => {
    const owner = await createOwner('esqueci');
    const newPassword = 'NovaSenha@2026';
    await page.goto('/auth');
    await page.getByRole('link', { name: 'esqueci minha senha' }).click();
    await page.getByLabel('email').fill(owner.email);
    await page.getByRole('button', { name: 'enviar link' }).click();
    await expect(page.getByText('email enviado!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'entrar', exact: true })).toBeVisible();

    const mail = await latestMail(owner.email, 'recovery');
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { name: 'crie uma nova senha' })).toBeVisible();
    await page.getByLabel('nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('confirme a nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'salvar nova senha' }).click();
    await expect(page.getByText('senha atualizada!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The new password works from a fresh browser; the old one no longer does.
    const fresh = await page.context().browser()!.newPage();
    await fresh.goto(new URL('/auth', page.url()).href);
    await fillSignIn(fresh, owner.email, owner.password);
    await expect(fresh.getByText('hmm, essas credenciais não conferem. pode tentar novamente?')).toBeVisible();
    await fillSignIn(fresh, owner.email, newPassword);
    await expect(fresh).toHaveURL(/\/dashboard$/);
    await fresh.close();
  });
});

test.describe('the sign-in screen on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the show-password button is a 44 px square a finger can tap, and the field keeps its height', async ({ page }) => {
    await page.goto('/auth');
    const field = page.getByLabel('senha', { exact: true });
    await field.fill('Segredo@1');
    const toggle = await page.getByRole('button', { name: 'Mostrar senha' }).boundingBox();
    expect(toggle?.width).toBeGreaterThanOrEqual(44);
    expect(toggle?.height).toBeGreaterThanOrEqual(44);
    const box = await page.locator('.portal-input-affix').filter({ has: field }).boundingBox();
    expect(box?.height).toBe(40);
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(field).toHaveAttribute('type', 'text');
  });
});

test.describe('route guard', () => {
  test('signed out: protected pages and / go to /auth; unknown paths show the not-found page', async ({ page }) => {
    for (const path of ['/dashboard', '/financeiro', '/conta', '/propriedade/abc/calendario', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
    await page.goto('/caminho-que-nao-existe');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/dashboard');
  });

  test('signed in: /auth and / lead to the dashboard, /home is the same page', async ({ ownerPage: page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/home');
    await expect(page.getByText('Receita Mensal')).toBeVisible();
  });
});
