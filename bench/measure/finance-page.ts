import type { Browser } from '@playwright/test';
import { activeProperty, createBenchOwner, providerClient, type BenchBackend } from './bench-owner';
import type { PlantedSession } from './first-render';
import { signedInPage } from './signed-in-page';
import { recordDownloads, totals, type ByteTotals, type DownloadedFile } from './network-bytes';
import { AUTH_STORAGE_KEY, signInForBench } from './bench-session';
import { median, round } from './stats';

/** What /financeiro costs an owner: bytes before and after its chart loads, and time to a usable page over 1000 stays. */
export interface FinancePageFigures {
  /** Every JS and CSS of a first visit to /financeiro until its reservation list shows (no chart library yet). */
  beforeChart: Omit<ByteTotals, 'files'> & { files: number };
  /** What scrolling to 'Receitas de Reservas' adds: the chart library and its wrapper. */
  chartAdds: Omit<ByteTotals, 'files'> & { files: number };
  /** An owner with 1000 reservations (the finance call's limit) over 10 properties, deep link to /financeiro. */
  thousandReservations: { reservations: number; runs: number; listVisibleMs: number; interactiveMs: number };
}

const RUNS = 5;
const QUIET_MS = 1000;
const PROPERTIES = 10;
const STAYS_PER_PROPERTY = 100;
const CHANNELS = ['airbnb', 'booking', 'vrbo', 'direct'];


function summary(files: DownloadedFile[]) {
  const { js, css } = totals(files);
  return { js, css, files: files.length };
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An owner with ten active properties and a thousand stays recorded by the provider, spread over the last three years. */
async function ownerWithThousandStays(backend: BenchBackend): Promise<{ email: string; password: string }> {
  const admin = providerClient(backend);
  const { userId, email, password } = await createBenchOwner(admin, 'financeiro');
  const properties = Array.from({ length: PROPERTIES }, (_, i) => activeProperty(userId, `Imóvel ${i + 1}`, i));
  const inserted = await admin.from('properties').insert(properties).select('id');
  if (inserted.error || !inserted.data) throw inserted.error ?? new Error('bench properties');
  const start = addDays(new Date().toISOString().slice(0, 10), -1000);
  const stays = inserted.data.flatMap(({ id }: { id: string }, p: number) => {
    let checkIn = addDays(start, p);
    return Array.from({ length: STAYS_PER_PROPERTY }, (_, i) => {
      const nights = 2 + ((i + p) % 4);
      const stay = {
        property_id: id,
        guest_name: `Hóspede ${p * STAYS_PER_PROPERTY + i + 1}`,
        check_in: checkIn,
        check_out: addDays(checkIn, nights),
        platform: CHANNELS[(i + p) % CHANNELS.length],
        gross_amount: 300 * nights + ((i * 37) % 200),
        cleaning_fee: 120,
      };
      checkIn = addDays(checkIn, nights + 3 + (i % 7));
      return stay;
    });
  });
  const recorded = await admin.rpc('staff_record_reservations', { p_reservations: stays });
  if (recorded.error) throw recorded.error;
  return { email, password };
}

/** Bytes of /financeiro before and after the chart, and its time to usable over 1000 reservations. */
export async function measureFinancePage(browser: Browser, shellUrl: string, backend: BenchBackend, demoSession: PlantedSession): Promise<FinancePageFigures> {
  const page = await signedInPage(browser, demoSession);
  let beforeChart;
  let chartAdds;
  try {
    const downloads = recordDownloads(page);
    await page.goto(`${shellUrl}/financeiro`);
    await page.getByRole('list', { name: 'Reservas' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const first = await downloads.files();
    beforeChart = summary(first);
    await page.locator('#financial-chart').scrollIntoViewIfNeeded();
    await page.locator('#financial-chart .highcharts-container').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const seen = new Set(first.map((file) => file.url));
    chartAdds = summary((await downloads.files()).filter((file) => !seen.has(file.url)));
  } finally {
    await page.context().close();
  }

  const owner = await ownerWithThousandStays(backend);
  const session = { storageKey: AUTH_STORAGE_KEY, value: await signInForBench(backend, owner) };
  const visible: number[] = [];
  const interactive: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const deep = await signedInPage(browser, session);
    try {
      await deep.goto(`${shellUrl}/financeiro`, { waitUntil: 'commit' });
      // Usable: the list of the thousand stays is on screen and the main thread then stays free of long tasks for a second.
      const [visibleAt, interactiveAt] = await deep.evaluate(
        ([selector, quietMs]) => {
          const probe = window as unknown as { whenVisible(s: string): Promise<number>; whenInteractive(s: string, q: number): Promise<number> };
          return Promise.all([probe.whenVisible(selector), probe.whenInteractive(selector, quietMs)]);
        },
        ['ul[aria-label="Reservas"] li', QUIET_MS] as const,
      );
      visible.push(visibleAt);
      interactive.push(interactiveAt);
    } finally {
      await deep.context().close();
    }
  }
  return {
    beforeChart,
    chartAdds,
    thousandReservations: { reservations: PROPERTIES * STAYS_PER_PROPERTY, runs: RUNS, listVisibleMs: round(median(visible)), interactiveMs: round(median(interactive)) },
  };
}
