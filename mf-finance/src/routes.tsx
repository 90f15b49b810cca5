import type { RouteObject } from '@portal/shared/router';
import { AreaInPreparationPage } from '@portal/shared/host';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

export const routes: RouteObject[] = [{ path: '/financeiro', element: <AreaInPreparationPage title="Financeiro" /> }];
