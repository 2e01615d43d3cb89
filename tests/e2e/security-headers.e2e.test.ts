/**
 * Security headers on every response (issue 15, point 1): a Content-Security-Policy without
 * 'unsafe-inline' scripts that Chromium enforces without a single violation on the site's pages —
 * both themes (the dark one before any choice in consent.e2e's first-visit sweep), consent refused
 * and given (Tag Manager admitted only then), the admin included —,
 * no framing but by the admin's own live preview, nosniff, referrer and permissions policies.
 */
import { createHash } from 'node:crypto'

import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import {
  ADMIN_EMAIL,
  adminHeaders,
  ADMIN_PASSWORD,
  BASE_URL,
  adminToken,
  afterPageTimers,
  browserForTests,
  countPrefetches,
  gqlData,
  hydrated,
  prefetchCounts,
  recordSiteEvents,
  siteEvent,
} from './support'

const getBrowser = browserForTests()
const origin = new URL(BASE_URL)

async function head(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init })
  await response.arrayBuffer()
  return response.headers
}

const scriptSrc = (policy: string | null) =>
  policy
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src ')) ?? ''

describe('headers on every response', () => {
  it.each([
    ['a cached page', '/', {}],
    ['an English page', '/en/crew', {}],
    ['the 404 page', '/gibt-es-nicht', {}],
    ['the REST API', '/api/artworks?limit=1', {}],
    ['GraphQL', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }],
    ['the admin', '/admin/login', {}],
    ['an icon', '/favicon.ico', {}],
    ['a redirect', '/team', {}],
  ] as Array<[string, string, RequestInit]>)('%s (%s)', async (_, path, init) => {
    const headers = await head(path, init)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('permissions-policy')).toContain('camera=()')
    // Framed by the site itself at most (the admin's live preview), never by another: a page says 'self', any other answer 'none'.
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const policy = headers.get('content-security-policy')
    expect(policy).toMatch(/frame-ancestors '(?:self|none)'/)
    expect(policy).not.toMatch(/frame-ancestors[^;]*(?:\*|https?:)/)
    expect(scriptSrc(policy)).not.toContain('unsafe-inline')
    expect(scriptSrc(policy)).not.toContain('unsafe-eval')
  })

  it('a media variant, so an uploaded SVG or HTML could never run', async () => {
    const { Artworks } = await gqlData<{ Artworks: { docs: Array<{ images: Array<{ filename: string }> }> } }>('query { Artworks(limit: 1) { docs { images { filename } } } }')
    const name = Artworks.docs[0].images[0].filename.replace(/\.[^.]+$/, '')
    const headers = await head(`/media/${name}-320w.webp`)
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends one policy to every visitor, consented or not, on cached pages too: Tag Manager follows consent in the browser (consent.e2e)', async () => {
    const consent = { cookie: 'cookie_control_consent=true; cookie_control_enabled_cookies=gtm~analytics; cookie_control_known_cookies=gtm~analytics' }
    for (let round = 0; round < 2; round++) {
      const [plain, consented] = [await head('/en/faq'), await head('/en/faq', { headers: consent })]
      expect(scriptSrc(plain.get('content-security-policy'))).toContain('https://www.googletagmanager.com')
      expect(consented.get('content-security-policy')).toBe(plain.get('content-security-policy'))
    }
  })

  // Next answers concurrent requests for one stored page with one lookup or render, made for the
  // first of them: a stored page carries its scripts' hashes in its own headers, found by every
  // request for it (src/features/security/pageScripts.mjs; in browsers: csp-pages.e2e.test.ts).
  it('admits the inline scripts of a page to every request for it under way together, rendered or stored', async () => {
    const rest = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${BASE_URL}/api${path}`, { ...init, headers: { ...(await adminHeaders()), 'content-type': 'application/json' } })
      expect(response.status, path).toBe(200)
      return (await response.json()) as { docs: Array<{ id: number; slug: string; title: string }> }
    }
    const [work] = (await rest('/artworks?limit=1&depth=0&locale=de&where[_status][equals]=published')).docs
    for (const [round, path] of ['/', '/en/artworks', `/artworks/${work.slug}`, `/artworks/${work.slug}`].entries()) {
      // The work saved as it is: its pages expire, and the next requests share one render.
      if (round === 3) await rest(`/artworks/${work.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ title: work.title, _status: 'published' }) })
      const answers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          // A language list of its own per request: each misses the front cache and reaches Next.
          const language = path.startsWith('/en') ? 'en' : 'de'
          const response = await fetch(`${BASE_URL}${path}`, { headers: { 'accept-language': `${language},x-${Date.now().toString(36)}${i};q=0.1`, 'sec-fetch-dest': 'document' } })
          return { status: response.status, policy: response.headers.get('content-security-policy'), html: await response.text() }
        }),
      )
      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(200)
        const sources = scriptSrc(answer.policy).split(' ')
        const blocked = [...answer.html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
          .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes))
          .filter(([, attributes = '', text]) => {
            const nonce = /nonce="([^"]*)"/.exec(attributes)?.[1]
            return !(nonce && sources.includes(`'nonce-${nonce}'`)) && !sources.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
          })
          .map(([, , text]) => text.slice(0, 60))
        expect(blocked, `${path}, request ${i} of round ${round}`).toEqual([])
      }
    }
  })

  it('lets the site frame its pages (the live preview) and no other site, the same for everyone: the answer does not depend on a session (issue 50 point 1)', async () => {
    const token = await adminToken()
    const [header, body] = token.split('.')
    const cookies = ['', `payload-token=${token}`, 'payload-token=x', `payload-token=${header}.${body}.${'A'.repeat(43)}`, '__prerender_bypass=1']
    for (const path of ['/en/faq', '/admin/login', '/']) {
      for (const cookie of cookies) {
        const headers = await head(path, cookie ? { headers: { cookie } } : {})
        expect(headers.get('x-frame-options'), `${cookie} ${path}`).toBe('SAMEORIGIN')
        expect(headers.get('content-security-policy'), `${cookie} ${path}`).toContain("frame-ancestors 'self'")
      }
    }
  })
})

