#!/usr/bin/env node
// The server (`npm start` runs it after building): Next's request handler behind the in-memory
// page cache of ./frontCache.mjs, on PORT (default 3000). The cache hears every content change
// announced on any instance (src/cms/changes.ts) on the app's bus (src/cms/bus.mjs).
// `npm run dev` runs this same server around Next's development server (NODE_ENV=development):
// every request takes the same way as in production; the one difference is that nothing is kept
// in front of Next, whose pages change with each edit (docs/development.md#npm-run-dev).
// First: a configuration that cannot run stops the server here, in one line (src/config/env.mjs).
import '../config/checkAtStart.mjs'

import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { changeBus, contentChannel, resyncChannel } from '../cms/bus.mjs'
import { peek } from '../base/processState.mjs'
import { config } from '../config/env.mjs'
import { rendersWithoutQuery, setAsideQueryHeader, unreadQuery, withoutUnreadQuery } from '../features/routing/queryFree.mjs'
import { atTheDoor, doorGateOf, doorHeader, gate } from '../features/security/admission.mjs'
import { clientAddressHeader, parseTrustProxy, resolveClientAddress } from '../features/security/clientAddress.mjs'

import { createErrorPages, errorBody, localeOf, statusJson, unroutable } from './errorPages.mjs'
import { renderOwnPage } from './ownRender.mjs'
import { isChunkedFormPost, maxFormBytes, oddRequest, originForm, readFormBody, replayedRequest, wantsJson } from './oddRequests.mjs'
import { acceptedEncoding, cacheKey, createCopy, createFrontCache, sendCached, sharedHeader, sharedVariant } from './frontCache.mjs'
import { targetTooLong } from './headerBudget.mjs'
import { cachedPageHeaders, secureResponse } from './secureResponse.mjs'
import { SiteResponse } from './siteResponse.mjs'

/** The project's folder: Next's build and public/ are found from it. */
const root = path.resolve(import.meta.dirname, '../..')
const port = config().PORT
const dev = config().NODE_ENV === 'development'
const cache = createFrontCache()
// Whether pages are kept in front of Next: not by the development server, nor with FRONT_CACHE=off.
const keeping = config().FRONT_CACHE !== 'off' && !dev

// Next writes to a SiteResponse: the one place where its answers are shaped (./siteResponse.mjs).
const server = http.createServer({ ServerResponse: SiteResponse }, (request, response) => route(request, response))
// Named, so that the development server's live reload listens on it: Next would otherwise take the
// server of the first request it handles, and the first is the server's own (the error pages).
const app = next({ dev, dir: root, port, httpServer: server })
await app.prepare()
const handle = app.getRequestHandler()
// The kept error pages, rendered by Next in this process (./ownRender.mjs): at start, and again
// after every content change, since their header and footer show content.
const errorPages = createErrorPages({ render: (path, locale) => renderOwnPage(handle, path, locale, `localhost:${port}`) })
changeBus().subscribe(contentChannel, (change) => {
  cache.purge(change)
  errorPages.changed()
})
changeBus().subscribe(resyncChannel, () => {
  cache.purge({ everything: true })
  errorPages.changed()
})

const trustProxy = parseTrustProxy(config().TRUST_PROXY)
// The gates are made here, before any request, so the door below and the routes share them.
gate('hashing')
gate('anonymousQueries')
gate('siteQueries')

/** The site's own files at the top level: Next's metadata routes (favicon.ico, robots.txt …) and public/. */
const staticPaths = (() => {
  const paths = new Set()
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, config().NEXT_DIST_DIR, 'app-path-routes-manifest.json'), 'utf8'))
    for (const route of Object.values(manifest)) if (String(route).split('/')[1]?.includes('.')) paths.add(route)
  } catch {
    // No manifest (the development server writes none): the app's own top-level files and routes below.
  }
  if (dev) for (const route of appFileRoutes(path.join(root, 'src', 'app'))) paths.add(route)
  try {
    for (const name of fs.readdirSync(path.join(root, 'public'))) paths.add(`/${name}`)
  } catch {
    // No public folder.
  }
  return paths
})()

/**
 * The addresses of the app's top-level files and routes with a dot in their name (favicon.ico,
 * icon.svg, robots.txt/, manifest.ts → /manifest.webmanifest): what the build's manifest lists,
 * for the development server, which compiles on request and writes no manifest first.
 */
function appFileRoutes(appDir) {
  const routes = []
  for (const name of fs.readdirSync(appDir)) {
    if (name === 'manifest.ts') routes.push('/manifest.webmanifest')
    else if (name.includes('.') && !/\.(tsx?|css)$/.test(name)) routes.push(`/${name}`)
  }
  return routes
}

function route(request, response) {
  // Only this server says a request was admitted through a gate (admission.mjs doorHeader).
  delete request.headers[doorHeader]
  // Only this server sets a query aside (page below): a client's header would add a query to a redirect.
  delete request.headers[setAsideQueryHeader]
  // A target in absolute form names a host: answered as its path, never redirected there (./oddRequests.mjs).
  const target = originForm(request.url || '/')
  if (target === null) return answerItself(request, response, 400, 'target')
  request.url = target
  // The one client address the app believes (src/features/security/clientAddress.mjs).
  request.headers[clientAddressHeader] = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustProxy)
  // An over-long address is refused before anything routes it (./headerBudget.mjs).
  if (targetTooLong(request.url))
    return send(request, response, 414, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, errorPages.page('414', localeOf(request.url)))
  // Methods, targets, bare system paths and form posts Next would answer with a 500 (./oddRequests.mjs).
  const odd = oddRequest(request)
  if (odd) return answerItself(request, response, odd.status, odd.kind, odd.headers)
  // A form post without a declared length: read here up to 1 MB, then handed on with its length.
  if (isChunkedFormPost(request)) {
    return void readFormBody(request, maxFormBytes).then(
      (body) => (body === null ? answerItself(request, response, 413, 'tooLarge') : page(replayedRequest(request, body), response)),
      () => request.destroy(),
    )
  }
  page(request, response)
}

