/**
 * Shared setup of the end-to-end tests: the server under test (BASE_URL), the e2e admin, a
 * GraphQL client speaking the public contract (docs/behaviour.md#graphql), REST login, and the run's one Chromium (./chromium.ts).
 */
import { createHash } from 'node:crypto'
import path from 'node:path'

import pg from 'pg'
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'

import { consentAppliedEvent } from '@/features/consent/openSettings'
import { minFillMs, signStartTime } from '@/features/forms/abuse'
import { newBuildEvent, prefetchReadyEvent } from '@/features/site/behaviours/constants'

/**
 * The server under test. Vitest overwrites process.env.BASE_URL with Vite's base ("/"), so the
 * runner passes E2E_BASE_URL (scripts/test.mjs, tests/e2e/run.mjs).
 */
function resolveBaseUrl(): string {
  return (process.env.E2E_BASE_URL || `http://localhost:${process.env.PORT || 3100}`).replace(/\/$/, '')
}

export const BASE_URL = resolveBaseUrl()
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'e2e-admin@vernissage.test'
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'e2e-admin-password-1234'

/** Image widths of docs/behaviour.md#image-naming. */
export const imageWidths = [160, 320, 640, 768, 1024, 1366, 1600, 1920]

/** German euro format, used in both languages (docs/behaviour.md#price-format): "12.500,00 €" (narrow or normal space). */
export const euroPattern = /\d{1,3}(\.\d{3})*,\d{2}\s€/

export type GqlResponse<T = Record<string, any>> = {
  status: number
  text: string
  body: { data?: T | null; errors?: Array<{ message: string; [key: string]: unknown }> }
}

/** POST /graphql with {operationName, variables, query} and `x-language`, as the site does (docs/behaviour.md#graphql). */
export async function gql<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  language?: string,
  extraHeaders: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders }
  if (language) headers['x-language'] = language
  const operationName = /^\s*query\s+(\w+)/.exec(query)?.[1] ?? null
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ operationName, variables, query }),
  })
  const text = await response.text()
  let body: GqlResponse<T>['body']
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`POST /graphql answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`)
  }
  return { status: response.status, text, body }
}

/** Like gql, but fails loudly on any GraphQL error so a test sees the real reason. */
export async function gqlData<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, language?: string): Promise<T> {
  const result = await gql<T>(query, variables, language)
  if (result.body.errors?.length || !result.body.data) {
    throw new Error(`GraphQL ${result.status}: ${JSON.stringify(result.body.errors ?? result.body).slice(0, 500)}`)
  }
  return result.body.data
}

let cachedToken: Promise<string> | undefined

/** Logs the e2e admin in through Payload's REST API once per run (the e2e files share their modules: vitest.config.ts); returns the JWT. */
export function adminToken(): Promise<string> {
  cachedToken ??= (async () => {
    const response = await fetch(`${BASE_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    })
    const body = (await response.json()) as { token?: string }
    if (response.status !== 200 || !body.token) throw new Error(`admin login answered ${response.status}: ${JSON.stringify(body)}`)
    return body.token
  })()
  return cachedToken
}

/** `Authorization` header for REST requests as the e2e admin. */
export async function adminHeaders(): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await adminToken()}` }
}

/**
 * Whether an answer's body is the site's own status page of that kind (src/base/statusPages.mjs),
 * rendered by Next in the error layout in the language — not the server's short stand-in.
 */
export function isSiteStatusPage(html: string, kind: string, language: 'de' | 'en'): boolean {
  return html.includes('data-layout="error"') && html.includes(`data-status-kind="${kind}"`) && html.includes(`<html lang="${language}`)
}

/**
 * Signs of a leaked stack trace or server path: V8 frames ("at fn (file:1:2)"), absolute source
 * paths, node_modules. Returns the offending excerpt, or null when the body is clean.
 */
export function stackTraceIn(text: string): string | null {
  const patterns = [
    /\bat\s+[^\s()]+\s+\([^)]*:\d+:\d+\)/,
    /\n\s+at\s+\S+/,
    /"stack"\s*:/,
    /node_modules[\\/]/,
    /\/(work|home|root|app|usr|var|tmp)\/[\w.-]+\/[\w./-]*\.(t|j|mj|cj)sx?\b/,
    /webpack-internal:|\[turbopack\]/,
  ]
  for (const pattern of patterns) {
    const match = pattern.exec(text)
    if (match) return text.slice(Math.max(0, match.index - 60), match.index + 120)
  }
  return null
}

export { chromiumArgs } from './chromium'

/**
 * The run's one Chromium (./chromium.ts), connected for the calling file; the connection, and the
 * contexts the file opened through it, close after its tests.
 */
export function browserForTests(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'))
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('Chromium did not start (see beforeAll)')
    return browser
  }
}

