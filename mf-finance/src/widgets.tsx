import type { ComponentType } from 'react';
import { EarningsChartWidget } from './earnings-widget/earnings-chart-widget';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'earnings-chart': EarningsChartWidget,
};
