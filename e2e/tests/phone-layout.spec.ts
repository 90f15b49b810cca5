import type { Locator, Page } from '@playwright/test';
import { COMPLETE_PROFILE, createOwner, finishedProperty, shapeOwner, type TestOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

// What an owner sees on a phone (390 × 844) and on a desktop: nothing off screen, toasts clear of the
// dialog they talk about, every page's edges on the layout's. The measured boxes are logged, so a
// failure shows how far off each edge is.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The pages whose edges must be the layout's, the dashboard first. */
const PAGES = ['/dashboard', '/conta', '/conta/dados-bancarios', '/notificacoes'] as const;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

const width = (box: Box) => box.right - box.left;
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const round = (box: Box) => Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value * 10) / 10]));

/**
 * An owner who finished onboarding with several active properties (so the strip has its four tiles),
 * a photo session booked ahead (so the layout shows an alert) and one unread notification.
 */
async function onboardedOwner(prefix: string): Promise<TestOwner> {
  const owner = await createOwner(prefix);
  await shapeOwner(owner, {
    profile: COMPLETE_PROFILE,
    properties: [finishedProperty(owner.id, 'Casa da Praia', true), finishedProperty(owner.id, 'Chalé da Serra', true)],
    completedPhotoSessionFor: 'all',
  });
  // A third property whose photo session is booked ahead: the layout shows its alert on every page.
  const admin = backendClient('service');
  const third = await admin.from('properties').insert(finishedProperty(owner.id, 'Casa do Lago', true)).select('id').single();
  if (third.error) throw new Error(`property: ${third.error.message}`);
  const ahead = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const session = await admin.from('photo_sessions').insert({ user_id: owner.id, property_id: third.data.id, date: ahead, time_slot: 'morning_08', status: 'confirmed' });
  if (session.error) throw new Error(`photo session: ${session.error.message}`);
  const notice = await admin
    .from('notifications')
    .insert({ user_id: owner.id, type: 'status_change', title: 'Casa em análise', message: 'Sua casa está em aprovação interna.' });
  if (notice.error) throw new Error(`notification: ${notice.error.message}`);
  return owner;
}

/** A new owner of the given shape, signed in, on `path`. */
async function openAsNewOwner(page: Page, prefix: string, path: string, shape: (prefix: string) => Promise<TestOwner> = onboardedOwner): Promise<TestOwner> {
  const owner = await shape(prefix);
  await startSignedIn(page, owner.email, owner.password);
  await page.goto(path);
  return owner;
}

/** The title's left edge and the content edges of the page that holds it (its own padding excluded). */
async function pageEdges(page: Page) {
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  return title.evaluate((heading) => {
    const container = heading.closest('section') ?? heading.closest('main')!;
    const style = getComputedStyle(container);
    const rect = container.getBoundingClientRect();
    return {
      title: heading.getBoundingClientRect().left,
      left: rect.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
      right: rect.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
    };
  });
}

/** The edges every page must share: the quick menu's and the alert list's, which the layout places. */
async function layoutEdges(page: Page) {
  const menu = await boxOf(page.getByRole('navigation', { name: 'Menu rápido' }));
  const alerts = await boxOf(page.getByRole('region', { name: 'Alertas' }));
  return { menu, alerts };
}

async function expectEdgesEqualAcrossPages(page: Page) {
  const measured: Record<string, unknown> = {};
  let reference: { left: number; right: number } | null = null;
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Menu rápido' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alertas' })).toBeVisible();
    const { menu, alerts } = await layoutEdges(page);
    const edges = await pageEdges(page);
    measured[path] = { menu: [menu.left, menu.right], alerts: [alerts.left, alerts.right], page: edges };
    reference ??= { left: menu.left, right: menu.right };
    for (const [what, left, right] of [
      ['quick menu', menu.left, menu.right],
      ['alert list', alerts.left, alerts.right],
      ['page', edges.left, edges.right],
    ] as const) {
      expect.soft(Math.abs(left - reference.left), `${path}: ${what} left ${left} vs ${reference.left}`).toBeLessThanOrEqual(1);
      expect.soft(Math.abs(right - reference.right), `${path}: ${what} right ${right} vs ${reference.right}`).toBeLessThanOrEqual(1);
    }
    expect.soft(Math.abs(edges.title - reference.left), `${path}: title left ${edges.title} vs ${reference.left}`).toBeLessThanOrEqual(1);
  }
  console.log(`page edges at ${page.viewportSize()!.width} px: ${JSON.stringify(measured)}`);
}

/**
 * Opens 'Informações pessoais' on /conta and makes its save fail on the server: the error toast
 * arrives while the dialog stays open.
 */
