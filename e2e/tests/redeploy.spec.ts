import { expect, test } from '../fixtures/portal-test';
import { separateDeployment } from '../fixtures/remote-release';
import { remoteByPackage } from '../fixtures/system';

test.describe('redeploying one remote without rebuilding the shell', () => {
  test.describe.configure({ mode: 'serial' });
  const deployment = separateDeployment('mf-finance');

  test.beforeAll(() => deployment.prepare());
  test.afterAll(() => deployment.dispose());

  test('new files at a new address, announced by editing app-config.json, and then new files at the same address', async ({ ownerPage: page }) => {
    const finance = remoteByPackage('mf-finance');
    const remoteView = page.locator(`[data-remote="${finance.federationName}"]`);

    await page.goto('/financeiro');
    await expect(remoteView).toHaveAttribute('data-remote-release', '1.0.0');

    await deployment.deploy('1.1.0-a');

    await page.reload();
    await expect(remoteView).toHaveAttribute('data-remote-release', '1.1.0-a');

    // Same app-config.json: the team uploads a new build over the old one.
    await deployment.deploy('1.1.0-b');
    await page.reload();
    await expect(remoteView).toHaveAttribute('data-remote-release', '1.1.0-b');
  });
});
