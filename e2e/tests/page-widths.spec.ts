import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { COMPLETE_PROFILE, createOwner, finishedProperty, shapeOwner } from '../fixtures/accounts';
import { backendClient, signInSession } from '../fixtures/backend';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

// No page scrolls sideways on a phone: at 360 and 390 px wide, every route of the portal fits its
// width, no control (field, button, option tile) runs past the card it sits in (or, outside a card,
// the page's margins) nor spills its text out of its own box, no word breaks apart in a squeezed
// column, a row of tabs shows each tab whole, and no amount of money breaks across lines or leaves its card. What does not fit is logged with its size, so a failure says where.

const WIDTHS = [360, 390] as const;

interface Overflow {
  what: string;
  by: number;
}

/** Runs in the page: the document's sideways overflow and each control that leaves its card or box. */
function measureOverflows(): { scrollWidth: number; innerWidth: number; overflows: Overflow[] } {
  const describe = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${text}"`;
  };
  const bordered = (el: Element) => {
    const style = getComputedStyle(el);
    return parseFloat(style.borderTopWidth) > 0 && parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderTopLeftRadius) >= 6;
  };
  const controls = 'input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea, button, [role=radio], [role=checkbox], [role=combobox], label';
  const overflows: Overflow[] = [];
  const main = document.querySelector('main') ?? document.body;
  for (const el of main.querySelectorAll(controls)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // Inside a list meant to scroll sideways (the quick menu, a chip row), the list is the limit.
    let card: Element | null = el.parentElement;
    while (card && card !== main && !bordered(card)) {
      const overflowX = getComputedStyle(card).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') break;
      card = card.parentElement;
    }
    if (card && card !== main && bordered(card)) {
      const limit = card.getBoundingClientRect();
      const by = Math.max(box.right - limit.right, limit.left - box.left);
      if (by > 1) overflows.push({ what: `${describe(el)} leaves ${describe(card)}`, by: Math.round(by) });
    } else if (card === main && !el.matches('.portal-btn-link, .portal-btn-text')) {
      // Outside any card, a control keeps to the page's margins (a row of buttons wider than the page
      // runs into the phone's edge). A text-only button ('Voltar') has no box to see: its padding may
      // reach into the margin so that its words line up with the title.
      const page = main.getBoundingClientRect();
      const style = getComputedStyle(main);
      const by = Math.max(box.right - (page.right - parseFloat(style.paddingRight)), page.left + parseFloat(style.paddingLeft) - box.left);
      if (by > 1) overflows.push({ what: `${describe(el)} leaves the page's margins`, by: Math.round(by) });
    }
    const style = getComputedStyle(el);
    if (el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA' && el.tagName !== 'SELECT' && style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
      overflows.push({ what: `${describe(el)} spills its text`, by: el.scrollWidth - el.clientWidth });
    }
  }
  // A text field shows its date or its hint whole ('dd/mm/aaaa', not 'dd/mm/a').
  const ruler = document.createElement('canvas').getContext('2d');
  for (const input of main.querySelectorAll<HTMLInputElement>('input[inputmode=numeric], input[placeholder]')) {
    const box = input.getBoundingClientRect();
    const text = input.value || input.placeholder;
    if (!ruler || box.width === 0 || !text || input.type === 'hidden') continue;
    const style = getComputedStyle(input);
    ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const by = ruler.measureText(text).width - (input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    if (by > 1) overflows.push({ what: `${describe(input)} cuts "${text}"`, by: Math.round(by) });
  }
  // A word never breaks across lines when its card has room for it on a line of its own: a column
  // squeezed beside a badge that leaves 'Camanducai' on one line and 'a' on the next is a layout fault.
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // A hyphenated word ('Aparta-mento') breaks the way print does.
    if (!parent || parent.closest('[aria-hidden=true], svg, textarea, input, select') || getComputedStyle(parent).hyphens === 'auto') continue;
    let card: Element | null = parent;
    while (card && card !== main && !bordered(card)) card = card.parentElement;
    const room = (card ?? main).getBoundingClientRect().width - 32;
    for (const match of (node.textContent ?? '').matchAll(/\S{4,}/g)) {
      // An e-mail or a link may break where a column ends.
      if (/[@/]/.test(match[0])) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      if (lines > 1 && width < room) overflows.push({ what: `"${match[0]}" in ${describe(parent)} breaks across ${lines} lines`, by: lines });
    }
  }
  // A row of tabs shows every tab whole, each tall enough for a thumb (44 px): a tab half hidden
  // behind the card's edge ('Reservas Futura') reads as cut.
  for (const list of main.querySelectorAll('[role=tablist]')) {
    if (list.scrollWidth > list.clientWidth + 1) overflows.push({ what: `${describe(list)} hides part of its tabs`, by: list.scrollWidth - list.clientWidth });
    for (const tab of list.querySelectorAll('[role=tab]')) {
      const height = tab.getBoundingClientRect().height;
      if (height > 0 && height < 44) overflows.push({ what: `${describe(tab)} is ${Math.round(height)} px high`, by: Math.round(44 - height) });
    }
  }
  // An amount of money ('R$ 104.265,50') reads as one thing: it never breaks across lines, nor leaves its card.
  const money = /^-?R\$\s?-?[\d.]+(?:,\d{2})?$/;
  for (const el of main.querySelectorAll('*')) {
    if (!(el instanceof HTMLElement) || el.children.length > 0 || !money.test((el.textContent ?? '').trim())) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    if (lines > 1) overflows.push({ what: `${describe(el)} breaks across ${lines} lines`, by: lines });
    let card: Element | null = el.parentElement;
    while (card && card !== main && !bordered(card) && !['auto', 'scroll', 'hidden'].includes(getComputedStyle(card).overflowX)) card = card.parentElement;
    const text = range.getBoundingClientRect();
    // Inside a box that scrolls sideways (a wide table), the figure is reached by scrolling.
    if (card && card !== main && bordered(card) && !['auto', 'scroll'].includes(getComputedStyle(card).overflowX) && text.width > 0) {
      const limit = card.getBoundingClientRect();
      const by = Math.max(text.right - limit.right, limit.left - text.left);
      if (by > 1) overflows.push({ what: `${describe(el)} leaves ${describe(card)}`, by: Math.round(by) });
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, overflows };
}

