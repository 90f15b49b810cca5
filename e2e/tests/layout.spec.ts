import type { Page } from '@playwright/test';
import { COMPLETE_PROFILE, createOwner, finishedProperty, shapeOwner } from '../fixtures/accounts';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

async function quickMenuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu rápido' });
  await expect(menu).toBeVisible();
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

test.describe('quick menu and bottom bar follow the owner’s journey', () => {
  test('a brand-new owner sees only Onboarding, Fotografia and Configurações; Financeiro is locked', async ({ page }) => {
    const owner = await createOwner('novo');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    expect(await quickMenuLabels(page)).toEqual(['Onboarding', 'Fotografia', 'Configurações']);
    const finance = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Financeiro' });
    await expect(finance).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Cadastrar Propriedade' })).toBeVisible();
  });

  test('an owner mid-onboarding (profile done, no property) still sees only the onboarding items', async ({ page }) => {
    const owner = await createOwner('meio');
    await shapeOwner(owner, { profile: COMPLETE_PROFILE });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    expect(await quickMenuLabels(page)).toEqual(['Onboarding', 'Fotografia', 'Configurações']);
    await page.goto('/financeiro');
    await expect(page.getByText('Disponível após o cadastro')).toBeVisible();
  });

  test('on a gated dashboard every control shows Calendário and Financeiro in one state: locked', async ({ page }) => {
    // A finished property waiting for its photos: the dashboard shows the onboarding gate.
    const owner = await createOwner('portao-unico');
    await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, 'Casa da Praia', false)] });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Seu cadastro' })).toBeVisible({ timeout: 20_000 });
    const menu = page.getByRole('navigation', { name: 'Menu rápido' });
    const bar = page.getByRole('navigation', { name: 'Navegação principal' });
    const actions = page.getByRole('region', { name: 'Ações rápidas' });
    for (const label of ['Calendário', 'Financeiro']) {
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-disabled', 'true');
      await expect(bar.getByRole('link', { name: label })).toHaveAttribute('aria-disabled', 'true');
      await expect(actions.getByRole('link', { name: new RegExp(label) })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  test('an onboarded owner with one property sees every item but Onboarding and Fotografia', async ({ page }) => {
    const owner = await createOwner('um-imovel');
    await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, 'Casa da Praia', true)], completedPhotoSessionFor: 'all' });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    expect(await quickMenuLabels(page)).toEqual(['Calendário', 'Reservas', 'Financeiro', 'Mensagens', 'Suporte', 'Propriedades', 'Configurações']);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Financeiro' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Propriedades Ativas')).toHaveCount(0);
  });

  test('an owner with several properties loses Calendário and Reservas from the quick menu', async ({ page }) => {
    const owner = await createOwner('varios');
    await shapeOwner(owner, {
      profile: COMPLETE_PROFILE,
      properties: [finishedProperty(owner.id, 'Casa da Praia', true), finishedProperty(owner.id, 'Chalé da Serra', true)],
      completedPhotoSessionFor: 'all',
    });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    expect(await quickMenuLabels(page)).toEqual(['Financeiro', 'Mensagens', 'Suporte', 'Propriedades', 'Configurações']);
    await expect(page.getByText('Propriedades Ativas')).toBeVisible();
  });

  test('Suporte opens the configured chat link in a new tab', async ({ page }) => {
    const owner = await createOwner('suporte');
    await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, 'Casa da Praia', true)], completedPhotoSessionFor: 'all' });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    const support = page.getByRole('navigation', { name: 'Menu rápido' }).getByRole('link', { name: 'Suporte' });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('the bottom bar marks the active tab by path prefix', async ({ ownerPage: page }) => {
    await page.goto('/conta/dados-bancarios');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link', { name: 'Conta' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the security headers are sent with the portal', async ({ request }) => {
    const response = await request.get('/dashboard');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The app's origin, its one inline script (auth.html's) by its hash, the remotes; nothing inline else.
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/]+=*'){1}( http:\/\/localhost:\d+)+;/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
