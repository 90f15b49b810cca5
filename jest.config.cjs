// One Jest run over every package: each package is a project with the same preset.
module.exports = {
  // Both cores: Jest's default leaves one idle for itself, which on a 2-core machine halves the run.
  maxWorkers: '100%',
  projects: ['shared', 'shell', 'mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account', 'bench'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
