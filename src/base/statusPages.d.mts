/** Types of ./statusPages.mjs. */
export type StatusPageKind = '400' | 'origin' | 'form' | '405' | '413' | '414' | '503'
export declare const statusPageKinds: Readonly<Record<StatusPageKind, 400 | 405 | 413 | 414 | 503>>
export declare function isStatusPageKind(kind: string): kind is StatusPageKind
export declare function statusOfKind(kind: StatusPageKind): 400 | 405 | 413 | 414 | 503
export declare function statusPageAddress(kind: StatusPageKind, locale: string): string
