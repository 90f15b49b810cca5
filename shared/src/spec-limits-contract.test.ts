import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Each number of the spec's limits tables is written once. The limits the database enforces live in
// public.business_limits (migration 0013) and the screens read them from there: front-end code never writes
// them. Every other limit is one named constant that screens and texts use. This test reads the front end's
// shipped source (tests, stories and test helpers may quote the spec) and fails on a limit written as a
// literal where it must not be, naming each place.

const root = join(__dirname, '..', '..');
const FRONT_END = ['shell', 'mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account', 'shared'];

interface SpecLimit {
  /** What the spec limits, in its words. */
  limit: string;
  value: number;
  /** Names around a numeric literal that make it this limit (a property, variable, attribute or field name). */
  names: RegExp;
  /** How a text words it, if it does. */
  text?: RegExp;
  /** The key in public.business_limits when the database holds it: then no literal is allowed at all. */
  database?: string;
}

/** A numeric literal is a limit only where its names say so (maxLength, LIMITS, …). */
const LIMIT_NAMES = /max|min|limit|length/i;

const SPEC_LIMITS: SpecLimit[] = [
  { limit: 'personal blocks per month', value: 4, names: /month|mensal/i, text: /\b4 (dias|bloqueios)\b|\(4\/mês\)/, database: 'block_days_per_month' },
  { limit: 'personal blocks per year', value: 36, names: /year|anual/i, text: /\b36 (dias|diárias)\b|\(36\/ano\)|36 por ano/, database: 'block_days_per_year' },
  { limit: 'how far ahead a block may start (years)', value: 1, names: /ahead/i, database: 'block_years_ahead' },
  { limit: 'photo file size (bytes)', value: 10 * 1024 * 1024, names: /./, text: /\b10 ?MB\b/, database: 'photo_max_bytes' },
  { limit: 'gallery photos besides the main one', value: 20, names: /galler|photo/i, text: /\b20 fotos\b/, database: 'gallery_max_photos' },
  { limit: 'photos per message', value: 5, names: /photo|foto/i, text: /\b5 fotos\b/, database: 'message_max_photos' },
  { limit: 'free text length', value: 1000, names: /text|notes|reason|message|rules/i },
  { limit: 'e-mail length', value: 320, names: /mail/i },
  { limit: 'name length', value: 100, names: /(^|[^a-z])(name|nome|full_name)([^a-z]|$)/i },
  { limit: 'phone input length', value: 20, names: /phone|telefone/i },
  { limit: 'phone field length', value: 15, names: /phone|telefone/i },
  { limit: 'CPF/CNPJ field length', value: 18, names: /document|cpf|cnpj/i },
  { limit: 'CEP field length', value: 9, names: /cep|postal/i },
  { limit: 'rating comment length', value: 500, names: /comment/i },
  { limit: 'property description minimum', value: 100, names: /description/i },
  { limit: 'password minimum', value: 8, names: /password/i },
  { limit: 'account deletion password minimum', value: 6, names: /password/i },
];

export interface Place {
  file: string;
  line: number;
  /** The literal and what names it, as found. */
  found: string;
}

const isShipped = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !/\.d\.ts$/.test(file) && !/[\\/]testing[\\/]/.test(file);

function shippedFiles(): Array<{ file: string; text: string }> {
  return FRONT_END.flatMap((app) =>
    readdirSync(join(root, app, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter(isShipped)
      .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') })),
  );
}

/** The value of a numeric literal or of a product/sum of them (`10 * 1024 * 1024`); null for anything else. */
function constantValue(node: ts.Node): number | null {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isParenthesizedExpression(node)) return constantValue(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) {
    const left = constantValue(node.left);
    const right = constantValue(node.right);
    return left === null || right === null ? null : left * right;
  }
  return null;
}

const nameOf = (name: ts.Node | undefined): string => (name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) ? name.text : '');

/**
 * The names a literal is given, innermost first, up to its statement: the attribute and the field's `name` in
 * JSX (`<TextField name="phone" maxLength={20} />`), the property and the object's variable
 * (`INPUT_LIMITS = { phone: 20 }`), a variable or a parameter default.
 */
function namesAround(node: ts.Node): string[] {
  const names: string[] = [];
  for (let current: ts.Node | undefined = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
    if (ts.isJsxAttribute(current)) {
      names.push(nameOf(current.name));
      const element = current.parent.parent;
      for (const attribute of current.parent.properties) {
        if (ts.isJsxAttribute(attribute) && nameOf(attribute.name) === 'name' && attribute.initializer && ts.isStringLiteral(attribute.initializer)) names.push(attribute.initializer.text);
      }
      names.push(element.tagName.getText());
      break;
    }
    if (ts.isPropertyAssignment(current) || ts.isVariableDeclaration(current) || ts.isParameter(current) || ts.isPropertyDeclaration(current) || ts.isBindingElement(current)) {
      names.push(nameOf(current.name));
    }
    if (ts.isStatement(current) && !ts.isVariableStatement(current)) break;
  }
  return names.filter(Boolean);
}

