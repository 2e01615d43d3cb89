/** Types of ./systemPaths.mjs. */
export declare const systemPaths: readonly string[]
export declare function isSystemPath(pathname: string): boolean
