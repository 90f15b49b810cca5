import { renderStandalone } from '@portal/shared/host';
import { routes } from './routes';

void renderStandalone({ remoteName: 'mf-account', routes });
