#!/usr/bin/env node
// The production server (`npm start` runs it after building): Next's request handler behind the
// in-memory page cache of ./frontCache.mjs, on PORT (default 3000). Payload's revalidation hooks
// reach the cache through globalThis (same process) to purge the pages they refresh.
import http from 'node:http'

import next from 'next'

import { clientAddressHeader, parseTrustProxy, resolveClientAddress } from '../src/features/security/clientAddress.mjs'

import { createErrorPages, interceptErrorPages } from './errorPages.mjs'
import { acceptedEncoding, cacheKey, captureInto, createFrontCache, sendCached } from './frontCache.mjs'
import { cachedPageHeaders, secureResponse } from './secureResponse.mjs'
import { root } from './lib.mjs'

const port = Number(process.env.PORT || 3000)
const cache = createFrontCache()
globalThis[Symbol.for('vernissage.frontCache')] = cache

const app = next({ dev: false, dir: root, port })
await app.prepare()
const handle = app.getRequestHandler()
const errorPages = createErrorPages({ origin: `http://localhost:${port}` })

const trustProxy = parseTrustProxy(process.env.TRUST_PROXY)

const server = http.createServer((request, response) => {
  // The one client address the app believes (src/features/security/clientAddress.mjs).
  request.headers[clientAddressHeader] = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustProxy)
  // gzip or nothing, before the cache key and Next (frontCache.mjs acceptedEncoding).
  if (acceptedEncoding(request.headers['accept-encoding'])) request.headers['accept-encoding'] = 'gzip'
  else delete request.headers['accept-encoding']
  const key = process.env.FRONT_CACHE === 'off' ? null : cacheKey(request)
  if (key) {
    const entry = cache.get(key)
    if (entry) return sendCached(entry, request, response, cachedPageHeaders(request, entry.scriptHashes))
    captureInto(cache, key, request, response)
  }
  // Wrapped from the inside out: the security headers see the final body, the error pages replace Next's first.
  secureResponse(request, response)
  interceptErrorPages(errorPages, request, response)
  handle(request, response)
})
server.keepAliveTimeout = 5_000
server.listen(port, () => {
  console.log(`✓ Ready on http://localhost:${port}`)
  if (process.env.NODE_ENV === 'production' && !process.env.PUBLIC_URL) {
    console.warn(
      `! PUBLIC_URL is not set: links in mails, canonical URLs and sitemaps point at http://localhost:${port}. ` +
        'Set PUBLIC_URL to the public address of the site (https://…); the Host header of a request is never used for them.',
    )
  }
  errorPages.refresh()
})

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) process.exit(1)
    closing = true
    server.close(() => process.exit(0))
    server.closeIdleConnections?.()
    // Live subscriptions (src/features/live/server.ts) are endless responses: end them, then
    // close the connections they leave idle, so the process exits at once instead of after 5 s.
    Promise.resolve(globalThis[Symbol.for('vernissage.live')]?.close())
      .catch(() => {})
      .then(() => setInterval(() => server.closeIdleConnections?.(), 50).unref())
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
