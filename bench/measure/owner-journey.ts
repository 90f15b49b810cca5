import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { median } from './stats';

/**
 * What an owner on a mid-range phone feels, from a signed-out visit to the dashboard and back:
 * Chromium at a 4x slower CPU on Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up), phone viewport, touch. Each step's time runs from the owner's action until its
 * content is visible; each interaction's latency is what the browser's Event Timing reports (the
 * INP definition: the longest event of the interaction).
 */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  viewport: { width: 390, height: 844 },
} as const;

export const JOURNEY_STEPS = ['sign-in screen', 'dashboard figures', 'calendar', 'property calendar', 'day selected', 'selection cancelled', 'finance', 'period changed', 'back home'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export interface JourneyRun {
  steps: Record<JourneyStep, number>;
  /** Per interaction (Event Timing's interactionId), its longest event's duration, in order. */
  interactions: number[];
  /** The longest interaction: its event, what it landed on, and where its time went. */
  worst: { ms: number; what: string } | null;
  /** Every interaction, in order, described as `worst` is. */
  described: string[];
  longTasks: { count: number; totalMs: number };
  totalMs: number;
}

export interface JourneySummary {
  runs: number;
  /** Medians of the runs, ms. */
  steps: Record<JourneyStep, number>;
  totalMs: number;
  /** The run's worst interaction (its INP), median over runs, and the worst of all runs. */
  inpMs: number;
  worstInteractionMs: number;
  /** What the worst interaction of all runs was. */
  worstInteraction: string;
  longTaskMs: number;
}

/** Collects Event Timing and long tasks from the page's start; read with `readPageTiming`. */
const TIMING_SCRIPT = `(() => {
  const seen = { interactions: new Map(), longTasks: [] };
  window.__ownerJourney = seen;
  const describe = (target) => {
    if (!target || !target.tagName) return '?';
    const name = target.getAttribute('aria-label') || (target.textContent || '').trim().slice(0, 30);
    return target.tagName.toLowerCase() + (name ? ' "' + name + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = seen.interactions.get(entry.interactionId);
      const parts = ' (waited ' + Math.round(entry.processingStart - entry.startTime) + ', handlers ' + Math.round(entry.processingEnd - entry.processingStart) + ', to paint ' + Math.round(entry.startTime + entry.duration - entry.processingEnd) + ' ms)';
      if (!known || entry.duration > known.ms) seen.interactions.set(entry.interactionId, { ms: entry.duration, what: entry.name + ' on ' + describe(entry.target) + parts });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) seen.longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
})();`;

interface Interaction {
  ms: number;
  what: string;
}

async function readPageTiming(page: Page): Promise<{ interactions: Interaction[]; longTasks: number[] }> {
  // Event Timing reports an interaction once its next frame is painted: give it that frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.evaluate(() => {
    const seen = (window as unknown as { __ownerJourney: { interactions: Map<number, { ms: number; what: string }>; longTasks: number[] } }).__ownerJourney;
    return { interactions: [...seen.interactions.values()], longTasks: seen.longTasks };
  });
}

async function timed(action: () => Promise<unknown>, visible: Locator): Promise<number> {
  const started = Date.now();
  await action();
  await visible.waitFor({ state: 'visible', timeout: 60_000 });
  return Date.now() - started;
}

/** A free day of the shown month, picked from the end (the past cannot be selected). */
async function freeDay(content: Locator): Promise<Locator> {
  const free = content.getByRole('button', { name: /: Disponível$/ });
  await free.first().waitFor({ timeout: 30_000 });
  return free.last();
}

