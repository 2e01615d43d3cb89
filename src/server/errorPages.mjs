// The error pages (docs/behaviour.md#error-page) as complete HTML. One path leads to each: an
// address the locale proxy knows to be missing (src/proxy.ts), a notFound() or a failure while a
// page renders — Next answers each with a status and a body that is empty or an `__next_error__`
// shell only JavaScript fills in — is answered with the error page the server keeps in each
// language, with the status Next gave (errorReplacement below). The kept pages are Next's own
// renders of the error pages' fixed addresses (/404, /500, /en/…: src/features/routing/
// errorPageAddress.mjs), asked for in this process through Next's request handler (the server's
// `render`): never over the network, and never for a visitor's address, which Next would write into
// the page (issue 29). They are rendered when the server starts and again after each content
// change (server.mjs), not on a timer. The answers given before any page renders (a refused method,
// a form too large, an over-long address, 503 while the database is away …) get the site's status
// pages the same way (src/base/statusPages.mjs: /status/<kind>), from the server itself or, for a
// bare status the locale proxy gave, here (errorReplacement).
// Crawlers get none of it (docs/behaviour.md#error-page-bots: "It is not rendered for bots"): the same status with an empty
// page that only names the error in its title (crawlerPage).

import fs from 'node:fs'

import { isDown, retryAfterSeconds } from '../base/dependencies.mjs'
import { isSystemPath } from '../base/systemPaths.mjs'
import { isBot } from '../base/bots.mjs'
import { inlineScriptHashes } from '../features/security/headers.mjs'
import { errorPageAddress } from '../features/routing/errorPageAddress.mjs'
import { statusOfKind, statusPageAddress, statusPageKinds } from '../base/statusPages.mjs'

const page = (lang, title, text, home, href) =>
  `<!DOCTYPE html><html lang="${lang}" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Vernissage</title></head><body style="background:#000;color:#f1eadb;font-family:system-ui,sans-serif;padding:2rem"><main id="main"><h1>${title}</h1><p>${text}</p><p><a href="${href}" style="color:inherit">${home}</a></p></main></body></html>`

/** Used only until the site has rendered its own pages (say, the database was down at start: createErrorPages). */
const fallback = {
  404: {
    de: page('de-DE', 'Seite nicht gefunden', 'Die Adresse, die Sie aufgerufen haben, gibt es auf dieser Website nicht (mehr).', 'Zur Startseite', '/'),
    en: page('en-US', 'Page not found', 'The address you opened does not exist (any more) on this website.', 'Go to the home page', '/en'),
  },
  500: {
    de: page(
      'de-DE',
      'Internal Server Error',
      'Beim Laden dieser Seite ist auf unserer Seite ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
      'Zur Startseite',
      '/',
    ),
    en: page('en-US', 'Internal Server Error', 'Something went wrong on our side while loading this page. Please try again in a moment.', 'Go to the home page', '/en'),
  },
}

/** The site's error texts (src/i18n/messages), read once: the error pages' titles and the status pages' texts. */
const errorTexts = Object.fromEntries(
  ['de', 'en'].map((locale) => [locale, JSON.parse(fs.readFileSync(new URL(`../i18n/messages/${locale}.json`, import.meta.url), 'utf8')).error]),
)

/** A status page's title and text (a kind of src/base/statusPages.mjs, or 404 for the API's answer). */
const statusText = (key, locale) => {
  const texts = errorTexts[locale === 'en' ? 'en' : 'de'].status
  return texts[key] ?? texts[400]
}

/**
 * A short page in the status page's words, with no script and nothing of the request in it: stands
 * in only until the server has the site's own render of that page (createErrorPages).
 */
function shortStatusPage(key, locale) {
  const { title, text } = statusText(key, locale)
  return locale === 'en' ? page('en-US', title, text, 'Go to the home page', '/en') : page('de-DE', title, text, 'Zur Startseite', '/')
}

/** The answer to an API client, as JSON, in the same words (`key`: a kind, or 404). */
export function statusJson(key, locale) {
  const { title, text } = statusText(String(key), locale)
  return Buffer.from(JSON.stringify({ errors: [{ message: `${title}: ${text}` }] }))
}

const titles = {
  de: { 404: errorTexts.de.notFound, 500: errorTexts.de.generic },
  en: { 404: errorTexts.en.notFound, 500: errorTexts.en.generic },
}

/**
 * What a crawler gets instead of an error page: no header, links or search to follow from every
 * dead address, nothing to take for content (a soft 404) — the status says it all; the title only
 * names it for link previews, in the address's language.
 */
