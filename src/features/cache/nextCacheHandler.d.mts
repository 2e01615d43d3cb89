/** Types of ./nextCacheHandler.mjs (Next loads its default export as `cacheHandler`). */
declare const SharedCacheHandler: new (ctx: unknown) => unknown
export default SharedCacheHandler
