import { toast, type ToastContent } from '@portal/shared/ui';
import { TOAST_AFTER_REDIRECT_KEY as KEY } from './toast-after-redirect-key';

/** A toast raised just before a hard redirect is shown by the next page instead of being lost. */
export function rememberToastForNextPage(content: ToastContent): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(content));
}

export function showRememberedToast(): void {
  const stored = window.sessionStorage.getItem(KEY);
  if (!stored) return;
  window.sessionStorage.removeItem(KEY);
  try {
    toast.show(JSON.parse(stored) as ToastContent);
  } catch {
    // A damaged entry is simply dropped.
  }
}
