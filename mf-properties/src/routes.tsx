import type { RouteObject } from '@portal/shared/router';
import { AreaInPreparationPage } from '@portal/shared/host';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

export const routes: RouteObject[] = [
  { path: '/propriedades', element: <AreaInPreparationPage title="Minhas Propriedades" /> },
  { path: '/propriedade/:propertyId', element: <AreaInPreparationPage title="Propriedade" /> },
  { path: '/cadastro-imovel', element: <AreaInPreparationPage title="Cadastro de imóvel" /> },
  { path: '/cadastro-imovel/etapas', element: <AreaInPreparationPage title="Cadastro de imóvel" /> },
];
