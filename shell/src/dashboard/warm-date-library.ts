import { yieldToBrowser } from '../app/next-task';

/** An instant as the backend writes one (microseconds and an offset) and a moment later: what the widgets parse. */
const WARM_INSTANT = '2026-01-02T03:04:05.678901+00:00';
const WARM_NOW = '2026-01-02T05:04:05.678Z';

/**
 * The widgets' dates are formatted with moment and its pt-BR locale, which the shell provides to
 * every remote. Evaluated when a widget's module first needs them, they ran inside that module's
 * task: moment's evaluation (~180 KB of source) with the widget's made one of the longest tasks
 * after the dashboard's first paint. Evaluated here, ahead of the widgets and each in a task of its
 * own (none in the caller's), the widget's module finds them ready (the share scope hands out the
 * shell's evaluated copy). Then, each in a task of its own again, the first reading of an ISO
 * instant, its first formatting and the first relative time ('há 2 horas'), on the shared moment
 * itself (each app bundles the portal's formatting helpers; moment's compiled patterns and caches
 * are the one copy's): moment compiles its ISO and offset patterns and builds its pt-BR durations
 * on first use, which otherwise happened inside the render of the first widget showing a date.
 * Resolves when all are done, or quietly when any cannot load or fails: the widget that needs them
 * then does it itself, as before.
 */
export async function warmDateLibrary(): Promise<void> {
  try {
    // Not in the caller's task either: the dashboard starts its widgets' remotes there.
    await yieldToBrowser();
    const { default: moment } = await import('moment');
    await yieldToBrowser();
    await import('moment/locale/pt-br');
    await yieldToBrowser();
    const instant = moment(WARM_INSTANT, moment.ISO_8601).locale('pt-br');
    await yieldToBrowser();
    const now = moment(WARM_NOW, moment.ISO_8601);
    await yieldToBrowser();
    instant.format('DD/MM/YYYY');
    await yieldToBrowser();
    instant.from(now);
  } catch {
    // Offline or a failed chunk: the widget that needs moment loads it itself.
  }
}
