import type { ComponentType } from 'react';
import type { WidgetStore } from '@portal/shared/host';
import { preparePropertyCards } from './dashboard-cards/prepare-property-cards';
import { PropertyCardsWidget } from './dashboard-cards/property-cards-widget';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'property-cards': PropertyCardsWidget,
};

/** The dashboard waits for this before it shows its widgets (see WidgetsModule in @portal/shared/host). */
export function prepareWidgets(names: readonly string[], store: WidgetStore): Promise<void> {
  return names.includes('property-cards') ? preparePropertyCards(store) : Promise.resolve();
}
