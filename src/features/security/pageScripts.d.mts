/** Types of ./pageScripts.mjs. */
export type PageScripts = { nonce: string; hashes: Set<string> }
export declare function newPageScripts(): PageScripts
export declare function withPageScripts<T>(scripts: PageScripts, handle: () => T): T
export declare function nonceRequestPolicy(scripts: PageScripts): string
export declare function notePage(key: string, version: unknown, html: unknown): void
export declare function scriptSources(scripts: PageScripts | null | undefined): string[]
export declare function admitInlineScript(text: string): string
