import { describePublicFace, type DeclaredFace } from '@portal/shared/testing';
import { routes } from './routes';
import { widgets } from './widgets';

describePublicFace({ routes, widgets }, jest.requireActual<{ portal: DeclaredFace }>('../package.json').portal, {
  routes: ['/sessao-fotos-intro', '/escolher-propriedade-fotos', '/agendamento-fotos', '/agendamento-sessao-fotos', '/confirmacao-fotos', '/confirmacao-sessao-fotos', '/sessao-fotos-confirmacao', '/feedback-sessao-fotos'],
  widgets: ['photo-alerts', 'offline-queue'],
});
