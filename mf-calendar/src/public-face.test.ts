import { describePublicFace, type DeclaredFace } from '@portal/shared/testing';
import { routes } from './routes';

describePublicFace({ routes }, jest.requireActual<{ portal: DeclaredFace }>('../package.json').portal, {
  routes: ['/calendario', '/calendario/selecionar-propriedade', '/propriedade/:propertyId/calendario', '/propriedade/:propertyId/reservas'],
  widgets: [],
});
