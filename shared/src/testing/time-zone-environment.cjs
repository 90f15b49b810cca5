// The portal's Jest environment with the browser's time zone fixed, for tests that must show a rule
// gives the same answer in any zone. TZ is the worker process's own: set while the file's tests run,
// put back afterwards (a worker runs one test file at a time).
// An app's test files name it through two-line files of their own, e.g.
//   module.exports = require('../../../shared/src/testing/time-zone-environment.cjs')('UTC');
const PortalEnvironment = require('./jsdom-environment.cjs');

module.exports = function timeZoneEnvironment(timeZone) {
  return class TimeZoneEnvironment extends PortalEnvironment {
    async setup() {
      this.previousTimeZone = process.env.TZ;
      process.env.TZ = timeZone;
      await super.setup();
    }

    async teardown() {
      await super.teardown();
      if (this.previousTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.previousTimeZone;
    }
  };
};
