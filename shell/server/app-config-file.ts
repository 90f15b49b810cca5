import type { PortalRemotePackage } from './portal-remotes';

/** The brand and support chat of the local deployments (`npm start`, `pnpm dev`, the test suites). */
export const LOCAL_BRAND_NAME = 'Lar Temporada';
export const LOCAL_SUPPORT_URL = 'https://wa.me/5511999999999';

interface Backend {
  url: string;
  anonKey: string;
  postalCodeUrl: string;
}

/** The app-config.json a shell reads at start, for remotes served at `baseUrlOf(remote)`. */
export function appConfigFor(backend: Backend, remotes: PortalRemotePackage[], baseUrlOf: (remote: PortalRemotePackage) => string, options: { brandName?: string; supportUrl?: string } = {}) {
  return {
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    brandName: options.brandName ?? LOCAL_BRAND_NAME,
    supportUrl: options.supportUrl ?? LOCAL_SUPPORT_URL,
    postalCodeUrl: backend.postalCodeUrl,
    remotes: remotes.map((remote) => ({
      name: remote.federationName,
      manifestUrl: `${baseUrlOf(remote)}/mf-manifest.json`,
      routes: remote.routes,
      widgets: remote.widgets,
    })),
  };
}
