import type { RouteObject } from '@portal/shared/router';
import { AreaInPreparationPage } from '@portal/shared/host';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

const page = (title: string) => <AreaInPreparationPage title={title} />;

export const routes: RouteObject[] = [
  { path: '/sessao-fotos-intro', element: page('Sessão de fotos') },
  { path: '/escolher-propriedade-fotos', element: page('Escolher propriedade') },
  { path: '/agendamento-sessao-fotos', element: page('Agendamento da sessão de fotos') },
  { path: '/agendamento-fotos', element: page('Agendamento da sessão de fotos') },
  { path: '/sessao-fotos-confirmacao', element: page('Sessão de fotos') },
  { path: '/confirmacao-sessao-fotos', element: page('Confirmação do agendamento') },
  { path: '/confirmacao-fotos', element: page('Confirmação do agendamento') },
  { path: '/feedback-sessao-fotos', element: page('Avaliação da sessão de fotos') },
];
