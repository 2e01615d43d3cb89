/**
 * Scripts admitted per page version (issue 50 point 2): 50 visitors ask for a page at once, its
 * first requests, for each kind of page — a stored page, the same page regenerated after a content
 * change, a page rendered per request, an error page. Next answers concurrent requests for one
 * stored page with one render or lookup (next/dist/server/response-cache), so each answer's policy
 * must admit the inline scripts of the HTML it came with.
 *
 * Two witnesses, both the browser's:
 * - every one of the 50 answers, exactly as the server sent it (status, headers, bytes), is loaded
 *   again in Chromium, which enforces the answer's policy on its inline scripts: 0 violations
 *   (`securitypolicyviolation`). The answers are fetched over HTTP at one instant, as a browser asks
 *   (its user agent and headers), which is what the server batches; replaying them costs one page
 *   load per distinct answer (identical copies are replayed once) without their scripts' files,
 *   not fifty browsers hydrating on two cores (issue 47).
 * - a few real visitors among the 50 come alive (the theme toggle, a client component, switches the
 *   theme when clicked), with no violation seen in the page or counted by the reporting route
 *   (/csp-reports) the policy names.
 * Positive controls show both witnesses work: an answer with one script changed is caught on replay.
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, adminHeaders, afterPageTimers, browserForTests, gqlData, hydrated, signInToAdmin } from './support'

const getBrowser = browserForTests()
const concurrent = 50
/** Of the 50, the ones that are real visitors in Chromium, asking at the same instant as the rest. */
const visitors = 3
const toggle = '[data-testid="theme-toggle"]'

type Answer = { status: number; headers: Record<string, string>; body: string }
type Visit = { alive: boolean; why: string | null; violations: string[]; status: number }
type Replay = { violations: string[]; inlineScripts: number }

/** In the page, before its scripts: every violation of its policy, as the browser reports it to the page. */
function recordViolations() {
  const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`))
}

/** Every violation the site's route counted so far, by page. */
async function reportedCounts(): Promise<Map<string, number>> {
  const response = await fetch(`${BASE_URL}/csp-reports`, { headers: await adminHeaders() })
  expect(response.status).toBe(200)
  const { violations } = (await response.json()) as { violations: Array<{ page: string; directive: string; count: number }> }
  const counts = new Map<string, number>()
  for (const { page, count } of violations) counts.set(page, (counts.get(page) ?? 0) + count)
  return counts
}

/** A report-uri report is posted at once; the route has counted it a moment later. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000))

/** The headers Chromium sends with a page request (its user agent, Accept, Accept-Language): the fetched answers are a browser's. */
let browserHeaders: Record<string, string> = {}

/** `count` requests for `path` at one instant, as a browser makes them, each answer kept whole. */
async function askTogether(path: string, count: number): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${BASE_URL}${path}`, { headers: browserHeaders, redirect: 'manual' })
      const headers = Object.fromEntries(response.headers)
      // fetch has decoded the body: it is replayed as it reads.
      delete headers['content-encoding']
      delete headers['content-length']
      return { status: response.status, headers, body: await response.text() }
    }),
  )
}

/**
 * Loads each answer again in Chromium at `path`, exactly as it came (status, headers with the
 * policy, bytes), without its scripts' files (every other request is refused): the browser checks
 * each inline script against that answer's policy as the page is parsed.
 */
async function replay(path: string, answers: Answer[]): Promise<Replay[]> {
  const context = await getBrowser().newContext()
  try {
    await context.addInitScript(recordViolations)
    const page = await context.newPage()
    const url = `${BASE_URL}${path}`
    let current: Answer | undefined
    await page.route('**/*', (route) =>
      route.request().isNavigationRequest() && route.request().url() === url && current
        ? route.fulfill({ status: current.status, headers: current.headers, body: current.body })
        : route.abort(),
    )
    const seen: Replay[] = []
    for (const answer of answers) {
      current = answer
      await page.goto(url, { waitUntil: 'domcontentloaded' })
      seen.push(
        await page.evaluate(() => ({
          violations: (window as unknown as { __violations: string[] }).__violations,
          inlineScripts: document.querySelectorAll('script:not([src])').length,
        })),
      )
    }
    return seen
  } finally {
    await context.close()
  }
}

