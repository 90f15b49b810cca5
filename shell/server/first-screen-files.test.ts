// The build step that names a first screen's files (rspack.base.mjs's FirstScreenPreloadPlugin).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file the build configuration requires
const { firstScreenFiles } = require('../../first-screen-files.cjs') as { firstScreenFiles: (stats: unknown, group: string) => string[] };

const consumeName = (lib: string, path: string) => `consume shared module (default) ${lib}@^1.0.0 (strict) (fallback: ${path})`;
const consume = (lib: string, path: string) => ({ moduleType: 'consume-shared-module', name: consumeName(lib, path) });
const code = (path: string) => ({ moduleType: 'javascript/auto', name: path });
/** The chunk belongs to the group the app's `provide` entry of `lib` opens. */
const provides = (lib: string, path: string) => ({ moduleName: `provide shared module (default) ${lib}@1.0.0 = ${path}` });
/** The chunk belongs to the group a consumer's fallback import opens. */
const fallbackOf = (lib: string, path: string) => ({ moduleName: consumeName(lib, path) });

/**
 * A build like the shell's: an entry, the chunks it provides shared modules from — one of them
 * holding two libraries, so it is in both their groups, beside a chunk of the charts' group only —
 * and a consumer's own copies.
 */
const stats = {
  chunks: [
    { id: 1, entry: true, files: ['main.js'], modules: [], origins: [] },
    { id: 10, files: ['bootstrap.js'], modules: [code('/app/bootstrap.tsx'), consume('react', '/lib/react/index.js'), consume('router', '/lib/router/index.js')], origins: [{ moduleName: './src/index.ts' }] },
    // react and the charts' code in one chunk: it is in react's group and in the charts' group.
    { id: 20, files: ['libraries.js'], siblings: [21, 23], modules: [code('/lib/react/index.js'), code('/lib/charts/index.js')], origins: [provides('react', '/lib/react/index.js'), provides('charts', '/lib/charts/index.js')] },
    // Split off react's group, and off the charts' group: only the first is react's.
    { id: 21, files: ['scheduler.js', 'scheduler.js.map'], modules: [code('/lib/scheduler/index.js')], origins: [provides('react', '/lib/react/index.js')] },
    { id: 23, files: ['chart-shapes.js'], modules: [code('/lib/chart-shapes/index.js')], origins: [provides('charts', '/lib/charts/index.js')] },
    // The router, which consumes react itself.
    { id: 22, files: ['router.js'], modules: [code('/lib/router/index.js'), consume('react', '/lib/react/index.js')], origins: [provides('router', '/lib/router/index.js')] },
    // The consumer's fallback copy of react: not downloaded while the provided one is there.
    { id: 30, files: ['react-fallback.js'], modules: [code('/lib/react/index.js')], origins: [fallbackOf('react', '/lib/react/index.js')] },
    { id: 40, files: ['screen.js'], modules: [code('/app/screen.tsx'), consume('forms', '/lib/forms/index.js')], origins: [{ moduleName: '/app/bootstrap.tsx' }] },
    // Only a fallback holds the forms library (a remote's own page provides nothing).
    { id: 41, files: ['forms.js'], modules: [code('/lib/forms/index.js')], origins: [fallbackOf('forms', '/lib/forms/index.js')] },
  ],
  namedChunkGroups: { bootstrap: { chunks: [10] }, screen: { chunks: [40] } },
};

describe('firstScreenFiles', () => {
  it.each([
    ['bootstrap', ['bootstrap.js', 'libraries.js', 'scheduler.js', 'router.js']],
    ['screen', ['screen.js', 'forms.js']],
  ])('%s: its chunks, then the chunks that load each shared module it consumes, transitively: the provider group, else the fallback', (group, files) => {
    expect(firstScreenFiles(stats, group)).toEqual(files);
  });

  it("follows only the group of the module consumed, not the other groups of a chunk that holds several libraries (the charts' chunk stays out)", () => {
    expect(firstScreenFiles(stats, 'bootstrap')).not.toContain('chart-shapes.js');
  });

  it('names the missing group, so a renamed import fails the build', () => {
    expect(() => firstScreenFiles(stats, 'screen-account')).toThrow("first screen 'screen-account': no chunk group of that name (name its import with webpackChunkName)");
  });
});
