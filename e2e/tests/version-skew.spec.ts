import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { workspaceRoot } from '../../shell/server/portal-remotes';
import { expect, openedDialog, test } from '../fixtures/portal-test';
import { remoteByPackage, systemInfo } from '../fixtures/system';
import { createTeamCheckout, serveBuild, type TeamCheckout } from '../fixtures/team-checkout';

// A remote team deploys alone over a shell that is not rebuilt: what owners then get, for a rule
// the team owns, for a new export of a pure shared entry, and for a new export of a singleton one.

const account = () => remoteByPackage('mf-account');
const shellBuiltAt = () => statSync(join(workspaceRoot, 'shell', 'dist', 'index.html')).mtimeMs;

test.describe('deploying a remote alone over an older shell', () => {
  test.describe.configure({ mode: 'serial' });
  let originalConfig = '';
  const cleanups: (() => Promise<void> | void)[] = [];

  test.beforeAll(() => {
    originalConfig = readFileSync(systemInfo().appConfigPath, 'utf8');
  });
  test.afterEach(async () => {
    writeFileSync(systemInfo().appConfigPath, originalConfig);
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Builds the team's checkout, serves it at a new address and announces it in app-config.json. */
  async function deploy(checkout: TeamCheckout, release: string) {
    const outputDir = mkdtempSync(join(tmpdir(), 'mf-account-deploy-'));
    checkout.build(outputDir, release);
    const served = await serveBuild(outputDir);
    cleanups.push(served.close, () => rmSync(outputDir, { recursive: true, force: true }));
    const config = JSON.parse(originalConfig) as { remotes: { name: string; manifestUrl: string }[] };
    for (const remote of config.remotes) if (remote.name === account().federationName) remote.manifestUrl = `${served.url}/mf-manifest.json`;
    writeFileSync(systemInfo().appConfigPath, JSON.stringify(config, null, 2));
    return JSON.parse(readFileSync(join(outputDir, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
  }

  function teamCheckout() {
    const checkout = createTeamCheckout('mf-account');
    cleanups.push(() => checkout.remove());
    return checkout;
  }

  async function confirmDeletionButton(page: Page, password: string) {
    await page.getByRole('navigation', { name: 'Menu da conta' }).getByRole('button', { name: 'Privacidade e segurança' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByRole('button', { name: 'Continuar mesmo assim' }).click();
    await dialog.getByLabel('Senha atual').fill(password);
    await dialog.getByLabel('Digite DELETAR para confirmar').fill('DELETAR');
    return dialog.getByRole('button', { name: 'Deletar Conta Definitivamente' });
  }

  test('a rule the team owns changes for owners when only its remote is redeployed', async ({ ownerPage: page }) => {
    test.setTimeout(120_000);
    const shellBefore = shellBuiltAt();
    await page.goto('/conta');
    await expect(await confirmDeletionButton(page, 'Senha1')).toBeEnabled();

    // The account team now asks for at least 8 characters before an account can be deleted.
    const checkout = teamCheckout();
    checkout.edit('mf-account/src/account-deletion/account-deletion-rules.ts', (text) =>
      text.replace('const DELETION_MIN_PASSWORD_LENGTH = 6;', 'const DELETION_MIN_PASSWORD_LENGTH = 8;'),
    );
    await deploy(checkout, '1.1.0-regra');

    await page.reload();
    await expect(page.locator(`[data-remote="${account().federationName}"]`)).toHaveAttribute('data-remote-release', '1.1.0-regra');
    await expect(await confirmDeletionButton(page, 'Senha1')).toBeDisabled();
    await page.getByRole('dialog').getByLabel('Senha atual').fill('Senha123');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Deletar Conta Definitivamente' })).toBeEnabled();
    expect(shellBuiltAt()).toBe(shellBefore);
  });

  test('a remote built against a pure shared entry with a new export works over the older shell', async ({ ownerPage: page }) => {
    test.setTimeout(120_000);
    const checkout = teamCheckout();
    checkout.edit('shared/src/format/index.ts', (text) => `${text}\nexport const releaseLabel = (release: string) => \`versão \${release}\`;\n`);
    checkout.edit('mf-account/src/routes.tsx', (text) =>
      text
        .replace("import { paths } from './paths';", "import { releaseLabel } from '@portal/shared/format';\nimport { paths } from './paths';")
        .replace(
          '{ path: paths.account.path, Component: AccountPage },',
          '{ path: paths.account.path, Component: () => (<><p data-testid="release-label">{releaseLabel(release)}</p><AccountPage /></>) },',
        ),
    );
    const manifest = await deploy(checkout, '1.2.0-formato');
    // A pure entry is not shared at run time: the remote carries the part it uses.
    expect(manifest.shared.map((entry) => entry.name)).not.toContain('@portal/shared/format');

    await page.goto('/conta');
    await expect(page.getByTestId('release-label')).toHaveText('versão 1.2.0-formato');
    await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible();
  });

  test('a remote that uses a new export of a singleton entry is refused by the older shell, with the reason; one that does not use it runs', async ({ ownerPage: page }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The design-system team adds a component to @portal/shared/ui and locks it at the next minor.
    const runningUi = (JSON.parse(readFileSync(join(workspaceRoot, 'shared', 'contract-lock.json'), 'utf8')) as Record<string, { version: string }>).ui!.version;
    const [major, minor] = runningUi.split('.').map(Number) as [number, number];
    const nextUi = `${major}.${minor + 1}.0`;
    const deployedManifest = JSON.parse(readFileSync(join(workspaceRoot, 'mf-account', 'dist', 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion?: string }[] };
    const requiredBefore = deployedManifest.shared.find((entry) => entry.name === '@portal/shared/ui')?.requiredVersion;
    const checkout = teamCheckout();
    checkout.edit('shared/src/ui/index.ts', (text) =>
      `${text}\nexport const ReleaseTag = ({ release }: { release: string }) => createElement('span', { 'data-testid': 'release-tag' }, release);\n`.replace(
        /^/,
        "import { createElement } from 'react';\n",
      ),
    );
    checkout.edit('shared/contract-lock.json', (text) => {
      const lock = JSON.parse(text) as Record<string, { version: string; exports: Record<string, string> }>;
      lock.ui = { version: nextUi, exports: { ...lock.ui!.exports, ReleaseTag: nextUi } };
      return `${JSON.stringify(lock, null, 2)}\n`;
    });

    // Rebuilt against it without using the new component: it still asks for what it asked before, and runs.
    let manifest = await deploy(checkout, '1.3.0-sem-uso');
    expect(requiredBefore).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(manifest.shared.find((entry) => entry.name === '@portal/shared/ui')?.requiredVersion).toBe(requiredBefore);
    await page.goto('/conta');
    await expect(page.locator(`[data-remote="${account().federationName}"]`)).toHaveAttribute('data-remote-release', '1.3.0-sem-uso');
    await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible();

    // Using it: the older shell does not have it, and says so instead of calling what is not there.
    checkout.edit('mf-account/src/routes.tsx', (text) =>
      text
        .replace("import { paths } from './paths';", "import { ReleaseTag } from '@portal/shared/ui';\nimport { paths } from './paths';")
        .replace('{ path: paths.account.path, Component: AccountPage },', '{ path: paths.account.path, Component: () => (<><ReleaseTag release={release} /><AccountPage /></>) },'),
    );
    manifest = await deploy(checkout, '1.3.0-com-uso');
    expect(manifest.shared.find((entry) => entry.name === '@portal/shared/ui')?.requiredVersion).toBe(`^${nextUi}`);

    await page.goto('/conta');
    const fallback = page.getByTestId('module-fallback');
    await expect(fallback).toContainText('Erro ao carregar este módulo');
    await expect(fallback).toContainText('Este módulo foi atualizado e precisa de uma versão mais recente do portal.');
    await expect(page.locator('[data-fallback-reason]')).toHaveAttribute(
      'data-fallback-reason',
      `shared-mismatch: @portal/shared/ui ^${nextUi} (this portal runs ${runningUi})`,
    );
    await expect(page.getByTestId('release-tag')).toHaveCount(0);
    // The rest of the portal is untouched.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
