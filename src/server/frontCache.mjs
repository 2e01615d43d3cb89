// An in-memory cache in front of Next for pages Next itself serves from its ISR cache. Next's
// per-request work (routing, the locale proxy, reading its cache) costs ~3–7 ms of CPU on this
// machine, which caps a cached page at ~165 requests/s on 10 connections; a copy held here is
// answered by plain Node. Only what is safe to share is kept: GET pages without a query string,
// outside draft mode, answered 200 from Next's ISR cache without Set-Cookie.
// The two public pages Next renders per request because of their query string — `/search?q=…`
// and `/artworks?…` (the explorer) — are kept too (see `queryPages`): rendering one costs
// ~25–40 ms of CPU, answering a repeated question from here well under 1 ms.
// The key holds everything the locale proxy decides by (path, locale cookie, Accept-Language,
// Sec-Fetch-Dest, crawler or not) and the response encoding; a language switch (decided by the
// Referer) is never answered from here. The cookies are read with the one reader the locale proxy
// uses too (src/features/security/cookies.mjs); a request readers could read differently (its
// cookies written oddly, a deciding header on two lines) is never answered from here nor kept
// (issue 46 point 8). `sharedVariant` tells a shared cache in front (deploy/nginx.conf) which
// answers it may keep, and for whom.
// Freshness (issue 31): the server hands every content change announced on any instance
// (src/cms/changes.ts, through src/cms/bus.mjs) to `purge`, which drops the copies whose page
// carries one of the change's cache tags (Next's own tags of the page, read from the cache handler,
// src/features/cache/nextCacheHandler.mjs), every copy whose tags are unknown, and the query pages.

import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { peek } from '../base/processState.mjs'
import { createLru } from '../base/lru.mjs'
import { inlineScriptHashes } from '../features/security/headers.mjs'
import { isSystemPath } from '../base/systemPaths.mjs'
import { switchedLocale } from '../i18n/switchRequest.mjs'
import { isBot } from '../base/bots.mjs'
import { ambiguousCookies, hasCookie, readCookie } from '../features/security/cookies.mjs'

/** Never kept besides the system paths: the preview entry and exit, and files (anything with a dot). */
const excluded = /^\/(en\/)?preview(\/|$)|\./
/** Draft mode's cookies: such a request is never answered from or kept in the cache. */
const draftCookies = ['__prerender_bypass', '__next_preview_data']

/**
 * The per-request pages kept with their query string, and when a copy of one may be kept: any
 * change to content drops them all, and a search page is kept only while the search engines
 * reflect every change known (src/features/search/loaders.ts publishes that check, since a stale
 * engine keeps answering while its successor is built). The explorer waits for its lists.
 */
const queryPages = new Set(['/search', '/artworks'])

/** Whether the data behind a per-request page is current enough to keep the page (see queryPages). */
export function querySettled(key) {
  if (!key.startsWith('/search?') && !key.startsWith('/en/search?')) return true
  const settled = peek('searchSettled')
  return typeof settled === 'function' && settled() === true
}

/** The public path a cached page belongs to, without the /en prefix: the unit of purging. */
export function basePath(pathname) {
  if (pathname === '/en') return '/'
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname
}

/**
 * The one content coding a page is sent in for this Accept-Encoding: gzip when the client takes
 * it, else none. The server puts this in place of the client's header before Next sees it, so
 * Next never answers deflate or br (which the key would not tell apart from identity) and the
 * cache cannot hand a compressed copy to a client that asked for none.
 */
export function acceptedEncoding(value) {
  for (const part of String(value || '')
    .toLowerCase()
    .split(',')) {
    const [coding, ...params] = part.trim().split(';')
    if (coding.trim() !== 'gzip' && coding.trim() !== 'x-gzip') continue
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (q === undefined || Number(q) > 0) return 'gzip'
  }
  return null
}

/** The request headers an answer is decided by: each on one line, or readers may disagree. */
const decidingHeaders = new Set(['cookie', 'accept-encoding', 'accept-language', 'sec-fetch-dest', 'sec-fetch-site', 'user-agent', 'referer', 'host'])

/**
 * Whether a deciding header came on several lines (`rawHeaders`, as Node keeps them): Node joins
 * some and keeps the first of others, a proxy in front may read either line.
 */
export function repeatedHeaders(rawHeaders = []) {
  const seen = new Set()
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = String(rawHeaders[i]).toLowerCase()
    if (!decidingHeaders.has(name)) continue
    if (seen.has(name)) return true
    seen.add(name)
  }
  return false
}

/**
 * The cache key of a request, or null when it must go to Next: not GET/HEAD, a query string,
 * Next's own client requests (RSC, prefetch), excluded paths, draft mode, an ambiguous request.
 */
