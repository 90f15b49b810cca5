import { createAppConfig } from '../rspack.base.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 8080,
  title: 'Portal do Proprietário',
  static: new URL('./public', import.meta.url).pathname,
  federationRuntime: 'provide',
});
