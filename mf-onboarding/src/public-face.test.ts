import { describePublicFace, type DeclaredFace } from '@portal/shared/testing';
import { routes } from './routes';
import { widgets } from './widgets';

describePublicFace({ routes, widgets }, jest.requireActual<{ portal: DeclaredFace }>('../package.json').portal, {
  routes: ['/cadastro-proprietario', '/progresso-onboarding', '/propriedade/:propertyId/onboarding'],
  widgets: ['onboarding-card'],
});