async function expectFits(page: Page, path: string, width: number, ready = (p: Page) => p.locator('h1').first()) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(path);
  await expect.soft(ready(page), `${path} at ${width} px shows its page`).toBeVisible({ timeout: 20_000 });
  // Let late content (cards, charts, tables) arrive.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  const measured = await page.evaluate(measureOverflows);
  if (measured.scrollWidth > width || measured.innerWidth > width || measured.overflows.length > 0) {
    const widest = await page.evaluate((limit) => {
      const out: string[] = [];
      for (const el of document.querySelectorAll('main *')) {
        const box = el.getBoundingClientRect();
        if (box.right > limit + 1 && el.children.length === 0) out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} right ${Math.round(box.right)}`);
      }
      return out.slice(0, 8);
    }, width);
    console.log(`${path} at ${width} px: ${JSON.stringify(measured)} past the edge: ${JSON.stringify(widest)}`);
  }
  // A phone's browser widens its layout to content that does not fit (innerWidth grows with it): the
  // limit is the screen's width.
  expect.soft(measured.innerWidth, `${path} at ${width} px widens the layout`).toBeLessThanOrEqual(width);
  expect.soft(measured.scrollWidth, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  expect.soft(measured.overflows, `${path} at ${width} px: controls or amounts out of place`).toEqual([]);
}

let routes: string[] = [];

test.beforeAll(async () => {
  const ownerId = (await signInSession(DEMO_OWNER.email, DEMO_OWNER.password)).user.id;
  const admin = backendClient('service');
  const properties = await admin.from('properties').select('id, is_draft, is_verified').eq('user_id', ownerId);
  const photoSessions = await admin.from('photo_sessions').select('id, property_id, status').eq('user_id', ownerId);
  const ratings = await admin.from('user_ratings').select('related_entity_id').eq('user_id', ownerId);
  if (properties.error || photoSessions.error || ratings.error) throw new Error(properties.error?.message ?? photoSessions.error?.message ?? ratings.error?.message);
  const rows = properties.data as Array<{ id: string; is_draft: boolean; is_verified: boolean }>;
  const active = rows.find((p) => p.is_verified && !p.is_draft)!;
  const finished = rows.find((p) => !p.is_draft) ?? active;
  const sessions = photoSessions.data as Array<{ id: string; status: string }>;
  const session = sessions[0]!;
  // The rating form itself (with its two buttons), not the 'already rated' card: a completed session not rated yet.
  const rated = new Set((ratings.data as Array<{ related_entity_id: string }>).map((r) => r.related_entity_id));
  const unrated = sessions.find((s) => s.status === 'completed' && !rated.has(s.id)) ?? session;
  // The owner's general conversation (opened if it does not exist yet): a thread with its composer.
  const asOwner = backendClient();
  await asOwner.auth.signInWithPassword({ email: DEMO_OWNER.email, password: DEMO_OWNER.password });
  const conversation = await asOwner.rpc('open_conversation', { p_property_id: null });
  if (conversation.error) throw new Error(conversation.error.message);
  routes = [
    '/dashboard',
    '/propriedades',
    `/propriedade/${active.id}/onboarding`,
    `/propriedade/${active.id}/calendario`,
    `/propriedade/${active.id}/reservas`,
    '/calendario/selecionar-propriedade',
    '/financeiro',
    '/performance',
    '/mensagens',
    `/mensagens/${conversation.data as string}`,
    '/notificacoes',
    '/conta',
    '/conta/dados-bancarios',
    '/cadastro-proprietario',
    '/cadastro-imovel',
    `/cadastro-imovel/etapas?edit=${finished.id}`,
    '/progresso-onboarding',
    '/sessao-fotos-intro',
    '/escolher-propriedade-fotos',
    `/agendamento-fotos?propertyId=${finished.id}`,
    `/sessao-fotos-confirmacao?sessionId=${session.id}`,
    `/feedback-sessao-fotos?sessionId=${unrated.id}&propertyName=Casa`,
    '/uma-pagina-que-nao-existe',
  ];
});

test.describe('no page scrolls sideways on a phone', () => {
  for (const width of WIDTHS) {
    test(`every route fits ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await startSignedIn(page);
      for (const path of routes) await expectFits(page, path, width, path.startsWith('/uma-pagina') ? (p) => p.getByText('404').first() : undefined);
    });

    test(`the sign-in screen and the new property wizard's first step fit ${width} px`, async ({ page }) => {
      await expectFits(page, '/auth', width, (p) => p.getByRole('button', { name: /entrar/i }).first());
      await startSignedIn(page);
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/cadastro-imovel/etapas');
      await expect(page.getByText(/Etapa 1 de 2/)).toBeVisible({ timeout: 20_000 });
      const measured = await page.evaluate(measureOverflows);
      if (measured.overflows.length > 0) console.log(`wizard step 1 at ${width} px: ${JSON.stringify(measured)}`);
      expect(measured.innerWidth).toBeLessThanOrEqual(width);
      expect(measured.scrollWidth).toBeLessThanOrEqual(width);
      expect(measured.overflows).toEqual([]);
    });
  }
});

