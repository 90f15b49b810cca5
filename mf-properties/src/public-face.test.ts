import { describePublicFace, type DeclaredFace } from '@portal/shared/testing';
import { routes } from './routes';
import { widgets } from './widgets';

describePublicFace({ routes, widgets }, jest.requireActual<{ portal: DeclaredFace }>('../package.json').portal, {
  routes: ['/propriedades', '/propriedade/:propertyId', '/property/:id', '/cadastro-imovel', '/cadastro-imovel/etapas'],
  widgets: ['property-cards'],
});
