/**
 * Private viewing rooms (issue 51) over HTTP and in Chromium, against the production build: a room
 * staff make over REST opens at /viewing-room/{token} and /en/viewing-room/{token} on a phone,
 * without JavaScript, with its works in order, their notes and the room's prices; it is private
 * (no-store, noindex, no language versions, never from the server's page cache); a passcode form
 * and an ask form work without JavaScript; a hold and a sale show in the open room within 2 s; the
 * room view and the image viewer (deep zoom) open for each work and are recorded for staff; an
 * expired, revoked or unknown link says so; and the room's prices and notes reach no other door
 * (REST, GraphQL, the public pages, search, the explorer, the sitemaps, the live stream, a closed
 * link's page, another recipient's PDF).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import de from '../../src/i18n/messages/de.json'
import en from '../../src/i18n/messages/en.json'
import { adminHeaders, afterPageTimers, artworkStream, BASE_URL, browserForTests, gql, hydrated, setPageHidden, signInToAdmin } from './support'

const getBrowser = browserForTests()
const tag = Date.now().toString(36)
/** The room's own amount and notes: distinctive, so a door that leaks them is caught. */
const roomPrice = 7_312_459
const roomPriceText = '7.312.459,00'
const note = { de: `Nur für Ida gedacht ${tag}`, en: `Meant for Ida alone ${tag}` }

type Work = { id: number; slug: string; title: string; dimensions?: { width?: number | null; height?: number | null } | null; images?: unknown[] }
const works: Work[] = []
const tokens = { de: '', en: '', coded: '', expired: '', revoked: '', other: '' }
const rooms: number[] = []
const contexts: BrowserContext[] = []

async function staff(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(await adminHeaders()) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as any }
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const leaks = (text: string) => [roomPriceText, String(roomPrice), note.de, note.en].some((secret) => text.includes(secret))

async function newPage(options: Parameters<ReturnType<typeof getBrowser>['newContext']>[0] = {}): Promise<Page> {
  const context = await getBrowser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, ...options })
  contexts.push(context)
  return context.newPage()
}

beforeAll(async () => {
  // Published works with a picture and a size (the room view needs both), newest first.
  const found = (await staff('/artworks?limit=60&depth=0&locale=de&sort=-publishedAt&where[_status][equals]=published&where[sold][not_equals]=true')).body.docs as Work[]
  works.push(
    ...found
      .filter((work) => work.dimensions?.width && work.dimensions.height && (work.images?.length ?? 0) > 0 && !(work as { reservedUntil?: string }).reservedUntil)
      .slice(0, 3),
  )
  expect(works).toHaveLength(3)
  const make = async (recipients: Array<Record<string, unknown>>, withNotes = true) => {
    const created = await staff('/viewing-rooms?locale=de&depth=0', 'POST', {
      title: `Für Ida ${tag}`,
      introduction: 'Eine kleine Auswahl für Sie.',
      works: [
        { work: works[0].id, note: withNotes ? note.de : undefined, priceMode: 'room', roomPrice },
        { work: works[1].id, priceMode: 'onRequest' },
        { work: works[2].id, priceMode: 'public' },
      ],
      recipients,
    })
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201)
    const room = created.body.doc
    rooms.push(room.id)
    const english = await staff(`/viewing-rooms/${room.id}?locale=en&depth=0`, 'PATCH', {
      title: `For Ida ${tag}`,
      introduction: 'A small selection for you.',
      works: room.works.map((row: { note?: string }, index: number) => ({ ...row, note: index === 0 && withNotes ? note.en : row.note })),
    })
    expect(english.status).toBe(200)
    return english.body.doc.recipients.map((row: { token: string }) => row.token) as string[]
  }
  ;[tokens.de, tokens.en, tokens.coded, tokens.expired, tokens.revoked] = await make([
    { email: `ida-${tag}@example.org`, name: 'Ida Brenner', language: 'de' },
    { email: `lou-${tag}@example.org`, name: 'Lou Carter', language: 'en' },
    { email: `code-${tag}@example.org`, passcode: 'blau-4711' },
    { email: `alt-${tag}@example.org`, expiresAt: new Date(Date.now() - 60_000).toISOString() },
    { email: `weg-${tag}@example.org`, revoked: true },
  ])
  // Another collector's room with the same works, without notes and with the public prices.
  ;[tokens.other] = await make([{ email: `andere-${tag}@example.org` }], false)
  await staff(`/viewing-rooms/${rooms[1]}?depth=0`, 'PATCH', { works: works.map((work) => ({ work: work.id, priceMode: 'public' })) })
})

afterAll(async () => {
  for (const context of contexts) await context.close()
  for (const id of rooms) await staff(`/viewing-rooms/${id}`, 'DELETE')
})

