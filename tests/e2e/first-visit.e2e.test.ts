/**
 * A first visit wastes no round trip (issue 18 point 2): Payload's colour-scheme client hint
 * (`Accept-CH` / `Critical-CH`, which makes Chromium discard the first response of a first visit
 * and ask again) is sent on the admin, which uses it, and on no public response — pages in both
 * languages, cached and rendered per request, lists, images, feeds, the API.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL } from './support'

async function hints(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'accept-language': 'de' } })
  await response.arrayBuffer()
  return { status: response.status, acceptCh: response.headers.get('accept-ch'), criticalCh: response.headers.get('critical-ch'), vary: response.headers.get('vary') ?? '' }
}

describe('the colour-scheme client hint', () => {
  it.each([
    '/',
    '/en',
    '/artworks',
    '/en/artworks',
    '/exhibitions',
    '/search?q=rot',
    '/en/search?q=red',
    '/kontakt',
    '/gibt-es-nicht',
    '/sitemap.xml',
    '/robots.txt',
    '/api/artworks?limit=1',
    '/favicon.ico',
  ])('is not asked for on %s', async (path) => {
    const answer = await hints(path)
    expect(answer.status, path).toBeLessThan(500)
    expect(answer.acceptCh, path).toBeNull()
    expect(answer.criticalCh, path).toBeNull()
    expect(answer.vary, path).not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  })

  it('is not asked for on an artwork page or an image', async () => {
    const list = (await (await fetch(`${BASE_URL}/api/artworks?limit=1&depth=1&locale=de&where[_status][equals]=published`)).json()) as {
      docs: Array<{ slug: string; images?: Array<{ filename?: string } | number> }>
    }
    const work = list.docs[0]
    const image = work.images?.find((entry): entry is { filename: string } => typeof entry === 'object' && Boolean(entry.filename))
    for (const path of [`/artworks/${work.slug}`, ...(image ? [`/media/${image.filename.replace(/\.[a-z]+$/, '')}-640w.webp`] : [])]) {
      const answer = await hints(path)
      expect(answer.status, path).toBe(200)
      expect(answer.acceptCh, path).toBeNull()
      expect(answer.criticalCh, path).toBeNull()
    }
  })

  it('is still asked for on the admin, whose theme uses it', async () => {
    for (const path of ['/admin', '/admin/login']) {
      const answer = await hints(path)
      expect(answer.acceptCh, path).toBe('Sec-CH-Prefers-Color-Scheme')
      expect(answer.criticalCh, path).toBe('Sec-CH-Prefers-Color-Scheme')
    }
  })
})