test.describe("a new owner's folded alert on a phone", () => {
  for (const width of WIDTHS) {
    test(`shows its whole title and a toggle a finger can tap at ${width} px`, async ({ page }) => {
      const owner = await createOwner('alerta-dobrado');
      await page.setViewportSize({ width, height: 844 });
      await startSignedIn(page, owner.email, owner.password);
      await page.goto('/progresso-onboarding');
      const alerts = page.getByRole('region', { name: 'Alertas' });
      await expect(alerts.getByText('Continue seu cadastro', { exact: true })).toBeVisible({ timeout: 20_000 });
      const title = await alerts.getByText('Continue seu cadastro', { exact: true }).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
      expect(title.scroll, `title ${JSON.stringify(title)}`).toBeLessThanOrEqual(title.client);
      expect(title.scrollHeight, `title ${JSON.stringify(title)}`).toBeLessThanOrEqual(title.clientHeight);
      const toggle = await alerts.getByRole('button', { name: 'Mostrar 1 alerta' }).boundingBox();
      expect(toggle?.width).toBeGreaterThanOrEqual(44);
      expect(toggle?.height).toBeGreaterThanOrEqual(44);
    });
  }
});

test.describe('long property names on a phone', () => {
  for (const width of WIDTHS) {
    test(`the onboarding progress with its property selector fits ${width} px`, async ({ page }) => {
      const owner = await createOwner('nome-comprido');
      const name = 'Pousada Recanto dos Pássaros Cantores da Lagoa da Conceição';
      await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, name, false), finishedProperty(owner.id, `${name} II`, false)] });
      await startSignedIn(page, owner.email, owner.password);
      await expectFits(page, '/progresso-onboarding', width, (p) => p.getByRole('combobox', { name: 'Propriedade' }));
    });
  }
});
