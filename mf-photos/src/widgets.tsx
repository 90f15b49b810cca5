import type { ComponentType } from 'react';
import type { WidgetStore } from '@portal/shared/host';
import { OfflineQueueSender } from './offline-queue/queue-sender-widget';
import { preparePhotoAlerts } from './photo-alerts/prepare-photo-alerts';
import { PhotoAlertsWidget } from './photo-alerts/photo-alerts-widget';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'photo-alerts': PhotoAlertsWidget,
  'offline-queue': OfflineQueueSender,
};

/** The dashboard waits for this before it shows its widgets (see WidgetsModule in @portal/shared/host). */
export function prepareWidgets(names: readonly string[], store: WidgetStore): Promise<void> {
  return names.includes('photo-alerts') ? preparePhotoAlerts(store) : Promise.resolve();
}
