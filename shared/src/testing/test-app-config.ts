import type { AppConfig } from '@portal/shared/host';

/** The configuration tests and stories run with: no real backend is reached. */
export const testAppConfig: AppConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'test-anon-key',
  brandName: 'Lar Temporada',
  supportUrl: 'https://wa.me/5511999999999',
  postalCodeUrl: 'http://localhost:54321',
  remotes: [],
};