/**
 * The answers that differ in status, headers (the date left out) or bytes: Chromium's verdict on
 * an answer depends on nothing else, so one replay stands for every copy of it (a stored page's
 * 47 answers are a handful of versions; a page rendered per request, one each by its nonce).
 */
function distinct(answers: Answer[]): Answer[] {
  const byContent = new Map<string, Answer>()
  for (const answer of answers) {
    const { date: _date, ...headers } = answer.headers
    const key = JSON.stringify([answer.status, Object.entries(headers).sort(), answer.body])
    if (!byContent.has(key)) byContent.set(key, answer)
  }
  return [...byContent.values()]
}

/** Real visitors in their own browser contexts: each must come alive with no violation. */
async function visitTogether(browser: Browser, path: string, count: number): Promise<Visit[]> {
  const contexts: BrowserContext[] = await Promise.all(Array.from({ length: count }, () => browser.newContext()))
  try {
    const pages = await Promise.all(
      contexts.map(async (context) => {
        await context.addInitScript(recordViolations)
        return context.newPage()
      }),
    )
    return await Promise.all(
      pages.map(async (page) => {
        // What went wrong on the way, for a page that does not come alive: a failed or refused request, a script error.
        const trouble: string[] = []
        page.on('requestfailed', (request) => trouble.push(`failed ${request.url().slice(-80)} ${request.failure()?.errorText ?? ''}`))
        page.on(
          'response',
          (answer) => void (answer.status() >= 400 && answer.request().resourceType() !== 'document' && trouble.push(`${answer.status()} ${answer.url().slice(-80)}`)),
        )
        page.on('pageerror', (error) => trouble.push(`error ${error.message.slice(0, 120)}`))
        const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded', timeout: 120_000 })
        let alive = false
        let why: string | null = null
        try {
          // Beside the integration tests in a full run, on two cores: up to 2 minutes.
          await hydrated(page, toggle, 120_000)
          // React has committed what hydration changed (two frames after its timers): a click before
          // that can be dropped while the rest of the page still hydrates.
          await afterPageTimers(page)
          const before = await page.evaluate(() => document.documentElement.getAttribute('data-theme'))
          // Clicked in the page, as a visitor's click reaches the button's handler.
          await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), toggle)
          await page.waitForFunction((was) => document.documentElement.getAttribute('data-theme') !== was, before, { timeout: 30_000 })
          alive = true
        } catch (error) {
          why = [error instanceof Error ? error.message.split('\n')[0].slice(0, 200) : String(error), ...trouble.slice(0, 3)].join(' | ')
        }
        const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
        return { alive, why, violations, status: response?.status() ?? 0 }
      }),
    )
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
  }
}

/**
 * 50 first requests for `path` at one instant (`visitors` of them real visitors), every answer
 * `status`, every one replayed with 0 violations, every visitor alive, nothing reported.
 */
async function expectAllAdmitted(path: string, status: number): Promise<Answer[]> {
  const before = await reportedCounts()
  const [answers, visits] = await Promise.all([askTogether(path, concurrent - visitors), visitTogether(getBrowser(), path, visitors)])
  const replays = await replay(path, distinct(answers))
  await settle()
  const after = await reportedCounts()
  const page = path.split('?')[0]
  const seen = {
    statuses: [...new Set([...answers, ...visits].map((o) => o.status))],
    replayed: replays.length,
    replayedWithViolations: replays.filter((r) => r.violations.length > 0).length,
    inlineScripts: Math.min(...replays.map((r) => r.inlineScripts)),
    alive: visits.filter((v) => v.alive).length,
    visitorsWithViolations: visits.filter((v) => v.violations.length > 0).length,
    reported: (after.get(page) ?? 0) - (before.get(page) ?? 0),
    nextCache: Object.fromEntries(
      [...new Set(answers.map((a) => String(a.headers['x-nextjs-cache'] ?? null)))].map((c) => [
        c,
        answers.filter((a) => String(a.headers['x-nextjs-cache'] ?? null) === c).length,
      ]),
    ),
    firstViolation: [...replays, ...visits].find((o) => o.violations.length > 0)?.violations[0] ?? null,
    firstNotAlive: visits.find((v) => !v.alive)?.why ?? null,
  }
  console.log(`[csp-pages] ${path}: ${JSON.stringify(seen)}`)
  expect(
    {
      statuses: seen.statuses,
      replayedWithViolations: seen.replayedWithViolations,
      alive: seen.alive,
      visitorsWithViolations: seen.visitorsWithViolations,
      reported: seen.reported,
    },
    JSON.stringify(seen),
  ).toEqual({
    statuses: [status],
    replayedWithViolations: 0,
    alive: visitors,
    visitorsWithViolations: 0,
    reported: 0,
  })
  // Something to admit: the theme and consent scripts and Next's own, in every answer.
  expect(seen.inlineScripts).toBeGreaterThan(0)
  return answers
}

