import type { ComponentType } from 'react';
import { PhotoAlertsWidget } from './photo-alerts/photo-alerts-widget';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'photo-alerts': PhotoAlertsWidget,
};
