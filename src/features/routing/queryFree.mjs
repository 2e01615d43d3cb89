/**
 * Pages that do not read their query string are rendered for their address without it.
 *
 * Next writes the address it renders a page for into the page — the RSC payload's canonical
 * address `"c"` (from the request's own URL, whatever the proxy rewrites) and rendered query `"q"`
 * — and keeps a re-render for every later visitor, so the query of whichever visitor's request
 * happened to re-render a kept page would be shown to everyone (issue 29). The production server
 * (src/server/server.mjs) therefore drops the query before Next sees the request, for a page that
 * answers (not a redirect, which keeps the query) and does not read it. The browser keeps its own
 * address: Next's router starts from `location`, not from `"c"`. The query set aside travels in
 * one header the server alone writes (`setAsideQueryHeader`): the locale routing, which may still
 * redirect a page the resolver passed (an English browser at `/?utm_source=x`), puts it back on
 * the Location (src/proxy.ts).
 *
 * Pages that read the query: the search, the inquiry list's add links, the explorer's filters
 * (`/artworks?…` is moved to `/artworks-explore` by the proxy), the magazine's pages and tags,
 * the newsletter's mailed links and the preview.
 */
import { isSystemPath } from '../../base/systemPaths.mjs'

const readsQuery = /^(?:\/en)?\/(?:(?:search|addtocart|artworks-explore|newsletter|preview|viewing-room)(?:\/|$)|(?:artworks|magazine)\/?$)/

/** The query the server set aside, for a redirect to put back; a client's own is dropped first. */
export const setAsideQueryHeader = 'x-vernissage-set-aside-query'

/** Next's cache-busting parameter of its client requests: kept, it names no visitor's input. */
const nextParameter = '_rsc'

/** Whether the page at `pathname` (with or without /en) reads its query string. */
export function readsOwnQuery(pathname) {
  return readsQuery.test(pathname)
}

/** Whether a request's query string is left out of what the page is rendered for. */
export function rendersWithoutQuery(method, pathname, search) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (search === '' || search === '?' || readsOwnQuery(pathname) || isSystemPath(pathname)) return false
  return !/\.[a-z0-9]+$/i.test(pathname)
}

/** The request's address without the query parameters a page does not read (Next's own kept). */
export function withoutUnreadQuery(pathname, search) {
  const kept = new URLSearchParams(search).getAll(nextParameter)
  return kept.length ? `${pathname}?${kept.map((value) => `${nextParameter}=${encodeURIComponent(value)}`).join('&')}` : pathname
}

/** The query parameters `withoutUnreadQuery` leaves out, with their "?" (or ""). */
export function unreadQuery(search) {
  const query = new URLSearchParams(search)
  query.delete(nextParameter)
  const rest = query.toString()
  return rest ? `?${rest}` : ''
}
