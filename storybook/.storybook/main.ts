import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const require = createRequire(import.meta.url);
const contractVersion = (require('../../shared/package.json') as { contractVersion: number }).contractVersion;

// The page basics every host's HTML sets (background, typeface, the desktop-only rule), read from
// that HTML so stories sit on the same page as the portal's screens.
const hostHtml = readFileSync(new URL('../../shared/src/host/index.html', import.meta.url), 'utf8');
const hostPageStyle = /<style>[\s\S]*?<\/style>/.exec(hostHtml)?.[0] ?? '';
if (!hostPageStyle) throw new Error('shared/src/host/index.html has no <style> block to give the stories');

/** One Storybook for the whole portal: stories live next to their components in every package. */
const config: StorybookConfig = {
  stories: [
    '../docs/*.mdx',
    '../../shared/src/**/*.stories.tsx',
    '../../shell/src/**/*.stories.tsx',
    '../../mf-*/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  previewHead: (head) => `${head}\n${hostPageStyle}`,
  core: { disableTelemetry: true },
  // Docs pages read each component's description and props from its source.
  typescript: { reactDocgen: 'react-docgen' },
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
