// The build step that names a first screen's files (rspack.base.mjs's FirstScreenPreloadPlugin).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file the build configuration requires
const { firstScreenFiles } = require('../../first-screen-files.cjs') as { firstScreenFiles: (stats: unknown, group: string) => string[] };

const consume = (path: string) => ({ moduleType: 'consume-shared-module', name: `consume shared module (default) lib@^1.0.0 (strict) (fallback: ${path})` });
const code = (path: string) => ({ moduleType: 'javascript/auto', nameForCondition: path });

/** A build like the shell's: an entry, the chunks it provides shared modules from, and a consumer's own copies. */
const stats = {
  chunks: [
    { id: 1, entry: true, files: ['main.js'], parents: [], modules: [] },
    { id: 10, files: ['bootstrap.js'], parents: [1], modules: [code('/app/bootstrap.tsx'), consume('/lib/react/index.js'), consume('/lib/router/index.js')] },
    // Provided by the entry: react with its split-off sibling, and the router, which consumes react itself.
    { id: 20, files: ['react.js'], parents: [1], siblings: [21], modules: [code('/lib/react/index.js')] },
    { id: 21, files: ['scheduler.js', 'scheduler.js.map'], parents: [1], modules: [code('/lib/scheduler/index.js')] },
    { id: 22, files: ['router.js'], parents: [1], modules: [{ moduleType: 'javascript/esm', name: './router + 3 modules', modules: [code('/lib/router/index.js')] }, consume('/lib/react/index.js')] },
    // The consumer's fallback copy of react: not downloaded while the provided one is there.
    { id: 30, files: ['react-fallback.js'], parents: [10], modules: [code('/lib/react/index.js')] },
    { id: 40, files: ['screen.js'], parents: [10], modules: [code('/app/screen.tsx'), consume('/lib/forms/index.js')] },
    // Only a fallback holds the forms library (a remote's own page provides nothing).
    { id: 41, files: ['forms.js'], parents: [40], modules: [code('/lib/forms/index.js')] },
  ],
  namedChunkGroups: { bootstrap: { chunks: [10] }, screen: { chunks: [40] } },
};

describe('firstScreenFiles', () => {
  it.each([
    ['bootstrap', ['bootstrap.js', 'react.js', 'scheduler.js', 'router.js']],
    ['screen', ['screen.js', 'forms.js']],
  ])('%s: its chunks, then the code of each shared module it consumes, transitively, from the chunk the entry provides it from', (group, files) => {
    expect(firstScreenFiles(stats, group)).toEqual(files);
  });

  it('names the missing group, so a renamed import fails the build', () => {
    expect(() => firstScreenFiles(stats, 'screen-account')).toThrow("first screen 'screen-account': no chunk group of that name (name its import with webpackChunkName)");
  });
});
