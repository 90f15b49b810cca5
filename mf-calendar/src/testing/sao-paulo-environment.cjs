// A browser in Brazil's official time (UTC-3, no daylight saving since 2019).
module.exports = require('../../../shared/src/testing/time-zone-environment.cjs')('America/Sao_Paulo');