type Violation = { directive: string; blocked: string; source: string }

/**
 * Waits until what a page's start sets going has run. On the site: hydration, then the moment the
 * visible-link prefetching begins (a second after the load event), the links in view reported to
 * it, and the prefetches it asked for answered. In the admin: its navigation hydrated.
 */
async function settled(page: Page, admin = false): Promise<void> {
  if (admin) {
    await hydrated(page, 'nav a[href^="/admin"]')
    return
  }
  await hydrated(page, 'header a')
  await siteEvent(page, 'prefetchReady')
  await afterPageTimers(page)
  await expect.poll(async () => (await prefetchCounts(page)).running, { timeout: 30_000 }).toBe(0)
}

/** Opens pages in Chromium and collects every CSP violation (events and console messages). */
async function violationsOn(paths: string[], options: BrowserContextOptions & { cookies?: Array<{ name: string; value: string }>; theme?: 'light' | 'dark'; admin?: boolean }) {
  const context = await getBrowser().newContext({ locale: 'de-DE', ...options })
  const found: Violation[] = []
  try {
    await context.route('**googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtmStub = 1' }))
    if (options.cookies) await context.addCookies(options.cookies.map((c) => ({ ...c, domain: origin.hostname, path: '/' })))
    if (options.theme) await context.addCookies([{ name: 'theme', value: options.theme, domain: origin.hostname, path: '/' }])
    await context.addInitScript(() => {
      const list: unknown[] = ((window as unknown as { __csp: unknown[] }).__csp = [])
      document.addEventListener('securitypolicyviolation', (e) => list.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` }))
    })
    await recordSiteEvents(context)
    await countPrefetches(context)
    const page: Page = await context.newPage()
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text()))
        found.push({ directive: 'console', blocked: message.text().slice(0, 200), source: page.url() })
    })
    if (options.admin) {
      await page.goto(`${BASE_URL}/admin/login`, { waitUntil: 'load' })
      await page.fill('#field-email', ADMIN_EMAIL)
      await page.fill('#field-password', ADMIN_PASSWORD)
      await page.click('button[type="submit"]')
      await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'))
    }
    for (const path of paths) {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' })
      await settled(page, options.admin)
      found.push(...(await page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp)))
    }
    // A reload is answered 304 from the browser's cache: its headers must not replace the page's policy.
    await page.reload({ waitUntil: 'load' })
    await settled(page, options.admin)
    found.push(...(await page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp)))
    if (!options.admin) expect(await page.evaluate(() => Object.keys(document.querySelector('header a') ?? {}).some((key) => key.startsWith('__react')))).toBe(true)
  } finally {
    await context.close()
  }
  return found
}

const consentGiven = [
  { name: 'cookie_control_consent', value: 'true' },
  { name: 'cookie_control_enabled_cookies', value: 'gtm~analytics' },
  { name: 'cookie_control_known_cookies', value: 'gtm~analytics' },
]
const consentRefused = [
  { name: 'cookie_control_consent', value: 'false' },
  { name: 'cookie_control_enabled_cookies', value: '' },
  { name: 'cookie_control_known_cookies', value: 'gtm~analytics' },
]

// Before any choice, the public pages of both languages are loaded once, in consent.e2e's
// first-visit sweep, which fails on any violation there (issue 47: one load per page).
describe('no CSP violation in Chromium', () => {
  // A refusal is answered with the policy of no choice (Tag Manager left out): the pages' own
  // scripts are those of the first-visit sweep, so one page of each kind is enough here.
  it('on the public pages, light theme, consent refused', async () => {
    expect(await violationsOn(['/', '/artworks', '/en/contact', '/gibt-es-nicht'], { theme: 'light', cookies: consentRefused })).toEqual([])
  })

  it('on the public pages with consent given: Tag Manager loads', async () => {
    expect(await violationsOn(['/', '/en/faq', '/artworks'], { cookies: consentGiven, locale: 'en-US' })).toEqual([])
  })

  it('in the admin, signed in', async () => {
    expect(await violationsOn(['/admin', '/admin/collections/artworks', '/admin/globals/site-settings'], { admin: true })).toEqual([])
  })
})
