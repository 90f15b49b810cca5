// The run-time contract of shared's singleton entries. Each entry has a semver version, and the
// lock records which version introduced each export (shared/contract-lock.json). An app requires of
// an entry only the version that introduced the newest export its shipped code imports, so a remote
// rebuilt after an unrelated addition still runs in an older shell, and one that uses a new export
// is refused there by the shell, with the reason, before any of its code runs.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const LOCK_PATH = join(__dirname, 'contract-lock.json');

function readLock() {
  const { $comment: _comment, ...entries } = JSON.parse(readFileSync(LOCK_PATH, 'utf8'));
  return entries;
}

/** -1, 0 or 1, comparing two 'x.y.z' versions. */
function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] < pb[i] ? -1 : 1;
  return 0;
}

/** The files an app ships: its sources without tests, stories and test helpers. */
function shippedSources(srcDir) {
  const files = [];
  for (const entry of readdirSync(srcDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
    const dir = entry.parentPath ?? entry.path;
    if (/[\\/]testing([\\/]|$)/.test(dir.slice(srcDir.length))) continue;
    files.push(join(dir, entry.name));
  }
  return files;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The value names an app's shipped code takes from one entry (`@portal/shared/ui`), or null when
 * it takes the entry whole (a namespace import, a dynamic import). Type-only imports do not count:
 * they are gone at run time.
 */
function importedNames(srcDir, specifier) {
  const names = new Set();
  const from = `\\s+from\\s+['"]${escape(specifier)}['"]`;
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?([^;]*?)${from}`, 'g');
  const dynamic = new RegExp(`import\\(\\s*['"]${escape(specifier)}['"]\\s*\\)`);
  for (const file of shippedSources(srcDir)) {
    const source = readFileSync(file, 'utf8');
    if (dynamic.test(source)) return null;
    for (const [, typeOnly, clause] of source.matchAll(statement)) {
      if (typeOnly) continue;
      if (/\*/.test(clause)) return null;
      const braces = /\{([^}]*)\}/.exec(clause);
      for (const part of (braces ? braces[1] : '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return names;
}

/** '^x.y.z': the version of `entry` that introduced the newest export the app's code uses. */
function requiredEntryVersion(srcDir, entry, lock = readLock()) {
  const { version, exports } = lock[entry];
  const names = importedNames(srcDir, `@portal/shared/${entry}`);
  if (names === null) return `^${version}`;
  let newest = `${version.split('.')[0]}.0.0`;
  for (const name of names) {
    // A name the lock does not know is newer than the lock: ask for the entry as it is now.
    const introduced = exports[name] ?? version;
    if (compareVersions(introduced, newest) > 0) newest = introduced;
  }
  return `^${newest}`;
}

module.exports = { LOCK_PATH, compareVersions, importedNames, readLock, requiredEntryVersion };