export function crawlerPage(status, locale) {
  const lang = locale === 'en' ? 'en-US' : 'de-DE'
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${titles[locale === 'en' ? 'en' : 'de'][status === 404 ? 404 : 500]} · Vernissage</title></head><body></body></html>`
}

/** The body of a 404 or 5xx answer to a page load: the site's error page (503: its status page), or crawlerPage for a crawler. */
export function errorBody(errorPages, status, request) {
  const locale = localeOf(request.url)
  if (isBot(request.headers?.['user-agent'])) return Buffer.from(crawlerPage(status, locale))
  return errorPages.page(status === 503 ? '503' : status, locale)
}

/** A form post to a page without JavaScript: the answer is a page, like a page load's. */
function isPageFormPost(request) {
  const { method, url = '/', headers = {} } = request
  if (method !== 'POST' || headers['next-action'] || headers.rsc) return false
  const path = url.split('?')[0]
  return path.startsWith('/') && !isSystemPath(path) && !/\.[a-z0-9]+$/i.test(path)
}

/** Whether a request is a visitor's page load (not an API call, a file or Next's own client fetch). */
export function isDocumentRequest(request) {
  const { method, url = '/', headers = {} } = request
  if (method !== 'GET' && method !== 'HEAD') return false
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-action']) return false
  const path = url.split('?')[0]
  return path.startsWith('/') && !isSystemPath(path) && !/\.[a-z0-9]+$/i.test(path)
}

/**
 * Whether a page address cannot name anything, so that it is answered with the 404 page before Next
 * sees it: a malformed percent-encoding (`/%`), or a first segment with a dot (`/x.ico`, `/a.b/c`)
 * that is none of the site's files (`staticPaths`: Next's metadata routes and public/). Next would
 * take such a segment for a language, and PostgreSQL refuses it as one (a 500).
 */
export function unroutable(url = '/', staticPaths = new Set()) {
  const path = url.split('?')[0]
  try {
    decodeURIComponent(path)
  } catch {
    return true
  }
  const first = path.split('/')[1] ?? ''
  if (!first.includes('.') || first.startsWith('_next')) return false
  return !staticPaths.has(path)
}

export const localeOf = (url = '/') => (/^\/en(?:[/?]|$)/.test(url) ? 'en' : 'de')

/** The status whose page replaces an answer: 500 for any 5xx, 404, or null to leave it alone. */
export function replacementFor(statusCode, complete) {
  if (complete) return null
  if (statusCode >= 500) return 500
  return statusCode === 404 ? 404 : null
}

/** How soon a kept error page that could not be rendered is asked for again, when it is needed. */
const retryMissingMs = 5_000
/** How long content changes must be quiet before the kept error pages are rendered anew, and how long at most they wait. */
const settleMs = 500
const maxSettleMs = 5_000

/** Where each kept page is rendered from, with the status and the mark its render must show. */
function keptPage(key, locale) {
  if (key === 404 || key === 500) return { address: errorPageAddress(key, locale), status: key, mark: key === 404 ? 'data-testid="not-found"' : 'data-testid="server-error"' }
  return { address: statusPageAddress(key, locale), status: statusOfKind(key), mark: `data-status-kind="${key}"` }
}

/**
 * The kept error pages: the 404 and 500 pages and the status pages (src/base/statusPages.mjs).
 * `render(path)` answers a fixed error page address through Next in this process ({ status, html }).
 * `refresh()` renders the kept pages anew, one refresh at a time, and resolves when they are:
 * asked for while one runs, it runs once more after it. `changed()`: content changed, refresh once
 * changes have been quiet for half a second (a burst of changes costs one). The first refresh (at
 * start) renders every page; later ones the 404, 500 and 503 pages (the 503 page is needed while
 * the database is away, when no page renders) and the status pages asked for since the start. One
 * not asked for until after a change is sent as it was and rendered anew with the others.
 */
export function createErrorPages({ render }) {
  const pages = new Map()
  const always = [404, 500, '503']
  const asked = new Set()
  let fresh = new Set()
  let started = false
  const fallbackOf = (key, locale) => (key === 404 || key === 500 ? fallback[key][locale] : shortStatusPage(key, locale))
  async function renderAll() {
    const keys = started ? [...always, ...asked] : [404, 500, ...Object.keys(statusPageKinds)]
    started = true
    for (const key of keys) {
      for (const locale of ['de', 'en']) {
        const { address, status, mark } = keptPage(key, locale)
        try {
          const { status: answered, html } = await render(address, locale)
          if (answered === status && html.includes(mark)) pages.set(`${key} ${locale}`, Buffer.from(html))
        } catch {
          // Keep what we have; the next content change or start renders it again.
        }
      }
    }
    fresh = new Set(keys)
  }
  let running = null
  let queued = null
  function refresh() {
    if (!running) {
      running = renderAll().finally(() => (running = null))
      return running
    }
    queued ??= running.then(() => {
      queued = null
      return refresh()
    })
    return queued
  }
  // The hashes of a kept page's inline scripts, worked out once per copy (./secureResponse.mjs admits them).
  const hashes = new WeakMap()
  const scriptsOf = (body) => {
    if (!hashes.has(body)) hashes.set(body, inlineScriptHashes(body.toString('utf8')))
    return hashes.get(body)
  }
  // A page still missing (the database was away when the server started, say) is asked for again
  // when it is needed, at most every few seconds; meanwhile the short page stands in.
  let retried = 0
  /** The kept page for 404, 500 or a kind of status page, in a language. */
  const page = (key, locale) => {
    const language = locale === 'en' ? 'en' : 'de'
    if (!always.includes(key) && !asked.has(key)) {
      asked.add(key)
      if (started && !fresh.has(key)) void refresh()
    }
    const kept = pages.get(`${key} ${language}`)
    if (kept) return kept
    if (!running && Date.now() - retried >= retryMissingMs) {
      retried = Date.now()
      void refresh()
    }
    return Buffer.from(fallbackOf(key, language))
  }
  // After a content change, once changes have been quiet for a moment: a render begun while a
  // change is still being saved would be stored by Next as if it came after it (the second of two
  // quick saves, German then English, was missing from the kept English page).
  // Changes that never pause (an import) put it off for at most a few seconds.
  let settling = null
  let waitingSince = 0
  const changed = () => {
    if (settling && Date.now() - waitingSince >= maxSettleMs) return
    if (!settling) waitingSince = Date.now()
    clearTimeout(settling)
    settling = setTimeout(() => {
      settling = null
      void refresh()
    }, settleMs)
    settling.unref?.()
  }
  return { refresh, changed, page, scriptsOf }
}

/**
 * What replaces an incomplete 404 or 5xx answer to a page load (the site's error page, keeping the
 * status), and any 404 or 5xx answer to a crawler's page load (crawlerPage): decided when Next's
 * head goes out (./siteResponse.mjs), when its status is known and nothing has been sent. Sets the
 * answer's status and headers on `response` and returns the body that replaces Next's, or null
 * when Next's answer goes out. `complete`: the locale proxy answered with a complete error page
 * (src/features/routing/completeErrorPage.mjs: a header of its answer); `wanted`: the proxy's bare
 * status for a page load, which gets the error page whatever its address looks like.
 */
export function errorReplacement(errorPages, request, response, complete = false, wanted = false, statusKind = null) {
  // The proxy's bare status for an answer of its own (a form it cannot read): its status page.
  if (statusKind) return replaceWith(request, response, errorPages.page(statusKind, localeOf(request.url)), response.statusCode)
  // A form post without JavaScript gets the 503 page too while the database does not answer.
  const formPost = isPageFormPost(request)
  if (request.method !== 'GET' && request.method !== 'HEAD' && !formPost) return null
  // Only page loads get an incomplete body replaced — and what the proxy said is one, whatever the
  // address looks like (/x/wp-login.php); a crawler gets crawlerPage for any HTML error.
  const page = isDocumentRequest(request) || (wanted && (request.method === 'GET' || request.method === 'HEAD'))
  const html = /^text\/html\b/i.test(String(response.getHeader('content-type') || ''))
  const crawler = isBot(request.headers['user-agent'])
  // A failure while the database does not answer (src/cms/databasePool.ts) is a 503 the client
  // may retry after a few seconds, with the 503 page for a page load or form post.
  const unavailable = response.statusCode >= 500 && isDown('database')
  if (unavailable) {
    response.statusCode = 503
    response.setHeader('retry-after', String(retryAfterSeconds))
    response.setHeader('cache-control', 'private, no-store')
  }
  if (formPost && !unavailable) return null
  // An error page is nobody's to keep.
  const error = response.statusCode === 404 || response.statusCode >= 500
  if (error && (page || html)) response.setHeader('cache-control', 'private, no-store')
  // A complete error page from Next's cache stays for visitors; a crawler gets crawlerPage for any.
  const status =
    unavailable && (page || formPost)
      ? 503
      : crawler && error && (page || html)
        ? replacementFor(response.statusCode, false)
        : page
          ? replacementFor(response.statusCode, complete)
          : null
  if (status === null) return null
  return replaceWith(request, response, errorBody(errorPages, status, request), status)
}

/** Next's answer's headers made those of `body`, an error page answered with `status`; returns what to send. */
function replaceWith(request, response, body, status) {
  for (const name of response.getHeaderNames()) if (name !== 'vary' && name !== 'set-cookie') response.removeHeader(name)
  const cookies = response.getHeader('set-cookie')
  if (Array.isArray(cookies)) response.setHeader('set-cookie', [...new Set(cookies.map((c) => c.replace(/; Expires=[^;]*/i, '')))])
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader('cache-control', 'private, no-store')
  response.setHeader('content-length', String(body.length))
  if (status === 503) response.setHeader('retry-after', String(retryAfterSeconds))
  return request.method === 'HEAD' ? Buffer.alloc(0) : body
}
