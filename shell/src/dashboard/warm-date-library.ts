import { yieldToBrowser } from '../remotes/yielding-runtime-plugin';

/**
 * The widgets' dates are formatted with moment and its pt-BR locale, which the shell provides to
 * every remote. Evaluated when a widget's module first needs them, they ran inside that module's
 * task: moment's evaluation (~180 KB of source) with the widget's made one of the longest tasks
 * after the dashboard's first paint. Evaluated here, ahead of the widgets and each in a task of its
 * own, the widget's module finds them ready (the share scope hands out the shell's evaluated copy).
 * Resolves when both are evaluated, or quietly when either cannot load: the widget that needs
 * them then loads them itself, as before.
 */
export function warmDateLibrary(): Promise<void> {
  return import('moment')
    .then(() => yieldToBrowser())
    .then(() => import('moment/locale/pt-br'))
    .then(
      () => undefined,
      () => undefined,
    );
}
