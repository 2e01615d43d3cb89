/** Types of ./pageScripts.mjs. */
/** A request's nonce, and the hashes of a page the server puts in itself (its error pages). */
export type PageScripts = { nonce: string; hashes: Set<string> }
export declare const storedScriptsHeader: string
export declare function noteStoredPage(key: string, version: string | number | null | undefined, value: unknown): void
export declare function storedScripts(headerValue: unknown): string[] | null
export declare function pageScriptsOfRequest(): PageScripts
export declare function nonceRequestPolicy(scripts: PageScripts): string
export declare function admitInlineScript(text: string): string
export declare function scriptSources(scripts: PageScripts | null | undefined): string[]
