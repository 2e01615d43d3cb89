/**
 * Unmatched routes (docs/behaviour.md#not-found): a 404 status in both languages, never a redirect loop or 500.
 */
import { describe, it, expect } from 'vitest'

import { BASE_URL, stackTraceIn } from './support'

describe('unknown routes', () => {
  it.each([
    ['/en/this-does-not-exist', 'en-US'],
    ['/this-does-not-exist', 'de-DE'],
    ['/en/artworks/e2e-no-such-artwork/extra/levels', 'en-US'],
  ])('GET %s answers 404', async (path, language) => {
    const response = await fetch(`${BASE_URL}${path}`, { headers: { 'accept-language': language }, redirect: 'manual' })
    expect(response.status).toBe(404)
    expect(stackTraceIn(await response.text())).toBeNull()
  })

  it('GET /xx/this-does-not-exist (unknown language prefix) answers 404', async () => {
    const response = await fetch(`${BASE_URL}/xx/this-does-not-exist`, { headers: { 'accept-language': 'de-DE' }, redirect: 'manual' })
    expect(response.status).toBe(404)
  })
})
