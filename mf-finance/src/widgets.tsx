import type { ComponentType } from 'react';
import type { WidgetStore } from '@portal/shared/host';
import { EarningsChartWidget } from './earnings-widget/earnings-chart-widget';
import { prepareEarningsChart } from './earnings-widget/prepare-earnings-chart';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'earnings-chart': EarningsChartWidget,
};

/** The dashboard waits for this before it shows its widgets (see WidgetsModule in @portal/shared/host). */
export function prepareWidgets(names: readonly string[], store: WidgetStore): Promise<void> {
  return names.includes('earnings-chart') ? prepareEarningsChart(store) : Promise.resolve();
}