/**
 * Makes the page believe its tab was hidden or shown again (`visibilityState` and the
 * `visibilitychange` event), as a background tab would: the live pages drop and resume their
 * streams by it.
 */
/**
 * Waits in the page until the timers it set for up to `ms` from now have fired (a timer set later
 * for the same delay fires after them) and two frames have been drawn since (React has committed
 * what they changed): the moment after which a deferred change would have shown itself.
 */
export function afterPageTimers(page: import('playwright-core').Page, ms = 0): Promise<void> {
  return page.evaluate((delay) => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), delay)), ms)
}

/** React has attached its handlers to the element matching `selector` (the page is hydrated). */
export async function hydrated(page: Page, selector: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel)
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'))
    },
    selector,
    { timeout },
  )
}

/** The moments the site announces on window, each with its detail. */
export const siteEvents = { prefetchReady: prefetchReadyEvent, newBuild: newBuildEvent, consentApplied: consentAppliedEvent } as const
type SiteEvent = keyof typeof siteEvents

/**
 * Records, from each document's start in `context`, the newest detail of each site announcement
 * (`siteEvents`); `siteEvent` waits for one, `lastSiteEvent` reads it as it stands.
 */
export async function recordSiteEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript((names) => {
    const seen: Record<string, unknown> = ((window as unknown as { __siteEvents: Record<string, unknown> }).__siteEvents = {})
    for (const [key, name] of Object.entries(names)) window.addEventListener(name, (event) => (seen[key] = (event as CustomEvent).detail ?? null))
  }, siteEvents)
}

/** Waits until the page has announced `event` (recordSiteEvents), and gives its newest detail. */
export async function siteEvent(page: Page, event: SiteEvent, timeout = 30_000): Promise<unknown> {
  await page.waitForFunction((key) => key in (window as unknown as { __siteEvents: Record<string, unknown> }).__siteEvents, event, { timeout })
  return lastSiteEvent(page, event)
}

/** The newest detail of `event` the page announced so far (recordSiteEvents); undefined before it. */
export function lastSiteEvent(page: Page, event: SiteEvent): Promise<unknown> {
  return page.evaluate((key) => (window as unknown as { __siteEvents: Record<string, unknown> }).__siteEvents[key], event)
}

export type PrefetchCounts = { started: number; running: number; most: number }

/**
 * Counts the router's prefetches (requests with `next-router-prefetch`) at the page's fetch, from
 * each document's start: how many began, how many are running, the most at once. A prefetch runs
 * from the call until its body has arrived in full (read to its end before the response is handed
 * on), so what is counted is what the network was asked for at once. `prefetchCounts` reads them.
 */
export async function countPrefetches(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const counts = ((window as unknown as { __prefetches: PrefetchCounts }).__prefetches = { started: 0, running: 0, most: 0 })
    const network = window.fetch.bind(window)
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).has('next-router-prefetch')) return network(input, init)
      counts.started += 1
      counts.most = Math.max(counts.most, (counts.running += 1))
      try {
        const response = await network(input, init)
        const body = await response.arrayBuffer()
        const copy = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
        Object.defineProperties(copy, { url: { value: response.url }, redirected: { value: response.redirected } })
        return copy
      } finally {
        counts.running -= 1
      }
    }
  })
}

/** Whether a request is one of Next's router's own (a page's RSC payload, a prefetch). */
export const isRouterRequest = (request: Request) => {
  const headers = request.headers()
  return headers.rsc === '1' || 'next-router-prefetch' in headers || 'next-router-segment-prefetch' in headers
}

/**
 * Watches the requests of a page that `which` picks: how many, how many in flight now and at most,
 * when each finished one started, and when the last one started or ended (Date.now()).
 */
