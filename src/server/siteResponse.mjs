// The production server's response class (`http.createServer({ ServerResponse: SiteResponse })`):
// Next writes to it as to any Node response, and it is the one place where the server shapes what
// Next answers. Its head is settled as it goes out (`writeHead`, which Node also calls for the first
// write and for flushHeaders): the security headers (./secureResponse.mjs settleHead) and, for an
// incomplete 404 or 5xx answer to a page load, the site's error page in place of Next's
// (./errorPages.mjs errorReplacement), after which Next's bytes are dropped. A copy of the body for
// the front cache (./frontCache.mjs) is taken as the bytes leave. Nothing is held back: a page
// streams as Next renders it.
import http from 'node:http'

import { completeErrorPageHeader, errorPageWantedHeader, statusPageWantedHeader } from '../features/routing/completeErrorPage.mjs'

import { errorReplacement } from './errorPages.mjs'
import { setBaseHeaders, settleHead } from './secureResponse.mjs'

/** The callback among a write's or end's arguments. */
const callbackOf = (args) => args.find((arg) => typeof arg === 'function')

export class SiteResponse extends http.ServerResponse {
  /**
   * What the server set for this request (server.mjs): `scripts` (pageScripts.mjs), `errorPages`
   * when Next's error answers are to be replaced, `copy` (frontCache.mjs createCopy) when the
   * answer may be kept. Null for answers the server gives itself.
   * @type {{ request: import('node:http').IncomingMessage, scripts: import('../features/security/pageScripts.mjs').PageScripts, errorPages: { scriptsOf: (body: Buffer) => string[] } | null, copy: { keep: (chunk: unknown, encoding?: unknown) => void } | null } | null}
   */
  site = null
  /** Our error page went out in place of Next's answer: Next's bytes go nowhere. */
  #replaced = false

  writeHead(status, ...rest) {
    if (this.headersSent || !this.site) return super.writeHead(status, ...rest)
    // Headers passed here are set first, so that what is settled below sees them.
    this.statusCode = status
    let message
    for (const arg of rest) {
      if (typeof arg === 'string') message = arg
      else if (Array.isArray(arg)) for (let i = 0; i + 1 < arg.length; i += 2) this.setHeader(arg[i], arg[i + 1])
      else if (arg && typeof arg === 'object') for (const [name, value] of Object.entries(arg)) this.setHeader(name, value)
    }
    const { request, scripts, errorPages } = this.site
    // The locale proxy's notes that its answer is a complete error page, or a bare status the error
    // page or a status page goes in (src/proxy.ts), for this server alone.
    const complete = this.hasHeader(completeErrorPageHeader)
    const wanted = this.hasHeader(errorPageWantedHeader)
    const statusKind = this.getHeader(statusPageWantedHeader) ?? null
    this.removeHeader(completeErrorPageHeader)
    this.removeHeader(errorPageWantedHeader)
    this.removeHeader(statusPageWantedHeader)
    const replacement = errorPages ? errorReplacement(errorPages, request, this, complete, wanted, statusKind && String(statusKind)) : null
    if (replacement) {
      setBaseHeaders(this)
      for (const hash of errorPages.scriptsOf(replacement)) scripts.hashes.add(hash)
    }
    settleHead(request, this, scripts)
    if (replacement) {
      this.#replaced = true
      this.site.copy = null
      super.writeHead(this.statusCode)
      super.end(replacement)
      return this
    }
    return message === undefined ? super.writeHead(this.statusCode) : super.writeHead(this.statusCode, message)
  }

  flushHeaders() {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!this.#replaced) super.flushHeaders()
  }

  write(chunk, ...rest) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (this.#replaced) {
      const done = callbackOf(rest)
      if (done) queueMicrotask(done)
      return true
    }
    this.site?.copy?.keep(chunk, rest[0])
    return super.write(chunk, ...rest)
  }

  end(chunk, ...rest) {
    if (!this.headersSent && !this.#replaced) this.writeHead(this.statusCode)
    if (this.#replaced) {
      const done = callbackOf([chunk, ...rest])
      if (done) queueMicrotask(done)
      return this
    }
    if (typeof chunk !== 'function') this.site?.copy?.keep(chunk, rest[0])
    return super.end(chunk, ...rest)
  }
}