/** Addresses that name no page, then the query a page does not read. */
function page(request, response) {
  // Addresses that cannot name anything get the 404 page here (errorPages.mjs unroutable).
  if ((request.method === 'GET' || request.method === 'HEAD') && unroutable(request.url, staticPaths))
    return send(request, response, 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, errorBody(errorPages, 404, request))
  // Sign-ins, anonymous API reads and the site's own queries pass their gate's door (admission.mjs
  // atTheDoor): refused here at once when the gate is full or the client holds its share, before
  // Next (in a burst of a hundred, each refusal through Next would cost the cached pages a few
  // milliseconds); an anonymous query waits here for its place, so Next handles one at a time.
  if (doorGateOf(request.method, request.url, request.headers))
    return atTheDoor(
      request,
      response,
      () => serve(request, response),
      (answer) => send(request, response, answer.status, answer.headers, answer.body),
    )
  // A page that does not read its query is rendered without it (src/features/routing/queryFree.mjs),
  // once the routing says a page answers: a redirect keeps the query, the resolver's as it decides
  // and the locale routing's from the header (src/proxy.ts).
  const [pathname, search = ''] = splitQuery(request.url)
  if (!rendersWithoutQuery(request.method, pathname, search)) return serve(request, response)
  const resolver = peek('routeResolver')
  Promise.resolve(resolver?.resolve(pathname, search))
    .then((decision) => {
      if (decision?.action !== 'pass') return
      request.url = withoutUnreadQuery(pathname, search)
      const setAside = unreadQuery(search)
      if (setAside) request.headers[setAsideQueryHeader] = setAside
    })
    .catch(() => {})
    .finally(() => serve(request, response))
}

function splitQuery(url = '/') {
  const at = url.indexOf('?')
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)]
}

function serve(request, response) {
  // gzip or nothing, before the cache key and Next (frontCache.mjs acceptedEncoding).
  if (acceptedEncoding(request.headers['accept-encoding'])) request.headers['accept-encoding'] = 'gzip'
  else delete request.headers['accept-encoding']
  const pageKey = cacheKey(request)
  const key = keeping ? pageKey : null
  // Which variant a shared cache in front may keep the answer as (frontCache.mjs sharedVariant).
  const variant = sharedVariant(request, pageKey)
  const entry = key ? cache.get(key) : null
  if (entry) return sendCached(entry, request, response, { ...cachedPageHeaders(entry.scriptHashes), ...(variant ? { [sharedHeader]: variant } : {}) })
  // Next answers through the SiteResponse, which settles the head as it goes out, puts the site's
  // error page in place of an incomplete one, and hands the front cache a copy of what may be kept.
  const scripts = secureResponse(request, response)
  response.site = { request, scripts, errorPages, copy: key ? createCopy(cache, key, request, response) : null, shared: variant ? { key: pageKey, variant } : null }
  handle(request, response)
}

/** An answer the server gives itself, with the security headers (an HTML page's scripts by hash). */
function send(request, response, status, headers, body) {
  const scripts = secureResponse(request, response)
  if (body?.length) for (const hash of errorPages.scriptsOf(Buffer.isBuffer(body) ? body : Buffer.from(String(body)))) scripts.hashes.add(hash)
  response.site = { request, scripts, errorPages: null, copy: null }
  response.writeHead(status, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/**
 * An answer the server gives itself: the API gets JSON, a page load the site's 404 page or the
 * site's status page (src/base/statusPages.mjs), in the address's language.
 */
function answerItself(request, response, status, kind, headers = {}) {
  const locale = localeOf(request.url)
  const json = wantsJson(request.url)
  // A form from another site has a page of its own; the others, their status's.
  const statusKind = kind === 'origin' ? 'origin' : String(status)
  const body = json
    ? statusJson(statusKind, locale)
    : status === 404 && (request.method === 'GET' || request.method === 'HEAD')
      ? errorBody(errorPages, 404, request)
      : errorPages.page(statusKind, locale)
  send(
    request,
    response,
    status,
    {
      ...headers,
      'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(body.length),
    },
    body,
  )
}

server.keepAliveTimeout = 5_000
server.listen(port, () => {
  console.log(`✓ Ready on http://localhost:${port}`)
  errorPages.refresh()
})

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) process.exit(1)
    closing = true
    // Mails being handed to the SMTP server are finished and marked first (src/features/forms/mail.ts).
    const mailsDone = () => Promise.resolve(peek('mail')?.drained()).catch(() => {})
    server.close(() => mailsDone().then(() => process.exit(0)))
    server.closeIdleConnections?.()
    // Live subscriptions (src/features/live/server.ts) are endless responses: end them, then
    // close the connections they leave idle, so the process exits at once instead of after 5 s.
    Promise.resolve(peek('live')?.close())
      .catch(() => {})
      .then(() => setInterval(() => server.closeIdleConnections?.(), 50).unref())
    setTimeout(() => mailsDone().then(() => process.exit(0)), 5_000).unref()
    // However the SMTP server behaves: its timeouts together are 40 s.
    setTimeout(() => process.exit(0), 45_000).unref()
  })
}
