/** Types of ./nextCacheHandler.mjs (Next loads its default export as `cacheHandler`). */
export declare function encodeEntry(entry: unknown): string
export declare function decodeEntry(text: string): unknown
export declare function pathsOfTags(tags: string[]): string[] | null
declare const SharedCacheHandler: new (ctx: unknown) => unknown
export default SharedCacheHandler
