// A browser whose clock is set to UTC.
module.exports = require('../../../shared/src/testing/time-zone-environment.cjs')('UTC');
