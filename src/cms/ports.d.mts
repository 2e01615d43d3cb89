/** Types of ./ports.mjs. */
export declare function offerTagExpiry(expireTags: (tags: string[]) => Promise<void>): void
export declare function expireTags(tags: string[]): Promise<void>
export declare function offerPageLookup(pageAt: (path: string) => Promise<string | null>): void
export declare function pageAt(path: string): Promise<string | null>
