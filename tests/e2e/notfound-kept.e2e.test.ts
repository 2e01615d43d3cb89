/**
 * Issue 29 point 2: a kept not-found page carries nothing of the request that rendered it. After a
 * site-wide change (the site settings) the server renders its not-found page anew (from /404,
 * src/server/errorPages.mjs); no missing address asked for may end up in what later visitors get —
 * not in the visible page, nor in Next's page data (the RSC payload's canonical address `"c"` and
 * rendered query `"q"`), in either language.
 */
import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL } from './support'

async function load(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'accept-language': path.startsWith('/en') ? 'en' : 'de' } })
  // Kept by the production server's page cache (src/server/frontCache.mjs) or by Next's.
  const cache = response.headers.get('x-vernissage-cache') === 'HIT' ? 'HIT' : response.headers.get('x-nextjs-cache')
  return { status: response.status, cache, body: await response.text() }
}

describe('the kept not-found page after a site-wide change', () => {
  it.each([
    ['de', '', 'Seite nicht gefunden'],
    ['en', '/en', 'Page not found'],
  ] as const)('in %s: names nothing of any missing address asked for', async (_locale, prefix, title) => {
    const saved = await fetch(`${BASE_URL}/api/globals/site-settings`, {
      method: 'POST',
      headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(saved.status).toBe(200)
    // The page's canonical address in Next's page data: its own, /404 or /en/404.
    const canonical = `\\"c\\":[\\"\\",${prefix ? '\\"en\\",' : ''}\\"404\\"]`
    const asked: string[] = []
    // For a few seconds after the change, while the server renders its copy anew behind the answers.
    const until = Date.now() + 3_000
    do {
      const marker = randomUUID().slice(0, 8)
      const answer = await load(`${prefix}/exhibitions/gibt-es-nicht-${marker}?frage=query${marker}`)
      expect(answer.status).toBe(404)
      expect(answer.body).toContain(title)
      expect(answer.body).toContain(canonical)
      for (const before of [...asked, marker]) expect(answer.body.includes(before), `a 404 names the address of ${before}`).toBe(false)
      asked.push(marker)
    } while (Date.now() < until)
    expect(asked.length).toBeGreaterThan(1)
  })
})

// The same class on every kept page: a query string the page does not read is not written into
// the copy Next keeps after the change (src/features/routing/queryFree.ts).
describe('a kept page after a site-wide change', () => {
  it.each(['/faq', '/en/faq', '/', '/en/exhibitions'])('%s names no query string it was rendered for', async (path) => {
    const saved = await fetch(`${BASE_URL}/api/globals/site-settings`, {
      method: 'POST',
      headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(saved.status).toBe(200)
    const marker = randomUUID().slice(0, 8)
    const first = await load(`${path}${path.includes('?') ? '&' : '?'}frage=query${marker}`)
    expect(first.status).toBe(200)
    // Until the copy rendered after the change is what Next's cache answers with.
    let renderedAgain = first.cache !== 'HIT'
    const until = Date.now() + 30_000
    for (;;) {
      const later = await load(path)
      expect(later.status).toBe(200)
      expect(later.body.includes(marker), `${path} names the query ${marker}`).toBe(false)
      if (renderedAgain && later.cache === 'HIT') break
      renderedAgain ||= later.cache !== 'HIT'
      expect(Date.now(), 'the page is rendered again after the change').toBeLessThan(until)
    }
  })
})
