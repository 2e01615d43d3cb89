export function rendersWithoutQuery(method: string | undefined, pathname: string, search: string): boolean
export function withoutUnreadQuery(pathname: string, search: string): string
export function batchAddress(url?: string): string
