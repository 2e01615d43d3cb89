/** Types of ./headers.mjs: the security headers of every response. */
export declare const tagManagerSources: Record<'script' | 'img' | 'connect' | 'frame', string[]>
export declare function consentsToTagManager(cookieHeader: string | undefined | null): boolean
export declare function inlineScriptHashes(html: string): string[]
export declare function contentSecurityPolicy(options: { hashes?: string[]; mediaOrigin?: string | null; development?: boolean }): string
export declare const resourcePolicy: string
export declare const permissionsPolicy: string
export declare function baseHeaders(options?: { https?: boolean }): Record<string, string>
export declare function payloadSigningKey(secret: string): Uint8Array
export declare function createFramingCheck(options?: {
  secret?: string | null
  previewModeId?: string | null
}): (cookieHeader: string | undefined | null) => Promise<'self' | 'none'>
export declare const reportPath: string
export declare const reportGroup: string
