// The generation of Next's shared cache in Redis (issue 46 point 12). Next's pages and data are
// kept under `vernissage:next:<build id>:g<generation>:`; `npm run restore` (scripts/restore.mjs)
// raises the generation and deletes the entries of earlier ones, so no page made from the replaced
// content outlives a restore, whatever instance kept it. Each instance reads the generation when
// Next creates its cache (./nextCacheHandler.mjs), that is at start. Plain JavaScript: the restore
// script and the handler (loaded by Next apart from its bundles) both import it.

/** What every key of Next's cache in Redis begins with. */
export const nextCachePrefix = 'vernissage:next:'
/** The Redis key that holds the current generation (a counter; absent is 0). */
export const nextCacheGenerationKey = `${nextCachePrefix}generation`

/** The key prefix of Next's cache for a build and a generation. */
export function nextCacheKeyPrefix(buildId, generation) {
  return `${nextCachePrefix}${buildId}:g${Number(generation) || 0}:`
}

/** The current generation, read from Redis (0 when never raised). */
export async function readGeneration(client) {
  return Number(await client.get(nextCacheGenerationKey)) || 0
}
