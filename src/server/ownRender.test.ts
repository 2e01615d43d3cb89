/**
 * The server's own renders (./ownRender.mjs) and the kept error pages made from them
 * (./errorPages.mjs createErrorPages), against request handlers that write as Next's does: headers
 * then chunks, a stream piped in, a failure, a handler that never answers. The real handler is
 * tried end to end (tests/e2e/notfound-kept.e2e.test.ts, errors.e2e.test.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

import { describe, expect, it, vi } from 'vitest'

import { statusOfKind, type StatusPageKind } from '../base/statusPages.mjs'

import { createErrorPages } from './errorPages.mjs'
import { renderOwnPage } from './ownRender.mjs'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

const page = (status: number, mark: string, locale: string) =>
  `<!DOCTYPE html><html lang="${locale}"><body><main data-testid="${mark}">${status} ${locale}</main><script>self.x=1</script></body></html>`
const statusPage = (kind: StatusPageKind, locale: string) =>
  `<!DOCTYPE html><html lang="${locale}"><body><main data-testid="status-page" data-status-kind="${kind}">${kind} ${locale}</main></body></html>`

describe('renderOwnPage', () => {
  it('collects the status and the body Next writes, with the request it was asked', async () => {
    const seen: Array<{ url?: string; method?: string; language?: string | string[] }> = []
    const handle: Handler = (request, response) => {
      seen.push({ url: request.url, method: request.method, language: request.headers['accept-language'] })
      response.statusCode = 404
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.write('<p>Seite ')
      response.write(Buffer.from('nicht gefunden</p>'))
      response.end()
    }
    expect(await renderOwnPage(handle, '/404', 'de', 'localhost:3000')).toEqual({ status: 404, html: '<p>Seite nicht gefunden</p>' })
    expect(seen).toEqual([{ url: '/404', method: 'GET', language: 'de' }])
  })

  it('collects a body piped into the response, and a status given to writeHead', async () => {
    const handle: Handler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' })
      Readable.from(['<p>Internal ', 'Server Error</p>']).pipe(response)
    }
    expect(await renderOwnPage(handle, '/en/500', 'en', 'localhost:3000')).toEqual({ status: 500, html: '<p>Internal Server Error</p>' })
  })

  it('fails when the handler throws, or gives no answer within its time', async () => {
    await expect(renderOwnPage(() => Promise.reject(new Error('render failed')), '/404', 'de', 'localhost:3000')).rejects.toThrow('render failed')
    await expect(renderOwnPage(() => new Promise(() => {}), '/404', 'de', 'localhost:3000', { limitMs: 50 })).rejects.toThrow('/404 took longer than')
  })
})

describe('the kept error pages', () => {
  /** As Next answers the fixed addresses: /404, /500, /status/<kind>, each also under /en. */
  const goodHandler: Handler = (request, response) => {
    const url = request.url ?? ''
    const locale = url.startsWith('/en/') ? 'en' : 'de'
    const [first, second] = url
      .replace(/^\/en\//, '/')
      .split('/')
      .slice(1)
    if (first === 'status') {
      response.statusCode = statusOfKind(second as StatusPageKind)
      return response.end(statusPage(second as StatusPageKind, locale))
    }
    const status = Number(first)
    response.statusCode = status
    response.end(page(status, status === 404 ? 'not-found' : 'server-error', locale))
  }
  /** Renders of the first refresh (every page in two languages), and of a later one (the 404, 500 and 503 pages). */
  const atStart = 2 * (2 + 7)
  const perRefresh = 6
  const pagesOf = (handle: Handler) => createErrorPages({ render: (path: string, locale: string) => renderOwnPage(handle, path, locale, 'localhost:3000') })

  it('are rendered from their own addresses in each language and keep their scripts’ hashes', async () => {
    const asked: string[] = []
    const pages = pagesOf((request, response) => {
      asked.push(request.url ?? '')
      return goodHandler(request, response)
    })
    await pages.refresh()
    expect(asked).toHaveLength(atStart)
    expect(asked).toEqual(expect.arrayContaining(['/404', '/500', '/en/404', '/en/500', '/status/503', '/en/status/413', '/status/origin', '/en/status/form']))
    expect(pages.page(404, 'en').toString()).toBe(page(404, 'not-found', 'en'))
    expect(pages.page(500, 'de').toString()).toBe(page(500, 'server-error', 'de'))
    expect(pages.scriptsOf(pages.page(404, 'de'))).toHaveLength(1)
    expect(pages.page('503', 'en').toString()).toBe(statusPage('503', 'en'))
  })

  it('render the status pages at start, and after a change only those asked for since, one asked for later anew', async () => {
    const asked: string[] = []
    const pages = pagesOf((request, response) => {
      asked.push(request.url ?? '')
      return goodHandler(request, response)
    })
    await pages.refresh()
    expect(pages.page('413', 'en').toString()).toBe(statusPage('413', 'en'))
    asked.length = 0
    await pages.refresh()
    expect(asked).toEqual(expect.arrayContaining(['/status/503', '/en/status/413']))
    expect(asked).not.toContain('/status/origin')
    // One not rendered by the last refresh is sent as it was, and rendered anew with the others.
    asked.length = 0
    expect(pages.page('origin', 'de').toString()).toBe(statusPage('origin', 'de'))
    await expect.poll(() => asked).toContain('/status/origin')
  })

  it('stand in with a short page in their words until the site’s own is rendered', async () => {
    const pages = pagesOf(() => Promise.reject(new Error('database away')))
    await pages.refresh()
    expect(pages.page('413', 'en').toString()).toContain('Form too large')
    expect(pages.page('origin', 'de').toString()).toContain('Formular von einer anderen Website')
    expect(pages.page('503', 'de').toString()).toContain('Vorübergehend nicht erreichbar')
  })

  it('before the first render, and when a render fails or is not the error page, are the short built-in pages or the last good copy', async () => {
    let handler: Handler = () => Promise.reject(new Error('database away'))
    const pages = pagesOf((request, response) => handler(request, response))
    await pages.refresh()
    expect(pages.page(404, 'de').toString()).toContain('Seite nicht gefunden')
    expect(pages.page(500, 'en').toString()).toContain('Something went wrong on our side')
    handler = goodHandler
    await pages.refresh()
    expect(pages.page(404, 'de').toString()).toBe(page(404, 'not-found', 'de'))
    // A redirect, another page or a failure later: the last good copy stays.
    handler = (_request, response) => {
      response.statusCode = 307
      response.end('')
    }
    await pages.refresh()
    handler = (_request, response) => {
      response.statusCode = 404
      response.end('<p>something else</p>')
    }
    await pages.refresh()
    expect(pages.page(404, 'de').toString()).toBe(page(404, 'not-found', 'de'))
  })

  it('missing because the first render failed, are rendered again when a visitor needs one, not on a timer', async () => {
    let renders = 0
    let handler: Handler = () => Promise.reject(new Error('database away'))
    const pages = pagesOf((request, response) => {
      renders++
      return handler(request, response)
    })
    await pages.refresh()
    expect(renders).toBe(atStart)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(renders, 'nothing renders until a page is needed').toBe(atStart)
    handler = goodHandler
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 10_000)
      expect(pages.page(404, 'en').toString(), 'the short page stands in meanwhile').toContain('Page not found')
      await expect.poll(() => pages.page(404, 'en').toString()).toBe(page(404, 'not-found', 'en'))
      expect(renders).toBe(atStart + perRefresh)
    } finally {
      vi.useRealTimers()
    }
  })

  it('after a burst of content changes, are rendered once, when the changes have been quiet for half a second', async () => {
    let renders = 0
    const pages = pagesOf((request, response) => {
      renders++
      return goodHandler(request, response)
    })
    for (let i = 0; i < 5; i++) {
      pages.changed()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(renders, 'nothing while the changes go on').toBe(0)
    await expect.poll(() => renders, { timeout: 2_000 }).toBe(atStart)
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(renders).toBe(atStart)
  })

  it('during changes that never pause, are rendered anew at least every few seconds', async () => {
    let renders = 0
    const pages = pagesOf((request, response) => {
      renders++
      return goodHandler(request, response)
    })
    vi.useFakeTimers()
    const start = Date.now()
    try {
      for (let i = 0; i < 30 && renders === 0; i++) {
        pages.changed()
        await vi.advanceTimersByTimeAsync(300)
      }
      expect(renders, 'rendered while the changes went on').toBeGreaterThan(0)
      expect(Date.now() - start, 'within five seconds and a pause').toBeLessThanOrEqual(5_600)
    } finally {
      vi.useRealTimers()
    }
  })

  it('asked again while a refresh runs, render once more after it, not once per ask', async () => {
    let renders = 0
    const pages = pagesOf(async (request, response) => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return goodHandler(request, response)
    })
    const first = pages.refresh()
    for (let i = 0; i < 5; i++) void pages.refresh()
    await first
    await expect.poll(() => renders).toBe(atStart + perRefresh)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(renders).toBe(atStart + perRefresh)
  })
})
