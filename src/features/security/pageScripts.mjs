// Which inline scripts a page may run, decided without reading the page as it goes out.
// - A page Next renders for this request carries the request's nonce on its scripts: the server
//   puts a nonce in the request's `Content-Security-Policy` header, where Next looks for it
//   (next/dist/server/app-render/get-script-nonce-from-header.js), and the same nonce in the
//   policy it answers with. It is fresh, or that of the requests for the same address under way
//   with it, which Next answers with the same page (`pageScriptsFor`).
// - A page Next hands out from its cache (rendered earlier, for another request) carries no nonce
//   this request knows: its scripts are admitted by hash. The hashes are worked out once per stored
//   page version, where the page is stored (the cache handler, src/features/cache/nextCacheHandler.mjs,
//   calls `notePage` as it hands a page out or stores it), and added to the answer of the request
//   under way through an AsyncLocalStorage the server opens around each request (src/server/server.mjs).
// Plain JavaScript for the production server; types in ./pageScripts.d.mts.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash, randomBytes } from 'node:crypto'

import { slot } from '../../base/processState.mjs'
import { createLru } from '../../base/lru.mjs'

import { inlineScriptHashes } from './headers.mjs'

/**
 * The request under way: its nonce and the hashes of the stored pages handed out for it. One
 * instance per process whichever copy of this module loads it (Next loads the cache handler apart
 * from the server's own imports).
 */
const requests = slot('pageScripts', () => new AsyncLocalStorage())

/** Hashes per stored page version (`key|lastModified`, or `key|digest` without a version): each is worked out once. */
const known = createLru({ maxBytes: 2 * 1024 * 1024 })

/**
 * Requests for one address under way at once, by address: their shared nonce and hashes, how many
 * of them have not answered yet, since when the group takes newcomers.
 * Next answers concurrent requests for one stored page with one lookup or one render (its
 * response cache batches them by the page's key: next/dist/server/response-cache/index.js
 * `getBatcher`). The lookup or render runs in the first request's context, so `notePage` admits the
 * page's scripts, and the render writes the nonce, for that request alone, while every request of
 * the batch sends the same bytes. Eight concurrent first requests for `/` got seven pages whose
 * inline scripts their policy blocked: the page never hydrated. So GET and HEAD requests for one
 * address (its query included, as the server passes it on) that are under way together share their
 * nonce and hashes, which is what Next shares already (the page's bytes).
 * The nonce stays unknown to anyone outside the group: the group takes no newcomer once one of
 * its members has sent a page or the router's payload of one (where the nonce can be read; the
 * batch is over by then), nor after 10 s.
 */
const together = new Map()
const takesNewcomersFor = 10_000

function newGroup(now) {
  return { nonce: randomBytes(16).toString('base64'), hashes: new Set(), waiting: 0, since: now, open: true }
}

/**
 * The script state of a request (`method`, `address`: path and query): the nonce and hashes of the
 * requests for that address under way now, or a fresh group's. `release(sentPage)` once its head
 * goes out (`sentPage`: a page or its payload, which closes the group to newcomers) or it ends.
 */
export function pageScriptsFor(method, address, now = Date.now()) {
  const shared = method === 'GET' || method === 'HEAD'
  let group = shared ? together.get(address) : undefined
  if (!group || !group.open || now - group.since > takesNewcomersFor) {
    group = newGroup(now)
    if (shared) {
      if (together.size >= 10_000) together.clear() // only requests under way are here: a bound, not a cache
      together.set(address, group)
    }
  }
  group.waiting += 1
  let released = false
  return {
    nonce: group.nonce,
    hashes: group.hashes,
    release(sentPage = false) {
      if (sentPage) group.open = false
      if (released) return
      released = true
      group.waiting -= 1
      if ((group.waiting === 0 || !group.open) && together.get(address) === group) together.delete(address)
    },
  }
}

/** Runs `handle` with `scripts` as the request under way (see the header). */
export function withPageScripts(scripts, handle) {
  return requests.run(scripts, handle)
}

/** The request header that hands the nonce to Next. */
export const nonceRequestPolicy = (scripts) => `script-src 'nonce-${scripts.nonce}'`

/**
 * Notes a page the cache hands out or stores (`html`: the page as stored; `version`: what tells
 * versions of it apart, e.g. its lastModified; null when nothing does: then the page's own digest)
 * and admits its scripts for the request under way.
 */
export function notePage(key, version, html) {
  const scripts = requests.getStore()
  if (!scripts || typeof html !== 'string') return
  const id = `${key}|${version ?? createHash('sha1').update(html).digest('base64url')}`
  let hashes = known.get(id)
  if (!hashes) {
    hashes = inlineScriptHashes(html)
    known.set(id, hashes)
  }
  for (const hash of hashes) scripts.hashes.add(hash)
  // A stored page went out for this request (../../server/secureResponse.mjs settleHead).
  scripts.stored = true
}

/** Hashes of the site's own inline scripts, each worked out once. */
const ownScripts = new Map()

/**
 * Admits one of the site's own inline scripts (the theme and consent scripts in <head>) for the
 * page rendered now: a component calls it as it renders the script, so a page rendered for this
 * request admits it whether or not Next put the nonce on it. Returns the text, for the element.
 */
export function admitInlineScript(text) {
  let hash = ownScripts.get(text)
  if (!hash) {
    hash = inlineScriptHashes(`<script>${text}</script>`)[0]
    if (ownScripts.size > 100) ownScripts.clear()
    ownScripts.set(text, hash)
  }
  requests.getStore()?.hashes.add(hash)
  return text
}

/**
 * Notes that the answer to the request under way is a complete error page (the locale proxy's,
 * src/proxy.ts): the production server sends it as it is (src/server/errorPages.mjs). Kept with
 * the request's scripts, the one state the proxy and the server share for a request.
 */
export function noteCompleteErrorPage() {
  const scripts = requests.getStore()
  if (scripts) scripts.completeErrorPage = true
}

/** The script sources of a page answer: its nonce and the hashes of any stored page it sends. */
export function scriptSources(scripts) {
  return scripts ? [`'nonce-${scripts.nonce}'`, ...scripts.hashes] : []
}
