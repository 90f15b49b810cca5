import type { ComponentType } from 'react';
import { PropertyCardsWidget } from './dashboard-cards/property-cards-widget';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'property-cards': PropertyCardsWidget,
};