export function watchRequests(page: Page, which: (request: Request) => boolean) {
  const requests: Request[] = []
  const inFlight = new Set<Request>()
  let peak = 0
  let lastChange = Date.now()
  page.on('request', (request) => {
    if (!which(request)) return
    requests.push(request)
    inFlight.add(request)
    peak = Math.max(peak, inFlight.size)
    lastChange = Date.now()
  })
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now()
  }
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return {
    count: () => requests.length,
    peak: () => peak,
    inFlight: () => inFlight.size,
    /** The addresses of those in flight now. */
    pending: () => [...inFlight].map((request) => request.url()),
    lastChange: () => lastChange,
    /** Start times of the finished ones (browser wall clock). */
    starts: () => requests.filter((request) => !inFlight.has(request)).map((request) => request.timing().startTime),
  }
}

/** Watches the router's requests of a page (watchRequests). */
export const watchPrefetches = (page: Page) => watchRequests(page, isRouterRequest)

export function prefetchCounts(page: Page): Promise<PrefetchCounts> {
  return page.evaluate(() => ({ ...(window as unknown as { __prefetches: PrefetchCounts }).__prefetches }))
}

export function setPageHidden(page: import('playwright-core').Page, hidden: boolean): Promise<void> {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
}

/**
 * A PostgreSQL database of a test's own, named after this checkout (parallel checkouts on one
 * machine keep apart): its URL, and `admin` to run statements on the server's admin database.
 */
