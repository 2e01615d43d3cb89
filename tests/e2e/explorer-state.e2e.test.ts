/**
 * The explorer state of docs/behaviour.md#explorer on the crew (issue 14, point 14): /crew lists the members with
 * the first one open beside the list, /crew/{slug} the same list with that member open. What a
 * crawler reads over plain HTTP, Chromium without JavaScript and with it, in both languages:
 * a real link per member, aria-current on the open one, the open member rendered by the server,
 * canonical and hreflang the member's own URL, an unknown slug 404; phone first (stacked) and side
 * by side from 960 px; keyboard focus and contrast in both themes. Expectations come from the
 * REST API, not from the pages' own queries.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import de from '../../src/i18n/messages/de.json'
import en from '../../src/i18n/messages/en.json'
import { BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()

type Member = { id: number; slug: string; name: string; role: string | null }

const languages = [
  { code: 'de', prefix: '', locale: 'de-DE', messages: de },
  { code: 'en', prefix: '/en', locale: 'en-US', messages: en },
] as const

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

function decode(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

async function crewOf(code: string): Promise<Member[]> {
  const response = await fetch(`${BASE_URL}/api/crew?locale=${code}&limit=200&sort=order&depth=0`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: Member[] }).docs
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers })
  return { status: response.status, html: await response.text() }
}

/** The explorer's list links as the HTML has them: key, href and aria-current. */
function listLinks(html: string) {
  const nav = /<nav[^>]*data-testid="explorer-list"[^>]*>([\s\S]*?)<\/nav>/.exec(html)
  expect(nav, 'the explorer list is in the HTML').not.toBeNull()
  return [...nav![1].matchAll(/<a\s[^>]*>/g)].map(([tag]) => ({
    key: /data-explorer-item="([^"]*)"/.exec(tag)?.[1],
    href: /href="([^"]*)"/.exec(tag)?.[1],
    current: /aria-current="([^"]*)"/.exec(tag)?.[1] ?? null,
  }))
}

/** The open entry's HTML (everything inside the explorer-entry wrapper). */
function entryOf(html: string): string {
  const start = html.indexOf('data-testid="explorer-entry"')
  expect(start).toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</article>', start))
}

function headOf(html: string) {
  const links = [...html.matchAll(/<link\s[^>]*>/g)].map(([tag]) => tag)
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  return {
    canonical: links.filter((tag) => /rel="canonical"/.test(tag)).map((tag) => new URL(attr(tag, 'href')!).pathname),
    alternates: Object.fromEntries(
      links.filter((tag) => /rel="alternate"/.test(tag) && /hreflang=/i.test(tag)).map((tag) => [attr(tag, 'hreflang'), new URL(attr(tag, 'href')!).pathname]),
    ),
  }
}

