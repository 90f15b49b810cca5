/**
 * The portal's two toasters (spec part 1 §9): the app toast — title and description, 4.5 s, one at a
 * time — and a second, lighter toaster of short messages, up to 3 visible for 4 s.
 */
export const APP_TOAST_DURATION_S = 4.5;
export const APP_TOAST_MAX_VISIBLE = 1;
export const LIGHT_TOAST_DURATION_S = 4;
export const LIGHT_TOAST_MAX_VISIBLE = 3;
/**
 * The app toast sits at the top, centred, 8 px from the screen's edge. The button an owner needs next
 * is at the bottom — the wizards' and photo screens' sticky primary buttons, the calendar's Bloquear,
 * the bottom bar — where a toast covered it for its 4.5 s. Dialogs start below the band it takes
 * (antd-config.tsx), so it covers neither their title and close button nor their buttons.
 */
export const APP_TOAST_TOP_PX = 8;
/** That band: the toast's offset, the tallest toast the portal raises (title and three lines) and a gap. */
export const APP_TOAST_BAND_PX = APP_TOAST_TOP_PX + 144 + 8;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastContent {
  title: string;
  description?: string;
  /** 'destructive' in the spec's words is 'error'. */
  variant?: ToastVariant;
}

export type ToastRequest = { kind: 'app'; content: ToastContent } | { kind: 'light'; text: string; variant: ToastVariant };

type Presenter = (request: ToastRequest) => void;

let presenter: Presenter | null = null;
const queued: ToastRequest[] = [];
const waiters = new Set<() => void>();
let prepared = false;

function wakeOutlet() {
  for (const wake of waiters) wake();
}

function raise(request: ToastRequest) {
  if (presenter) presenter(request);
  else {
    queued.push(request);
    wakeOutlet();
  }
}

/**
 * Toasts can be raised from anywhere (session monitor, api listeners, remotes). The toaster's code
 * loads with the first toast, so no page pays for it before it has something to say.
 */
export const toast = {
  show(content: ToastContent) {
    raise({ kind: 'app', content });
  },
  light(text: string, variant: ToastVariant = 'info') {
    raise({ kind: 'light', text, variant });
  },
  /**
   * Loads the toaster's code now, without a toast. For a screen whose toast comes just before a timed redirect
   * (finished, go on after 1.5 s): its toast then shows at once, not when the code has arrived — on a slow phone,
   * after the redirect.
   */
  prepare() {
    if (presenter || prepared) return;
    prepared = true;
    wakeOutlet();
  },
};

/** The mounted toaster presents every request, starting with the ones raised before it loaded. */
export function attachPresenter(present: Presenter): () => void {
  presenter = present;
  for (const request of queued.splice(0)) present(request);
  return () => {
    if (presenter === present) presenter = null;
  };
}

/** Whether the toaster should load: a toast is waiting for it, or a screen has asked for it beforehand. */
export function toasterNeeded(): boolean {
  return prepared || queued.length > 0;
}

/** Notifies the outlet when a toast is waiting for the toaster to load, or a screen prepares it. */
export function onToastWaiting(wake: () => void): () => void {
  waiters.add(wake);
  return () => waiters.delete(wake);
}
