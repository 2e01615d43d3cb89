/** Types of ./publicUrl.mjs: whether a production server may start with this PUBLIC_URL. */
export declare function publicUrlRefusal(env: Record<string, string | undefined>): string | null
