import { describe, expect, it } from 'vitest'

import { isLeasable } from '../src/base/price'
import { imageSvg } from './images'
import { imageLongSide, largeOriginals, maxPrice } from './plan/artworks'
import { exhibitionPhase } from './plan/editorial'
import { planSeed } from './plan/plan'
import { Random } from './random'
import { plainText, richText } from './richtext'

const today = new Date('2030-03-15T10:00:00Z')
const plan = planSeed({ today })
const share = (count: number) => count / plan.artworks.length

describe('Random', () => {
  it('repeats the same stream for the same seed', () => {
    const a = new Random(42)
    const b = new Random(42)
    expect(Array.from({ length: 20 }, () => a.float())).toEqual(Array.from({ length: 20 }, () => b.float()))
    expect(new Random(43).float()).not.toBe(new Random(42).float())
  })

  it('keeps integers within bounds and streams independent per item', () => {
    const rng = new Random(7)
    for (let i = 0; i < 1000; i++) expect(rng.int(3, 5)).toBeGreaterThanOrEqual(3)
    expect(Random.for(1, 'artwork', 2).float()).toBe(Random.for(1, 'artwork', 2).float())
    expect(Random.for(1, 'artwork', 2).float()).not.toBe(Random.for(1, 'artwork', 3).float())
  })
})

describe('planSeed', () => {
  it('gives the same content for the same seed and day', () => {
    expect(JSON.stringify(planSeed({ today }))).toBe(JSON.stringify(plan))
  })

  it('gives other content for another seed', () => {
    const other = planSeed({ today, seed: 1 })
    expect(other.artworks.map((a) => a.title.de)).not.toEqual(plan.artworks.map((a) => a.title.de))
  })

  it('moves only dates with the day it runs', () => {
    const later = planSeed({ today: new Date('2031-07-01T08:00:00Z') })
    const withoutDates = (p: typeof plan) =>
      JSON.stringify({
        artworks: p.artworks.map(({ publishedAt: _, ...rest }) => rest),
        exhibitions: p.exhibitions.map(({ startDate: _s, endDate: _e, ...rest }) => rest),
        articles: p.articles.map(({ publishDate: _, ...rest }) => rest),
      })
    expect(withoutDates(later)).toBe(withoutDates(plan))
  })

  it('plans at least 40 artists, a few of them agents, with German and Nordic names', () => {
    expect(plan.artists.length).toBeGreaterThanOrEqual(40)
    const agents = plan.artists.filter((a) => a.personType === 'agent').length
    expect(agents).toBeGreaterThan(0)
    expect(agents).toBeLessThan(plan.artists.length / 4)
    expect(plan.artists.map((a) => a.name)).toEqual(expect.arrayContaining(['Jürgen Weiß', 'Zoë Åberg']))
    expect(plan.artists.find((a) => a.name === 'Jürgen Weiß')?.slug).toBe('juergen-weiss')
  })

  it('plans 400 published artworks, each with its own image, and 3 drafts', () => {
    expect(plan.artworks).toHaveLength(400)
    expect(plan.images).toHaveLength(400)
    expect(new Set(plan.artworks.map((a) => a.image)).size).toBe(400)
    expect(plan.artworks.every((a) => !a.draft && a.publishedAt)).toBe(true)
    expect(plan.drafts).toHaveLength(3)
    expect(plan.drafts.every((d) => d.draft && d.publishedAt === null)).toBe(true)
  })

  it('gives every artwork unique slugs in both languages and ASCII file names', () => {
    for (const locale of ['de', 'en'] as const) {
      const slugs = [...plan.artworks, ...plan.drafts].map((a) => a.slug[locale])
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    }
    expect(plan.images[0].fileName).toMatch(/^werk-0001-[a-z0-9-]+\.jpg$/)
    for (const image of plan.images) expect(image.fileName).toMatch(/^[a-z0-9-]+\.jpg$/)
  })

  it('writes every artwork text in both languages', () => {
    for (const a of plan.artworks) {
      expect(a.title.de && a.title.en).toBeTruthy()
      expect(a.description.de.length).toBe(a.description.en.length)
    }
    expect(plan.artworks.filter((a) => a.title.de !== a.title.en).length).toBeGreaterThan(350)
  })

  it('spreads prices from 0 (on request) up to 250,000 €', () => {
    const prices = plan.artworks.map((a) => a.price)
    expect(Math.min(...prices)).toBe(0)
    expect(Math.max(...prices)).toBeLessThanOrEqual(maxPrice)
    expect(Math.max(...prices)).toBeGreaterThan(100_000)
    expect(share(prices.filter((p) => p === 0).length)).toBeGreaterThan(0.04)
    expect(share(prices.filter((p) => p === 0).length)).toBeLessThan(0.13)
    expect(share(prices.filter((p) => p > 0 && p < 5000).length)).toBeGreaterThan(0.3)
    expect(share(plan.artworks.filter((a) => a.priceOnRequest).length)).toBeGreaterThan(0.02)
    expect(share(plan.artworks.filter((a) => a.priceOnRequest).length)).toBeLessThan(0.1)
    expect(share(plan.artworks.filter((a) => a.sold).length)).toBeGreaterThan(0.1)
    expect(share(plan.artworks.filter((a) => a.sold).length)).toBeLessThan(0.2)
    expect(share(plan.artworks.filter((a) => a.leasingDisabled).length)).toBeGreaterThan(0.05)
    expect(share(plan.artworks.filter((a) => a.leasingDisabled).length)).toBeLessThan(0.15)
  })

  it('publishes artworks over the two years before the seed runs, never in the future', () => {
    const twoYears = 731 * 24 * 60 * 60 * 1000
    for (const a of plan.artworks) {
      const at = new Date(a.publishedAt!).getTime()
      expect(at).toBeLessThan(today.getTime())
      expect(at).toBeGreaterThan(today.getTime() - twoYears)
    }
  })

  it('places exhibitions in the past, present and future of the given day', () => {
    for (const day of [today, new Date('2026-01-01T00:00:00Z'), new Date('2027-12-31T23:30:00Z')]) {
      const { exhibitions } = planSeed({ today: day })
      const phases = exhibitions.map((e) => exhibitionPhase(new Date(e.startDate), new Date(e.endDate), day))
      expect(phases).toEqual(exhibitions.map((e) => e.phase))
      expect(phases.filter((p) => p === 'past')).toHaveLength(6)
      expect(phases.filter((p) => p === 'current')).toHaveLength(2)
      expect(phases.filter((p) => p === 'upcoming')).toHaveLength(4)
      for (const e of exhibitions) expect(new Date(e.endDate).getTime()).toBeGreaterThan(new Date(e.startDate).getTime())
    }
  })

  it('offers leasing only for leasable artworks', () => {
    expect(plan.leasing.length).toBeGreaterThanOrEqual(8)
    for (const offer of plan.leasing) expect(isLeasable(plan.artworks[offer.artwork])).toBe(true)
  })

  it('plans the editorial content and the fixed pages', () => {
    expect(plan.curators).toHaveLength(6)
    expect(plan.crew).toHaveLength(8)
    expect(plan.articles).toHaveLength(20)
    expect(plan.faq).toHaveLength(15)
    expect(plan.inquiryTopics.map((t) => t.title.de)).toEqual(expect.arrayContaining(['Kaufen', 'Auftragsarbeiten']))
    expect(plan.pages.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['transparenz', 'vision', 'impressum', 'datenschutz', 'newsletter', 'newsletter-artini', 'thank-you-for-subscribing', 'upgrade-browser']),
    )
    expect(plan.redirects).toEqual(expect.arrayContaining([{ from: '/team', to: '/crew', permanent: true }]))
  })

  it('configures consent with a necessary cookie and an optional Tag Manager cookie, a container id only on request', () => {
    expect(plan.consent.necessary.length).toBeGreaterThan(0)
    expect(plan.consent.optional.map((cookie) => cookie.id)).toContain('gtm')
    expect(plan.siteSettings.gtmId).toBeUndefined()
    expect(planSeed({ today, artworks: 1, gtmId: 'GTM-E2ETEST' }).siteSettings.gtmId).toBe('GTM-E2ETEST')
    expect(() => planSeed({ today, artworks: 1, gtmId: 'GTM-no good' })).toThrow(/GTM-/)
  })

  it('keeps the default artworks as the first ones of the bench and shares 400 images there', () => {
    const bench = planSeed({ today, artworks: 10_000 })
    expect(bench.artworks).toHaveLength(10_000)
    expect(bench.images).toHaveLength(400)
    expect(bench.artworks.slice(0, 400).map((a) => a.slug.de)).toEqual(plan.artworks.map((a) => a.slug.de))
    expect(new Set(bench.artworks.map((a) => a.slug.en)).size).toBe(10_000)
    expect(new Set(bench.artworks.map((a) => a.title.de)).size).toBe(10_000)
  })
})

