/**
 * "Price on request" keeps the price private (issue 14, point 7), over HTTP as an anonymous
 * visitor and a crawler meet it, in both languages: not in REST, GraphQL, the page's HTML or its
 * embedded data, the explorer's JSON, the search suggestions or JSON-LD. Staff still read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, gql } from './support'

const amount = 76543
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const work = { id: 0, de: '', en: '', title: `Verborgen ${Date.now().toString(36)}` }

async function staffRest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}/api${path}`, { ...init, headers: { 'content-type': 'application/json', ...(await adminHeaders()), ...init.headers } })
  return { status: response.status, body: (await response.json()) as any }
}

/** Every way the amount could be written in a response: 76543, 76.543, 76,543, 76 543. */
const leaks = (text: string) => /76[.,\s\u202f\u00a0]?543/.test(text)

async function text(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init })
  return { status: response.status, body: await response.text() }
}

beforeAll(async () => {
  const artist = (await staffRest('/artists?limit=1&depth=0&where[_status][equals]=published')).body.docs[0]
  const created = await staffRest('/artworks?locale=de', {
    method: 'POST',
    body: JSON.stringify({ title: work.title, artist: artist.id, price: amount, priceOnRequest: true, _status: 'published' }),
  })
  expect(created.status).toBe(201)
  work.id = created.body.doc.id
  work.de = created.body.doc.slug
  const english = await staffRest(`/artworks/${work.id}?locale=en`, {
    method: 'PATCH',
    body: JSON.stringify({ title: `${work.title} EN`, slug: `${work.de}-en`, _status: 'published' }),
  })
  work.en = english.body.doc.slug
})

afterAll(async () => {
  if (work.id) await staffRest(`/artworks/${work.id}`, { method: 'DELETE' })
})

describe('the amount of a work on request', () => {
  it('is in no page HTML, embedded data or JSON-LD, for visitors and crawlers, in both languages', async () => {
    for (const path of [`/artworks/${work.de}`, `/en/artworks/${work.en}`, `/inquiry/${work.de}`, `/artworks?sort=price-desc`, `/en/artworks?availability=for-sale`]) {
      for (const userAgent of [crawler, 'Mozilla/5.0 Chrome/130']) {
        const page = await text(path, { headers: { 'user-agent': userAgent } })
        expect(page.status, path).toBe(200)
        expect(leaks(page.body), path).toBe(false)
      }
    }
    const page = await text(`/artworks/${work.de}`)
    expect(page.body).toContain(work.title)
    expect(page.body).toMatch(/Preis auf Anfrage/)
  })

  it('is in no REST answer, and cannot be filtered for', async () => {
    const one = await text(`/api/artworks/${work.id}`)
    expect(one.status).toBe(200)
    expect(leaks(one.body)).toBe(false)
    const list = await text(`/api/artworks?limit=200&where[priceOnRequest][equals]=true`)
    expect(leaks(list.body)).toBe(false)
    const filtered = await text(`/api/artworks?where[id][equals]=${work.id}&where[price][greater_than]=70000`)
    expect(filtered.body).not.toContain(`"id":${work.id}`)
  })

  it('is in no GraphQL answer, in either language', async () => {
    for (const language of ['de', 'en']) {
      const slug = language === 'de' ? work.de : work.en
      const bySlug = await gql(`query Hidden($slug: String!) { getArtworkBySlug(slug: $slug) { title price priceOnRequest } }`, { slug }, language)
      expect(leaks(bySlug.text)).toBe(false)
      const list = await gql(`query All { Artworks(limit: 100, where: { priceOnRequest: { equals: true } }) { docs { id price priceOnRequest } } }`, {}, language)
      expect(leaks(list.text)).toBe(false)
    }
  })

  it('is in no explorer JSON or search suggestion', async () => {
    for (const query of ['sort=price-desc&locale=de', 'sort=price-asc&locale=en', 'price=50000-100000&locale=de', 'page=1&locale=en']) {
      const json = await text(`/explorer?${query}`)
      expect(json.status, query).toBe(200)
      expect(leaks(json.body), query).toBe(false)
    }
    const filtered = await text('/explorer?price=70000-80000&locale=de')
    expect(filtered.body).not.toContain(work.de)
    const suggestions = await text(`/search-suggest?q=${encodeURIComponent(work.title)}&locale=de`)
    expect(leaks(suggestions.body)).toBe(false)
  })

  it('is still read by staff', async () => {
    const doc = await staffRest(`/artworks/${work.id}?depth=0`)
    expect(doc.body.price).toBe(amount)
  })
})
