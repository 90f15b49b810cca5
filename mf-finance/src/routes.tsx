import { lazy } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { paths } from './paths';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

// Each page is its own chunk; the chart and PDF libraries load later still, when their part is needed.
const FinancePage = lazy(() => import('./finance/finance-page').then((m) => ({ default: m.FinancePage })));
const PerformancePage = lazy(() => import('./performance/performance-page').then((m) => ({ default: m.PerformancePage })));

export const routes: RouteObject[] = [
  { path: paths.finance.path, Component: FinancePage },
  { path: paths.performance.path, Component: PerformancePage },
];