describe.each(languages)('crew explorer over plain HTTP in $code (what a crawler reads)', ({ code, prefix, messages }) => {
  let crew: Member[]
  beforeAll(async () => {
    crew = await crewOf(code)
    expect(crew.length).toBeGreaterThanOrEqual(3)
  })

  it.each([
    ['a browser', {}],
    ['Googlebot', { 'user-agent': googlebot }],
  ] as const)('/crew as %s: one link per member in order, the first open by default under the page heading', async (_, headers) => {
    const page = await get(`${prefix}/crew`, headers)
    expect(page.status).toBe(200)
    expect(decode(page.html)).toContain(`<h1>${messages.nav.crew}</h1>`)
    expect(decode(page.html)).toContain(`aria-label="${messages.crew.listLabel}"`)
    const links = listLinks(page.html)
    expect(links.map((l) => l.key)).toEqual(crew.map((m) => m.slug))
    expect(links.map((l) => l.href)).toEqual(crew.map((m) => `${prefix}/crew/${m.slug}`))
    // Open by default, not the page's own address: "true", not "page".
    expect(links.map((l) => l.current)).toEqual(crew.map((_, i) => (i === 0 ? 'true' : null)))
    const entry = entryOf(page.html)
    expect(entry).toContain(`data-explorer-open="${crew[0].slug}"`)
    expect(decode(entry)).toMatch(new RegExp(`<h2[^>]*>${crew[0].name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h2>`))
    expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(headOf(page.html).canonical).toEqual([`${prefix}/crew`])
  })

  it.each([
    ['a browser', {}],
    ['Googlebot', { 'user-agent': googlebot }],
  ] as const)('/crew/{slug} as %s: the same list with that member open and the page about them', async (_, headers) => {
    const member = crew[crew.length - 1]
    const page = await get(`${prefix}/crew/${member.slug}`, headers)
    expect(page.status).toBe(200)
    const links = listLinks(page.html)
    expect(links.map((l) => l.key)).toEqual(crew.map((m) => m.slug))
    expect(links.filter((l) => l.current !== null)).toEqual([{ key: member.slug, href: `${prefix}/crew/${member.slug}`, current: 'page' }])
    const entry = entryOf(page.html)
    expect(entry).toContain(`data-explorer-open="${member.slug}"`)
    expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(page.html)![1])).toBe(member.name)
    expect(decode(page.html)).toContain(`<h2 class="entry-explorer__heading">${messages.crew.all}</h2>`)
    // Canonical and hreflang stay the member's own URL, not the list's.
    const head = headOf(page.html)
    expect(head.canonical).toEqual([`${prefix}/crew/${member.slug}`])
    expect(head.alternates).toMatchObject({ de: `/crew/${member.slug}`, en: `/en/crew/${member.slug}` })
  })

  it('an unknown slug answers 404, never the first member', async () => {
    const page = await get(`${prefix}/crew/gibt-es-nicht-${Date.now()}`)
    expect(page.status).toBe(404)
    expect(page.html).not.toContain('data-testid="explorer-entry"')
  })
})