export function ownPostgres(prefix: string) {
  const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const checkout = createHash('sha1')
    .update(path.resolve(import.meta.dirname, '../..'))
    .digest('hex')
    .slice(0, 8)
  const database = `${prefix}_${checkout}`
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  /** Drops the database if it is there and creates it empty. */
  const recreate = () =>
    admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${database}`)
    })
  return { database, url: url.toString(), admin, recreate }
}

/**
 * Opens a live subscription to the list of works on `base`, as the site does (POST /graphql,
 * Accept: text/event-stream); `event` resolves with the text up to the first event.
 */
export async function firstListEvent(base: string, fields = 'price'): Promise<{ status: number; event: Promise<string>; close: () => void }> {
  const abort = new AbortController()
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-language': 'de' },
    body: JSON.stringify({ operationName: 'ArtworksChanged', variables: {}, query: `subscription ArtworksChanged { artworksChanged { slug change artwork { ${fields} } } }` }),
    signal: abort.signal,
  })
  const reader = response.body!.getReader()
  const event = (async () => {
    let text = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return text
      text += Buffer.from(value).toString('utf8')
      if (/event: next[\s\S]*data: /.test(text)) return text
    }
  })()
  return { status: response.status, event, close: () => abort.abort() }
}

/**
 * Opens a live subscription to one work (`artworkUpdated`, as its page does) with `fields`, and
 * gathers everything the stream sends: `text()` reads it so far, `close()` ends it.
 */
export async function artworkStream(slug: string, fields: string): Promise<{ status: number; text: () => string; close: () => Promise<void> }> {
  const abort = new AbortController()
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-language': 'de' },
    body: JSON.stringify({ query: `subscription Door($slug: String!) { artworkUpdated(slug: $slug) { ${fields} } }`, variables: { slug } }),
    signal: abort.signal,
  })
  const reader = response.body!.getReader()
  let text = ''
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      text += Buffer.from(value).toString('utf8')
    }
  })().catch(() => undefined)
  return {
    status: response.status,
    text: () => text,
    close: async () => {
      abort.abort()
      await reading
    },
  }
}

/**
 * Signs the e2e admin (or another account) in for the page's browser context, through the endpoint
 * the admin's login form posts to (Payload's /api/users/login, which sets its session cookie): the
 * next admin address the page opens is signed in. Loads no page: the login form and the dashboard
 * it leads to cost Chromium two page loads per sign-in, about 40 times in a run (issue 47). The
 * form itself, as staff fill it, is walked by signInByForm (admin-language.e2e, cross-site.e2e,
 * security-headers.e2e).
 */
export async function signInToAdmin(page: Page, account = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }): Promise<void> {
  const response = await page.context().request.post(`${BASE_URL}/api/users/login`, { data: account, headers: { origin: BASE_URL } })
  if (!response.ok()) throw new Error(`sign-in of ${account.email}: ${response.status()} ${await response.text()}`)
}

/** Signs the e2e admin (or another account) in through the admin's login form, as staff do; the page ends on the admin. */
export async function signInByForm(page: Page, account = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }): Promise<void> {
  await page.goto(`${BASE_URL}/admin/login`, { waitUntil: 'domcontentloaded' })
  await page.fill('input[name="email"]', account.email)
  await page.fill('input[type="password"]', account.password)
  await page.click('button[type="submit"]')
  await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 30_000 })
}

/**
 * Watches an admin edit view's own round trips (Payload's form-state server action, sent 250 ms
 * after a field changes) so a test can save only once the form is at rest, as staff almost always do.
 *
 * Payload 3 merges each form-state answer into the form when it arrives, and one sent before the
 * save (which skips validation) marks every field valid again: when it lands after the save's 400,
 * the reason beside the field vanishes (payloadcms/payload#14858, fix #15092 closed unmerged).
 * Staff who save within a round trip of their last keystroke can meet it; a test that saves the
 * moment the button enables meets it on a loaded machine. Call before the first change.
 */
export function formRoundTrips(page: Page): { settled: () => Promise<void> } {
  const formState = watchRequests(page, (request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined)
  // Longer than the form's 250 ms debounce with room for a busy renderer's late timer.
  const quietMs = 1_000
  return {
    settled: () => {
      const since = Date.now()
      return expect.poll(() => formState.inFlight() === 0 && Date.now() - Math.max(formState.lastChange(), since) >= quietMs, { timeout: 30_000, interval: 100 }).toBe(true)
    },
  }
}

/**
 * A visitor who took their time over a form, without the test waiting for it: every form on the
 * page says it was opened longer ago than the minimum fill time (3 s), signed as the server signs
 * it. The server still checks the signature and the time; only the wait is saved.
 */
export async function openedEarlier(page: Page): Promise<void> {
  const startedAt = signStartTime(Date.now() - minFillMs - 1_000, process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789abcdef')
  await page.evaluate((value) => {
    const backdate = () => {
      for (const input of document.querySelectorAll<HTMLInputElement>('input[name="startedAt"]')) input.value = value
    }
    backdate()
    // React may render the field again (hydration, an answer with errors): set it once more as the
    // form is sent, before React or the browser reads the form's fields.
    document.addEventListener('submit', backdate, true)
  }, startedAt)
}

/** A visitor who took their time sends the contact form on the page (an inquiry, a leasing or list request) and sees the thanks. */
export async function sendContactForm(page: Page, form: { name: string; email: string; subject: string; message: string }): Promise<void> {
  await openedEarlier(page)
  await page.fill('#contact-name', form.name)
  await page.fill('#contact-email', form.email)
  await page.fill('#contact-subject', form.subject)
  await page.fill('#contact-message', form.message)
  await page.check('#contact-consent')
  await page.click('button[type="submit"]')
  await page.locator('[data-testid="contact-thanks"]').waitFor()
}

/** The first link on a listing page to one of its entries (`/en/artworks` → `/en/artworks/some-work`). */
async function firstEntry(listing: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${BASE_URL}${listing}`)).text()
  const match = new RegExp(`href="(${prefix.replace(/[/]/g, '\\/')}/[a-z0-9-]+)"`).exec(html)
  if (!match) throw new Error(`no entry under ${prefix} on ${listing}`)
  return match[1]
}

/**
 * The key pages of issue 33 in one language (`at`: '' or '/en'): home, the explorer, an artwork,
 * an artist, the exhibitions, a magazine article, a search and the imprint.
 */
export async function keyPages(at: '' | '/en'): Promise<string[]> {
  return [
    `${at}/`,
    `${at}/artworks`,
    await firstEntry(`${at}/artworks`, `${at}/artworks`),
    await firstEntry(`${at}/artists`, `${at}/artists`),
    `${at}/exhibitions`,
    await firstEntry(`${at}/magazine`, `${at}/magazine`),
    `${at}/search?q=blau`,
    `${at}/impressum`,
  ]
}
