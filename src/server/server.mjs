#!/usr/bin/env node
// The production server (`npm start` runs it after building): Next's request handler behind the
// in-memory page cache of ./frontCache.mjs, on PORT (default 3000). The cache hears every content
// change announced on any instance (src/cms/changes.ts) on the app's bus (src/cms/bus.mjs).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { changeBus, contentChannel, resyncChannel } from '../cms/bus.mjs'
import { rendersWithoutQuery, withoutUnreadQuery } from '../features/routing/queryFree.mjs'
import { clientAddressHeader, parseTrustProxy, resolveClientAddress } from '../features/security/clientAddress.mjs'

import { createErrorPages, errorBody, interceptErrorPages, unroutable } from './errorPages.mjs'
import { acceptedEncoding, cacheKey, captureInto, createFrontCache, sendCached } from './frontCache.mjs'
import { cachedPageHeaders, secureResponse } from './secureResponse.mjs'

/** The project's folder: Next's build and public/ are found from it. */
const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.PORT || 3000)
const cache = createFrontCache()
changeBus().subscribe(contentChannel, (change) => cache.purge(change))
changeBus().subscribe(resyncChannel, () => cache.purge({ everything: true }))

const app = next({ dev: false, dir: root, port })
await app.prepare()
const handle = app.getRequestHandler()
const errorPages = createErrorPages({ origin: `http://localhost:${port}` })

const trustProxy = parseTrustProxy(process.env.TRUST_PROXY)

/** The site's own files at the top level: Next's metadata routes (favicon.ico, robots.txt …) and public/. */
const staticPaths = (() => {
  const paths = new Set()
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'app-path-routes-manifest.json'), 'utf8'))
    for (const route of Object.values(manifest)) if (String(route).split('/')[1]?.includes('.')) paths.add(route)
  } catch {
    // No manifest: only public/ below.
  }
  try {
    for (const name of fs.readdirSync(path.join(root, 'public'))) paths.add(`/${name}`)
  } catch {
    // No public folder.
  }
  return paths
})()

const server = http.createServer((request, response) => {
  // The one client address the app believes (src/features/security/clientAddress.mjs).
  request.headers[clientAddressHeader] = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustProxy)
  // Addresses that cannot name anything get the 404 page here (errorPages.mjs unroutable).
  if ((request.method === 'GET' || request.method === 'HEAD') && unroutable(request.url, staticPaths)) {
    secureResponse(request, response)
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(request.method === 'HEAD' ? undefined : errorBody(errorPages, 404, request))
    return
  }
  // A page that does not read its query is rendered without it (src/features/routing/queryFree.mjs),
  // once the routing says a page answers: a redirect keeps the query.
  const [pathname, search = ''] = splitQuery(request.url)
  if (!rendersWithoutQuery(request.method, pathname, search)) return serve(request, response)
  const resolver = globalThis[Symbol.for('vernissage.routeResolver')]
  Promise.resolve(resolver?.resolve(pathname, search))
    .then((decision) => {
      if (decision?.action === 'pass') request.url = withoutUnreadQuery(pathname, search)
    })
    .catch(() => {})
    .finally(() => serve(request, response))
})

function splitQuery(url = '/') {
  const at = url.indexOf('?')
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)]
}

function serve(request, response) {
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
}

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
    // Mails being handed to the SMTP server are finished and marked first (src/features/forms/mail.ts).
    const mailsDone = () => Promise.resolve(globalThis[Symbol.for('vernissage.mail')]?.drained()).catch(() => {})
    server.close(() => mailsDone().then(() => process.exit(0)))
    server.closeIdleConnections?.()
    // Live subscriptions (src/features/live/server.ts) are endless responses: end them, then
    // close the connections they leave idle, so the process exits at once instead of after 5 s.
    Promise.resolve(globalThis[Symbol.for('vernissage.live')]?.close())
      .catch(() => {})
      .then(() => setInterval(() => server.closeIdleConnections?.(), 50).unref())
    setTimeout(() => mailsDone().then(() => process.exit(0)), 5_000).unref()
    // However the SMTP server behaves: its timeouts together are 40 s.
    setTimeout(() => process.exit(0), 45_000).unref()
  })
}