type Works = { Artworks: { docs: Array<{ id: number; slug: string; title: string }> } }
let works: Works['Artworks']['docs'] = []

beforeAll(async () => {
  // Works no other test asks for first: picked at random among the seeded ones, so that a second
  // run against the same server still meets pages it has not stored yet.
  works = (await gqlData<Works>('query { Artworks(limit: 100, sort: "slug") { docs { id slug title } } }', {}, 'en')).Artworks.docs
  works.sort(() => Math.random() - 0.5)
  // The headers of a page request as Chromium sends it.
  const context = await getBrowser().newContext()
  try {
    const page = await context.newPage()
    const request = page.waitForRequest((r) => r.isNavigationRequest())
    await page.goto(`${BASE_URL}/en/faq`, { waitUntil: 'commit' })
    const { cookie: _cookie, host: _host, ...headers } = await (await request).allHeaders()
    browserHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':')))
  } finally {
    await context.close()
  }
})

describe('50 concurrent first requests for each kind of page: every answer admits its scripts, every visitor comes alive, 0 violations reported', () => {
  it('sees a violation in the page, on replay and in a visit, and the route counts the reports browsers send (positive controls)', async () => {
    // Replay: one answer with one inline script changed by a character is caught.
    const [answer] = await askTogether('/en/faq', 1)
    const changed = answer.body.replace(/<script(?![^>]*\bsrc=)([^>]*)>/, '<script$1>;')
    expect(changed).not.toBe(answer.body)
    const [intact, tampered] = await replay('/en/faq', [answer, { ...answer, body: changed }])
    expect(intact.violations).toEqual([])
    expect(tampered.violations.length).toBeGreaterThan(0)

    // In a visit: an inline script the policy does not admit is blocked, and seen by the page's listener.
    const context = await getBrowser().newContext()
    try {
      await context.addInitScript(recordViolations)
      const page = await context.newPage()
      await page.goto(`${BASE_URL}/en/faq`, { waitUntil: 'domcontentloaded' })
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
      })
      await expect.poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.length)).toBe(1)
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    } finally {
      await context.close()
    }
    // Chromium's headless shell delivers no Reporting API report (report-to), with or without
    // --short-reporting-delay, and ignores report-uri when report-to is named (measured): the two
    // report formats are posted here as Chrome (report-to) and Firefox and Safari (report-uri) send them.
    const before = (await reportedCounts()).get('/en/faq') ?? 0
    const reportTo = [
      { type: 'csp-violation', url: `${BASE_URL}/en/faq`, body: { documentURL: `${BASE_URL}/en/faq`, effectiveDirective: 'script-src-elem', blockedURL: 'inline' } },
    ]
    const reportUri = { 'csp-report': { 'document-uri': `${BASE_URL}/en/faq`, 'effective-directive': 'script-src-elem', 'violated-directive': 'script-src-elem' } }
    for (const [type, body] of [
      ['application/reports+json', reportTo],
      ['application/csp-report', reportUri],
    ] as const)
      expect((await fetch(`${BASE_URL}/csp-reports`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) })).status).toBe(204)
    expect(((await reportedCounts()).get('/en/faq') ?? 0) - before).toBe(2)
    const page = await fetch(`${BASE_URL}/en/faq`)
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/csp-reports"')
    expect(page.headers.get('content-security-policy')).toMatch(/report-uri \/csp-reports; report-to csp/)
  }, 120_000)
  it.each(['de', 'en'] as const)(
    'shows staff the counts on the admin dashboard, in %s',
    async (language) => {
      const context = await getBrowser().newContext({ locale: language === 'de' ? 'de-DE' : 'en-GB' })
      try {
        await context.addCookies([{ name: 'payload-lng', value: language, url: BASE_URL }])
        const page = await context.newPage()
        await signInToAdmin(page)
        await page.goto(`${BASE_URL}/admin`, { waitUntil: 'domcontentloaded' })
        const block = page.locator('[data-testid="csp-violations"]')
        await block.waitFor({ timeout: 30_000 })
        const text = await block.innerText()
        // The positive control above left a count for /en/faq.
        expect(text).toContain(language === 'de' ? 'Blockierte Skripte' : 'Blocked scripts')
        expect(text).toContain('/en/faq')
      } finally {
        await context.close()
      }
    },
    120_000,
  )

  it('refuses the counts to anyone but staff', async () => {
    expect((await fetch(`${BASE_URL}/csp-reports`)).status).toBe(403)
  })

  it('refuses a report body over 64 KB, declared or sent without a length, and counts nothing', async () => {
    const before = (await reportedCounts()).get('/en/faq') ?? 0
    const report = JSON.stringify({ 'csp-report': { 'document-uri': `${BASE_URL}/en/faq`, 'effective-directive': 'script-src-elem', padding: 'x'.repeat(100 * 1024) } })
    const headers = { 'content-type': 'application/csp-report' }
    expect((await fetch(`${BASE_URL}/csp-reports`, { method: 'POST', headers, body: report })).status).toBe(413)
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(report))
        controller.close()
      },
    })
    expect((await fetch(`${BASE_URL}/csp-reports`, { method: 'POST', headers, body: chunked, duplex: 'half' } as RequestInit)).status).toBe(413)
    expect(((await reportedCounts()).get('/en/faq') ?? 0) - before).toBe(0)
  })

  it('a stored page (ISR), first asked for by 50 at once', async () => {
    const answers = await expectAllAdmitted(`/en/artworks/${works[0].slug}`, 200)
    expect(answers.some((a) => a.headers['x-nextjs-cache'] !== undefined)).toBe(true)
  }, 600_000)

  it('a stored page regenerated after a content change, asked for by 50 at once while it is stale and once regenerated', async () => {
    const work = works[1]
    const path = `/en/artworks/${work.slug}`
    await (await fetch(`${BASE_URL}${path}`)).text()
    const edited = `${work.title} (${Date.now().toString(36)})`
    const headers = { ...(await adminHeaders()), 'content-type': 'application/json' }
    const save = (title: string) => fetch(`${BASE_URL}/api/artworks/${work.id}?locale=en`, { method: 'PATCH', headers, body: JSON.stringify({ title, _status: 'published' }) })
    try {
      expect((await save(edited)).status).toBe(200)
      await expectAllAdmitted(path, 200)
      await expect.poll(async () => (await (await fetch(`${BASE_URL}${path}`)).text()).includes(edited), { timeout: 30_000, interval: 500 }).toBe(true)
      await expectAllAdmitted(path, 200)
    } finally {
      await save(work.title)
    }
  }, 1_200_000)

  it('a page rendered per request (search), asked for by 50 at once', async () => {
    const answers = await expectAllAdmitted(`/en/search?q=blau${Date.now().toString(36)}`, 200)
    expect(answers.every((a) => a.headers['x-nextjs-cache'] === undefined)).toBe(true)
  }, 600_000)

  it('an error page (an address nothing answers), asked for by 50 at once', async () => {
    await expectAllAdmitted(`/en/nothing-here-${Date.now().toString(36)}`, 404)
  }, 600_000)
})
