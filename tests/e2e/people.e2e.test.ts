/**
 * Artist and curator pages (issue 4, point 4) and structured data (issue 4, point 8): the
 * artist's portrait, biography, works, exhibitions and the magazine articles that mention them;
 * the curator's exhibitions, running and upcoming first; schema.org JSON-LD on artist, curator
 * and exhibition pages with absolute URLs in the page's language. Expectations come from the
 * REST API, not from the pages' own queries.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()

type Ref = { id: number; slug: string; name: string }
type RichText = { root: { children: Array<{ children?: Array<{ text?: string }> }> } } | null
type ArtistDoc = Ref & { portrait: { filename: string } | null; biography: RichText; birthYear: number | null }
type CuratorDoc = Ref & { portrait: { filename: string } | null; biography: RichText }
type ExhibitionDoc = {
  id: number
  slug: string
  title: string
  startDate: string
  endDate: string
  venue: string | null
  artists: Ref[] | null
  curators: Ref[] | null
  artworks: Array<{ id: number; slug: string; title: string }> | null
}
type ArticleDoc = { id: number; slug: string; title: string; publishDate: string; artists: Ref[] | null }

const languages = [
  { code: 'de', prefix: '', locale: 'de-DE', date: /\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/, curator: 'Kurator:in' },
  { code: 'en', prefix: '/en', locale: 'en-US', date: /\d{1,2} [A-Z][a-z]+ \d{4}/, curator: 'Curator' },
] as const

/** Published documents of a collection in one language, as an anonymous visitor may read them. */
async function rest<T>(collection: string, code: string, depth = 1): Promise<T[]> {
  const response = await fetch(`${BASE_URL}/api/${collection}?locale=${code}&limit=500&depth=${depth}`)
  if (response.status !== 200) throw new Error(`GET /api/${collection} answered ${response.status}`)
  return ((await response.json()) as { docs: T[] }).docs
}

/** The first sentence of a rich text, to find it on the page. */
function firstText(richText: RichText): string {
  const text = richText?.root.children.flatMap((block) => block.children ?? []).find((node) => node.text?.trim())?.text ?? ''
  return text.trim().slice(0, 60)
}

const phaseOrder = ['current', 'upcoming', 'past'] as const
function phaseOf(e: Pick<ExhibitionDoc, 'startDate' | 'endDate'>, now = new Date()): (typeof phaseOrder)[number] {
  const end = new Date(e.endDate)
  end.setUTCHours(23, 59, 59, 999)
  return now < new Date(e.startDate) ? 'upcoming' : now > end ? 'past' : 'current'
}

/** Every JSON-LD node of the page, parsed; a script that is not valid JSON fails the test. */
async function jsonLd(page: Page): Promise<Array<Record<string, any>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => {
    const data = JSON.parse(text)
    return Array.isArray(data) ? data : [data]
  })
}

/** The one node of a type, with its context. */
async function node(page: Page, type: string): Promise<Record<string, any>> {
  const nodes = (await jsonLd(page)).filter((n) => n['@type'] === type)
  expect(nodes, `one ${type} node`).toHaveLength(1)
  expect(nodes[0]['@context']).toBe('https://schema.org')
  return nodes[0]
}

/** An absolute URL's path, after checking that it is absolute and on this site's host. */
function pathOf(url: string): string {
  expect(url).toMatch(/^https?:\/\//)
  return new URL(url).pathname
}

async function withPage<T>(locale: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1280, height: 900 } })
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

