export function rendersWithoutQuery(method: string | undefined, pathname: string, search: string): boolean
export function withoutUnreadQuery(pathname: string, search: string): string
export const setAsideQueryHeader: string
export function unreadQuery(search: string): string
export function readsOwnQuery(pathname: string): boolean
