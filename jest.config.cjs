// One Jest run over every package: each package is a project with the same preset.
module.exports = {
  // Both cores: Jest's default leaves one idle for itself, which on a 2-core machine halves the run.
  maxWorkers: '100%',
  // A global setting: the packages' own (jest.preset.cjs) applies only when a package runs alone.
  testTimeout: require('./jest.preset.cjs')(__dirname).testTimeout,
  projects: ['shared', 'shell', 'mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account', 'bench'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