async function failedSaveInPersonalInfo(page: Page, owner: TestOwner) {
  await startSignedIn(page, owner.email, owner.password);
  await page.goto('/conta');
  await page.getByRole('navigation', { name: 'Menu da conta' }).getByRole('button', { name: 'Informações pessoais' }).click();
  const modal = page.getByRole('dialog', { name: 'Informações pessoais' });
  await expect(modal.getByLabel('Email')).toHaveValue(owner.email);
  await page.route('**/rest/v1/profiles**', (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falha simulada"}' }),
  );
  await modal.getByLabel('Cidade').fill('Niterói');
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  const toast = page.locator('.ant-notification-notice');
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast).toContainText('Erro ao salvar');
  await expect(toast).toHaveCount(1);
  await expect(modal).toBeVisible();
  // The toast slides in: measure it where it stays.
  await page.waitForTimeout(600);
  return { modal, toast };
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('every tile of the stats strip is on screen, with nothing to scroll sideways', async ({ page }) => {
    const owner = await onboardedOwner('fone-indicadores');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    const strip = page.getByRole('region', { name: 'Indicadores', exact: true });
    await expect(strip).toHaveAttribute('aria-busy', 'false');
    const tiles = strip.getByRole('listitem');
    await expect(tiles).toHaveCount(4);
    await expect(strip).toContainText('Reservas (30 dias)');
    await expect(strip).toContainText('Taxa de Ocupação');

    const boxes = await Promise.all((await tiles.all()).map(boxOf));
    const overflow = await strip.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    console.log(`stats strip tiles: ${JSON.stringify(boxes.map(round))}; ${JSON.stringify(overflow)}`);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      // Readable at a glance: no tile squeezed below a label's width.
      expect(width(box)).toBeGreaterThanOrEqual(140);
    }
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
  });

  test('a toast about the personal-info dialog covers neither its header nor its buttons', async ({ page }) => {
    const { modal, toast } = await failedSaveInPersonalInfo(page, await onboardedOwner('fone-toast'));
    const toastBox = await boxOf(toast);
    const header = await boxOf(modal.locator('.ant-modal-header'));
    const close = await boxOf(modal.getByRole('button', { name: /fechar|close/i }));
    const save = await boxOf(modal.getByRole('button', { name: 'Salvar alterações' }));
    const cancel = await boxOf(modal.getByRole('button', { name: 'Cancelar' }));
    const dialog = await boxOf(modal.locator('.ant-modal-container'));
    const bar = await boxOf(page.getByRole('navigation', { name: 'Navegação principal' }));
    console.log(`toast ${JSON.stringify(round(toastBox))}; dialog ${JSON.stringify(round(dialog))}; header ${JSON.stringify(round(header))}; close ${JSON.stringify(round(close))}; buttons ${JSON.stringify([round(cancel), round(save)])}; bottom bar ${JSON.stringify(round(bar))}`);

    expect(intersects(toastBox, header), 'toast over the dialog title').toBe(false);
    expect(intersects(toastBox, close), 'toast over the close button').toBe(false);
    expect(intersects(toastBox, save), 'toast over Salvar alterações').toBe(false);
    expect(intersects(toastBox, cancel), 'toast over Cancelar').toBe(false);
    // Fully on screen, above the bottom bar.
    expect(toastBox.top).toBeGreaterThanOrEqual(0);
    expect(toastBox.bottom).toBeLessThanOrEqual(bar.top);
    expect(toastBox.left).toBeGreaterThanOrEqual(0);
    expect(toastBox.right).toBeLessThanOrEqual(PHONE.width);
  });

  test('the demo owner\'s dashboard, with its property cards and notifications, and the property pages scroll only up and down', async ({ page }) => {
    await startSignedIn(page);
    for (const [path, ready] of [
      ['/dashboard', page.getByRole('list', { name: 'Propriedades' })],
      ['/propriedades', page.getByRole('list', { name: 'Propriedades' })],
      ['/cadastro-imovel', page.getByRole('heading', { name: 'Cadastro de propriedade', level: 1 })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      // Widgets that arrive later (unread notifications) are measured too.
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll, `${path} is ${widths.scroll} px wide on a ${widths.client} px screen`).toBeLessThanOrEqual(widths.client);
    }
  });

  test('every page has the edges of the quick menu, the alert list and the dashboard', async ({ page }) => {
    const owner = await onboardedOwner('fone-bordas');
    await startSignedIn(page, owner.email, owner.password);
    await expectEdgesEqualAcrossPages(page);
  });

  test("each quick-menu label sits inside its tile's padding ('Configurações' included)", async ({ page }) => {
    await openAsNewOwner(page, 'fone-menu', '/dashboard', createOwner);
    const menu = page.getByRole('navigation', { name: 'Menu rápido' });
    await expect(menu.getByText('Configurações')).toBeVisible();
    const tiles = await menu.locator(':scope > *').evaluateAll((items) =>
      items.map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item.lastChild!);
        const text = range.getBoundingClientRect();
        const box = item.getBoundingClientRect();
        const style = getComputedStyle(item);
        const inner = { left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) };
        return { label: item.textContent, text: [Math.round(text.left), Math.round(text.right)], inner: [Math.round(inner.left), Math.round(inner.right)] };
      }),
    );
    console.log(`quick menu tiles: ${JSON.stringify(tiles)}`);
    for (const tile of tiles) {
      expect.soft(tile.text[0]!, `${tile.label} starts inside its tile`).toBeGreaterThanOrEqual(tile.inner[0]!);
      expect.soft(tile.text[1]!, `${tile.label} ends inside its tile`).toBeLessThanOrEqual(tile.inner[1]!);
    }
  });

  test("the notifications centre's controls are a fingertip (44 px) tall", async ({ page }) => {
    const owner = await onboardedOwner('fone-toques');
    await backendClient('service')
      .from('notifications')
      .insert({ user_id: owner.id, type: 'reminder', title: 'Sessão amanhã', message: 'Deixe a casa arrumada.', action: { label: 'Ver detalhes', route: '/dashboard' } });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/notificacoes');
    await expect(page.getByRole('listitem', { name: 'Sessão amanhã' })).toBeVisible();
    await page.getByRole('button', { name: 'Configurações' }).click();
    await expect(page.getByRole('switch', { name: 'Lembretes' })).toBeVisible();
    const controls = [
      page.getByRole('button', { name: 'Marcar todas como lidas' }),
      ...(await page.getByRole('button', { name: /^Excluir notificação/ }).all()),
      page.getByRole('listitem', { name: 'Sessão amanhã' }).getByRole('button', { name: 'Ver detalhes' }),
      ...(await page.getByRole('region', { name: 'Configurações de notificação' }).locator('label').all()),
    ];
    const small: string[] = [];
    for (const control of controls) {
      const box = await boxOf(control);
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
      if (box.bottom - box.top < 44 || width(box) < 44) small.push(`${name}: ${JSON.stringify(round(box))}`);
    }
    expect(small).toEqual([]);
  });

  test("the frame's controls are a fingertip (44 px) wide and tall: the brand, the alert's action and toggle", async ({ page }) => {
    await openAsNewOwner(page, 'fone-moldura', '/conta');
    const alerts = page.getByRole('region', { name: 'Alertas' });
    await expect(alerts.getByText('Sessão de fotos agendada')).toBeVisible();
    const controls = {
      brand: page.getByRole('banner').getByRole('link').first(),
      action: alerts.getByRole('button', { name: 'Ver detalhes' }),
      toggle: alerts.getByRole('button', { name: /^Mostrar \d+ alerta/ }),
    };
    for (const [what, control] of Object.entries(controls)) {
      const box = await boxOf(control);
      expect.soft(Math.min(width(box), box.bottom - box.top), `${what}: ${JSON.stringify(round(box))}`).toBeGreaterThanOrEqual(44);
    }
  });

  test("a page's way back is a fingertip (44 px) tall, above the title", async ({ page }) => {
    await openAsNewOwner(page, 'fone-voltar', '/conta/dados-bancarios');
    const back = page.getByRole('button', { name: 'Voltar' });
    await expect(back).toBeVisible();
    const backBox = await boxOf(back);
    const title = await boxOf(page.getByRole('heading', { name: 'Dados Bancários' }));
    console.log(`way back ${JSON.stringify(round(backBox))}; title ${JSON.stringify(round(title))}`);
    expect(backBox.bottom - backBox.top).toBeGreaterThanOrEqual(44);
    expect(backBox.bottom).toBeLessThanOrEqual(title.top);
  });

  test("each choice of the bank form's account type and of a new conversation's subject is a fingertip (44 px) tall", async ({ page }) => {
    await openAsNewOwner(page, 'fone-escolhas', '/conta/dados-bancarios');
    await expect(page.getByRole('radio', { name: 'poupança' })).toBeVisible();
    // Layout heights: the dialog zooms in as it opens, which scales its boxes for a moment.
    const heights = () => page.locator('label.ant-radio-wrapper').evaluateAll((labels) => labels.map((label) => ({ label: label.textContent, height: (label as HTMLElement).offsetHeight })));
    const bank = await heights();
    await page.goto('/mensagens');
    await page.getByRole('button', { name: 'Nova conversa' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Nova conversa' }).getByRole('radio', { name: 'Casa da Praia' })).toBeVisible();
    const subjects = await heights();
    console.log(`choices: ${JSON.stringify([...bank, ...subjects])}`);
    expect(bank).toHaveLength(2);
    expect(subjects.length).toBeGreaterThanOrEqual(2);
    for (const choice of [...bank, ...subjects]) expect.soft(choice.height, choice.label ?? '').toBeGreaterThanOrEqual(44);
  });

  test('the notifications header gives the title the width and keeps the card’s padding', async ({ page }) => {
    const owner = await onboardedOwner('fone-avisos');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/notificacoes');
    const title = page.getByRole('heading', { name: 'Central de Notificações' });
    const subtitle = page.getByText('Acompanhe todas as atualizações sobre seu progresso e propriedades');
    const markAll = page.getByRole('button', { name: 'Marcar todas como lidas' });
    await expect(markAll).toBeEnabled();
    // The list's parent is the card's body, which spans the card inside its 1 px border.
    const cardBody = page.getByRole('list', { name: 'Notificações' }).locator('xpath=..');

    const titleBox = await boxOf(title);
    const subtitleBox = await boxOf(subtitle);
    const markAllBox = await boxOf(markAll);
    const cardBox = await boxOf(cardBody);
    const settings = await boxOf(page.getByRole('button', { name: 'Configurações' }));
    console.log(`title ${JSON.stringify(round(titleBox))}; subtitle ${JSON.stringify(round(subtitleBox))}; settings ${JSON.stringify(round(settings))}; mark all ${JSON.stringify(round(markAllBox))}; card body ${JSON.stringify(round(cardBox))}`);

    expect(width(titleBox)).toBeGreaterThanOrEqual(300);
    expect(width(subtitleBox)).toBeGreaterThanOrEqual(300);
    expect(cardBox.right + 1 - markAllBox.right).toBeGreaterThanOrEqual(8);
    expect(settings.right).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false });

  test('the stats strip is one row of equal tiles', async ({ page }) => {
    const owner = await onboardedOwner('mesa-indicadores');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    const strip = page.getByRole('region', { name: 'Indicadores', exact: true });
    await expect(strip).toHaveAttribute('aria-busy', 'false');
    const boxes = await Promise.all((await strip.getByRole('listitem').all()).map(boxOf));
    console.log(`desktop stats strip tiles: ${JSON.stringify(boxes.map(round))}`);
    expect(boxes).toHaveLength(4);
    for (const box of boxes) {
      expect(box.top).toBe(boxes[0]!.top);
      expect(Math.abs(width(box) - width(boxes[0]!))).toBeLessThanOrEqual(1);
    }
  });

  test('every page has the edges of the quick menu, the alert list and the dashboard', async ({ page }) => {
    const owner = await onboardedOwner('mesa-bordas');
    await startSignedIn(page, owner.email, owner.password);
    await expectEdgesEqualAcrossPages(page);
  });

  test('a toast about the personal-info dialog covers neither its header nor its buttons', async ({ page }) => {
    const { modal, toast } = await failedSaveInPersonalInfo(page, await onboardedOwner('mesa-toast'));
    const toastBox = await boxOf(toast);
    const dialog = await boxOf(modal.locator('.ant-modal-container'));
    console.log(`desktop toast ${JSON.stringify(round(toastBox))}; dialog ${JSON.stringify(round(dialog))}`);
    expect(intersects(toastBox, dialog), 'toast over the dialog').toBe(false);
  });
});

