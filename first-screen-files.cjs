// Used by rspack.base.mjs at build time, and by its test (shell/server/first-screen-files.test.ts).

/**
 * The JavaScript files a first screen needs, from the build's chunk graph: the chunks of a named
 * chunk group, then for each shared module they consume the chunks of its code (and what those
 * consume in turn). Module Federation would otherwise discover them one wave after another, each
 * wave waiting for the previous one to run.
 */
function firstScreenFiles(stats, groupName) {
  const byId = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
  const chunksOfPath = new Map();
  for (const chunk of stats.chunks) {
    for (const module of chunk.modules ?? []) {
      for (const inner of [module, ...(module.modules ?? [])]) {
        if (!inner.nameForCondition) continue;
        if (!chunksOfPath.has(inner.nameForCondition)) chunksOfPath.set(inner.nameForCondition, new Set());
        chunksOfPath.get(inner.nameForCondition).add(chunk.id);
      }
    }
  }
  const entries = new Set(stats.chunks.filter((chunk) => chunk.entry).map((chunk) => chunk.id));
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
      if (module.moduleType !== 'consume-shared-module') continue;
      const fallback = /\(fallback: (.*)\)$/.exec(module.name ?? '')?.[1];
      // The app provides the module from a chunk the entry loads on demand; the consumer's own
      // fallback copy (another chunk) is not downloaded while the provided one is there.
      const holders = [...(chunksOfPath.get(fallback) ?? [])];
      const provided = holders.filter((holder) => byId.get(holder).parents?.some((parent) => entries.has(parent)));
      for (const codeChunk of provided.length > 0 ? provided : holders) queue.push(codeChunk, ...(byId.get(codeChunk).siblings ?? []));
    }
  }
  return files;
}

module.exports = { firstScreenFiles };
