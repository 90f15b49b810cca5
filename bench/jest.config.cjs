// The benchmark's own logic runs in Node: no DOM, no browser shims.
module.exports = {
  ...require('../jest.preset.cjs')(__dirname),
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/results/'],
};