test.describe('the first screen of a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test("each page's own title is within the first 450 px with the demo owner's alerts", async ({ page }) => {
    await startSignedIn(page);
    for (const path of ['/dashboard', '/propriedades', '/financeiro', '/performance', '/conta', '/sessao-fotos-intro', '/progresso-onboarding']) {
      await page.goto(path);
      const title = page.locator('main h1').first();
      await expect(title).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: 'Alertas' })).toBeVisible();
      const box = await boxOf(title);
      console.log(`${path}: title at ${Math.round(box.top)} px`);
      expect.soft(box.top, `${path}: the title starts ${Math.round(box.top)} px down`).toBeLessThanOrEqual(450);
    }
  });

  test("a toast leaves the wizard's sticky button uncovered", async ({ page }) => {
    const owner = await createOwner('fone-toast-botao');
    await shapeOwner(owner, { profile: COMPLETE_PROFILE });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/cadastro-imovel/etapas');
    const next = page.getByRole('button', { name: 'Próximo' });
    await expect(next).toBeVisible({ timeout: 20_000 });
    await next.click();
    const toast = page.locator('.ant-notification-notice');
    await expect(toast).toContainText('Campos obrigatórios');
    // The toast slides in: measure it where it stays.
    await page.waitForTimeout(600);
    const toastBox = await boxOf(toast);
    const button = await boxOf(next);
    console.log(`toast ${JSON.stringify(round(toastBox))}; Próximo ${JSON.stringify(round(button))}`);
    expect(intersects(toastBox, button), 'toast over Próximo').toBe(false);
  });
});
