// jsdom without the web platform pieces Node already has and the libraries expect
// (react-router's TextEncoder, supabase-js's fetch, structuredClone).
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'structuredClone', 'ReadableStream', 'BroadcastChannel', 'setImmediate', 'clearImmediate']) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = PortalJsdomEnvironment;
