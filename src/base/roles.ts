/**
 * Who may do what in the admin (issue 49 point 4; docs/roles.md). Three roles:
 * - administrator: everything, and the only one who manages staff accounts and their roles;
 * - sales: cases, contacts, prices (the amounts of works on request included) and holds;
 * - editor: content and pictures, without the amounts on request and without contacts or cases.
 * Plain data and predicates, read by the CMS's access rules (src/cms/access) and by the admin's
 * own components in the browser, so both decide the same way.
 */
export const roles = ['administrator', 'sales', 'editor'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, { de: string; en: string }> = {
  administrator: { de: 'Administration', en: 'Administrator' },
  sales: { de: 'Verkauf', en: 'Sales' },
  editor: { de: 'Redaktion', en: 'Editor' },
}

/** New accounts get the narrowest role; an administrator widens it. */
export const defaultRole: Role = 'editor'

/** A signed-in account's role; an account without a known one counts as the narrowest. Null when no one is signed in. */
export function roleOf(user: unknown): Role | null {
  if (!user || typeof user !== 'object') return null
  const role = (user as { role?: unknown }).role
  return typeof role === 'string' && (roles as readonly string[]).includes(role) ? (role as Role) : defaultRole
}

/** Cases, contacts, prices, holds, the person's data. */
export const sellsWorks = (user: unknown): boolean => roleOf(user) === 'administrator' || roleOf(user) === 'sales'

/** Content and pictures. */
export const editsContent = (user: unknown): boolean => roleOf(user) === 'administrator' || roleOf(user) === 'editor'

/** Staff accounts and roles; the catalogue file, which carries both texts and prices. */
export const administers = (user: unknown): boolean => roleOf(user) === 'administrator'
