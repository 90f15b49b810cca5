import { createAppConfig } from '../rspack.base.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 8080,
  title: 'Portal do Proprietário',
  static: new URL('./public', import.meta.url).pathname,
  federationRuntime: 'provide',
  // Only remotes import moment: provided here, every visit and every remote runs the same copy.
  alwaysProvide: ['moment', 'moment/locale/pt-br'],
  // The chunk groups named in src/index.ts, src/router/screen-loaders.ts and shared/src/supabase/client.ts
  // (supabase-js: listed for the page's tests and tools, preloaded by no page).
  firstScreens: { always: 'bootstrap', screens: ['screen-auth', 'screen-layout', 'screen-dashboard', 'supabase-client'] },
});
