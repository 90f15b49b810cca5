import type { RouteObject } from '@portal/shared/router';
import { AreaInPreparationPage } from '@portal/shared/host';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

export const routes: RouteObject[] = [
  { path: '/cadastro-proprietario', element: <AreaInPreparationPage title="Cadastro do proprietário" /> },
  { path: '/progresso-onboarding', element: <AreaInPreparationPage title="Progresso do onboarding" /> },
  { path: '/propriedade/:propertyId/onboarding', element: <AreaInPreparationPage title="Ativação da propriedade" /> },
];
