import { message, notification } from 'antd';
import { useEffect } from 'react';

/**
 * The portal's two toasters (spec part 1 §9): the app toast — title and description, 4.5 s, one at a
 * time — and a second, lighter toaster of short messages, up to 3 visible for 4 s.
 */
export const APP_TOAST_DURATION_S = 4.5;
export const APP_TOAST_MAX_VISIBLE = 1;
export const LIGHT_TOAST_DURATION_S = 4;
export const LIGHT_TOAST_MAX_VISIBLE = 3;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastContent {
  title: string;
  description?: string;
  /** 'destructive' in the spec's words. */
  variant?: ToastVariant;
}

type Show = (content: ToastContent) => void;
type ShowLight = (text: string, variant?: ToastVariant) => void;

let showApp: Show | null = null;
let showLight: ShowLight | null = null;
const pending: Array<() => void> = [];

/**
 * Toasts can be raised from anywhere (session monitor, api listeners, remotes): they are queued
 * until the mounted toaster registers and then shown through antd's App context.
 */
export const toast = {
  show(content: ToastContent) {
    if (showApp) showApp(content);
    else pending.push(() => toast.show(content));
  },
  light(text: string, variant: ToastVariant = 'info') {
    if (showLight) showLight(text, variant);
    else pending.push(() => toast.light(text, variant));
  },
};

/** Mounted once inside the theme: renders both toasters and lets `toast` reach them. */
export function ToastBridge() {
  const [notifications, notificationHolder] = notification.useNotification({ maxCount: APP_TOAST_MAX_VISIBLE, placement: 'top' });
  const [messages, messageHolder] = message.useMessage({ maxCount: LIGHT_TOAST_MAX_VISIBLE });
  useEffect(() => {
    showApp = ({ title, description, variant = 'info' }) =>
      notifications.open({
        type: variant,
        title,
        description,
        placement: 'top',
        duration: APP_TOAST_DURATION_S,
        role: variant === 'error' ? 'alert' : 'status',
      });
    showLight = (text, variant = 'info') => void messages.open({ type: variant, content: text, duration: LIGHT_TOAST_DURATION_S });
    for (const flush of pending.splice(0)) flush();
    return () => {
      showApp = null;
      showLight = null;
    };
  }, [notifications, messages]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}
