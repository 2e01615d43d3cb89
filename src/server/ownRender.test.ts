/**
 * The server's own renders (./ownRender.mjs) and the kept error pages made from them
 * (./errorPages.mjs createErrorPages), against request handlers that write as Next's does: headers
 * then chunks, a stream piped in, a failure, a handler that never answers. The real handler is
 * tried end to end (tests/e2e/notfound-kept.e2e.test.ts, errors.e2e.test.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

import { describe, expect, it, vi } from 'vitest'

import { createErrorPages } from './errorPages.mjs'
import { renderOwnPage } from './ownRender.mjs'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

const page = (status: number, mark: string, locale: string) =>
  `<!DOCTYPE html><html lang="${locale}"><body><main data-testid="${mark}">${status} ${locale}</main><script>self.x=1</script></body></html>`

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
  const goodHandler: Handler = (request, response) => {
    const [, first, second] = (request.url ?? '').split('/')
    const locale = first === 'en' ? 'en' : 'de'
    const status = Number(first === 'en' ? second : first)
    response.statusCode = status
    response.end(page(status, status === 404 ? 'not-found' : 'server-error', locale))
  }
  const pagesOf = (handle: Handler) => createErrorPages({ render: (path: string, locale: string) => renderOwnPage(handle, path, locale, 'localhost:3000') })

  it('are rendered from their own addresses in each language and keep their scripts’ hashes', async () => {
    const asked: string[] = []
    const pages = pagesOf((request, response) => {
      asked.push(request.url ?? '')
      return goodHandler(request, response)
    })
    await pages.refresh()
    expect(asked.sort()).toEqual(['/404', '/500', '/en/404', '/en/500'])
    expect(pages.page(404, 'en').toString()).toBe(page(404, 'not-found', 'en'))
    expect(pages.page(500, 'de').toString()).toBe(page(500, 'server-error', 'de'))
    expect(pages.scriptsOf(pages.page(404, 'de'))).toHaveLength(1)
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
    expect(renders).toBe(4)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(renders, 'nothing renders until a page is needed').toBe(4)
    handler = goodHandler
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 10_000)
      expect(pages.page(404, 'en').toString(), 'the short page stands in meanwhile').toContain('Page not found')
      await expect.poll(() => pages.page(404, 'en').toString()).toBe(page(404, 'not-found', 'en'))
      expect(renders).toBe(8)
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
    await expect.poll(() => renders, { timeout: 2_000 }).toBe(4)
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(renders).toBe(4)
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
    await expect.poll(() => renders).toBe(8)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(renders).toBe(8)
  })
})
