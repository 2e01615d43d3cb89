/**
 * Search (issue 8), in both languages against the production server: the /search page with results
 * grouped by kind and their counts, images, the query in the address (a GET form that works without
 * JavaScript), the empty and no-result states with their suggestions; the global search overlay
 * with the keyboard (`/`, typing, arrow keys, Enter, Escape returning focus); the JSON suggestions;
 * a publish, unpublish and delete through the admin's REST API showing within 5 s.
 */
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'

import { BASE_URL, adminHeaders, stackTraceIn, browserForTests, hydrated } from './support'

const getBrowser = browserForTests()
const contexts: Array<{ close: () => Promise<void> }> = []

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

async function newPage(locale: string, javaScriptEnabled = true): Promise<Page> {
  const context = await getBrowser().newContext({ locale, javaScriptEnabled, viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  return context.newPage()
}

/** React has attached its handlers: the header's search link has become a button. */
const searchReady = (page: Page) => hydrated(page, 'button[data-testid="search-button"]')

const groupCounts = (page: Page) =>
  page
    .getByTestId('search-group')
    .evaluateAll((groups) =>
      groups.map((group) => [group.getAttribute('data-kind'), Number(group.querySelector('[data-testid="search-group-count"]')?.textContent?.replace(/\D/g, ''))]),
    )

type Suggest = { query: string; total: number; items: Array<{ kind: string; id: string; title: string; href: string; image: unknown }> }

async function suggest(q: string, locale: string): Promise<{ status: number; body: Suggest; timing: string | null }> {
  const response = await fetch(`${BASE_URL}/search-suggest?${new URLSearchParams({ q, locale })}`)
  return { status: response.status, body: (await response.json()) as Suggest, timing: response.headers.get('server-timing') }
}

describe.each([
  { code: 'de', prefix: '', locale: 'de-DE', artists: 'Künstler:innen', works: 'Werke', empty: 'Wonach suchen Sie?', noResults: 'Keine Treffer für „xqzzyqv“.' },
  { code: 'en', prefix: '/en', locale: 'en-US', artists: 'Artists', works: 'Artworks', empty: 'What are you looking for?', noResults: 'No results for “xqzzyqv”.' },
])('search in $code', ({ code, prefix, locale, artists, works, empty, noResults }) => {
  it('lists results grouped by kind with counts and images, the query in the address', async () => {
    const page = await newPage(locale)
    // "schroeder" (oe for ö) finds the artist Anna Schröder and her works.
    await page.goto(`${BASE_URL}${prefix}/search?q=schroeder`)
    expect(await page.getByTestId('page-detail').locator('h1').count()).toBe(1) // the editors' intro stays
    expect(await page.locator('#search-page-q').inputValue()).toBe('schroeder')
    const counts = await groupCounts(page)
    expect(counts.map(([kind]) => kind)).toEqual(expect.arrayContaining(['artists', 'artworks']))
    expect(counts[0][0]).toBe('artists') // the best match's kind first
    const total = counts.reduce((sum, [, count]) => sum + Number(count), 0)
    expect(await page.getByTestId('search-summary').innerText()).toContain(String(total))
    const headings = await page.locator('.search-group__title').allInnerTexts()
    expect(headings.join('|')).toContain(artists)
    expect(headings.join('|')).toContain(works)
    const artistGroup = page.locator('[data-testid="search-group"][data-kind="artists"]')
    expect(await artistGroup.getByTestId('search-result').first().innerText()).toContain('Anna Schröder')
    expect(await page.locator('[data-testid="search-group"][data-kind="artworks"] [data-testid="search-result"] img').count()).toBeGreaterThan(0)
    // Her works come first among the works (her name is on them; others may mention her in a text).
    expect(await page.locator('[data-testid="search-group"][data-kind="artworks"] .search-result__subtitle').first().innerText()).toContain('Anna Schröder')

    // A new query through the form: the address follows.
    await page.locator('#search-page-q').fill('Weiss')
    await page.locator('#search-page-q').press('Enter')
    await page.waitForURL((url) => url.pathname === `${prefix}/search` && url.searchParams.get('q') === 'Weiss')
    expect(await page.locator('[data-testid="search-group"][data-kind="artists"]').innerText()).toContain('Jürgen Weiß')

    // One kind on its own, linked from its group when it has more than it shows.
    const more = page.getByTestId('search-group-more').first()
    if ((await more.count()) > 0) {
      await more.click()
      await page.waitForURL((url) => url.searchParams.has('kind'))
      expect(await page.getByTestId('search-group').count()).toBe(1)
      expect(await page.getByTestId('search-back').count()).toBe(1)
    }
    expect(stackTraceIn(await page.content())).toBeNull()
  })

  it('works without JavaScript: the form is a GET form', async () => {
    const page = await newPage(locale, false)
    await page.goto(`${BASE_URL}${prefix}/search`)
    // Without scripts the header's search is a plain link to this page.
    expect(await page.locator('a[data-testid="search-button"]').getAttribute('href')).toBe(`${prefix}/search`)
    await page.locator('#search-page-q').fill('jurgen weiss')
    await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === 'jurgen weiss'), page.locator('.search-form__submit').click()])
    expect(await page.locator('[data-testid="search-group"][data-kind="artists"]').innerText()).toContain('Jürgen Weiß')
  })

  it('has clear empty and no-result states with a way on', async () => {
    const page = await newPage(locale)
    await page.goto(`${BASE_URL}${prefix}/search`)
    expect(await page.getByTestId('search-empty').locator('h2').first().innerText()).toBe(empty)
    expect(await page.getByTestId('search-popular-list').getByTestId('search-result').count()).toBeGreaterThan(0)

    await page.goto(`${BASE_URL}${prefix}/search?q=xqzzyqv`)
    expect(await page.getByTestId('search-no-results').locator('.search-summary').innerText()).toBe(noResults)
    expect(await page.getByTestId('search-popular-list').getByTestId('search-result').count()).toBeGreaterThan(0)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

    // Two typos are too many to match, but close enough to suggest the name.
    await page.goto(`${BASE_URL}${prefix}/search?q=Grossmanxx`)
    const didYouMean = page.getByTestId('search-did-you-mean').locator('a')
    expect(await didYouMean.innerText()).toBe('Großmann')
    await didYouMean.click()
    await page.waitForURL((url) => url.searchParams.get('q') === 'Großmann')
    expect(await page.locator('[data-testid="search-group"][data-kind="artists"]').innerText()).toContain('Malte Großmann')
  })

  it('opens the overlay with /, suggests while typing, moves with the arrow keys and opens with Enter', async () => {
    const page = await newPage(locale)
    await page.goto(`${BASE_URL}${prefix}/`)
    await searchReady(page)
    const overlay = page.locator('#global-search')
    const input = page.getByTestId('search-overlay-input')
    expect(await overlay.isVisible()).toBe(false)

    await page.keyboard.press('/')
    await expect.poll(() => overlay.isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-overlay-input')
    expect(await input.getAttribute('role')).toBe('combobox')

    await page.keyboard.type('schro')
    const options = page.locator('#global-search-listbox [role="option"]')
    await expect.poll(() => options.count(), { timeout: 5000 }).toBeGreaterThan(1)
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    expect(await options.first().innerText()).toContain('Anna Schröder')
    expect(await page.getByTestId('search-overlay-status').innerText()).toMatch(/\d/)

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    expect(await options.first().getAttribute('aria-selected')).toBe('true')
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'))
    // Up from the first goes round to the last: all results.
    await page.keyboard.press('ArrowUp')
    expect(await options.last().getAttribute('aria-selected')).toBe('true')
    expect(await options.last().innerText()).toContain('schro')
    await page.keyboard.press('ArrowDown')

    const href = await options.first().locator('a').getAttribute('href')
    expect(href).toMatch(new RegExp(`^${prefix}/artists/`))
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === href)
    await expect.poll(() => overlay.isVisible()).toBe(false)
    expect(await page.locator('h1').first().innerText()).toContain('Anna Schröder')
  })

  it('closes with Escape and returns focus to the button; Enter without a choice shows all results; / in a field is typed', async () => {
    const page = await newPage(locale)
    await page.goto(`${BASE_URL}${prefix}/artworks`)
    await searchReady(page)
    const overlay = page.locator('#global-search')
    const button = page.locator('button[data-testid="search-button"]')
    expect(await button.getAttribute('aria-controls')).toBe('global-search')

    await button.click()
    await expect.poll(() => overlay.isVisible()).toBe(true)
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.type('Weiß')
    await expect.poll(() => page.locator('#global-search-listbox [role="option"]').count(), { timeout: 5000 }).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => overlay.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-button')
    expect(new URL(page.url()).pathname).toBe(`${prefix}/artworks`)

    // Opened again, the query is still there; Enter without an option chosen opens all results.
    await page.keyboard.press('/')
    await expect.poll(() => overlay.isVisible()).toBe(true)
    await expect.poll(() => page.locator('#global-search-listbox [role="option"]').count(), { timeout: 5000 }).toBeGreaterThan(0)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === `${prefix}/search` && url.searchParams.get('q') === 'Weiß')
    await expect.poll(() => page.getByTestId('search-group').count()).toBeGreaterThan(0)

    // In a field, / is just a character.
    await page.locator('#search-page-q').fill('')
    await page.locator('#search-page-q').press('/')
    expect(await page.locator('#search-page-q').inputValue()).toBe('/')
    expect(await overlay.isVisible()).toBe(false)
  })

  it('answers suggestions as JSON in the language, with the time the search took', async () => {
    const { status, body, timing } = await suggest('afterglow abendrot', code)
    expect(status).toBe(200)
    expect(body.query).toBe('afterglow abendrot')
    expect(timing).toMatch(/search;dur=[\d.]+/)
    const words = await suggest(code === 'de' ? 'Abendrot' : 'Afterglow', code)
    expect(words.body.total).toBeGreaterThan(0)
    expect(words.body.items[0].title).toContain(code === 'de' ? 'Abendrot' : 'Afterglow')
    expect(words.body.items[0].href).toMatch(/^\/artworks\//)
    expect((await suggest('a', code)).body).toEqual({ query: 'a', total: 0, items: [] })
  })
})

