// Which inline scripts a page may run, per page version (issue 50 point 2; docs/security.md):
// - A stored page (Next's cache: ISR, prerendered, the error pages) carries the hashes of its
//   inline scripts in its own headers. They are worked out once, where Next stores the page (the
//   cache handler, src/features/cache/nextCacheHandler.mjs, calls `noteStoredPage` on the entry it
//   is given), kept with the entry (in Redis with REDIS_URL: every instance finds them), and Next
//   sends a cache entry's headers with every answer it makes from it — the first render's and those
//   of the requests it batched with it (next/dist/server/response-cache) alike. The server turns
//   them into the page's policy and drops the header (src/server/secureResponse.mjs settleHead).
// - A page Next renders per request carries a fresh nonce: the server puts it in the request's
//   `Content-Security-Policy` header, where Next looks for it
//   (next/dist/server/app-render/get-script-nonce-from-header.js), and in the policy it answers with.
//   Nothing is shared between requests, so nothing depends on how Next batches them.
// Plain JavaScript for the production server; types in ./pageScripts.d.mts.
import { createHash, randomBytes } from 'node:crypto'

import { slot } from '../../base/processState.mjs'
import { createLru } from '../../base/lru.mjs'

import { inlineScriptHashes } from './headers.mjs'

/**
 * The header by which a stored page carries its scripts' hashes to the server (set by the cache
 * handler or, for the error page it hands on, the locale proxy; removed by the server before the
 * answer leaves). Space-separated CSP sources.
 */
export const storedScriptsHeader = 'x-vernissage-page-scripts'

/** Hashes per stored page version read from a store that kept none (`key|lastModified`): each worked out once. */
const known = createLru({ maxBytes: 2 * 1024 * 1024 })

/**
 * Notes the hashes of a stored page's inline scripts in its headers (`value`: Next's APP_PAGE
 * cache value; `version`: its lastModified). In place: Next answers the request that rendered the
 * page, and those batched with it, with the very value it stores (next/dist/server/response-cache/
 * index.js handleRevalidate awaits `incrementalCache.set` with it before answering; utils.js
 * fromResponseCacheEntry keeps its `headers` object), so they carry the hashes too. A value read
 * back that already has them is left alone.
 */
export function noteStoredPage(key, version, value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !value.html) return
  value.headers ??= {}
  if (typeof value.headers[storedScriptsHeader] === 'string') return
  const id = `${key}|${version ?? createHash('sha1').update(value.html).digest('base64url')}`
  let hashes = known.get(id)
  if (!hashes) {
    hashes = inlineScriptHashes(value.html)
    known.set(id, hashes)
  }
  value.headers[storedScriptsHeader] = hashes.join(' ')
}

/** A page's stored hashes from its header value, or null when the page was rendered for this request. */
export function storedScripts(headerValue) {
  if (typeof headerValue !== 'string') return null
  return headerValue.split(' ').filter((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))
}

/** A fresh nonce for a page rendered per request, and the hashes of any page the server puts in instead (its own error pages). */
export function pageScriptsOfRequest() {
  return { nonce: randomBytes(16).toString('base64'), hashes: new Set() }
}

/** The request header that hands the nonce to Next. */
export const nonceRequestPolicy = (scripts) => `script-src 'nonce-${scripts.nonce}'`

/**
 * The site's own inline scripts (the theme and consent scripts in <head>), by text → hash, for the
 * whole process (Next loads the components apart from the server: a process slot). A component
 * registers its script as it renders it, before the page's head goes out; a page rendered per
 * request admits them all by hash, as Next puts its nonce only on its own scripts. They are the
 * site's code, the same for every page: admitting them everywhere admits nothing else.
 */
const ownScripts = slot('ownInlineScripts', () => new Map())

/** Admits one of the site's own inline scripts (see `ownScripts`). Returns the text, for the element. */
export function admitInlineScript(text) {
  if (!ownScripts.has(text)) {
    // The consent script follows the editors' consent setup: a few versions at most, kept bounded.
    if (ownScripts.size >= 20) ownScripts.delete(ownScripts.keys().next().value)
    ownScripts.set(text, inlineScriptHashes(`<script>${text}</script>`)[0])
  }
  return text
}

/** The script sources of a page rendered per request: its nonce, the site's own inline scripts, and any hashes the server added. */
export function scriptSources(scripts) {
  return scripts ? [`'nonce-${scripts.nonce}'`, ...ownScripts.values(), ...scripts.hashes] : []
}