describe('images', () => {
  it('renders the same SVG for the same spec, 1600 px on the long side, in mixed formats', () => {
    expect(imageSvg(plan.images[5])).toBe(imageSvg(plan.images[5]))
    const shapes = new Set(plan.images.map((i) => (i.width > i.height ? 'landscape' : i.width < i.height ? 'portrait' : 'square')))
    expect(shapes).toEqual(new Set(['landscape', 'portrait', 'square']))
    const ordinary = plan.images.filter((image) => image.width !== largeOriginals.width)
    for (const image of ordinary) expect(Math.max(image.width, image.height)).toBe(imageLongSide)
  })

  it('gives a few works, among the first 60 (the end-to-end seed), a 6000 × 4500 original for deep zoom', () => {
    const large = plan.images.flatMap((image, index) => (image.width === largeOriginals.width ? [{ index, image }] : []))
    expect(large.map(({ image }) => [image.width, image.height])).toEqual(Array(largeOriginals.count).fill([6000, 4500]))
    expect(large.every(({ index }) => index < 60)).toBe(true)
    // The same works in a smaller seed.
    const small = planSeed({ today, artworks: 60 })
    expect(small.images.filter((image) => image.width === largeOriginals.width).map((image) => image.fileName)).toEqual(large.map(({ image }) => image.fileName))
  })
})

describe('richText', () => {
  it('builds a Lexical editor state', () => {
    const state = richText(['Ein **fetter** Satz.', { heading: 'Titel', tag: 'h2' }, { list: ['a', 'b'] }])
    expect(state.root).toMatchObject({ type: 'root', direction: 'ltr', format: '', indent: 0, version: 1 })
    const [p, h, l] = state.root.children
    expect(p).toMatchObject({ type: 'paragraph', version: 1, textFormat: 0 })
    expect(p.children.map((c) => [c.type === 'text' && c.text, c.type === 'text' && c.format])).toEqual([
      ['Ein ', 0],
      ['fetter', 1],
      [' Satz.', 0],
    ])
    expect(h).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(l).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    expect(l.children[1]).toMatchObject({ type: 'listitem', value: 2 })
    expect(plainText(state)).toBe('Ein fetter Satz.\nTitel\nab')
  })
})