describe('freshness', () => {
  it('shows a publish within 5 s, never a draft, and drops an unpublish and a delete within 5 s', async () => {
    const headers = { ...(await adminHeaders()), 'content-type': 'application/json' }
    const word = `Zqx${Date.now().toString(36)}`
    const within = (check: (body: Suggest) => boolean, query = word) =>
      expect.poll(async () => (await suggest(query, 'de')).body, { message: `no change for ${query} within 5 s`, timeout: 5_000, interval: 100 }).toSatisfy(check)
    const create = await fetch(`${BASE_URL}/api/artworks?locale=de`, { method: 'POST', headers, body: JSON.stringify({ title: `Entwurf ${word}`, _status: 'draft' }) })
    expect(create.status).toBe(201)
    const { doc } = (await create.json()) as { doc: { id: number } }
    const publish = await fetch(`${BASE_URL}/api/artworks/${doc.id}?locale=de`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: `Horizont ${word}`, _status: 'published' }),
    })
    expect(publish.status).toBe(200)
    await within((body) => body.items.some((item) => item.title === `Horizont ${word}`))
    // A draft over it is not what the public sees.
    await fetch(`${BASE_URL}/api/artworks/${doc.id}?locale=de&draft=true`, { method: 'PATCH', headers, body: JSON.stringify({ title: `Geheim ${word}` }) })
    // Instead of waiting a while: a publish after the draft, and once it is found, the search has
    // been rebuilt since the draft was saved.
    const marker = `Zqm${Date.now().toString(36)}`
    const later = await fetch(`${BASE_URL}/api/artworks?locale=de`, { method: 'POST', headers, body: JSON.stringify({ title: `Anker ${marker}`, _status: 'published' }) })
    expect(later.status).toBe(201)
    await within((body) => body.total === 1, marker)
    await fetch(`${BASE_URL}/api/artworks/${((await later.json()) as { doc: { id: number } }).doc.id}`, { method: 'DELETE', headers })
    expect((await suggest(word, 'de')).body.items.map((item) => item.title)).toEqual([`Horizont ${word}`])
    expect((await suggest(`Geheim ${word}`, 'de')).body.total).toBe(0)

    await fetch(`${BASE_URL}/api/artworks/${doc.id}?locale=de`, { method: 'PATCH', headers, body: JSON.stringify({ _status: 'draft' }) })
    await within((body) => body.total === 0)
    await fetch(`${BASE_URL}/api/artworks/${doc.id}?locale=de`, { method: 'PATCH', headers, body: JSON.stringify({ title: `Horizont ${word}`, _status: 'published' }) })
    await within((body) => body.total === 1)
    const removed = await fetch(`${BASE_URL}/api/artworks/${doc.id}`, { method: 'DELETE', headers })
    expect(removed.status).toBe(200)
    await within((body) => body.total === 0)
  })
})
