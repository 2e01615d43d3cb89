// The error pages (SPEC §2, §8) as complete HTML. When rendering a page fails, or a page calls
// notFound() while rendering, Next 16 sends an empty `__next_error__` shell that only JavaScript
// fills in: without JavaScript, and for crawlers, the page is blank. The locale proxy answers
// every address it knows to be missing with the prerendered not-found page, and /500 is the generic
// error page (src/features/routing); both arrive with status 200 and the header
// `x-vernissage-error-page: 404|500`, which this server turns into their status. The
// production server keeps a copy of each in each language (read while the site is healthy,
// refreshed every few minutes) and sends it, with Next's status, instead of any other 404 or 5xx
// answer to a page load: a failure, a document unpublished a moment ago, an address no route knows.

import { isSystemPath } from '../features/routing/systemPaths.mjs'

const refreshMs = 10 * 60_000
export const markerHeader = 'x-vernissage-error-page'

const page = (lang, title, text, home, href) =>
  `<!DOCTYPE html><html lang="${lang}" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Vernissage</title></head><body style="background:#000;color:#f1eadb;font-family:system-ui,sans-serif;padding:2rem"><main id="main"><h1>${title}</h1><p>${text}</p><p><a href="${href}" style="color:inherit">${home}</a></p></main></body></html>`

/** Used only until the site has rendered its own pages (say, the database was down at start). */
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

export function createErrorPages({ origin }) {
  const pages = { 404: { de: null, en: null }, 500: { de: null, en: null } }
  const marks = { 404: 'data-testid="not-found"', 500: 'data-testid="server-error"' }
  async function refresh() {
    for (const status of [404, 500]) {
      for (const locale of ['de', 'en']) {
        try {
          const response = await fetch(`${origin}${locale === 'en' ? '/en' : ''}/${status}`, { headers: { 'accept-language': locale } })
          const html = await response.text()
          if (response.status === status && html.includes(marks[status])) pages[status][locale] = Buffer.from(html)
        } catch {
          // keep what we have; the next refresh tries again
        }
      }
    }
  }
  const timer = setInterval(refresh, refreshMs)
  timer.unref()
  return { refresh, page: (status, locale) => pages[status][locale] ?? Buffer.from(fallback[status][locale]) }
}

/**
 * Replaces an incomplete 404 or 5xx answer to a page load with the site's error page, keeping the
 * status. Decided at Next's first write, when its status is known and nothing has been sent yet.
 */
export function interceptErrorPages(errorPages, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  // Only page loads get their body replaced; the mark applies wherever the proxy set it (/wp-login.php).
  const page = isDocumentRequest(request)
  const writeHead = response.writeHead.bind(response)
  const flushHeaders = response.flushHeaders.bind(response)
  // The head is held back until the first write decides what goes out (the mark may change the status).
  let flushing = false
  response.writeHead = (status, ...rest) => {
    if (flushing || response.headersSent) return writeHead(status, ...rest)
    response.statusCode = status
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    return response
  }
  response.flushHeaders = () => (replaced === false ? flushHeaders() : undefined)
  const flushHead = () => {
    if (response.headersSent) return
    flushing = true
    writeHead(response.statusCode)
    flushing = false
  }
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  let replaced = null // null: undecided; true: our page went out, Next's bytes are dropped; false: pass through
  const decide = () => {
    if (replaced !== null) return replaced
    try {
      return replace()
    } catch {
      return (replaced = false) // never let the error page break an answer
    }
  }
  const replace = () => {
    if (response.headersSent) return (replaced = false)
    // The proxy's error pages arrive complete, with status 200 and the status they answer in the mark.
    const mark = Number(response.getHeader(markerHeader))
    response.removeHeader(markerHeader)
    if (mark === 404 || mark === 500) {
      response.statusCode = mark
      response.setHeader('cache-control', 'private, no-store')
    }
    const status = page ? replacementFor(response.statusCode, mark === 404 || mark === 500) : null
    replaced = status !== null
    if (!replaced) {
      flushHead()
      return false
    }
    const body = errorPages.page(status, localeOf(request.url))
    for (const name of response.getHeaderNames()) if (name !== 'vary' && name !== 'set-cookie') response.removeHeader(name)
    const cookies = response.getHeader('set-cookie')
    if (Array.isArray(cookies)) response.setHeader('set-cookie', [...new Set(cookies.map((c) => c.replace(/; Expires=[^;]*/i, '')))])
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', 'private, no-store')
    response.setHeader('content-length', String(body.length))
    flushHead()
    end(request.method === 'HEAD' ? undefined : body)
    return true
  }
  const done = (callback) => {
    if (typeof callback === 'function') queueMicrotask(callback)
    return true
  }
  response.write = (chunk, encoding, callback) => (decide() ? done(typeof encoding === 'function' ? encoding : callback) : write(chunk, encoding, callback))
  response.end = (chunk, encoding, callback) => {
    if (decide()) {
      done(typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback)
      return response
    }
    return end(chunk, encoding, callback)
  }
}