/** One owner journey in a fresh context (nothing cached, signed out). */
export async function runOwnerJourney(browser: Browser, shellUrl: string): Promise<JourneyRun> {
  const context = await browser.newContext({ viewport: PHONE_PROFILE.viewport, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_PROFILE.network);
    await page.addInitScript(TIMING_SCRIPT);
    const content = page.locator('section.portal-page');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const started = Date.now();
    const steps = {} as Record<JourneyStep, number>;

    steps['sign-in screen'] = await timed(() => page.goto(`${shellUrl}/auth`, { waitUntil: 'commit' }), page.getByLabel('email'));
    await page.getByLabel('email').tap();
    await page.keyboard.type(DEMO_OWNER.email);
    await page.getByLabel('senha', { exact: true }).tap();
    await page.keyboard.type(DEMO_OWNER.password);
    steps['dashboard figures'] = await timed(
      () => page.getByRole('button', { name: 'entrar', exact: true }).tap(),
      page.getByRole('region', { name: 'Indicadores' }).and(page.locator('[aria-busy="false"]')),
    );
    steps.calendar = await timed(() => nav.getByRole('link', { name: 'Calendário' }).tap(), content.getByRole('button', { name: /^Ver Calendário: / }).first());
    steps['property calendar'] = await timed(() => content.getByRole('button', { name: /^Ver Calendário: / }).first().tap(), content.getByRole('list', { name: 'Legenda' }));
    const day = await freeDay(content);
    steps['day selected'] = await timed(() => day.tap(), content.getByRole('region', { name: 'Dias selecionados' }));
    const selection = content.getByRole('region', { name: 'Dias selecionados' });
    steps['selection cancelled'] = await timed(async () => {
      await selection.getByRole('button', { name: 'Cancelar' }).tap();
      await selection.waitFor({ state: 'hidden' });
    }, content.getByRole('list', { name: 'Legenda' }));
    steps.finance = await timed(() => nav.getByRole('link', { name: 'Financeiro' }).tap(), content.getByRole('combobox', { name: 'Período' }));
    // Until the new period's figures show, not only the filter's badge: the cards are busy until they come.
    steps['period changed'] = await timed(
      async () => {
        await content.getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Este ano' });
        await content.getByLabel('1 filtro ativo').waitFor();
      },
      content.getByRole('list', { name: 'Resumo financeiro' }).and(page.locator('[aria-busy="false"]')),
    );
    steps['back home'] = await timed(() => nav.getByRole('link', { name: 'Início' }).tap(), page.getByRole('region', { name: 'Indicadores' }).and(page.locator('[aria-busy="false"]')));
    const totalMs = Date.now() - started;
    const { interactions, longTasks } = await readPageTiming(page);
    const worst = interactions.reduce<Interaction | null>((longest, interaction) => (!longest || interaction.ms > longest.ms ? interaction : longest), null);
    const described = interactions.map((interaction) => `${Math.round(interaction.ms)} ms: ${interaction.what}`);
    return { steps, interactions: interactions.map((interaction) => Math.round(interaction.ms)), worst, described, longTasks: { count: longTasks.length, totalMs: Math.round(longTasks.reduce((sum, ms) => sum + ms, 0)) }, totalMs };
  } finally {
    await context.close();
  }
}

export function summarizeJourneys(runs: JourneyRun[]): JourneySummary {
  const steps = Object.fromEntries(JOURNEY_STEPS.map((step) => [step, Math.round(median(runs.map((run) => run.steps[step])))])) as Record<JourneyStep, number>;
  const worstPerRun = runs.map((run) => Math.max(0, ...run.interactions));
  const worst = runs.map((run) => run.worst).reduce((longest, interaction) => (interaction && (!longest || interaction.ms > longest.ms) ? interaction : longest), null);
  return {
    runs: runs.length,
    steps,
    totalMs: Math.round(median(runs.map((run) => run.totalMs))),
    inpMs: Math.round(median(worstPerRun)),
    worstInteractionMs: Math.round(Math.max(0, ...worstPerRun)),
    worstInteraction: worst ? `${Math.round(worst.ms)} ms: ${worst.what}` : 'none',
    longTaskMs: Math.round(median(runs.map((run) => run.longTasks.totalMs))),
  };
}

/** `runs` journeys one after another (medians of 5 by default). */
export async function measureOwnerJourney(browser: Browser, shellUrl: string, runs = 5): Promise<JourneySummary> {
  const results: JourneyRun[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await runOwnerJourney(browser, shellUrl));
  return summarizeJourneys(results);
}