async function withPage<T>(browser: Browser, options: BrowserContextOptions, run: (page: Page) => Promise<T>, theme?: 'light' | 'dark'): Promise<T> {
  const context = await browser.newContext(options)
  if (theme) await context.addCookies([{ name: 'theme', value: theme, url: BASE_URL }])
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!

describe.each(languages)('crew explorer in Chromium without JavaScript in $code', ({ code, prefix, locale, messages }) => {
  it('follows the list links: each click loads the member open beside the list', async () => {
    const crew = await crewOf(code)
    await withPage(getBrowser(), { javaScriptEnabled: false, locale, viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(`${BASE_URL}${prefix}/crew`)
      expect(await page.locator('h1').innerText()).toBe(messages.nav.crew)
      expect(await page.locator('[data-testid="explorer-entry"] h2').first().innerText()).toBe(crew[0].name)
      for (const member of [crew[1], crew[2]]) {
        await page.locator(`[data-testid="explorer-list"] a[data-explorer-item="${member.slug}"]`).click()
        await page.waitForURL(`${BASE_URL}${prefix}/crew/${member.slug}`)
        expect(await page.locator('h1').innerText()).toBe(member.name)
        expect(await page.locator('[data-testid="explorer-list"] [aria-current="page"]').getAttribute('data-explorer-item')).toBe(member.slug)
        expect(await page.locator('[data-testid="explorer-list"] [aria-current]').count()).toBe(1)
      }
      // Side by side from 960 px: the list on the left, the entry beside it at the same height.
      const list = await box(page, '[data-testid="explorer-list"]')
      const entry = await box(page, '[data-testid="explorer-entry"]')
      expect(list.x + list.width).toBeLessThanOrEqual(entry.x)
      expect(Math.abs(list.y - entry.y)).toBeLessThan(40)
    })
  })

  it('on a phone the two stack: the list first on /crew, the chosen member first on /crew/{slug}, with a link down to the list', async () => {
    const crew = await crewOf(code)
    await withPage(getBrowser(), { javaScriptEnabled: false, locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (page) => {
      await page.goto(`${BASE_URL}${prefix}/crew`)
      let list = await box(page, '[data-testid="explorer-list"]')
      let entry = await box(page, '[data-testid="explorer-entry"]')
      expect(list.y + list.height).toBeLessThanOrEqual(entry.y)
      expect(list.width).toBeGreaterThan(300)

      await page.goto(`${BASE_URL}${prefix}/crew/${crew[1].slug}`)
      list = await box(page, '[data-testid="explorer-list"]')
      entry = await box(page, '[data-testid="explorer-entry"]')
      expect(entry.y + entry.height).toBeLessThanOrEqual(list.y)
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const toList = page.getByTestId('crew-to-list')
      expect(await toList.innerText()).toBe(messages.crew.toList)
      await toList.click()
      await expect.poll(() => page.locator('[data-testid="explorer-list"]').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(5)
      // Touch targets of at least 44 px.
      const heights = await page.locator('[data-testid="explorer-list"] a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height))
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44)
    })
  })
})

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe.each(languages)('crew explorer in Chromium with JavaScript in $code', ({ code, prefix, locale }) => {
  it.each(['dark', 'light'] as const)('keyboard: Tab walks the list links, Enter opens one in place; focus and contrast in the %s theme', async (theme) => {
    const crew = await crewOf(code)
    await withPage(
      getBrowser(),
      { locale, viewport: { width: 1280, height: 900 } },
      async (page) => {
        await page.goto(`${BASE_URL}${prefix}/crew`)
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme)
        await page.waitForFunction(() => document.readyState === 'complete')
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
        const link = (slug: string) => page.locator(`[data-testid="explorer-list"] a[data-explorer-item="${slug}"]`)
        await link(crew[0].slug).focus()
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-explorer-item'))).toBe(crew[1].slug)

        // The focus ring: 2 px, at least 3:1 against the background.
        const ring = await link(crew[1].slug).evaluate((a) => {
          const style = getComputedStyle(a)
          return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor, bg: getComputedStyle(document.documentElement).backgroundColor }
        })
        expect(ring.style).toBe('solid')
        expect(ring.width).toBe('2px')
        expect(contrast(ring.color, ring.bg)).toBeGreaterThanOrEqual(3)

        await page.keyboard.press('Enter')
        await page.waitForURL(`${BASE_URL}${prefix}/crew/${crew[1].slug}`)
        await expect.poll(() => page.locator('h1').innerText()).toBe(crew[1].name)
        await expect.poll(() => page.locator('[data-testid="explorer-list"] [aria-current="page"]').getAttribute('data-explorer-item')).toBe(crew[1].slug)
        // In place: the app navigated, the document stayed.
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)

        // Names, roles and the open entry's marker readable in this theme.
        const colours = await page.evaluate(() => {
          const bg = getComputedStyle(document.documentElement).backgroundColor
          const css = (selector: string, property: string) => getComputedStyle(document.querySelector(selector)!).getPropertyValue(property)
          return {
            bg,
            title: css('[data-testid="explorer-list"] .entry-explorer__title', 'color'),
            subtitle: css('[data-testid="explorer-list"] .entry-explorer__subtitle', 'color'),
            marker: css('[data-testid="explorer-list"] [aria-current]', 'border-left-color'),
            name: css('[data-testid="explorer-entry"] h1', 'color'),
          }
        })
        expect(contrast(colours.title, colours.bg)).toBeGreaterThanOrEqual(4.5)
        expect(contrast(colours.subtitle, colours.bg)).toBeGreaterThanOrEqual(4.5)
        expect(contrast(colours.marker, colours.bg)).toBeGreaterThanOrEqual(3)
        expect(contrast(colours.name, colours.bg)).toBeGreaterThanOrEqual(4.5)
      },
      theme,
    )
  })
})
