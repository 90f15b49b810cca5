import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// shared/domain holds only what two or more apps use: a rule only one app uses belongs to that app,
// beside its feature, so its team can change it and redeploy alone. This test lists every export of
// the entry with the apps that import it, and fails on what does not belong here.

const root = join(__dirname, '..', '..', '..');
const domainDir = __dirname;
const APPS = ['shell', 'mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account'];
/** shared's other entries; a rule they need is needed by every app that uses them. */
const SHARED_ENTRIES = ['store', 'api', 'supabase', 'ui', 'icons', 'host', 'router'];

const isShipped = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !/[\\/]testing[\\/]/.test(file);

function sourceFiles(dir: string, keep = isShipped): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep);
}

function namedImports(source: string, specifier: RegExp): string[] {
  const names: string[] = [];
  for (const [, clause] of source.matchAll(new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier.source}'`, 'g'))) {
    for (const part of clause!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** The entry's exports, by the module that declares them. */
const exportsByModule = new Map<string, string[]>();
for (const [, names, module] of readFileSync(join(domainDir, 'index.ts'), 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
  exportsByModule.set(module!, names!.split(',').map((name) => name.trim().replace(/^type\s+/, '')).filter(Boolean));
}
const moduleOf = new Map([...exportsByModule].flatMap(([module, names]) => names.map((name) => [name, module] as const)));

/** Who imports each export in shipped code: an app's name, or 'shared/<entry>'. */
const importers = new Map<string, Set<string>>();
/** Exports that some app's stories or tests use (a story deriving its states from the real rule). */
const usedInTestsOrStories = new Set<string>();
const users = [
  ...APPS.map((app) => ({ user: app, dir: join(root, app, 'src') })),
  ...SHARED_ENTRIES.map((entry) => ({ user: `shared/${entry}`, dir: join(root, 'shared', 'src', entry) })),
];
for (const { user, dir } of users) {
  for (const file of sourceFiles(dir)) {
    for (const name of namedImports(readFileSync(file, 'utf8'), /@portal\/shared\/domain/)) {
      if (!importers.has(name)) importers.set(name, new Set());
      importers.get(name)!.add(user);
    }
  }
  for (const file of sourceFiles(dir, (path) => /\.(test|stories)\.tsx?$/.test(path))) {
    for (const name of namedImports(readFileSync(file, 'utf8'), /@portal\/shared\/domain/)) usedInTestsOrStories.add(name);
  }
}

/** Domain modules each domain module imports (directly). */
const dependsOn = new Map<string, string[]>();
for (const file of sourceFiles(domainDir).filter((file) => !file.endsWith('index.ts'))) {
  const module = relative(domainDir, file).replace(/\.tsx?$/, '');
  dependsOn.set(module, [...readFileSync(file, 'utf8').matchAll(/from\s+'\.\/([^']+)'/g)].map((match) => match[1]!));
}

/** Everyone who relies on a module: importers of its exports, and of the modules built on it. */
function usersOf(module: string, seen = new Set<string>()): Set<string> {
  seen.add(module);
  const result = new Set((exportsByModule.get(module) ?? []).flatMap((name) => [...(importers.get(name) ?? [])]));
  for (const [other, deps] of dependsOn) {
    if (deps.includes(module) && !seen.has(other)) for (const user of usersOf(other, seen)) result.add(user);
  }
  return result;
}

describe('shared/domain holds only what two or more apps use', () => {
  it('found the entry, the apps and their imports', () => {
    expect(exportsByModule.size).toBeGreaterThan(10);
    expect(importers.get('deriveOwnerOverview')).toEqual(new Set(['shared/api']));
  });

  it.each([...exportsByModule.keys()])('every export of ./%s is imported by an app or another shared entry', (module) => {
    const unused = exportsByModule.get(module)!.filter((name) => !importers.has(name) && !usedInTestsOrStories.has(name));
    expect(unused).toEqual([]);
  });

  it.each([...dependsOn.keys()])('./%s is relied on by two or more apps, or by another shared entry', (module) => {
    const relying = usersOf(module);
    const apps = [...relying].filter((user) => APPS.includes(user));
    const viaShared = [...relying].some((user) => user.startsWith('shared/'));
    expect({ module, relying: [...relying].sort(), belongsHere: viaShared || apps.length >= 2 }).toEqual({ module, relying: [...relying].sort(), belongsHere: true });
  });

  it('knows where every exported name comes from', () => {
    for (const name of importers.keys()) expect(moduleOf.has(name)).toBe(true);
  });
});
