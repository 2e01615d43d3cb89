/** The error page of docs/behaviour.md#error-page in the error layout: not-found for 404, generic for failures. */
import { describe, expect, it } from 'vitest'

import { statusOfKind, statusPageKinds, type StatusPageKind } from '../../src/base/statusPages.mjs'

import { BASE_URL, browserForTests, isSiteStatusPage, stackTraceIn } from './support'

const getBrowser = browserForTests()

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function get(path: string, userAgent?: string) {
  const headers: Record<string, string> = { 'accept-language': path.startsWith('/en') ? 'en' : 'de', ...(userAgent ? { 'user-agent': userAgent } : {}) }
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers })
  return { status: response.status, html: await response.text() }
}

describe.each([
  { prefix: '', notFound: 'Seite nicht gefunden' },
  { prefix: '/en', notFound: 'Page not found' },
])('errors in "$prefix"', ({ prefix, notFound }) => {
  it('an unknown path answers 404 with the not-found variant in the error layout', async () => {
    const path = `${prefix}/gibt-es-nicht/wirklich-nicht`
    expect((await get(path)).status).toBe(404)
    // Next 16 streams not-found pages as a shell that the browser fills in: look as a visitor does.
    const context = await getBrowser().newContext({ locale: prefix ? 'en-US' : 'de-DE' })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${path}`)
      await page.waitForSelector('[data-layout="error"] h1')
      expect(await page.locator('[data-layout="error"] h1').innerText()).toBe(notFound)
      expect(await page.locator('[data-layout="default"]').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('/404 answers 404 with the not-found variant', async () => {
    const page = await get(`${prefix}/404`)
    expect(page.status).toBe(404)
    expect(page.html).toContain(notFound)
  })

  it('a crawler gets the status of each error without the error page (docs/behaviour.md#error-page-bots: not rendered for bots)', async () => {
    for (const [path, status, title] of [
      [`${prefix}/gibt-es-nicht/wirklich-nicht`, 404, notFound],
      [`${prefix}/gibt-es-nicht`, 404, notFound],
      [`${prefix}/404`, 404, notFound],
      [`${prefix}/alt/wp-login.php`, 404, notFound],
      [`${prefix}/failure-probe`, 500, 'Internal Server Error'],
      [`${prefix}/500`, 500, 'Internal Server Error'],
    ] as const) {
      const page = await get(path, googlebot)
      expect(page.status, path).toBe(status)
      expect(page.html, path).not.toMatch(/data-testid="(not-found|server-error)"|data-layout=|<h1|<nav|<form/)
      expect(page.html, path).toContain(`<title>${title} · Vernissage</title>`)
      expect(page.html, path).toContain(`<html lang="${prefix ? 'en-US' : 'de-DE'}">`)
      expect(stackTraceIn(page.html), path).toBeNull()
      // A visitor still gets the error page, with its heading.
      expect((await get(path)).html, path).toMatch(/<h1[ >]/)
    }
  })

  it('each status page answers its status at its own address, in the error layout, and nowhere else', async () => {
    const language = prefix ? 'en' : 'de'
    for (const kind of Object.keys(statusPageKinds) as StatusPageKind[]) {
      const page = await get(`${prefix}/status/${kind}`)
      expect(page.status, kind).toBe(statusOfKind(kind))
      expect(isSiteStatusPage(page.html, kind, language), kind).toBe(true)
      expect(page.html, kind).toContain('<meta name="robots" content="noindex, nofollow"/>')
    }
    // With a query, an unknown kind or by its internal route: the not-found page.
    for (const path of [`${prefix}/status/413?x=1`, `${prefix}/status/999`, `${prefix}/status-page/413`]) expect((await get(path)).status, path).toBe(404)
  })

  it('a failure answers 500 with the generic variant and no stack trace', async () => {
    const page = await get(`${prefix}/failure-probe`)
    expect(page.status).toBe(500)
    expect(page.html).toContain('Internal Server Error')
    expect(page.html).not.toMatch(/Failure probe|at \S+ \(/)
  })
})

describe('layouts', () => {
  it.each([
    ['/crew', 'default'],
    ['/en/faq', 'default'],
    ['/upgrade-browser', 'minimal'],
    ['/en/thank-you-for-subscribing', 'minimal'],
    ['/werkstattpalast', 'wsp'],
    ['/en/werkstattpalast', 'wsp'],
  ])('%s uses the %s layout', async (path, layout) => {
    const page = await get(path)
    expect(page.status).toBe(200)
    expect(page.html).toContain(`data-layout="${layout}"`)
  })

  it.each(['/contact', '/search', '/addtocart', '/preview', '/sitemap', '/en/contact', '/en/search', '/en/sitemap'])('%s exists with its CMS text', async (path) => {
    const page = await get(path)
    expect(page.status).toBe(200)
    expect(page.html).toContain('data-testid="page-detail"')
  })

  it('the werkstattpalast section has its own sub-navigation listing its pages', async () => {
    const page = await get('/werkstattpalast')
    const nav = /<nav[^>]*data-testid="wsp-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(page.html)?.[1] ?? ''
    expect(nav.match(/href="\/werkstattpalast\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
  })
})
