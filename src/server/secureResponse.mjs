// The security headers (src/features/security/headers.mjs) of every response of the production
// server. They are set before Next sees the request (`secureResponse`) and settled when the head
// goes out (`settleHead`, called by ./siteResponse.mjs): nothing of the body is read or held back.
// An HTML page's Content-Security-Policy admits its inline scripts by the hashes its stored version
// carries (a page from Next's cache) or by the request's own nonce (a page Next renders for it):
// src/features/security/pageScripts.mjs. Nothing is shared between requests.
import { config } from '../config/env.mjs'
import { baseHeaders, contentSecurityPolicy, resourcePolicy } from '../features/security/headers.mjs'
import { nonceRequestPolicy, pageScriptsOfRequest, scriptSources, storedScripts, storedScriptsHeader } from '../features/security/pageScripts.mjs'

import { cacheable, sharedHeader } from './frontCache.mjs'

// Framed by the site itself only (the admin's live preview), for everyone alike (headers.mjs contentSecurityPolicy).
const frameOptions = 'SAMEORIGIN'

const https = /^https:/i.test(config().PUBLIC_URL || '')
// The development server (`npm run dev`, ./server.mjs): React's development build needs eval().
const development = config().NODE_ENV === 'development'
const mediaOrigin = (() => {
  try {
    const url = new URL(config().MEDIA_URL, 'http://same.origin')
    return url.host === 'same.origin' ? null : url.origin
  } catch {
    return null
  }
})()

/** The policy of an HTML page; `sources`: the nonce and hashes its scripts are admitted by. */
function pagePolicy(sources) {
  return contentSecurityPolicy({ hashes: sources, mediaOrigin, development })
}

/** A Vary header with `names` added to what it already lists. */
export function varyWith(current, names) {
  const listed = String(current || '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of names) if (!listed.some((item) => item.toLowerCase() === name.toLowerCase())) listed.push(name)
  return listed.join(', ')
}

/**
 * What a page's bytes depend on beyond its address (issue 31 point 4): the content coding; the
 * cookies (the locale cookie decides whether one is set, the consent cookie the policy, the theme
 * the page's colours); on an address without /en, Accept-Language
 * too, which decides between the German page and a redirect to the English one.
 */
export function pageVary(url = '/') {
  const english = /^\/en(?:[/?]|$)/.test(url)
  return english ? ['Accept-Encoding', 'Cookie'] : ['Accept-Encoding', 'Accept-Language', 'Cookie']
}

/**
 * The headers every answer carries, set before Next handles the request, and the request's own
 * script state: a fresh nonce, handed to Next in the request's policy header for a page it renders
 * for this request (a stored page's bytes never carry it in their policy: settleHead).
 */
export function secureResponse(request, response) {
  setBaseHeaders(response)
  response.setHeader('content-security-policy', resourcePolicy)
  const scripts = pageScriptsOfRequest()
  request.headers['content-security-policy'] = nonceRequestPolicy(scripts)
  return scripts
}

/** The headers every answer carries, also one whose headers were all replaced (the server's error pages, ./siteResponse.mjs). */
export function setBaseHeaders(response) {
  for (const [name, value] of Object.entries(baseHeaders({ https }))) response.setHeader(name, value)
  response.setHeader('x-frame-options', frameOptions)
}

/**
 * Settles the head as it goes out: an HTML answer gets the page policy with the scripts admitted
 * for this request, anything else keeps the resource policy, a 304 none (the browser would lay it
 * over the page it keeps: a resource policy there sandboxes the page). Next's note of an internal
 * rewrite is nobody's business outside, nor is the `Refresh` Next adds to a 308 for Internet
 * Explorer: it repeats the Location, and so the query (./headerBudget.mjs).
 */
export function settleHead(request, response, scripts) {
  const type = String(response.getHeader('content-type') || '')
  const page = response.statusCode !== 304 && /^text\/html\b/i.test(type)
  // The hashes a stored page version carries (pageScripts.mjs noteStoredPage): for the policy, never for the client.
  const stored = storedScripts(response.getHeader(storedScriptsHeader))
  response.removeHeader(storedScriptsHeader)
  response.removeHeader('x-middleware-rewrite')
  response.removeHeader('refresh')
  if (response.statusCode === 304) return response.removeHeader('content-security-policy')
  if (!page) return
  // A stored page was rendered once for whichever request came first, and Next hands the same bytes
  // to every request for that version: its scripts are admitted by the hashes it carries, and its
  // policy names no nonce, which a shared cache would hand to every visitor it keeps the page for
  // (issue 46 point 8). A page rendered for this request (no stored hashes: Next renders it per
  // request, or in draft mode) keeps the request's nonce. `scripts.hashes`: a page the server put
  // in itself (its error pages, ./siteResponse.mjs), admitted either way.
  response.setHeader('content-security-policy', pagePolicy(stored ? [...stored, ...scripts.hashes] : scriptSources(scripts)))
  response.setHeader('vary', varyWith(response.getHeader('vary'), pageVary(request.url)))
  // Only such a page, and only one the front cache could keep, is offered to a shared cache in front.
  const shared = response.site?.shared
  if (shared && stored && cacheable(response.statusCode, response.getHeaders(), shared.key)) response.setHeader(sharedHeader, shared.variant)
}

// A kept page's headers by the hashes it carries: made once per kept page, not per request.
const keptPageHeaders = new WeakMap()

/**
 * The headers a page from the front cache gets, the same for every request: the base headers and
 * its policy, which admits the scripts by the `hashes` kept with the page (the same array each time).
 */
export function cachedPageHeaders(hashes) {
  let headers = keptPageHeaders.get(hashes)
  if (!headers) {
    headers = Object.freeze({ ...baseHeaders({ https }), 'x-frame-options': frameOptions, 'content-security-policy': pagePolicy(hashes) })
    keptPageHeaders.set(hashes, headers)
  }
  return headers
}
