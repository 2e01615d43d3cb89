/** Types of ./cookies.mjs: the one reader of a Cookie header. */
export declare function readCookies(header: string | null | undefined): Record<string, string | undefined>
export declare function readCookie(header: string | null | undefined, name: string): string | null
export declare function hasCookie(header: string | null | undefined, ...names: string[]): boolean
export declare function cookieNames(header: string | null | undefined): string[]
export declare const pageDecisionCookies: string[]
export declare const plainCookieHeader: RegExp
export declare const repeatedCookie: RegExp
export declare const encodedDecisionCookie: RegExp
export declare function ambiguousCookies(header: string | null | undefined): boolean
