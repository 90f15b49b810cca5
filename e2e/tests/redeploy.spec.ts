import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../../shell/server/static-server';
import { expect, test } from '../fixtures/portal-test';
import { buildRemoteRelease } from '../fixtures/remote-release';
import { remoteByPackage, systemInfo } from '../fixtures/system';

/** Builds mf-finance as its team would for a new deployment, with a release label. */
const buildFinance = (outputDir: string, release: string) => buildRemoteRelease('mf-finance', outputDir, release);

test.describe('redeploying one remote without rebuilding the shell', () => {
  test.describe.configure({ mode: 'serial' });
  let server: Server | undefined;
  let deployDir = '';
  const appConfigPath = () => systemInfo().appConfigPath;
  let originalConfig = '';

  test.beforeAll(() => {
    originalConfig = readFileSync(appConfigPath(), 'utf8');
    deployDir = mkdtempSync(join(tmpdir(), 'mf-finance-deploy-'));
  });

  test.afterAll(async () => {
    writeFileSync(appConfigPath(), originalConfig);
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    rmSync(deployDir, { recursive: true, force: true });
  });

  test('new files at a new address, announced by editing app-config.json, and then new files at the same address', async ({ ownerPage: page }) => {
    test.setTimeout(90_000);
    const finance = remoteByPackage('mf-finance');
    const remoteView = page.locator(`[data-remote="${finance.federationName}"]`);

    await page.goto('/financeiro');
    await expect(remoteView).toHaveAttribute('data-remote-release', '1.0.0');

    buildFinance(deployDir, '1.1.0-a');
    server = await startStaticServer({ dir: deployDir, port: 0 });
    const newUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
    const config = JSON.parse(originalConfig) as { remotes: { name: string; manifestUrl: string }[] };
    for (const remote of config.remotes) if (remote.name === finance.federationName) remote.manifestUrl = `${newUrl}/mf-manifest.json`;
    writeFileSync(appConfigPath(), JSON.stringify(config, null, 2));

    await page.reload();
    await expect(remoteView).toHaveAttribute('data-remote-release', '1.1.0-a');

    // Same app-config.json: the team uploads a new build over the old one.
    buildFinance(deployDir, '1.1.0-b');
    await page.reload();
    await expect(remoteView).toHaveAttribute('data-remote-release', '1.1.0-b');
  });
});
