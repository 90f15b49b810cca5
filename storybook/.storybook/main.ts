import { createRequire } from 'node:module';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const require = createRequire(import.meta.url);
const contractVersion = (require('../../shared/package.json') as { contractVersion: number }).contractVersion;

/** One Storybook for the whole portal: stories live next to their components in every package. */
const config: StorybookConfig = {
  stories: [
    '../../shared/src/**/*.stories.tsx',
    '../../shell/src/**/*.stories.tsx',
    '../../mf-*/src/**/*.stories.tsx',
  ],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  rsbuildFinal: (rsbuild) => ({
    ...rsbuild,
    source: {
      ...rsbuild.source,
      define: {
        ...rsbuild.source?.define,
        __CONTRACT_VERSION__: JSON.stringify(contractVersion),
        __PORTAL_RELEASE__: JSON.stringify('storybook'),
      },
    },
    // The minifier's keep_classnames breaks Highcharts' class hierarchy; stories need no minifying.
    output: { ...rsbuild.output, minify: false },
  }),
};

export default config;
