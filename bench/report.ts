import { MEASURED_LONG_TASK_MS } from './measure/cpu-share';
import { databaseScaleMarkdown } from './measure/database-scale';
import type { LighthouseFigures } from './measure/lighthouse';

/** The benchmark's Markdown table, from the JSON it writes. */
interface Totals {
  raw: number;
  gzip: number;
  brotli: number;
}

// The report's shape is whatever run-bench.ts assembles; this only reads it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Report = any;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const bytes = (t: Totals) => `${kb(t.gzip)} gzip / ${kb(t.brotli)} br (${kb(t.raw)} raw)`;

export function toMarkdown(report: Report): string {
  const lines: string[] = [];
  const row = (...cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push(`## Owner portal benchmark — ${report.date}`, '');
  lines.push(`Machine: ${report.machine.os}, ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}. Run took ${report.durationSeconds} s.`, '');

  if (report.ownerJourney) {
    const journey = report.ownerJourney;
    lines.push(`### The owner journey (phone profile: 4x slower CPU, slow 4G; medians of ${journey.runs})`, '');
    row('step', 'ms until its content is visible');
    row('---', '---');
    for (const [step, ms] of Object.entries(journey.steps)) row(step, ms as number);
    row('**whole journey**', journey.totalMs);
    lines.push('', `Worst interaction (Event Timing, the INP definition): ${journey.inpMs} ms median of runs, ${journey.worstInteractionMs} ms at worst (${journey.worstInteraction}). Long tasks: ${journey.longTaskMs} ms.`, '');
  }

  lines.push('### Build (cold, production)', '');
  row('app', 'seconds');
  row('---', '---');
  for (const [app, seconds] of Object.entries(report.build.perApp)) row(app, seconds as number);
  row('**whole workspace** (2 at a time)', report.build.workspace);
  row(`rebuild ${report.build.remoteRebuildAfterOneLineChange.app} after a one-line change`, report.build.remoteRebuildAfterOneLineChange.seconds);
  lines.push('');

  lines.push('### Bytes (from Chromium network traffic)', '');
  row('what', 'JavaScript', 'CSS', 'budget (JS gzip)');
  row('---', '---', '---', '---');
  row('first render of /auth (signed out)', bytes(report.bytes.auth.js), bytes(report.bytes.auth.css), kb(report.budgets.limits.authFirstRenderJsGzip));
  row('first render of /dashboard (demo owner)', bytes(report.bytes.dashboard.js), bytes(report.bytes.dashboard.css), kb(report.budgets.limits.dashboardFirstRenderJsGzip));
  for (const [remote, totals] of Object.entries(report.bytes.remotes) as [string, { js: Totals; css: Totals }][]) {
    row(`${remote}: own bytes when its first route loads`, bytes(totals.js), bytes(totals.css), '—');
  }
  row('duplicate bytes of shared libraries (source)', `${report.bytes.duplicateSharedBytes} B`, '', '0 B');
  row('pure rules and formatting bundled into more than one app (source, by design)', `${report.bytes.pureCopyBytes ?? 0} B`, '', '—');
  lines.push('', report.budgets.violations.length === 0 ? 'Budgets: all hold.' : `Budgets exceeded: ${report.budgets.violations.join('; ')}.`, '');

  lines.push('### Loading in Chromium (Lighthouse 12.8, mobile, default throttling; medians)', '');
  row('page', 'runs', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'machine speed (Lighthouse benchmark index)', 'long tasks as measured: length / on a CPU (ms)');
  row('---', '---', '---', '---', '---', '---', '---', '---');
  for (const [page, figures] of Object.entries(report.lighthouse) as [string, Partial<LighthouseFigures>][]) {
    const long = figures.longTasks ? `${figures.longTasks.wallMs} / ${figures.longTasks.cpuMs ?? '—'}` : '—';
    row(page === 'auth' ? '/auth' : '/dashboard (signed in)', figures.runs!, figures.performanceScore!, figures.lcpMs!, figures.tbtMs!, figures.cls!, figures.benchmarkIndex ?? '—', long);
  }
  lines.push(
    '',
    `Long tasks: the main thread's tasks of ${MEASURED_LONG_TASK_MS} ms or more as measured (Lighthouse's 50 ms at its fourfold slowdown), summed per run. Where their length exceeds their time on a CPU, the thread was waiting for a core while this machine ran other work; the simulated TBT counts that wait four times.`,
  );
  if (report.repeatVisit) {
    const r = report.repeatVisit;
    const thread = r.mainThread ? ` The page's main thread, until it showed: ${r.mainThread.cpuMs} ms on a CPU, ${r.mainThread.waitMs} ms ready to run but waiting for a core.` : '';
    lines.push(
      '',
      `Repeat visit of /dashboard (signed in, warm cache, no throttling; medians of ${r.runs}): visible in **${r.visibleMs} ms**; ${r.requestsToServers} requests to the portal's servers, ${r.downloaded} with a body (${r.lastVisit.join(', ')}).${thread}`,
    );
  }
  lines.push('', 'Each remote in Chromium on this machine (no throttling), medians of 5 fresh pages, ms from the click or the navigation start:', '');
  row('remote', 'navigation from dashboard to its first route (not yet loaded)', 'deep link: visible', 'deep link: interactive (no long task for 1 s after)');
  row('---', '---', '---', '---');
  for (const [remote, timing] of Object.entries(report.remoteTimings) as [string, Record<string, number>][]) {
    row(remote, timing.navigationFromDashboard!, timing.deepLinkToVisible!, timing.deepLinkToInteractive ?? '—');
  }
  lines.push('');

  if (report.finance) {
    const f = report.finance;
    lines.push('### /financeiro (demo owner; then an owner with 1000 reservations)', '');
    row('what', 'figure');
    row('---', '---');
    row('first visit until the reservation list shows (no chart library)', `JS ${bytes(f.beforeChart.js)}, CSS ${bytes(f.beforeChart.css)}, ${f.beforeChart.files} files`);
    row("scrolling to 'Receitas de Reservas' adds (chart library)", `JS ${bytes(f.chartAdds.js)}, ${f.chartAdds.files} files`);
    row(`deep link with ${f.thousandReservations.reservations} reservations: list visible (median of ${f.thousandReservations.runs}, ms)`, f.thousandReservations.listVisibleMs);
    row('… usable: list shown and no long task for 1 s after (ms)', f.thousandReservations.interactiveMs);
    lines.push('');
  }

  if (report.messages) {
    const m = report.messages;
    lines.push('### /mensagens (an owner with a thread of 30 messages)', '');
    row('what', 'figure');
    row('---', '---');
    row('opening Mensagens after the dashboard adds (its own code)', `JS ${bytes(m.listAdds.js)}, CSS ${bytes(m.listAdds.css)}, ${m.listAdds.files} files`);
    row('deep link: conversations visible (median, ms)', m.listVisibleMs);
    row('deep link: thread visible (median, ms)', m.threadVisibleMs);
    row(`a reply of the team reaching the open thread (${m.replyToThread.live ? 'Realtime' : 'no Realtime channel'}; median / max of ${m.replyToThread.runs}, ms)`, `${m.replyToThread.medianMs} / ${m.replyToThread.maxMs}`);
    lines.push('');
  }

  lines.push('### Backend latency (ms, p50 / p95)', '');
  row('database', 'call', 'concurrency 1', 'concurrency 50');
  row('---', '---', '---', '---');
  for (const [database, calls] of Object.entries(report.backend) as [string, Record<string, Record<string, { p50: number; p95: number }>>][]) {
    for (const [call, levels] of Object.entries(calls)) {
      row(database, call, `${levels.c1!.p50} / ${levels.c1!.p95}`, `${levels.c50!.p50} / ${levels.c50!.p95}`);
    }
  }
  lines.push('');

  lines.push('### Domain scaling (finance computations, median ms)', '');
  const sizes: number[] = report.domain.sizes;
  row('computation', ...sizes.map((size) => `${size / 1000}k`), '100k / 10k (linear = 10)', 'control: 10k rows ×10, same objects / 10k');
  row('---', ...sizes.map(() => '---'), '---', '---');
  for (const [name, bySize] of Object.entries(report.domain.ms) as [string, Record<number, number>][]) {
    row(name, ...sizes.map((size) => bySize[size]!), report.domain.ratio100kTo10k[name], report.domain.ratioSameRowsTenTimes?.[name] ?? '—');
  }
  lines.push(
    '',
    'Each computation is one pass over the rows. Where 100k/10k is above 10 and the control is near 10, the extra time is memory (100k distinct rows do not stay in the processor cache), not the computation.',
  );
  if (report.databaseScale) lines.push('', databaseScaleMarkdown(report.databaseScale));
  return lines.join('\n');
}
