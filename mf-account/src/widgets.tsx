import type { ComponentType } from 'react';
import type { WidgetStore } from '@portal/shared/host';
import { prepareUnreadNotifications } from './notifications/prepare-unread-notifications';
import { UnreadNotificationsWidget } from './notifications/unread-notifications-widget';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'unread-notifications': UnreadNotificationsWidget,
};

/** The dashboard waits for this before it shows its widgets (see WidgetsModule in @portal/shared/host). */
export function prepareWidgets(names: readonly string[], store: WidgetStore): Promise<void> {
  return names.includes('unread-notifications') ? prepareUnreadNotifications(store) : Promise.resolve();
}