export function cacheKey(request) {
  const { method, url = '/', headers = {} } = request
  if (method !== 'GET' && method !== 'HEAD') return null
  if (ambiguousCookies(headers.cookie) || repeatedHeaders(request.rawHeaders)) return null
  if (url.length > 300) return null
  const query = url.indexOf('?')
  if (query >= 0 && (query === url.length - 1 || !queryPages.has(basePath(url.slice(0, query))))) return null
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-router-state-tree'] || headers['next-action']) return null
  if (isSystemPath(url) || excluded.test(url)) return null
  if (hasCookie(headers.cookie, ...draftCookies)) return null
  // A click on the language switch is answered with the cookies that store the choice (docs/behaviour.md#language-switch),
  // which no copy holds: it goes to the locale proxy (src/i18n/switchRequest.mjs).
  if (switchedLocale(method, url, headers)) return null
  const gzip = acceptedEncoding(headers['accept-encoding']) ? 'gz' : 'id'
  const locale = (readCookie(headers.cookie, 'i18n_redirected') ?? '').slice(0, 10)
  // Without a valid locale cookie, Accept-Language decides both where an unprefixed path goes and,
  // on any path, whether next-intl sets the cookie (only when it differs from the page's locale);
  // next-intl sets it only for document requests (Sec-Fetch-Dest absent or "document"). Crawler
  // status matters everywhere: the proxy sets no locale cookie for crawlers.
  const language = locale === 'de' || locale === 'en' ? '' : String(headers['accept-language'] || '').slice(0, 100)
  const dest = headers['sec-fetch-dest'] === undefined ? '' : headers['sec-fetch-dest'] === 'document' ? 'doc' : 'bg'
  const crawler = isBot(headers['user-agent']) ? 'bot' : ''
  return `${url}|${gzip}|${locale}|${language}|${dest}|${crawler}`
}

/** The response header by which an instance tells a shared cache in front which variant an answer is (deploy/nginx.conf). */
export const sharedHeader = 'x-vernissage-shared'

/**
 * The variant a shared cache in front (deploy/nginx.conf) may keep this request's answer as, or
 * null: `<stored language or nothing>|<gz or nothing>`, what nginx keys a page by; without a stored
 * language nginx adds the request's Accept-Language to its key, which then decides the answer
 * (the German page or a redirect to the English one, a locale cookie set or not). Only for a
 * request with a front-cache key (`key`: none for an ambiguous request, draft mode, Next's client
 * requests, the language switch …) and no query, with a stored language or none at all (an unknown
 * one is not a visitor's), from a visitor without a staff session (a crawler gets no locale rules)
 * loading a document (a background request gets no locale cookie). The server sends it only on an
 * answer that may be kept and carries no script nonce (./secureResponse.mjs settleHead), and nginx
 * keeps no answer that sets a cookie (docs/operations.md#the-page-cache-in-front).
 */
export function sharedVariant(request, key) {
  const { url = '/', headers = {} } = request
  if (!key || url.includes('?')) return null
  const locale = readCookie(headers.cookie, 'i18n_redirected') ?? ''
  if (locale !== 'de' && locale !== 'en' && locale !== '') return null
  if (isBot(headers['user-agent'])) return null
  // A staff session is never shared: nginx passes it by (drafts, the live preview).
  if (hasCookie(headers.cookie, 'payload-token')) return null
  if (headers['sec-fetch-dest'] !== undefined && headers['sec-fetch-dest'] !== 'document') return null
  return `${locale}|${acceptedEncoding(headers['accept-encoding']) ? 'gz' : ''}`
}

/**
 * Whether a finished response from Next may be kept. The only cookie allowed is the locale proxy's
 * `i18n_redirected`, which depends on nothing but what the key holds (path and the request's cookie).
 */
export function cacheable(statusCode, headers, key = '') {
  const cookies = [headers['set-cookie'] ?? []].flat()
  if (statusCode !== 200 || cookies.some((cookie) => !String(cookie).startsWith('i18n_redirected='))) return false
  // A per-request page (only a query page has a key with '?') is rendered for this address alone.
  if (key.slice(0, key.indexOf('|')).includes('?')) return !headers['x-nextjs-cache'] && !/\bpublic\b|s-maxage/.test(String(headers['cache-control'] || ''))
  const nextCache = String(headers['x-nextjs-cache'] || '')
  return (nextCache === 'HIT' || nextCache === 'STALE' || nextCache === 'MISS') && /s-maxage=\d+/.test(String(headers['cache-control'] || ''))
}

/** Next's cache key of the page a public path shows: the locale is a prefix inside (`/artworks/x` → `/de/artworks/x`). */
export function nextCacheKey(url) {
  const path = url.split('?')[0]
  if (path === '/en' || path.startsWith('/en/')) return path
  return path === '/' ? '/de' : `/de${path}`
}

/** Whether a change can alter public pages (not a staff account, a visitor's inquiry, the mail queue). */
const touchesPages = (change) => change.everything || change.publicContent || change.explorerSource || change.kind === 'global' || change.collection === 'redirects'

