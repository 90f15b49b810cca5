import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
// The same module rspack.base.mjs reads: what is tested here is what the builds declare.
import { compareVersions, importedNames, readLock, requiredEntryVersion } from '../contract.cjs';

type Lock = Record<string, { version: string; exports: Record<string, string>; removed?: Record<string, string> }>;

const sharedDir = join(__dirname, '..');

/** The value exports of each singleton entry, as TypeScript resolves them (types are gone at run time). */
function valueExports(entries: string[]): Record<string, string[]> {
  const files = entries.map((entry) => join(sharedDir, 'src', entry, 'index.ts'));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    entries.map((entry, index) => {
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(files[index]!)!)!;
      const names = checker
        .getExportsOfModule(moduleSymbol)
        .filter((symbol) => ((symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags & ts.SymbolFlags.Value) !== 0)
        .map((symbol) => symbol.name);
      return [entry, names.sort()];
    }),
  );
}

describe('the singleton entries match shared/contract-lock.json', () => {
  const lock = readLock() as Lock;
  const actual = valueExports(Object.keys(lock));

  it.each(Object.keys(lock))('@portal/shared/%s: every export is locked with the version that introduced it', (entry) => {
    const { version, exports, removed = {} } = lock[entry]!;
    const added = actual[entry]!.filter((name) => !(name in exports));
    const next = version.replace(/^(\d+)\.(\d+)\.\d+$/, (_all, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`);
    expect({
      added,
      hint: added.length > 0 ? `add ${added.map((name) => `"${name}": "${next}"`).join(', ')} to ${entry}.exports and set ${entry}.version to "${next}"` : '',
    }).toEqual({ added: [], hint: '' });
    const missing = Object.keys(exports).filter((name) => !actual[entry]!.includes(name));
    expect({
      missing,
      hint: missing.length > 0 ? `removing an export breaks remotes built against it: move ${missing.join(', ')} to ${entry}.removed with the next major version and raise ${entry}.version to it` : '',
    }).toEqual({ missing: [], hint: '' });
    for (const introduced of [...Object.values(exports), ...Object.values(removed)]) {
      expect(compareVersions(version, introduced)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('what an app requires of an entry', () => {
  let app = '';
  const lock: Lock = { ui: { version: '1.2.0', exports: { Button: '1.0.0', Badge: '1.1.0', Stepper: '1.2.0' } } };
  const write = (path: string, source: string) => {
    mkdirSync(join(app, path, '..'), { recursive: true });
    writeFileSync(join(app, path), source);
  };
  beforeEach(() => {
    app = mkdtempSync(join(tmpdir(), 'portal-app-'));
  });
  afterEach(() => rmSync(app, { recursive: true, force: true }));

  it.each([
    ['nothing from the entry', "import { x } from './x';", '^1.0.0'],
    ['exports from the first version', "import { Button } from '@portal/shared/ui';", '^1.0.0'],
    ['an export added in 1.1.0', "import { Button, Badge as Tag } from '@portal/shared/ui';", '^1.1.0'],
    ['an export added in 1.2.0, re-exported', "export { Stepper } from '@portal/shared/ui';", '^1.2.0'],
    ['a new export only as a type', "import { Button, type Stepper } from '@portal/shared/ui';\nimport type { Badge } from '@portal/shared/ui';", '^1.0.0'],
    ['the whole entry (namespace)', "import * as ui from '@portal/shared/ui';", '^1.2.0'],
    ['the whole entry (dynamic import)', "const ui = () => import('@portal/shared/ui');", '^1.2.0'],
    ['a name the lock does not know yet', "import { Carousel } from '@portal/shared/ui';", '^1.2.0'],
  ])('%s → %s', (_case, source, required) => {
    write('src/feature/screen.tsx', source);
    expect(requiredEntryVersion(join(app, 'src'), 'ui', lock)).toBe(required);
  });

  it('reads only what ships: tests, stories and test helpers do not count', () => {
    write('src/feature/screen.test.tsx', "import { Stepper } from '@portal/shared/ui';");
    write('src/feature/screen.stories.tsx', "import { Stepper } from '@portal/shared/ui';");
    write('src/testing/render.tsx', "import { Stepper } from '@portal/shared/ui';");
    write('src/feature/screen.tsx', "import {\n  Button,\n  Badge,\n} from '@portal/shared/ui';");
    expect([...(importedNames(join(app, 'src'), '@portal/shared/ui') ?? [])].sort()).toEqual(['Badge', 'Button']);
    expect(requiredEntryVersion(join(app, 'src'), 'ui', lock)).toBe('^1.1.0');
  });
});

describe('a singleton entry never imports itself by its public name', () => {
  // Shared at run time, `@portal/shared/<entry>` resolves to the entry being loaded: the import waits for the
  // module that is waiting for it, and the portal stays on its spinner with no error. Inside an entry, use paths.
  const lock = readLock() as Lock;
  it.each(Object.keys(lock))('@portal/shared/%s', (entry) => {
    const own = importedNames(join(sharedDir, 'src', entry), `@portal/shared/${entry}`) as Set<string> | null;
    expect(own === null ? ['the whole entry'] : [...own]).toEqual([]);
  });
});