const TEXT_NODES = new Set([ts.SyntaxKind.StringLiteral, ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateHead, ts.SyntaxKind.TemplateMiddle, ts.SyntaxKind.TemplateTail, ts.SyntaxKind.JsxText]);

/** Every place a spec limit is written as a literal in `files`, by limit. */
export function limitLiterals(files: ReadonlyArray<{ file: string; text: string }>, limits: readonly SpecLimit[] = SPEC_LIMITS): Map<SpecLimit, Place[]> {
  const places = new Map<SpecLimit, Place[]>(limits.map((limit) => [limit, []]));
  for (const { file, text } of files) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const visit = (node: ts.Node): void => {
      const value = constantValue(node);
      if (value !== null) {
        const names = namesAround(node);
        const context = names.join(' ');
        for (const limit of limits) {
          if (limit.value === value && LIMIT_NAMES.test(context) && limit.names.test(context)) places.get(limit)!.push({ file, line: at(node), found: `${node.getText(source)} (${context})` });
        }
        return; // the factors of a product are not limits of their own
      }
      if (TEXT_NODES.has(node.kind)) {
        const words = (node as ts.LiteralLikeNode).text;
        for (const limit of limits) {
          if (limit.text?.test(words)) places.get(limit)!.push({ file, line: at(node), found: JSON.stringify(words) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return places;
}

/** The limits the migrations seed into public.business_limits (0013, and 0014 for the messages' own). */
function databaseLimits(): Map<string, number> {
  const seeded = ['0013_business_limits.sql', '0014_messages.sql'].flatMap((migration) => {
    const sql = readFileSync(join(root, 'supabase', 'migrations', migration), 'utf8');
    const values = sql.slice(sql.indexOf('insert into public.business_limits'));
    return [...values.slice(0, values.indexOf(';')).matchAll(/\('([a-z_]+)', (\d+),/g)].map(([, key, value]) => [key!, Number(value)] as const);
  });
  return new Map(seeded);
}

describe('each spec limit is written once', () => {
  const found = limitLiterals(shippedFiles());
  const report = (places: Place[]) => places.map((place) => `${place.file}:${place.line} ${place.found}`);

  it.each(SPEC_LIMITS.filter((limit) => limit.database).map((limit) => [limit.limit, limit] as const))(
    '%s: held by public.business_limits, read from there, never written in the front end',
    (_name, limit) => {
      expect(databaseLimits().get(limit.database!)).toBe(limit.value);
      expect(report(found.get(limit)!)).toEqual([]);
    },
  );

  it.each(SPEC_LIMITS.filter((limit) => !limit.database).map((limit) => [limit.limit, limit] as const))('%s: one named constant at most', (_name, limit) => {
    const places = found.get(limit)!;
    expect(places.length > 1 ? report(places) : []).toEqual([]);
  });
});

describe('the check itself', () => {
  const limits = SPEC_LIMITS.filter((limit) => ['personal blocks per month', 'photo file size (bytes)', 'name length'].includes(limit.limit));
  const places = (text: string, file = 'x.tsx') => [...limitLiterals([{ file, text }], limits).entries()].flatMap(([limit, found]) => found.map((place) => `${limit.limit} @${place.line}`));

  it.each([
    ['a constant of a limits object', 'export const BLOCK_LIMITS = { monthly: 4, yearly: 36 } as const;', ['personal blocks per month @1']],
    ['a text quoting the number', 'const note = `Você pode bloquear até 4 dias por mês`;', ['personal blocks per month @1']],
    ['a title quoting it', "const title = 'Limite mensal atingido (4/mês)';", ['personal blocks per month @1']],
    ['bytes as a product', 'export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;', ['photo file size (bytes) @1']],
    ['a text in megabytes', 'const tooLarge = (name: string) => `"${name}" tem mais de 10 MB`;', ['photo file size (bytes) @1']],
    ['a field of a form', '<TextField name="full_name" label="Nome" maxLength={100} />', ['name length @1']],
    ['a default parameter', 'function f(monthlyLimit = 4) {}', ['personal blocks per month @1']],
  ])('finds %s', (_case, text, expected) => {
    expect(places(text)).toEqual(expected);
  });

  it.each([
    ['a number that is no limit', 'const padding = { month: 4 };'],
    ['a limit read from the database', 'const text = `até ${limits.blockDaysPerMonth} dias por mês`;'],
    ['a field of another kind', '<TextField name="address_city" maxLength={100} />'],
    ['a comment', '// at most 4 a month (spec part 2 §9)\nconst a = 1;'],
    ['a progress bar', '<div aria-valuemax={100} />'],
  ])('ignores %s', (_case, text) => {
    expect(places(text)).toEqual([]);
  });
});
