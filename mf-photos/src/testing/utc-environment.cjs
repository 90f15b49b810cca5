// A browser whose clock is set to UTC.
module.exports = require('./time-zone-environment.cjs')('UTC');
