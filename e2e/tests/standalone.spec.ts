import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { expect, test } from '../fixtures/portal-test';
import { remoteByPackage } from '../fixtures/system';

const REMOTE_PACKAGES = ['mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account'];

test.describe('every remote runs alone from its production build', () => {
  for (const packageName of REMOTE_PACKAGES) {
    test(`${packageName} in its standalone host: sign in, then its first route renders`, async ({ page }) => {
      const remote = remoteByPackage(packageName);
      const firstRoute = remote.routes[0]!.replace(':propertyId', '00000000-0000-4000-8000-000000000000');
      await page.goto(`${remote.url}${firstRoute}`);
      await expect(page.getByText(`${packageName} — ambiente isolado`)).toBeVisible();
      await page.getByLabel('Email').fill(DEMO_OWNER.email);
      await page.getByLabel('Senha').fill(DEMO_OWNER.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.locator('[data-remote-store-id], main, section').first()).toBeVisible();
      await expect(page.getByText(`${packageName} — ambiente isolado`)).toHaveCount(0);
      expect(new URL(page.url()).origin).toBe(new URL(remote.url).origin);
    });
  }
});
