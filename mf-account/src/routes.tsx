import type { RouteObject } from 'react-router-dom';
import { AreaInPreparationPage } from '@portal/shared/host';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

export const routes: RouteObject[] = [
  { path: '/conta', element: <AreaInPreparationPage title="Minha Conta" /> },
  { path: '/conta/dados-bancarios', element: <AreaInPreparationPage title="Dados Bancários" /> },
  { path: '/notificacoes', element: <AreaInPreparationPage title="Central de Notificações" /> },
];
