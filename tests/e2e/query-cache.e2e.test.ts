/**
 * The per-request pages kept by the production server's page cache (issue 18, point 5):
 * `/search?q=…` and `/artworks?…` are answered from memory when asked again, in both languages,
 * never in draft mode or to Next's own requests, and a change saved through the admin reaches a page kept before it within 5 s.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL } from './support'

const live = { timeout: 5_000, interval: 200 }
const stamp = Date.now().toString(36)

async function rest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}/api${path}`, { ...init, headers: { ...(await adminHeaders()), 'content-type': 'application/json', ...init.headers } })
  const body = await response.json()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers })
  return { status: response.status, cache: response.headers.get('x-vernissage-cache'), text: (await response.text()).replace(/&amp;/g, '&') }
}

/** Asks until the page comes from the cache (the first answer is rendered, and a search page is kept only once the engine is settled). */
async function cached(path: string) {
  await expect.poll(async () => (await get(path)).cache, live).toBe('HIT')
}

type Work = { id: number; slug: string; title: { de: string; en: string }; sold: boolean }

async function unsoldWork(): Promise<Work> {
  const [de, en] = await Promise.all(
    ['de', 'en'].map((locale) => rest(`/artworks?limit=1&depth=0&locale=${locale}&where[sold][equals]=false&where[_status][equals]=published&sort=id`)),
  )
  const doc = de.docs[0]
  return { id: doc.id, slug: doc.slug, title: { de: doc.title, en: en.docs[0].title }, sold: doc.sold }
}

describe('search and explorer pages from the page cache', () => {
  let work: Work | null = null

  afterAll(async () => {
    if (work) await rest(`/artworks/${work.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ title: work.title.de, sold: false }) })
    if (work) await rest(`/artworks/${work.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: work.title.en }) })
  })

  it('answers a repeated search or filter from memory in both languages, the same page Next rendered', async () => {
    for (const path of ['/search?q=licht', '/en/search?q=light', '/artworks?availability=sold', '/en/artworks?sort=price-asc']) {
      const first = await get(path)
      expect(first.status, path).toBe(200)
      await cached(path)
      const again = await get(path)
      expect(again.status, path).toBe(200)
      // The same page: its heading and result count (the rest differs only by the script hashes' order).
      expect(again.text.match(/<h1[^>]*>[\s\S]*?<\/h1>/)?.[0], path).toBe(first.text.match(/<h1[^>]*>[\s\S]*?<\/h1>/)?.[0])
      expect(again.text.length, path).toBeGreaterThan(first.text.length * 0.95)
    }
  })

  it('never serves draft mode or Next’s own requests from it', async () => {
    await cached('/search?q=licht')
    expect((await get('/search?q=licht', { cookie: '__prerender_bypass=x' })).cache).toBeNull()
    expect((await get('/search?q=licht', { rsc: '1' })).cache).toBeNull()
  })

  it('shows a rename and a sale on pages kept before them within 5 s, in both languages', async () => {
    work = await unsoldWork()
    const searchDe = `/search?q=${encodeURIComponent(work.title.de)}`
    const searchEn = `/en/search?q=${encodeURIComponent(work.title.en)}`
    const soldList = '/artworks?availability=sold'
    for (const path of [searchDe, searchEn, soldList]) await cached(path)
    expect((await get(soldList)).text).not.toContain(`data-slug="${work.slug}"`)

    await rest(`/artworks/${work.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ title: `${work.title.de} ${stamp}`, sold: true }) })
    await rest(`/artworks/${work.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: `${work.title.en} ${stamp}` }) })

    await expect.poll(async () => (await get(searchDe)).text.includes(`${work!.title.de} ${stamp}`), live).toBe(true)
    await expect.poll(async () => (await get(searchEn)).text.includes(`${work!.title.en} ${stamp}`), live).toBe(true)
    await expect.poll(async () => (await get(soldList)).text.includes(`data-slug="${work!.slug}"`), live).toBe(true)
    // And the new state is what is kept from then on.
    await cached(searchDe)
    expect((await get(searchDe)).text).toContain(`${work.title.de} ${stamp}`)
  })
})
