/**
 * What a click on a link does (docs/behaviour.md#link-clicks): left to the browser, nothing at all (a link to the
 * current address), a full page load (magazine, or a newer build was deployed), or in-app navigation.
 */
import { isMagazinePath } from './routes'

export type LinkClick = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

export type LinkTarget = {
  /** The resolved absolute URL (anchor.href). */
  href: string
  /** The target attribute, '' when absent. */
  target: string
  /** Whether the anchor carries a download attribute. */
  download: boolean
  /** Whether the link handles its own clicks (the language switch stores the choice first). */
  ownClick?: boolean
}

/** Marks an anchor whose own click handler decides what a click does (LinkTarget.ownClick). */
export const ownClickAttribute = 'data-own-click'

export type LinkDecision = 'browser' | 'stay' | 'full' | 'client'

/**
 * Decides a click. `current` is location.href; `reloadPending` is set once a newer build was seen.
 * - browser: not ours (modified click, other window, download, other origin, in-page anchor, a link
 *   that handles its own clicks)
 * - stay: the link points at the current address; prevent it and do nothing
 * - full: prevent and load the page from the server
 * - client: in-app navigation (Next's Link does it itself; plain anchors are pushed)
 */
export function decideLinkClick(click: LinkClick, link: LinkTarget, current: string, reloadPending = false): LinkDecision {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return 'browser'
  if (link.download || link.ownClick) return 'browser'
  if (link.target !== '' && link.target.toLowerCase() !== '_self') return 'browser'

  let to: URL
  let here: URL
  try {
    to = new URL(link.href, current)
    here = new URL(current)
  } catch {
    return 'browser'
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return 'browser'
  if (to.origin !== here.origin) return 'browser'

  if (to.pathname === here.pathname && to.search === here.search) {
    // A hash is an in-page jump (the skip link, a table of contents): the browser does that best.
    return to.hash !== '' ? 'browser' : 'stay'
  }
  if (reloadPending || isMagazinePath(to.pathname)) return 'full'
  return 'client'
}
