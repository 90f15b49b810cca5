// Jest settings shared by every package (each package's jest.config.cjs spreads this).
const path = require('node:path');

module.exports = (packageDir) => ({
  rootDir: packageDir,
  displayName: path.basename(packageDir),
  testEnvironment: path.join(__dirname, 'shared/src/testing/jsdom-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/server/**/*.test.ts'],
  // Screens load antd's parts on first use; in jsdom on a busy 2-core machine that takes seconds. Rules
  // with timings use fake timers, so this limit only stops a test that hangs.
  testTimeout: 20_000,
  setupFilesAfterEnv: [path.join(__dirname, 'shared/src/testing/jest-setup.ts')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // antd, rc-*, and the ESM-only libraries reach Jest as ESM: let swc turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(@ant-design|antd|rc-|@rc-component|@babel\\+runtime|dayjs|moment|react-router|superstruct|highcharts|nanoid)).+/'],
  moduleNameMapper: {
    // shared's entries also import each other by their public names.
    '^@portal/shared/(store|api|supabase|domain|format|ui|icons|host|router|testing|outbox)$': path.join(__dirname, 'shared/src/$1/index.ts'),
    // The fake client alone, without the render helpers: a test's jest.mock factory loads it while those are still loading.
    '^@portal/shared/photos$': path.join(__dirname, 'shared/src/photos/prepare-photo.ts'),
    '^@portal/shared/testing/fake-supabase$': path.join(__dirname, 'shared/src/testing/fake-supabase.ts'),
    '\\.(css|less)$': path.join(__dirname, 'shared/src/testing/style-mock.ts'),
  },
  globals: {
    __CONTRACT_VERSION__: require('./shared/package.json').contractVersion,
    __PORTAL_RELEASE__: 'test',
    // As a build declares them: the singleton entries at their locked versions.
    __PORTAL_SINGLETON_VERSIONS__: Object.fromEntries(
      Object.entries(require('./shared/contract.cjs').readLock()).map(([entry, { version }]) => [`@portal/shared/${entry}`, version]),
    ),
  },
});