/**
 * @param {{ maxBytes?: number, maxAgeMs?: number, now?: () => number, tagsOf?: (nextKey: string) => string[] | null | undefined }} options
 * `tagsOf`: the cache tags Next keeps with a page (null when unknown: the copy goes with any change).
 */
export function createFrontCache({ maxBytes = 64 * 1024 * 1024, maxAgeMs = 60_000, now = () => Date.now(), tagsOf = nextPageTags } = {}) {
  // An entry weighs its body, its headers and its key.
  const sizeOf = (entry, key) => entry.body.length + key.length * 2 + JSON.stringify(entry.headers).length * 2 + 256
  const entries = createLru({ maxBytes, maxAgeMs, now, sizeOf })
  // When the last change that touched pages was heard: a render that began before it may show the old data.
  let changedAt = 0
  return {
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.bytes
    },
    get: (key) => entries.get(key) ?? null,
    /** `startedAt`: when the request began; a copy made while a change was heard is not kept. */
    set(key, { headers, body, scriptHashes = [], startedAt = now() }) {
      if (changedAt > 0 && startedAt <= changedAt) return
      const url = key.slice(0, key.indexOf('|'))
      const query = url.includes('?')
      const tags = query ? null : (tagsOf(nextCacheKey(url)) ?? null)
      entries.set(key, { path: basePath(url), query, headers, body, scriptHashes, tags })
    },
    /** Drops the copies a change makes stale (see the header); `{ everything: true }` drops all. */
    purge(change) {
      if (!touchesPages(change)) return
      changedAt = now()
      if (change.everything) return entries.clear()
      const touched = new Set(change.tags ?? [])
      entries.deleteWhere((entry) => entry.query || !entry.tags || entry.tags.some((tag) => touched.has(tag)))
    },
  }
}

/** The tags Next's cache handler saw on a page (src/features/cache/nextCacheHandler.mjs), in this process. */
function nextPageTags(nextKey) {
  return peek('nextCache')?.tagsOf(nextKey)
}

/**
 * The ETag of a page's bytes (before compression, so that its gzip and plain copies share it: weak).
 * SHA-1 in C++: ~0.1 ms for a page of 100 KB, once per copy kept.
 */
export function pageEtag(page) {
  return `W/"${createHash('sha1').update(page).digest('base64url')}"`
}

/**
 * Answers a request from a cached entry (a 304 when the browser holds the same ETag). `headers`:
 * what depends on this request rather than the page (the security headers and the page's policy).
 */
export function sendCached(entry, request, response, headers = {}) {
  const etag = entry.headers.etag
  if (etag && matchesEtag(request.headers['if-none-match'], etag)) {
    response.writeHead(304, { etag, 'cache-control': entry.headers['cache-control'], ...headers })
    response.end()
    return
  }
  response.writeHead(200, { ...entry.headers, ...headers, 'x-vernissage-cache': 'HIT' })
  response.end(request.method === 'HEAD' ? undefined : entry.body)
}

/** Whether an If-None-Match header names `etag` (a list, `*`, weak or strong: compared weakly). */
export function matchesEtag(header, etag) {
  if (!header) return false
  const bare = (tag) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * A copy of what Next sends for a request that may be kept, taken as the bytes leave
 * (./siteResponse.mjs hands each chunk to `keep`), and kept when the answer turns out cacheable.
 * The page's inline scripts are hashed here, once, as the copy is stored: a visitor it is sent to
 * later gets a policy that admits them (./secureResponse.mjs cachedPageHeaders). Null for a HEAD.
 */
export function createCopy(cache, key, request, response) {
  if (request.method !== 'GET') return null
  const startedAt = Date.now()
  // A search page rendered from an engine that is still catching up is sent, not kept.
  const settledAtStart = querySettled(key)
  const chunks = []
  let tooBig = false
  let size = 0
  response.on('finish', () => {
    const headers = response.getHeaders()
    if (tooBig || !cacheable(response.statusCode, headers, key) || !settledAtStart || !querySettled(key)) return
    // Kept only in the coding its key stands for (gzip or none), whatever Next chose to send.
    const coding = String(headers['content-encoding'] || '').toLowerCase()
    if (coding !== '' && !(coding === 'gzip' && key.includes('|gz|'))) return
    const stored = { ...headers }
    for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-security-policy', 'x-frame-options', sharedHeader]) delete stored[name]
    const body = Buffer.concat(chunks)
    stored['content-length'] = String(body.length)
    let scriptHashes
    try {
      const page = coding === 'gzip' ? zlib.gunzipSync(body) : body
      scriptHashes = inlineScriptHashes(page.toString('utf8'))
      stored.etag = pageEtag(page)
    } catch {
      return // an unreadable copy is not kept
    }
    cache.set(key, { headers: stored, body, scriptHashes, startedAt })
  })
  return {
    keep(chunk, encoding) {
      if (!chunk || tooBig || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      size += buffer.length
      if (size > 2 * 1024 * 1024) tooBig = true
      else chunks.push(buffer)
    },
  }
}
