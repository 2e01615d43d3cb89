// One of the site's own pages, answered by Next in this process for the server itself (the kept
// error pages, ./errorPages.mjs): a request built here goes through Next's request handler — the
// locale proxy included — as Next's custom-server guide has it (`handle(req, res, parsedUrl)`),
// and the answer is collected in memory instead of going to a socket. Nothing goes over the
// network, and none of the server's own steps (gates, front cache, headers) is involved.
import http from 'node:http'
import net from 'node:net'

/** A response that keeps what Next writes to it: status, headers and body. */
class CollectedResponse extends http.ServerResponse {
  #chunks = []
  #resolve
  collected = new Promise((resolve) => (this.#resolve = resolve))

  writeHead(status, ...rest) {
    this.statusCode = status
    for (const arg of rest) {
      if (Array.isArray(arg)) for (let i = 0; i + 1 < arg.length; i += 2) this.setHeader(arg[i], arg[i + 1])
      else if (arg && typeof arg === 'object') for (const [name, value] of Object.entries(arg)) this.setHeader(name, value)
    }
    return this
  }

  flushHeaders() {}

  write(chunk, encoding, done) {
    if (chunk != null && typeof chunk !== 'function') this.#chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    const callback = [chunk, encoding, done].find((arg) => typeof arg === 'function')
    if (callback) queueMicrotask(callback)
    return true
  }

  end(chunk, encoding, done) {
    if (chunk != null && typeof chunk !== 'function') this.write(chunk, encoding)
    this.#resolve({ status: this.statusCode, html: Buffer.concat(this.#chunks).toString('utf8') })
    const callback = [chunk, encoding, done].find((arg) => typeof arg === 'function')
    if (callback) queueMicrotask(callback)
    this.emit('finish')
    this.emit('close')
    return this
  }
}

/**
 * Next's answer to a GET of `path` (one of the site's own fixed addresses) in `locale`, as
 * { status, html }. `handle`: Next's request handler (`app.getRequestHandler()`). Rejects when Next
 * throws or takes longer than `limitMs` (the kept copy then stays as it was).
 */
export function renderOwnPage(handle, path, locale, host, { limitMs = 30_000 } = {}) {
  const request = new http.IncomingMessage(new net.Socket())
  request.method = 'GET'
  request.url = path
  // Asked in the language the address names: the locale routing redirects nothing.
  request.headers = { host, 'accept-language': locale }
  const response = new CollectedResponse(request)
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${path} took longer than ${limitMs / 1000} s`)), limitMs)
    timer.unref()
  })
  return Promise.race([Promise.resolve(handle(request, response)).then(() => response.collected), timeout]).finally(() => clearTimeout(timer))
}
