/**
 * Issue 29 point 2: a kept not-found page carries nothing of the request that rendered it. After a
 * site-wide change (the site settings) the not-found page is rendered anew; no missing address asked
 * for may end up in what later visitors get — not in the visible page, nor in Next's page data (the
 * RSC payload's canonical address `"c"` and rendered query `"q"`), in either language.
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
  ] as const)('in %s: names nothing of any missing address asked for before', async (_locale, prefix, title) => {
    const saved = await fetch(`${BASE_URL}/api/globals/site-settings`, {
      method: 'POST',
      headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(saved.status).toBe(200)
    const marker = () => randomUUID().slice(0, 8)
    const asked: string[] = []
    const first = marker()
    const answer = await load(`${prefix}/exhibitions/gibt-es-nicht-first${first}?frage=query${first}`)
    expect(answer.status).toBe(404)
    expect(answer.body).toContain(title)
    asked.push(first)
    // Until the page rendered anew after the change is what Next's cache answers with: an answer
    // not from its cache (or a stale one, rendered again behind it), then one from it.
    let renderedAgain = answer.cache !== 'HIT'
    const until = Date.now() + 30_000
    for (;;) {
      const second = marker()
      const later = await load(`${prefix}/gibt-es-nicht-second${second}`)
      expect(later.status).toBe(404)
      expect(later.body).toContain(title)
      expect(later.cache, 'the not-found page comes from Next’s cache').not.toBeNull()
      for (const before of asked) expect(later.body.includes(before), `a later 404 names the address of ${before}`).toBe(false)
      asked.push(second)
      if (renderedAgain && later.cache === 'HIT') break
      renderedAgain ||= later.cache !== 'HIT'
      expect(Date.now(), 'the not-found page is rendered again after the change').toBeLessThan(until)
    }
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
