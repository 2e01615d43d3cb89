/**
 * The artwork page (issue 4, point 2, first part): the price line in German format in both
 * languages, the price dialog (max 1024 px wide, min 400 px high, closed by its button), the
 * leasing rate round(price × 1.1 / 48) per month, the inquiry and add-to-cart actions, and more
 * works by the same artist.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL, euroPattern, gqlData, browserForTests } from './support'

const getBrowser = browserForTests()

type Found = { Artworks: { docs: Array<{ slug: string; title: string; price: number; artist: { name: string } }> } }

async function findArtwork(where: string, language: string) {
  const data = await gqlData<Found>(
    `query Find { Artworks(limit: 1, sort: "-publicPrice", where: ${where}) { docs { slug title price: publicPrice artist { name } } } }`,
    {},
    language,
  )
  return data.Artworks.docs[0]
}

const euro = (amount: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount)

describe.each([
  { code: 'de', prefix: '', perMonth: 'Monat', sold: 'Verkauft', locale: 'de-DE' },
  { code: 'en', prefix: '/en', perMonth: 'month', sold: 'Sold', locale: 'en-US' },
])('artwork page in $code', ({ code, prefix, perMonth, sold, locale }) => {
  it('shows the price, opens the price dialog from it and closes it with its button; shows the leasing rate', async () => {
    // A leasable work whose artist has other works too, so "more by the artist" has something to show.
    type All = { Artworks: { docs: Array<{ slug: string; price: number | null; sold: boolean; leasingDisabled: boolean; priceOnRequest: boolean; artist: { slug: string } }> } }
    const all = await gqlData<All>('query All { Artworks(limit: 100) { docs { slug price: publicPrice sold leasingDisabled priceOnRequest artist { slug } } } }', {}, code)
    const worksBy = new Map<string, number>()
    for (const doc of all.Artworks.docs) worksBy.set(doc.artist.slug, (worksBy.get(doc.artist.slug) ?? 0) + 1)
    const artwork = all.Artworks.docs.find((doc) => !doc.sold && !doc.leasingDisabled && !doc.priceOnRequest && (doc.price ?? 0) >= 1000 && worksBy.get(doc.artist.slug)! > 1) as {
      slug: string
      price: number
    }
    expect(artwork).toBeTruthy()
    const context = await getBrowser().newContext({ locale, viewport: { width: 1440, height: 900 } })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${prefix}/artworks/${artwork.slug}`)
      const priceLine = page.getByTestId('price-line')
      expect(await priceLine.innerText()).toMatch(euroPattern)
      expect((await priceLine.innerText()).replace(/\s/g, ' ')).toBe(euro(artwork.price).replace(/\s/g, ' '))
      const rate = euro(Math.round((artwork.price * 1.1) / 48))
      expect((await page.getByTestId('leasing-rate').innerText()).replace(/\s/g, ' ')).toBe(`${rate} / ${perMonth}`.replace(/\s/g, ' '))

      await priceLine.click()
      const dialog = page.getByTestId('price-dialog')
      await expect.poll(() => dialog.isVisible()).toBe(true)
      const box = (await dialog.boundingBox())!
      expect(box.width).toBeLessThanOrEqual(1024)
      expect(box.height).toBeGreaterThanOrEqual(400)
      await dialog.getByRole('button').click()
      await expect.poll(() => dialog.isVisible()).toBe(false)

      expect(await page.getByTestId('inquire').getAttribute('href')).toBe(`${prefix}/inquiry/${artwork.slug}`)
      expect(await page.getByTestId('add-to-cart').getAttribute('href')).toBe(`${prefix}/addtocart?artwork=${artwork.slug}`)
      expect(await page.getByTestId('more-by-artist').locator('[data-testid="artwork-card"]').count()).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
  })

  it('says sold for a sold work, without leasing line or add-to-cart', async () => {
    const artwork = await findArtwork('{ sold: { equals: true } }', code)
    const html = await (await fetch(`${BASE_URL}${prefix}/artworks/${artwork.slug}`)).text()
    expect(html).toContain(`>${sold}<`)
    expect(html).not.toContain('data-testid="leasing-rate"')
    expect(html).not.toContain('data-testid="add-to-cart"')
  })

  it('shows no leasing line under 1000 €', async () => {
    const artwork = await findArtwork('{ sold: { equals: false }, priceOnRequest: { equals: false }, publicPrice: { less_than: 1000, greater_than: 0 } }', code)
    const html = await (await fetch(`${BASE_URL}${prefix}/artworks/${artwork.slug}`)).text()
    expect(html).not.toContain('data-testid="leasing-rate"')
  })
})

describe.each([
  { code: 'de', prefix: '' },
  { code: 'en', prefix: '/en' },
])('artwork structured data in $code', ({ code, prefix }) => {
  const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]) as Record<string, any>)

  it('describes the work as a schema.org VisualArtwork with an Offer when priced, none on request', async () => {
    const priced = await findArtwork('{ sold: { equals: false }, priceOnRequest: { equals: false }, publicPrice: { greater_than: 0 } }', code)
    const [work] = jsonLdOf(await (await fetch(`${BASE_URL}${prefix}/artworks/${priced.slug}`)).text()).filter((n) => n['@type'] === 'VisualArtwork')
    expect(work).toBeTruthy()
    expect(work.name).toBe(priced.title)
    expect(new URL(work.url).pathname).toBe(`${prefix}/artworks/${priced.slug}`)
    expect(work.creator).toMatchObject({ '@type': 'Person', name: priced.artist.name })
    expect(work.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' })
    expect(Number(work.offers.price)).toBe(priced.price)

    const onRequest = await findArtwork('{ sold: { equals: false }, priceOnRequest: { equals: true } }', code)
    if (onRequest) {
      const [node] = jsonLdOf(await (await fetch(`${BASE_URL}${prefix}/artworks/${onRequest.slug}`)).text()).filter((n) => n['@type'] === 'VisualArtwork')
      expect(node.offers).toBeUndefined()
    }
  })
})