describe('a recipient’s room (issue 51 point 2)', () => {
  it('reads on a phone without JavaScript, in German: texts, works in order, the note and the room’s prices', async () => {
    const page = await newPage({ javaScriptEnabled: false, locale: 'de-DE' })
    const response = await page.goto(`${BASE_URL}/viewing-room/${tokens.de}`, { waitUntil: 'load' })
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1').textContent()).resolves.toBe(`Für Ida ${tag}`)
    expect(await page.getByText('Für Ida Brenner').count()).toBe(1)
    expect(await page.getByTestId('room-recorded').textContent()).toBe(de.viewingRoom.recorded)
    expect(await page.getByTestId('room-work').evaluateAll((items) => items.map((item) => item.getAttribute('data-slug')))).toEqual(works.map((work) => work.slug))
    const prices = await page.getByTestId('room-price').allTextContents()
    expect(prices[0]).toContain(roomPriceText)
    expect(prices[1]).toBe(de.viewingRoom.onRequest)
    expect(await page.getByTestId('room-note').textContent()).toBe(note.de)
    // Phone first: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  it('is private: no-store, noindex, no language versions, never from the server’s page cache', async () => {
    for (const path of [`/viewing-room/${tokens.de}`, `/en/viewing-room/${tokens.en}`]) {
      for (let round = 0; round < 2; round += 1) {
        const answer = await get(path, { cookie: 'i18n_redirected=de' })
        expect(answer.status).toBe(200)
        expect(answer.headers.get('cache-control')).toMatch(/private/)
        expect(answer.headers.get('cache-control')).toMatch(/no-store/)
        expect(answer.headers.get('x-vernissage-cache')).toBeNull()
        expect(answer.headers.get('link') ?? '').not.toMatch(/hreflang/)
        expect(answer.text).toMatch(/<meta name="robots" content="noindex, nofollow/)
        expect(answer.text).not.toMatch(/hreflang/)
        expect(answer.text).not.toMatch(/rel="canonical"/)
      }
    }
    expect((await get('/sitemap.xml')).text).not.toContain('viewing-room')
  })

  it('opens in English with the room view and the image viewer for each work, and staff see what was looked at', async () => {
    const page = await newPage({ locale: 'en-US' })
    await page.goto(`${BASE_URL}/en/viewing-room/${tokens.en}`, { waitUntil: 'load' })
    await expect(page.locator('h1').textContent()).resolves.toBe(`For Ida ${tag}`)
    expect(await page.getByTestId('room-note').textContent()).toBe(note.en)
    expect(await page.getByTestId('room-recorded').textContent()).toBe(en.viewingRoom.recorded)
    await hydrated(page, '[data-testid="room-open"]')
    const first = page.getByTestId('room-work').first()
    // Its pictures in view for over a second, then the page hidden: the seconds are sent.
    await first.locator('.viewing-room__images').scrollIntoViewIfNeeded()
    await afterPageTimers(page, 1_500)
    await setPageHidden(page, true)
    await setPageHidden(page, false)
    // The room view, by keyboard.
    await first.getByRole('button', { name: en.room.open }).focus()
    await page.keyboard.press('Enter')
    await page.locator('[data-testid="room-scene"]').first().waitFor({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    // The image viewer with its deep zoom.
    await first.locator('.viewing-room__images button').first().click()
    await page.locator('dialog[open]').first().waitFor({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    await expect
      .poll(
        async () => {
          const views = await staff(`/viewing-room-views?depth=0&limit=50&where[room][equals]=${rooms[0]}&where[email][equals]=lou-${tag}@example.org`)
          return [...new Set((views.body.docs as Array<{ kind: string }>).map((view) => view.kind))].sort()
        },
        { timeout: 10_000, interval: 250 },
      )
      .toEqual(['opened', 'room', 'viewed', 'zoomed'])
  })

  it('says when a link has expired or was revoked, and how to reach the gallery; an unknown one is not found', async () => {
    for (const [path, state, text] of [
      [`/viewing-room/${tokens.expired}`, 'expired', de.viewingRoom.expired],
      [`/en/viewing-room/${tokens.revoked}`, 'revoked', en.viewingRoom.revoked],
    ] as const) {
      const answer = await get(path)
      expect(answer.text).toContain(`data-state="${state}"`)
      expect(answer.text).toContain(text)
      expect(answer.text).toMatch(/<a href="mailto:[^"]+@[^"]+">[^<]+@[^<]+<\/a>/)
      expect(answer.text).toMatch(/href="(\/en)?\/contact"/)
      expect(leaks(answer.text)).toBe(false)
      expect(answer.text).not.toContain(works[0].title)
    }
    expect((await get(`/viewing-room/${'0'.repeat(48)}`)).status).toBe(404)
    expect((await get('/viewing-room/nicht-da')).status).toBe(404)
  })

  it('asks for the passcode without JavaScript, refuses a wrong one and opens with the right one', async () => {
    const page = await newPage({ javaScriptEnabled: false, locale: 'de-DE' })
    await page.goto(`${BASE_URL}/viewing-room/${tokens.coded}`, { waitUntil: 'load' })
    expect(await page.getByTestId('viewing-room-passcode').count()).toBe(1)
    expect(leaks(await page.content())).toBe(false)
    await page.getByLabel(de.viewingRoom.passcodeLabel).fill('rot-0815')
    await Promise.all([page.waitForURL(/code=wrong/), page.getByRole('button', { name: de.viewingRoom.passcodeSubmit }).click()])
    expect(await page.getByRole('alert').textContent()).toBe(de.viewingRoom.passcodeWrong)
    await page.getByLabel(de.viewingRoom.passcodeLabel).fill('blau-4711')
    await Promise.all([page.waitForURL(`${BASE_URL}/viewing-room/${tokens.coded}`), page.getByRole('button', { name: de.viewingRoom.passcodeSubmit }).click()])
    expect(await page.getByTestId('viewing-room').count()).toBe(1)
    expect(await page.getByTestId('room-price').first().textContent()).toContain(roomPriceText)
  })
})

describe('live, asking and the PDF (issue 51 points 4, 5, 7)', () => {
  it('shows a hold within 2 s in the open room, and the hold as reserved on the public page', async () => {
    const page = await newPage({ locale: 'de-DE' })
    const subscribed = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().headers()['accept'] === 'text/event-stream', {
      timeout: 20_000,
    })
    await page.goto(`${BASE_URL}/viewing-room/${tokens.de}`, { waitUntil: 'load' })
    await subscribed
    const price = page.getByTestId('room-price').nth(2)
    expect(await price.locator('[data-reserved]').count()).toBe(0)
    const until = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    try {
      expect((await staff(`/artworks/${works[2].id}?depth=0`, 'PATCH', { reservedUntil: until })).status).toBe(200)
      const saved = Date.now()
      await price.locator('[data-reserved]').waitFor({ timeout: 2_000 })
      expect(Date.now() - saved).toBeLessThan(2_000)
      expect(await price.textContent()).toContain(de.artwork.reserved)
      const publicPage = await get(`/artworks/${works[2].slug}`)
      expect(publicPage.text).toContain('data-reserved="true"')
    } finally {
      await staff(`/artworks/${works[2].id}?depth=0`, 'PATCH', { reservedUntil: null })
    }
  })

  it('asks about a work without JavaScript: a case linked to the room with the work and its room price', async () => {
    const page = await newPage({ javaScriptEnabled: false, locale: 'de-DE' })
    await page.goto(`${BASE_URL}/viewing-room/${tokens.de}`, { waitUntil: 'load' })
    const first = page.getByTestId('room-work').first()
    await first.locator('summary').click()
    await first.getByLabel(de.viewingRoom.askMessage).fill(`Bitte reservieren ${tag}`)
    await first.getByLabel(de.viewingRoom.askReserve).check()
    await Promise.all([page.waitForURL(/asked=/), first.getByRole('button', { name: de.viewingRoom.askSubmit }).click()])
    expect(await page.getByTestId('room-asked').textContent()).toBe(de.viewingRoom.askSent.replace('{title}', works[0].title))
    const cases = await staff(`/inquiries?depth=0&where[viewingRoom][equals]=${rooms[0]}`)
    expect(cases.body.docs).toHaveLength(1)
    expect(cases.body.docs[0]).toMatchObject({ email: `ida-${tag}@example.org`, artworks: [works[0].id] })
    expect(cases.body.docs[0].notes[0].text).toContain(roomPriceText)
  })

  it('shows staff on the case what its recipient did in the room, and no one else’s, in both admin languages', async () => {
    const [opened] = (await staff(`/inquiries?depth=0&where[viewingRoom][equals]=${rooms[0]}`)).body.docs as Array<{ id: number }>
    // Ida opened the room (above); Lou looked at works in it too, which her case must not show.
    const texts = {
      de: {
        title: 'Interesse in diesem Raum',
        columns: ['Am', 'Was', 'Empfänger:in', 'Werk', 'Sekunden'],
        opened: 'Raum geöffnet',
        about: 'Was Ida Brenner im privaten Raum geöffnet, angesehen, vergrößert oder im Raum angesehen hat, und wie lange.',
      },
      en: {
        title: 'Interest in this room',
        columns: ['At', 'What', 'Recipient', 'Artwork', 'Seconds'],
        opened: 'Room opened',
        about: 'What Ida Brenner opened, viewed, zoomed or saw in the room view in the viewing room, and for how long.',
      },
    }
    for (const language of ['de', 'en'] as const) {
      const context = await getBrowser().newContext({ locale: language === 'de' ? 'de-DE' : 'en-GB', viewport: { width: 1600, height: 1000 } })
      contexts.push(context)
      await context.addCookies([{ name: 'payload-lng', value: language, url: BASE_URL }])
      const page = await context.newPage()
      await signInToAdmin(page)
      await page.goto(`${BASE_URL}/admin/collections/inquiries/${opened.id}`, { waitUntil: 'domcontentloaded' })
      const listing = page.getByTestId('case-room-interest')
      await listing.locator('tbody tr').first().waitFor({ timeout: 30_000 })
      expect(await listing.locator('h4').innerText()).toBe(texts[language].title)
      expect(await listing.locator('p.field-description').innerText()).toBe(texts[language].about)
      expect((await listing.locator('thead th').allInnerTexts()).map((text) => text.trim())).toEqual(texts[language].columns)
      const rows = await listing.locator('tbody tr').allInnerTexts()
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(row).toContain('Ida Brenner')
        expect(row).toContain(texts[language].opened)
      }
      expect(await listing.innerText()).not.toContain('Lou Carter')
    }
  })

  it('hands out the room as a PDF for this recipient only', async () => {
    const answer = await fetch(`${BASE_URL}/en/viewing-room/${tokens.en}/pdf`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect((await fetch(`${BASE_URL}/viewing-room/${tokens.coded}/pdf`)).status).toBe(403)
    expect((await fetch(`${BASE_URL}/viewing-room/${tokens.revoked}/pdf`)).status).toBe(410)
  })
})

describe('what is meant for one collector stays with them (issue 51 point 3)', () => {
  it('is in no REST or GraphQL answer, and rooms are refused to anonymous clients', async () => {
    expect((await get('/api/viewing-rooms?depth=2')).status).toBe(403)
    expect((await get(`/api/viewing-rooms/${rooms[0]}`)).status).toBe(403)
    expect((await get('/api/viewing-room-views')).status).toBe(403)
    for (const work of works) {
      for (const locale of ['de', 'en']) expect(leaks((await get(`/api/artworks/${work.id}?depth=3&locale=${locale}`)).text)).toBe(false)
      const answer = await gql(`query Door($slug: String!) { getArtworkBySlug(slug: $slug) { title price priceOnRequest } }`, { slug: work.slug }, 'de')
      expect(leaks(answer.text)).toBe(false)
    }
    const listed = await gql('query Door { ViewingRooms { docs { title works { note roomPrice } } } }', {}, 'de')
    expect(listed.body.errors?.length ?? 0).toBeGreaterThan(0)
    expect(leaks(listed.text)).toBe(false)
  })

  it("is in none of the site's pages, search, suggestions, explorer, sitemaps, another recipient's room or PDF", async () => {
    const pages = works.flatMap((work) => [`/artworks/${work.slug}`, `/en/artworks/${work.slug}`, `/inquiry/${work.slug}`, `/search?q=${encodeURIComponent(work.title)}`])
    // The notes' own word (the tag) searched for: the answer echoes the word, never the note.
    pages.push('/', '/en', '/artworks', '/sitemap', '/sitemap.xml', `/search?q=${tag}`, `/en/search?q=${tag}`, `/viewing-room/${tokens.other}`)
    for (const path of pages) expect(leaks((await get(path)).text), path).toBe(false)
    for (const locale of ['de', 'en']) {
      expect(leaks((await get(`/search-suggest?q=${tag}&locale=${locale}`)).text)).toBe(false)
      expect(leaks((await get(`/explorer?sort=price-desc&locale=${locale}`)).text)).toBe(false)
    }
    const pdf = Buffer.from(await (await fetch(`${BASE_URL}/viewing-room/${tokens.other}/pdf`)).arrayBuffer()).toString('latin1')
    expect(pdf.startsWith('%PDF')).toBe(true)
    expect(leaks(pdf)).toBe(false)
  })

  it('is in no live update', async () => {
    const stream = await artworkStream(works[0].slug, 'slug title price priceOnRequest reservedUntil')
    expect(stream.status).toBe(200)
    try {
      await expect
        .poll(
          async () => {
            if (!stream.text().includes(works[0].slug)) await staff(`/viewing-rooms/${rooms[0]}?locale=de&depth=0`, 'PATCH', { introduction: `Neu ${Date.now()}` })
            if (!stream.text().includes(works[0].slug)) await staff(`/artworks/${works[0].id}?depth=0`, 'PATCH', { leasingDisabled: stream.text().length % 2 === 0 })
            return stream.text().includes(works[0].slug)
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true)
      expect(leaks(stream.text())).toBe(false)
    } finally {
      await stream.close()
    }
  })
})
