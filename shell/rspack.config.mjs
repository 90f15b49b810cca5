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
  // The libraries every first screen runs in two files instead of ten (React, React DOM and the
  // scheduler in one, the state and routing libraries in the other: two downloads side by side,
  // compiled in two tasks instead of one long one), and the data layer's for the signed-in screens
  // in a third: a phone on HTTP/1.1 asks for six files at a time, a round trip each, and the first
  // screen waits for all of them. supabase-js's libraries, which load after the first paint, the
  // other way round: a file each, because the browser compiles a file in one task (19–34 ms for
  // the one file on the dashboard); shared/src/supabase/client.ts asks for them a task apart. The
  // small libraries they import go with the first that needs them: phoenix with realtime-js,
  // iceberg-js with storage-js, and tslib (auth-js's too) with functions-js, asked for first. Only
  // supabase-js imports tslib: a first screen that did would download functions-js with it.
  namedChunks: {
    'first-screen-react': /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
    'first-screen-libraries':
      /[\\/]node_modules[\\/](?:(?:react-redux|use-sync-external-store|redux|redux-thunk|immer|reselect|react-router|cookie|set-cookie-parser|superstruct)[\\/]|@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit\.)/,
    'query-libraries': /[\\/]node_modules[\\/](?:@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema[\\/]utils)[\\/]/,
    'supabase-auth': /[\\/]node_modules[\\/]@supabase[\\/]auth-js[\\/]/,
    'supabase-realtime': /[\\/]node_modules[\\/]@supabase[\\/](?:realtime-js|phoenix)[\\/]/,
    'supabase-storage': /[\\/]node_modules[\\/](?:@supabase[\\/]storage-js|iceberg-js)[\\/]/,
    'supabase-functions': /[\\/]node_modules[\\/](?:@supabase[\\/]functions-js|tslib)[\\/]/,
    'supabase-postgrest': /[\\/]node_modules[\\/]@supabase[\\/]postgrest-js[\\/]/,
  },
  // The chunk groups named in src/index.ts, src/router/screen-loaders.ts and shared/src/supabase/client.ts
  // (supabase-js: listed for the page's tests and tools, preloaded by no page).
  firstScreens: { always: 'bootstrap', screens: ['screen-auth', 'screen-layout', 'screen-dashboard', 'supabase-client'] },
});
