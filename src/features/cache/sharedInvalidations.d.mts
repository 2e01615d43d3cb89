/** Types of ./sharedInvalidations.mjs: cache invalidations shared by instances through Redis. */
export type TagEntry = { expired?: number; stale?: number }
export declare const sharing: () => boolean
export declare const queryPagesPath: string
export declare function syncInvalidations(force?: boolean): Promise<void>
export declare function sharePurge(paths?: string[] | null, now?: number): Promise<void>
export declare function knownUpTo(): number
export declare function purgedAt(path: string): number
export declare function lastChangeAt(): number
export declare function shareTags(entries: Array<[string, TagEntry]>): Promise<void>
export declare function onSharedTag(listener: (tag: string, entry: TagEntry) => void): void
export type Invalidations = {
  sync: () => Promise<void>
  purgedAt: (path: string) => number
  knownUpTo: () => number
  share: (paths?: string[] | null, now?: number) => Promise<void>
}
export declare const processInvalidations: Invalidations
export declare function localInvalidations(): Invalidations
