// Puts the security headers (src/features/security/headers.mjs) on every response of the
// production server. An HTML page gets its Content-Security-Policy once its whole body is known:
// the policy names the page's inline scripts by hash (decompressing Next's gzip, deflate or br
// to read them). The hashes are kept on the response for the front cache, which builds the policy
// again for each visitor it answers (their consent decides whether Tag Manager is admitted).
import zlib from 'node:zlib'

import { config } from '../config/env.mjs'
import { baseHeaders, consentsToTagManager, contentSecurityPolicy, inlineScriptHashes, resourcePolicy } from '../features/security/headers.mjs'

export const scriptHashesKey = Symbol.for('vernissage.scriptHashes')
/**
 * Where the server puts its verdict on framing for a request ('self' | 'none'), decided from a
 * verified session before the request is handled (headers.mjs createFramingCheck); unset is 'none'.
 */
export const framingKey = Symbol.for('vernissage.framing')
const framingOf = (request) => (request[framingKey] === 'self' ? 'self' : 'none')

const https = /^https:/i.test(config().PUBLIC_URL || '')
const mediaOrigin = (() => {
  try {
    const url = new URL(config().MEDIA_URL, 'http://same.origin')
    return url.host === 'same.origin' ? null : url.origin
  } catch {
    return null
  }
})()

/** The policy of an HTML page for this request. */
export function pagePolicy(request, hashes) {
  const cookies = request.headers.cookie
  return contentSecurityPolicy({ hashes, tagManager: consentsToTagManager(cookies), framing: framingOf(request), mediaOrigin })
}

function decoded(body, encoding) {
  switch (String(encoding || '').toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(body)
    case 'deflate':
      return zlib.inflateSync(body)
    case 'br':
      return zlib.brotliDecompressSync(body)
    default:
      return body
  }
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

export function secureResponse(request, response) {
  for (const [name, value] of Object.entries(baseHeaders({ https }))) response.setHeader(name, value)
  response.setHeader('x-frame-options', framingOf(request) === 'self' ? 'SAMEORIGIN' : 'DENY')

  const writeHead = response.writeHead.bind(response)
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  let mode = null // null: undecided; 'html': buffering a page; 'pass': straight through
  let flushing = false
  const chunks = []

  // The head waits for the first byte of the body, when the kind of answer is known.
  response.writeHead = (status, ...rest) => {
    if (flushing || response.headersSent) return writeHead(status, ...rest)
    response.statusCode = status
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    else if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(headers[i], headers[i + 1])
    return response
  }
  const flushHead = () => {
    if (response.headersSent) return
    flushing = true
    writeHead(response.statusCode)
    flushing = false
  }
  const decide = () => {
    if (mode) return mode
    // Next's note of an internal rewrite is nobody's business outside. Nor is the `Refresh` Next
    // adds to a 308 for Internet Explorer: it repeats the Location, and so the query (./headerBudget.mjs).
    if (!response.headersSent) {
      response.removeHeader('x-middleware-rewrite')
      response.removeHeader('refresh')
    }
    const html = /^text\/html\b/i.test(String(response.getHeader('content-type') || ''))
    // A page differs by the locale cookie and Accept-Language (where a path without /en goes,
    // which cookie is set): caches on the way are told, beside Next's own Vary.
    if (html && !response.headersSent) response.setHeader('vary', varyWith(response.getHeader('vary'), ['Accept-Encoding', 'Accept-Language', 'Cookie']))
    mode = html && request.method !== 'HEAD' && !response.headersSent && response.statusCode !== 304 ? 'html' : 'pass'
    // A 304 carries no policy: the browser would lay it over the page it keeps (a resource policy
    // there sandboxes the page). A page's HEAD gets the page policy without inline scripts.
    if (mode === 'html') response.setHeader('content-security-policy', pagePolicy(request, []))
    else if (response.statusCode !== 304 && !response.headersSent) response.setHeader('content-security-policy', html ? pagePolicy(request, []) : resourcePolicy)
    if (mode === 'pass') flushHead()
    return mode
  }
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
  }
  response.write = (chunk, encoding, callback) => {
    if (decide() === 'pass') return write(chunk, encoding, callback)
    keep(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(done)
    return true
  }
  response.end = (chunk, encoding, callback) => {
    if (decide() === 'pass') return end(chunk, encoding, callback)
    keep(chunk, encoding)
    const body = Buffer.concat(chunks)
    try {
      const hashes = inlineScriptHashes(decoded(body, response.getHeader('content-encoding')).toString('utf8'))
      response[scriptHashesKey] = hashes
      response.setHeader('content-security-policy', pagePolicy(request, hashes))
    } catch {
      // An unreadable body keeps the policy without inline scripts: safe, if the page then breaks.
    }
    if (response.hasHeader('content-length')) response.setHeader('content-length', String(body.length))
    flushHead()
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    return done ? end(body, done) : end(body)
  }
  // Nothing leaves before the policy is known (Next flushes the head of a streamed page early).
  const flushHeaders = response.flushHeaders.bind(response)
  response.flushHeaders = () => (mode === 'pass' ? flushHeaders() : undefined)
}

/** The headers a page from the front cache gets for this request: the base headers and its policy. */
export function cachedPageHeaders(request, hashes) {
  return { ...baseHeaders({ https }), 'x-frame-options': 'DENY', 'content-security-policy': pagePolicy(request, hashes) }
}
