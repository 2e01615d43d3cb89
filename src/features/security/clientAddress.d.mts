/** Types of ./clientAddress.mjs: the client's address, decided once per request by the production server. */
export type TrustProxy = { hops: number } | { trusted: string[] }

export declare const clientAddressHeader: string
export declare function normalizeAddress(value: unknown): string
export declare function parseTrustProxy(value: string | undefined | null): TrustProxy
export declare function resolveClientAddress(socketAddress: string | undefined | null, forwardedFor: string | string[] | undefined | null, trust: TrustProxy): string
export declare function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string
export declare function clientShareOf(address: string | null | undefined): string
