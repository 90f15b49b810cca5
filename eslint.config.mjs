// Lint: TypeScript and hooks rules everywhere, and the import boundaries that keep the
// federation honest. Each boundary carries the reason in its message.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tokensOnly from './shared/src/ui/tokens-only-rule.cjs';

const REMOTES = ['mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account'];

const boundaries = {
  antd: {
    paths: [{ name: 'antd', message: 'Only shared/ui imports antd: it re-exports the components the portal uses, so one copy of each ships.' }],
    patterns: [{ group: ['antd/*', '@ant-design/*'], message: 'Only shared/ui imports antd (and shared/icons its icons): import from @portal/shared/ui or /icons.' }],
  },
  supabase: {
    paths: [{ name: '@supabase/supabase-js', allowTypeImports: true, message: 'Only shared/supabase creates and uses the Supabase client: import from @portal/shared/supabase.' }],
    patterns: [],
  },
  sharedEntries: {
    paths: [{ name: '@portal/shared', message: 'Import a public entry of shared: @portal/shared/store, /api, /supabase, /domain, /format (or /format/money), /ui, /icons, /router, /host or /testing.' }],
    patterns: [
      // The fake client has an entry of its own (a test's jest.mock factory loads it while the testing entry still loads).
      // Money formatting has one too: the format entry sets up moment, which a screen that shows only figures should not load.
      // The columns' length checks too: they read the migrations from disk, which stories cannot.
      { group: ['@portal/shared/*/*', '!@portal/shared/testing/fake-supabase', '!@portal/shared/testing/column-lengths', '!@portal/shared/format/money', '**/shared/src/**'], message: 'Apps reach shared only through its public entries (package.json exports), never deep paths.' },
    ],
  },
  otherRemotes: {
    paths: [],
    patterns: [{ group: REMOTES.flatMap((remote) => [remote, `${remote}/*`, `**/${remote}/**`]), message: 'A remote never imports another remote: share through @portal/shared or navigate to its route.' }],
  },
  apps: {
    paths: [],
    patterns: [{ group: ['shell', 'shell/*', '**/shell/**', ...REMOTES.flatMap((remote) => [remote, `${remote}/*`, `**/${remote}/**`])], message: 'shared is the contract every app builds against: it never imports from an app. A rule two apps need moves into shared/domain.' }],
  },
  router: {
    paths: [
      { name: 'react-router-dom', allowTypeImports: true, message: 'Import the router API from @portal/shared/router: one tree-shaken copy for every app.' },
      { name: 'react-router', allowTypeImports: true, message: 'Import the router API from @portal/shared/router: one tree-shaken copy for every app.' },
    ],
    patterns: [],
  },
  highcharts: {
    paths: [{ name: 'highcharts', message: 'Highcharts is loaded lazily by mf-finance only.' }, { name: 'highcharts-react-official', message: 'Highcharts is loaded lazily by mf-finance only.' }],
    patterns: [],
  },
};

function restrict(...names) {
  const chosen = names.map((name) => boundaries[name]);
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: chosen.flatMap((b) => b.paths), patterns: chosen.flatMap((b) => b.patterns) },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/.data/**', 'e2e/.run/**', '**/test-results/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'no-console': 'off',
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Remotes: no other remote, shared only through its entries, no antd, no supabase-js, no Highcharts (finance excepted).
  { files: REMOTES.filter((r) => r !== 'mf-finance').map((r) => `${r}/**`), rules: restrict('antd', 'supabase', 'sharedEntries', 'otherRemotes', 'highcharts', 'router') },
  { files: ['mf-finance/**'], rules: restrict('antd', 'supabase', 'sharedEntries', 'otherRemotes', 'router') },
  { files: ['shell/**', 'e2e/fixtures/faulty-remote/**', 'storybook/**'], rules: restrict('antd', 'supabase', 'sharedEntries', 'otherRemotes', 'highcharts', 'router') },
  // Inside shared, each entry reaches the others through their public names as well.
  { files: ['shared/src/**'], ignores: ['shared/src/ui/**', 'shared/src/icons/**', 'shared/src/supabase/**', 'shared/src/router/**', 'shared/src/testing/**'], rules: restrict('antd', 'supabase', 'apps', 'highcharts', 'router') },
  // Test helpers ship in no app: they may mock antd's style injection (jsdom is several times faster).
  { files: ['shared/src/testing/**'], rules: restrict('supabase', 'apps', 'highcharts', 'router') },
  { files: ['shared/src/ui/**', 'shared/src/icons/**'], rules: restrict('supabase', 'apps', 'highcharts', 'router') },
  { files: ['shared/src/supabase/**'], rules: restrict('antd', 'apps', 'highcharts', 'router') },
  // Apps style with the portal's tokens (shared/src/ui/palette.ts), never a colour or a pixel font
  // size of their own. Stories, tests and their sample data draw stand-ins (placeholder photos, mock
  // frames) that are not the portal's look; a PDF's sizes are points on paper, not the screen's scale.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/story-*.ts', '**/src/testing/**', 'mf-finance/src/exports/pdf-documents.ts'],
    plugins: { portal: { rules: { 'tokens-only': tokensOnly } } },
    rules: { 'portal/tokens-only': 'error' },
  },
  // Playwright fixtures are not React: `use` there is the fixture callback.
  { files: ['e2e/tests/**', 'e2e/fixtures/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' } },
);
