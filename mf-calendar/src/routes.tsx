import type { RouteObject } from '@portal/shared/router';
import { AreaInPreparationPage } from '@portal/shared/host';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

export const routes: RouteObject[] = [
  { path: '/calendario', element: <AreaInPreparationPage title="Calendário" /> },
  { path: '/calendario/selecionar-propriedade', element: <AreaInPreparationPage title="Selecionar propriedade" /> },
  { path: '/propriedade/:propertyId/calendario', element: <AreaInPreparationPage title="Calendário da propriedade" /> },
  { path: '/propriedade/:propertyId/reservas', element: <AreaInPreparationPage title="Reservas" /> },
];
