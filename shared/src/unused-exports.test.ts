import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// An export nothing imports is code nobody can reach: it is kept up to date for no one, and it hides which
// code the product really runs. Every exported name of shared and of every app must be imported somewhere
// other than its own test (a test reaches a module's internals through its public function instead).
// Used by definition: what a remote exposes to the shell (its ./routes and ./widgets) and the side-effect
// entries the builds start from.

const repo = resolve(__dirname, '../..');
const APPS = ['shared', 'shell', ...readdirSync(repo).filter((name) => name.startsWith('mf-'))];
/** Where importers are read: the apps, plus the packages that test, measure or show them. */
const IMPORTER_ROOTS = [...APPS, 'storybook', 'e2e', 'bench', 'supabase'];
const SOURCE = /\.(ts|tsx)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isStory = (file: string) => /\.stories\.tsx?$/.test(file);

/** What one file exports and which names of which files it imports. */
interface ModuleFacts {
  exports: string[];
  /** Names used from a module specifier; '*' is every name (a namespace import, `export *`). */
  imports: Array<{ specifier: string; names: string[] }>;
}

/** Reads a file's exports and imports (static, re-exports, `import()` with the names read off it, `import('x').T` types). */
function moduleFacts(fileName: string, text: string): ModuleFacts {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const facts: ModuleFacts = { exports: [], imports: [] };
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const names: string[] = [];
      const clause = statement.importClause;
      if (clause?.name) names.push('default');
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) names.push('*');
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) for (const element of clause.namedBindings.elements) names.push((element.propertyName ?? element.name).text);
      facts.imports.push({ specifier: statement.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      if (!statement.exportClause) {
        if (from) facts.imports.push({ specifier: from, names: ['*'] });
      } else if (ts.isNamedExports(statement.exportClause)) {
        const typeOnly = statement.isTypeOnly;
        for (const element of statement.exportClause.elements) if (!typeOnly && !element.isTypeOnly) facts.exports.push(element.name.text);
        if (from) facts.imports.push({ specifier: from, names: statement.exportClause.elements.map((element) => (element.propertyName ?? element.name).text) });
      } else {
        facts.exports.push(statement.exportClause.name.text);
        if (from) facts.imports.push({ specifier: from, names: ['*'] });
      }
    } else if (ts.isExportAssignment(statement)) {
      facts.exports.push('default');
    } else if (exported(statement)) {
      if (isDefault(statement)) facts.exports.push('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) facts.exports.push(declaration.name.text);
      } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
        facts.exports.push(statement.name.text);
      }
    }
  }

  const visit = (node: ts.Node) => {
    // import('./x').then((m) => m.Name), const { Name } = await import('./x'): the names are read off the statement.
    const loads =
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^(require|jest\.(requireActual|mock|doMock))$/.test(node.expression.getText(source))) &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0]);
    if (loads) {
      let statement: ts.Node = node;
      while (statement.parent && !ts.isSourceFile(statement.parent) && !ts.isBlock(statement.parent)) statement = statement.parent;
      // React.lazy(() => import('./page').then(...)) may take the default export.
      const names = new Set<string>(['default']);
      const collect = (inner: ts.Node) => {
        if (ts.isPropertyAccessExpression(inner)) names.add(inner.name.text);
        if (ts.isBindingElement(inner)) names.add(((inner.propertyName as ts.Identifier | undefined) ?? (inner.name as ts.Identifier)).text);
        ts.forEachChild(inner, collect);
      };
      collect(statement);
      // A loader (`const loadPdf = () => import('./pdf')`) is read elsewhere: every name counts as used.
      facts.imports.push({ specifier: (node.arguments[0] as ts.StringLiteralLike).text, names: names.size > 1 ? [...names] : ['*'] });
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const qualifier = node.qualifier;
      const first = qualifier ? (ts.isIdentifier(qualifier) ? qualifier : qualifier.left) : null;
      facts.imports.push({ specifier: node.argument.literal.text, names: first && ts.isIdentifier(first) ? [first.text] : ['*'] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/** A file's path for a specifier, or null for a package outside the workspace. */
function resolveSpecifier(from: string, specifier: string, exists: (file: string) => boolean, sharedEntries: Record<string, string>): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@portal/shared/')) {
    const entry = sharedEntries[`./${specifier.slice('@portal/shared/'.length)}`];
    if (!entry) return null;
    base = join(repo, 'shared', entry);
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) if (exists(candidate)) return candidate;
  return null;
}

/** `x.test.ts` (or .tsx) beside `x.ts` (or .tsx). */
const ownTest = (importer: string, module: string) => isTest(importer) && importer.replace(/\.test\.tsx?$/, '') === module.replace(/\.tsx?$/, '');

/** Each exported name (as 'file: name') that no file other than the module's own test imports. */
function unusedExports(files: Map<string, string>, checked: (file: string) => boolean, usedByDefinition: Set<string>, sharedEntries: Record<string, string>): string[] {
  const facts = new Map([...files].map(([file, text]) => [file, moduleFacts(file, text)]));
  const used = new Map<string, Set<string>>();
  for (const [importer, { imports }] of facts) {
    for (const { specifier, names } of imports) {
      const target = resolveSpecifier(importer, specifier, (file) => files.has(file), sharedEntries);
      if (!target || ownTest(importer, target)) continue;
      const set = used.get(target) ?? new Set<string>();
      for (const name of names) set.add(name);
      used.set(target, set);
    }
  }
  const unused: string[] = [];
  for (const [file, { exports }] of facts) {
    if (!checked(file) || usedByDefinition.has(file)) continue;
    const names = used.get(file) ?? new Set<string>();
    if (names.has('*')) continue;
    for (const name of exports) if (!names.has(name)) unused.push(`${relative(repo, file)}: ${name}`);
  }
  return unused.sort();
}

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Exports that only their own test imports, tolerated: none today. Such a name is tested through the function
 * that uses it (or, where nothing uses it, removed with its test); the list may only shrink: a name that is no
 * longer reported must leave it, and a name not on it fails the check.
 */
const READ_ONLY_BY_OWN_TEST: string[] = [];

describe('the unused-export check', () => {
  const entries = { './ui': './src/ui/index.ts' };
  const at = (path: string) => join(repo, path);
  const check = (files: Record<string, string>) =>
    unusedExports(new Map(Object.entries(files).map(([path, text]) => [at(path), text])), (file) => !isTest(file), new Set(), entries);

  it.each<[string, Record<string, string>, string[]]>([
    ['an export imported by another module is used', { 'mf-x/src/a.ts': 'export const A = 1;', 'mf-x/src/b.ts': "import { A } from './a'; export const B = A;", 'mf-x/src/c.ts': "import { B } from './b';" }, []],
    ['an unused value export is reported; types, gone at run time, are not', { 'mf-x/src/a.ts': 'export function dead() {}\nexport type Dead = 1;' }, ['mf-x/src/a.ts: dead']],
    ['an export only its own test imports is reported', { 'mf-x/src/a.ts': 'export const A = 1;', 'mf-x/src/a.test.ts': "import { A } from './a';" }, ['mf-x/src/a.ts: A']],
    ['an import by another test counts', { 'mf-x/src/a.ts': 'export const A = 1;', 'mf-x/src/b.test.tsx': "import { A } from './a';" }, []],
    ['a lazy import uses the names read off it', { 'mf-x/src/page.tsx': 'export function Page() {}\nexport const OTHER = 1;', 'mf-x/src/routes.tsx': "const Page = lazy(() => import('./page').then((m) => ({ default: m.Page })));" }, ['mf-x/src/page.tsx: OTHER']],
    ['a loader function counts every name as used', { 'mf-x/src/pdf.ts': 'export function monthly() {}\nexport function yearly() {}', 'mf-x/src/export.ts': "const loadPdf = () => import('./pdf');" }, []],
    ['a type read with import() counts', { 'mf-x/src/a.ts': 'export interface Row {}', 'mf-x/src/b.ts': "let row: import('./a').Row;" }, []],
  ])('%s', (_, files, expected) => {
    expect(check(files)).toEqual(expected);
  });
});

describe('every export of shared and the apps is imported somewhere other than its own test', () => {
  it('finds none unused but the listed ones read only by their own test', () => {
    const sharedEntries = (JSON.parse(readFileSync(join(repo, 'shared/package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
    const jestConfigs = ['jest.preset.cjs', ...APPS.map((app) => `${app}/jest.config.cjs`)].map((config) => readFileSync(join(repo, config), 'utf8'));
    const files = new Map(IMPORTER_ROOTS.flatMap((root) => sourceFiles(join(repo, root))).map((file) => [file, readFileSync(file, 'utf8')]));
    const checked = (file: string) => APPS.some((app) => file.startsWith(join(repo, app, 'src') + '/')) && !isTest(file) && !isStory(file);
    const byDefinition = new Set([
      // A remote's exposed modules, loaded by the shell by name (rspack.base.mjs: './routes', './widgets').
      ...APPS.filter((app) => app.startsWith('mf-')).flatMap((app) => [join(repo, app, 'src/routes.tsx'), join(repo, app, 'src/widgets.tsx')]),
      // shared's singleton entries: what they export is a versioned contract (contract-lock.json), removed only by a new version.
      ...Object.keys(JSON.parse(readFileSync(join(repo, 'shared/contract-lock.json'), 'utf8')) as Record<string, unknown>)
        .filter((entry) => entry !== '$comment')
        .map((entry) => join(repo, 'shared', sharedEntries[`./${entry}`]!)),
      // Files the Jest configurations put in a module's place.
      ...[...files.keys()].filter((file) => jestConfigs.some((config) => config.includes(basename(file).replace(/\.tsx?$/, '')))),
    ]);
    expect(unusedExports(files, checked, byDefinition, sharedEntries)).toEqual(READ_ONLY_BY_OWN_TEST);
  });
});
