import { lazy, type ComponentType } from 'react';
import type { WidgetStore } from '@portal/shared/host';
import { prepareUnreadNotifications } from './notifications/prepare-unread-notifications';
import { UnreadNotificationsWidget } from './notifications/unread-notifications-widget';

export const contractVersion = __CONTRACT_VERSION__;

// Mounted by the shell only while messages wait to be sent: the dashboard's widgets do not download it.
const MessageOutboxSender = lazy(() => import('./messages/message-outbox-widget').then((m) => ({ default: m.MessageOutboxSender })));

export const widgets: Record<string, ComponentType> = {
  'unread-notifications': UnreadNotificationsWidget,
  'message-outbox': MessageOutboxSender,
};

/** The dashboard waits for this before it shows its widgets (see WidgetsModule in @portal/shared/host). */
export function prepareWidgets(names: readonly string[], store: WidgetStore): Promise<void> {
  return names.includes('unread-notifications') ? prepareUnreadNotifications(store) : Promise.resolve();
}
