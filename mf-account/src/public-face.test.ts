import { describePublicFace, type DeclaredFace } from '@portal/shared/testing';
import { routes } from './routes';
import { widgets } from './widgets';

describePublicFace({ routes, widgets }, jest.requireActual<{ portal: DeclaredFace }>('../package.json').portal, {
  routes: ['/conta', '/conta/dados-bancarios', '/notificacoes', '/mensagens', '/mensagens/:id'],
  widgets: ['unread-notifications', 'message-outbox'],
});
