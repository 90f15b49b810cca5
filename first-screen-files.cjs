// Used by rspack.base.mjs at build time, and by its test (shell/server/first-screen-files.test.ts).

/**
 * The JavaScript files a first screen needs, from the build's chunk graph (with chunk origins): the
 * chunks of a named chunk group, then for each shared module they consume the chunks that load its
 * code (and what those consume in turn). Module Federation would otherwise discover them one wave
 * after another, each wave waiting for the previous one to run.
 *
 * A shared module's code loads with the chunks of one chunk group: the one its `provide` entry
 * opens when the app provides it, otherwise the one its consumer's fallback opens. The chunks of
 * that group are the chunks whose origins name that entry. A chunk can belong to many groups (a
 * chunk that holds several libraries belongs to each of their groups), so the other chunks of a
 * chunk's groups are not followed: only those of the group of a module the screen consumes.
 */
function firstScreenFiles(stats, groupName) {
  const byId = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
  /** Chunk ids by the name of the module whose import opens their group. */
  const loadedBy = new Map();
  /** Chunk ids by the path of the module a `provide` entry ("provide shared module (scope) name@version = path") offers. */
  const providedFrom = new Map();
  const add = (map, key, id) => map.set(key, [...(map.get(key) ?? []), id]);
  for (const chunk of stats.chunks) {
    for (const { moduleName } of chunk.origins ?? []) {
      if (!moduleName) continue;
      add(loadedBy, moduleName, chunk.id);
      const provided = /^provide shared module .*? = (.*)$/.exec(moduleName)?.[1];
      if (provided) add(providedFrom, provided, chunk.id);
    }
  }
  /** The chunks that load a consumed module's code: its provider's group, or the consumer's own fallback. */
  function codeChunks(consumeName) {
    const fallback = /\(fallback: (.*)\)$/.exec(consumeName)?.[1];
    return providedFrom.get(fallback) ?? loadedBy.get(consumeName) ?? [];
  }
  const group = stats.namedChunkGroups?.[groupName];
  if (!group) throw new Error(`first screen '${groupName}': no chunk group of that name (name its import with webpackChunkName)`);
  const files = [];
  const seen = new Set();
  const queue = [...group.chunks];
  while (queue.length > 0) {
    const id = queue.shift();
    if (seen.has(id)) continue;
    seen.add(id);
    const chunk = byId.get(id);
    for (const file of chunk.files ?? []) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
    for (const module of chunk.modules ?? []) {
      if (module.moduleType === 'consume-shared-module') queue.push(...codeChunks(module.name ?? ''));
    }
  }
  return files;
}

module.exports = { firstScreenFiles };
