import type { ComponentType } from 'react';
import { UnreadNotificationsWidget } from './notifications/unread-notifications-widget';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'unread-notifications': UnreadNotificationsWidget,
};
