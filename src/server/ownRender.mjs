// One of the site's own pages, answered by Next in this process for the server itself (the kept
// error pages, ./errorPages.mjs): a request made in memory by light-my-request goes through Next's
// request handler — the locale proxy included — as Next's custom-server guide has it
// (`handle(req, res)`), and the answer is collected in memory instead of going to a socket.
// Nothing goes over the network, and none of the server's own steps (gates, front cache, headers)
// is involved.
import inject from 'light-my-request'

/**
 * Next's answer to a GET of `path` (one of the site's own fixed addresses) in `locale`, as
 * { status, html }. `handle`: Next's request handler (`app.getRequestHandler()`). Rejects when Next
 * throws or takes longer than `limitMs` (the kept copy then stays as it was).
 */
export function renderOwnPage(handle, path, locale, host, { limitMs = 30_000 } = {}) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${path} took longer than ${limitMs / 1000} s`)), limitMs)
    timer.unref()
  })
  // light-my-request leaves a handler's rejected promise unheard: a render that fails fails here.
  let failed
  const failure = new Promise((_, reject) => (failed = reject))
  const dispatch = (request, response) => new Promise((resolve) => resolve(handle(request, response))).catch(failed)
  // Asked in the language the address names: the locale routing redirects nothing.
  const answer = inject(dispatch, { method: 'GET', url: path, headers: { host, 'accept-language': locale } }).then((response) => ({
    status: response.statusCode,
    html: response.payload,
  }))
  return Promise.race([answer, failure, timeout]).finally(() => clearTimeout(timer))
}
