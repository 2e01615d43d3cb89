// Requests the production server answers itself with a 4xx, before Next sees them, because Next
// would answer them with a 500 (issue 30 point 8, found by an attack run):
// - methods no route serves (TRACE, TRACK, CONNECT, anything unknown): 405 with Allow;
// - request targets that are no path (`OPTIONS *`, the asterisk form): 400;
// - the bare system paths no route answers (`/api`, `/media`, `/sitemaps`, `/_next`, `/_vercel`),
//   which Next would take for a page in a language called "api": 404;
// - a form post to a page (a server action) from another site's page (its Origin names another
//   host than the request's), which Next refuses by throwing: 400;
// - a form post to a page whose declared body is larger than Next's 1 MB limit for server
//   actions, which Next refuses by throwing: 413; one sent without a length (chunked) is read here
//   up to 1 MB first (413 past it) and handed to Next with its length.
// Pages get a short page in the address's language (errorPages.mjs statusPage), the API JSON.
// And a target in absolute form (`GET http://elsewhere/ HTTP/1.1`, issue 46 point 13) is answered
// as its path (originForm): Next built its redirects on the host such a target names.
import http from 'node:http'

import { isSystemPath } from '../base/systemPaths.mjs'

/** Next's body limit for server actions (experimental.serverActions.bodySizeLimit's default). */
export const maxFormBytes = 1024 * 1024

const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/** System paths with nothing at their own address (each has routes only below it). */
const bareWithoutRoute = new Set(['/api', '/media', '/sitemaps', '/_next', '/_vercel'])

/**
 * What the server answers instead of Next, or null to let Next answer.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {{ status: 400 | 404 | 405 | 413, kind: 'method' | 'target' | 'missing' | 'origin' | 'tooLarge', headers?: Record<string, string> } | null}
 */
export function oddRequest(request) {
  const method = String(request.method || '').toUpperCase()
  const url = request.url || ''
  if (!allowedMethods.includes(method)) return { status: 405, kind: 'method', headers: { allow: allowedMethods.join(', ') } }
  // Origin form only; the absolute form (`GET http://host/path`) is a valid target and left to Next.
  if (!url.startsWith('/') && !/^https?:\/\//i.test(url)) return { status: 400, kind: 'target' }
  const path = url.split('?')[0].replace(/\/+$/, '') || '/'
  if (bareWithoutRoute.has(path)) return { status: 404, kind: 'missing' }
  if (method === 'POST' && !isSystemPath(path)) {
    if (Number(request.headers['content-length'] || 0) > maxFormBytes) return { status: 413, kind: 'tooLarge' }
    if (foreignOrigin(request.headers)) return { status: 400, kind: 'origin' }
  }
  return null
}

/**
 * Whether the Origin names another host than the one the request was sent to, as Next decides for
 * server actions (x-forwarded-host, else Host; an Origin of "null" or none counts as the same site).
 */
function foreignOrigin(headers) {
  const origin = headers.origin
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false
  let originHost
  try {
    originHost = new URL(origin).host
  } catch {
    return true
  }
  const forwarded = headers['x-forwarded-host']
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim() || headers.host
  return originHost.toLowerCase() !== String(host || '').toLowerCase()
}

/**
 * The origin form of a request target: an absolute-form target (`http://elsewhere/a?b`, which
 * only a proxy needs) becomes its path and query (`/a?b`), so no answer is built on the host it
 * names; null for one that is no address at all. Other targets are returned as they are.
 * @param {string} url
 * @returns {string | null}
 */
export function originForm(url) {
  if (!/^https?:\/\//i.test(url)) return url
  try {
    const parsed = new URL(url)
    return `${parsed.pathname || '/'}${parsed.search}`
  } catch {
    return null
  }
}

/** Whether the answer is for an API client (JSON) rather than a page (HTML). */
export function wantsJson(url = '/') {
  return /^\/(?:api|graphql)(?:[/?]|$)/.test(url)
}

/** Whether a form post to a page comes without a declared length (chunked): its size is known only by reading it. */
export function isChunkedFormPost(request) {
  return request.method === 'POST' && request.headers['content-length'] === undefined && !isSystemPath((request.url || '/').split('?')[0])
}

/**
 * Reads a chunked form post up to `max` bytes, in the production server, before Next sees it
 * (Next's own limit answers a larger one with a 500): the body, or null when it is larger (the
 * rest is read and dropped, nothing kept).
 * @returns {Promise<Buffer | null>}
 */
export function readFormBody(request, max = maxFormBytes) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    let over = false
    request.on('data', (chunk) => {
      if (over) return
      size += chunk.length
      if (size > max) {
        over = true
        chunks.length = 0
        resolve(null)
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => (over ? undefined : resolve(Buffer.concat(chunks))))
    request.on('error', reject)
  })
}

/** The request again, with the body already read and its length declared, for Next to read as usual. */
export function replayedRequest(request, body) {
  const replay = new http.IncomingMessage(request.socket)
  replay.method = request.method
  replay.url = request.url
  replay.httpVersion = request.httpVersion
  replay.httpVersionMajor = request.httpVersionMajor
  replay.httpVersionMinor = request.httpVersionMinor
  const headers = { ...request.headers, 'content-length': String(body.length) }
  delete headers['transfer-encoding']
  replay.headers = headers
  replay.rawHeaders = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, String(value)]))
  replay.push(body)
  replay.push(null)
  // Complete, as the parser marks a request it has read to the end: Node destroys the socket of an
  // IncomingMessage that is destroyed before it is complete (which would drop the answer).
  replay.complete = true
  return replay
}
