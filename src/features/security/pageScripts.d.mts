/** Types of ./pageScripts.mjs. */
/**
 * A request's nonce, the hashes of stored pages sent for it (both shared with the requests for its
 * address under way with it), whether its answer is a complete error page, and `release` for when
 * its head goes out (`sentPage`: a page or its RSC payload, which shows the nonce).
 */
export type PageScripts = { nonce: string; hashes: Set<string>; completeErrorPage?: boolean; release(sentPage?: boolean): void }
export declare function pageScriptsFor(method: string | undefined, address: string, now?: number): PageScripts
export declare function withPageScripts<T>(scripts: PageScripts, handle: () => T): T
export declare function nonceRequestPolicy(scripts: PageScripts): string
export declare function notePage(key: string, version: string | number | null | undefined, html: unknown): void
export declare function noteCompleteErrorPage(): void
export declare function scriptSources(scripts: PageScripts | null | undefined): string[]
export declare function admitInlineScript(text: string): string
