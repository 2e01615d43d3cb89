/**
 * Pages that read their query string: the search, the inquiry list's add links, the explorer's
 * per-request route, the newsletter's mailed links and the preview. Every other page renders the
 * same bytes whatever follows `?` (the magazine's and the explorer's list queries are moved into
 * internal routes first, src/proxy.ts), yet Next writes the query it rendered a page for into the
 * page (the RSC payload's `"q"`) and keeps that render for every later visitor (issue 29). Such a
 * page is therefore rendered for its address without the query.
 */
const readsQuery = /^(?:\/en)?\/(?:search|addtocart|artworks-explore|newsletter|preview)(?:\/|$)/

/** Whether a request's query string is left out of what the page is rendered for. */
export function rendersWithoutQuery(method: string, pathname: string, search: string): boolean {
  return (method === 'GET' || method === 'HEAD') && search !== '' && search !== '?' && !readsQuery.test(pathname)
}
