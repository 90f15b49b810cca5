const preset = require('../jest.preset.cjs')(__dirname);

module.exports = { ...preset, testMatch: [...preset.testMatch, '<rootDir>/prerender/**/*.test.{ts,tsx}'] };
