// The generic error page (SPEC §2, §8) as complete HTML. When rendering a page fails, Next 16 sends
// an empty `__next_error__` shell that only JavaScript fills in: without JavaScript, and for
// crawlers, the page is blank. The production server keeps the site's own error page in each
// language — rendered by the app at /500 and /en/500 (status 500, src/features/routing) while the
// site is healthy, refreshed every few minutes — and sends it instead of such a shell.

const refreshMs = 10 * 60_000

/** Used only when the site could not render its own error page yet (say, the database was down at start). */
const fallback = {
  de: '<!DOCTYPE html><html lang="de-DE" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Internal Server Error · Vernissage</title></head><body style="background:#000;color:#f1eadb;font-family:system-ui,sans-serif;padding:2rem"><main id="main"><p>500</p><h1>Internal Server Error</h1><p>Beim Laden dieser Seite ist auf unserer Seite ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.</p><p><a href="/" style="color:inherit">Zur Startseite</a></p></main></body></html>',
  en: '<!DOCTYPE html><html lang="en-US" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Internal Server Error · Vernissage</title></head><body style="background:#000;color:#f1eadb;font-family:system-ui,sans-serif;padding:2rem"><main id="main"><p>500</p><h1>Internal Server Error</h1><p>Something went wrong on our side while loading this page. Please try again in a moment.</p><p><a href="/en" style="color:inherit">Go to the home page</a></p></main></body></html>',
}

const pagePath = /^\/(?!(?:admin|api|graphql|explorer|search-suggest|media|build-version|sitemaps|_next|_vercel)(?:\/|$))/

/** Whether a request is a visitor's page load (not an API call, a file or Next's own client fetch). */
export function isDocumentRequest(request) {
  const { method, url = '/', headers = {} } = request
  if (method !== 'GET' && method !== 'HEAD') return false
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-action']) return false
  const path = url.split('?')[0]
  return pagePath.test(path) && !/\.[a-z0-9]+$/i.test(path)
}

export const localeOf = (url = '/') => (/^\/en(?:[/?]|$)/.test(url) ? 'en' : 'de')

export function createErrorPages({ origin }) {
  const pages = { de: null, en: null }
  async function refresh() {
    for (const locale of ['de', 'en']) {
      try {
        const response = await fetch(`${origin}${locale === 'en' ? '/en' : ''}/500`, { headers: { 'accept-language': locale } })
        const html = await response.text()
        if (response.status === 500 && html.includes('data-testid="server-error"')) pages[locale] = Buffer.from(html)
      } catch {
        // keep what we have; the next refresh tries again
      }
    }
  }
  const timer = setInterval(refresh, refreshMs)
  timer.unref()
  return { refresh, page: (locale) => pages[locale] ?? Buffer.from(fallback[locale]) }
}

/**
 * Replaces a 5xx answer to a page load with the site's error page, keeping the status. Decided at
 * Next's first write, when its status is known and nothing has been sent yet.
 */
export function interceptServerErrors(errorPages, request, response) {
  // /500 is the error page itself, already complete.
  if (!isDocumentRequest(request) || /^\/(?:en\/)?500(?:[/?]|$)/.test(request.url)) return
  const writeHead = response.writeHead.bind(response)
  const flushHeaders = response.flushHeaders.bind(response)
  // A 5xx head is held back until the first write decides what goes out.
  response.writeHead = (status, ...rest) => {
    if (status < 500) return writeHead(status, ...rest)
    response.statusCode = status
    return response
  }
  response.flushHeaders = () => (response.statusCode >= 500 ? undefined : flushHeaders())
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  let replaced = null // null: undecided; true: our page went out, Next's bytes are dropped; false: pass through
  const decide = () => {
    if (replaced !== null) return replaced
    replaced = response.statusCode >= 500 && !response.headersSent
    if (!replaced) return false
    const body = errorPages.page(localeOf(request.url))
    for (const name of response.getHeaderNames()) if (name !== 'vary' && name !== 'set-cookie') response.removeHeader(name)
    const cookies = response.getHeader('set-cookie')
    if (Array.isArray(cookies)) response.setHeader('set-cookie', [...new Set(cookies.map((c) => c.replace(/; Expires=[^;]*/i, '')))])
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', 'private, no-store')
    response.setHeader('content-length', String(body.length))
    writeHead(response.statusCode)
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
