// One Jest run over every package: each package is a project with the same preset.
module.exports = {
  projects: ['shared', 'shell', 'mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account', 'bench'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