describe.each(languages)('people and structured data in $code', ({ code, prefix, locale, date, curator: curatorTitle }) => {
  let artists: ArtistDoc[]
  let curators: CuratorDoc[]
  let exhibitions: ExhibitionDoc[]
  let articles: ArticleDoc[]
  let artworks: Array<{ id: number; artist: number | null }>

  // One after another, as an API client within its share of the anonymous gate (src/features/security/admission.mjs).
  beforeAll(async () => {
    artists = await rest<ArtistDoc>('artists', code)
    curators = await rest<CuratorDoc>('curators', code)
    exhibitions = await rest<ExhibitionDoc>('exhibitions', code)
    articles = await rest<ArticleDoc>('magazine', code)
    artworks = await rest<{ id: number; artist: number | null }>('artworks', code, 0)
  })

  it('the artist page shows portrait, biography, works, exhibitions with dates and the articles that mention the artist', async () => {
    const mentions = (id: number) => articles.filter((a) => a.artists?.some((x) => x.id === id))
    const inShows = (id: number) => exhibitions.filter((e) => e.artists?.some((x) => x.id === id))
    const worksBy = (id: number) => artworks.filter((w) => w.artist === id).length
    // An artist with everything to show: portrait, biography, works, exhibitions, magazine mentions.
    const artist = artists.find((a) => a.portrait && firstText(a.biography) && worksBy(a.id) && mentions(a.id).length && inShows(a.id).length)
    expect(artist, 'the seed has an artist with works, exhibitions and magazine mentions').toBeTruthy()

    await withPage(locale, async (page) => {
      const response = await page.goto(`${BASE_URL}${prefix}/artists/${artist!.slug}`)
      expect(response?.status()).toBe(200)
      const detail = page.getByTestId('artist-detail')
      expect(await detail.getAttribute('data-person-type')).toBeTruthy()
      expect(await page.locator('h1').innerText()).toBe(artist!.name)

      const portrait = detail.locator('.person__portrait img')
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true)
      expect(await page.getByTestId('artist-biography').innerText()).toContain(firstText(artist!.biography))

      expect(await page.getByTestId('artist-artworks').getByTestId('artwork-card').count()).toBe(worksBy(artist!.id))

      // Exhibitions: each one linked with its dates, running and upcoming ones before the past.
      const shows = page.getByTestId('artist-exhibitions')
      const listed = await shows.locator('a[href]').evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href')!, text: (a as HTMLElement).innerText })))
      const expected = inShows(artist!.id)
      expect(listed.map((l) => l.href).sort()).toEqual(expected.map((e) => `${prefix}/exhibitions/${e.slug}`).sort())
      for (const link of listed) expect(link.text).toMatch(date)
      const phases = listed.map((l) => phaseOf(expected.find((e) => l.href.endsWith(`/exhibitions/${e.slug}`))!))
      const ranks = phases.map((p) => phaseOrder.indexOf(p))
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))

      // Magazine articles mentioning the artist, newest first.
      const magazine = page.getByTestId('artist-magazine')
      const articleLinks = await magazine.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      const newestFirst = mentions(artist!.id).sort((a, b) => b.publishDate.localeCompare(a.publishDate))
      expect(articleLinks).toEqual(newestFirst.map((a) => `${prefix}/magazine/${a.slug}`))
      expect(await magazine.innerText()).toMatch(date)

      // JSON-LD: a Person at the canonical artist URL, in this language, with the portrait.
      const person = await node(page, 'Person')
      expect(person.name).toBe(artist!.name)
      expect(pathOf(person.url)).toBe(`${prefix}/artists/${artist!.slug}`)
      expect(person.image).toMatch(/-1366w\.jpg$/)
      const image = await fetch(`${BASE_URL}${pathOf(person.image)}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toMatch(/^image\/jpeg/)
      if (artist!.birthYear) expect(person.birthDate).toBe(String(artist!.birthYear))
      expect(person.description).toContain(firstText(artist!.biography))

      // Into the magazine the site loads the page in full (docs/behaviour.md#magazine-full-load): the old window state is gone.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
      await magazine.locator('a[href]').first().click()
      await page.waitForURL(`${BASE_URL}${prefix}/magazine/${newestFirst[0].slug}`)
      await page.getByTestId('magazine-detail').waitFor()
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()
    })
  })

  it('the curator page shows the curator and their exhibitions, running and upcoming first, with dates', async () => {
    const curated = (id: number) => exhibitions.filter((e) => e.curators?.some((c) => c.id === id))
    // The curator with the most exhibitions, so the order across phases is put to the test.
    const curator = [...curators].sort((a, b) => curated(b.id).length - curated(a.id).length)[0]
    const expected = curated(curator.id)
    expect(expected.length, 'the seed has a curator with more than one exhibition').toBeGreaterThan(1)

    await withPage(locale, async (page) => {
      const response = await page.goto(`${BASE_URL}${prefix}/curator/${curator.slug}`)
      expect(response?.status()).toBe(200)
      expect(await page.locator('h1').innerText()).toBe(curator.name)
      if (curator.portrait) {
        const portrait = page.getByTestId('curator-detail').locator('.person__portrait img')
        await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true)
      }
      if (firstText(curator.biography)) expect(await page.getByTestId('curator-biography').innerText()).toContain(firstText(curator.biography))

      const shows = page.getByTestId('curator-exhibitions')
      const groups = await shows
        .locator('[data-phase]')
        .evaluateAll((sections) => sections.map((s) => ({ phase: s.getAttribute('data-phase')!, hrefs: [...s.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!) })))
      // Every curated exhibition, each under its phase, phases in the order current, upcoming, past.
      expect(groups.flatMap((g) => g.hrefs).sort()).toEqual(expected.map((e) => `${prefix}/exhibitions/${e.slug}`).sort())
      expect(groups.map((g) => phaseOrder.indexOf(g.phase as never))).toEqual(phaseOrder.map((_, i) => i).filter((i) => expected.some((e) => phaseOf(e) === phaseOrder[i])))
      for (const group of groups) {
        for (const href of group.hrefs) expect(phaseOf(expected.find((e) => href === `${prefix}/exhibitions/${e.slug}`)!)).toBe(group.phase)
      }
      for (const text of await shows.locator('a[href]').allInnerTexts()) expect(text).toMatch(date)

      const person = await node(page, 'Person')
      expect(person.name).toBe(curator.name)
      expect(person.jobTitle).toBe(curatorTitle)
      expect(pathOf(person.url)).toBe(`${prefix}/curator/${curator.slug}`)
    })
  })

  it('the exhibition page describes itself as an ExhibitionEvent with dates, venue, works, artists and curators', async () => {
    const exhibition = exhibitions.find((e) => e.venue && e.artworks?.length && e.artists?.length && e.curators?.length)
    expect(exhibition).toBeTruthy()

    await withPage(locale, async (page) => {
      const response = await page.goto(`${BASE_URL}${prefix}/exhibitions/${exhibition!.slug}`)
      expect(response?.status()).toBe(200)
      const event = await node(page, 'ExhibitionEvent')
      expect(event.name).toBe(exhibition!.title)
      expect(pathOf(event.url)).toBe(`${prefix}/exhibitions/${exhibition!.slug}`)
      expect(event.startDate).toBe(exhibition!.startDate.slice(0, 10))
      expect(event.endDate).toBe(exhibition!.endDate.slice(0, 10))
      expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled')
      expect(event.location).toMatchObject({ '@type': 'Place', name: exhibition!.venue, address: exhibition!.venue })
      expect(event.organizer['@type']).toBe('Organization')
      expect(pathOf(event.organizer.url)).toBe(prefix || '/')
      expect(event.workFeatured.map((w: { url: string }) => pathOf(w.url)).sort()).toEqual(exhibition!.artworks!.map((w) => `${prefix}/artworks/${w.slug}`).sort())
      for (const work of event.workFeatured) expect(work['@type']).toBe('VisualArtwork')
      expect(event.about.map((a: { url: string }) => pathOf(a.url)).sort()).toEqual(exhibition!.artists!.map((a) => `${prefix}/artists/${a.slug}`).sort())
      expect(event.contributor.map((c: { name: string; jobTitle: string }) => [c.name, c.jobTitle])).toEqual(exhibition!.curators!.map((c) => [c.name, curatorTitle]))
    })
  })
})
