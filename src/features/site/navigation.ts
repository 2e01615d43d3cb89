/**
 * Pure rules of the site's menus: which item is active for a path, and which links leave the site.
 * Menu links in the CMS are locale-free paths ("/artworks") or absolute URLs ("https://…").
 */

export type MenuItem = { label: string; link: string; id?: string | null }

/** "page": the item is the current page; "ancestor": the current page lies below it. */
export type ActiveState = 'page' | 'ancestor' | null

/** Absolute URLs and mailto/tel links are rendered as plain anchors, not in-app links. */
export function isExternal(link: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link.trim())
}

/** "/artworks/" → "/artworks", "artworks?x#y" → "/artworks"; "/" stays "/". */
export function normalizePath(path: string): string {
  const bare = path.trim().split(/[?#]/)[0] ?? ''
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  const trimmed = withSlash.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** How one menu link relates to the current (locale-free) pathname. */
export function matchNavItem(pathname: string, link: string): ActiveState {
  if (isExternal(link)) return null
  const current = normalizePath(pathname)
  const target = normalizePath(link)
  if (current === target) return 'page'
  // Home is the parent of everything; marking it on every page would mean nothing.
  if (target === '/') return null
  return current.startsWith(`${target}/`) ? 'ancestor' : null
}

/**
 * The active parent of a menu: the exact match if there is one, else the deepest ancestor
 * (with "/magazine" and "/magazine/art" both in a menu, "/magazine/art/x" marks the latter).
 * Returns the index of the item, or -1.
 */
export function activeIndex(pathname: string, items: readonly Pick<MenuItem, 'link'>[]): number {
  let best = -1
  let bestDepth = -1
  items.forEach((item, index) => {
    const state = matchNavItem(pathname, item.link)
    if (!state) return
    const depth = state === 'page' ? Number.MAX_SAFE_INTEGER : normalizePath(item.link).length
    if (depth > bestDepth) {
      best = index
      bestDepth = depth
    }
  })
  return best
}
