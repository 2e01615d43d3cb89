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

describe('the not-found page, its status set where it is rendered (issue 31 point 3)', () => {
  const visitor = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
  it.each([
    ['/404', 'Seite nicht gefunden'],
    ['/en/404', 'Page not found'],
    ['/gibt-es-nicht', 'Seite nicht gefunden'],
    ['/en/nothing-here', 'Page not found'],
    ['/alt/seite.php', 'Seite nicht gefunden'],
  ])('%s: 404, in full, with its own title, kept by nobody', async (path, title) => {
    const response = await fetch(`${BASE_URL}${path}`, { headers: { 'user-agent': visitor }, redirect: 'manual' })
    const html = await response.text()
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain(`<title>${title} · Vernissage</title>`)
    expect(html).toMatch(/<meta name="robots" content="noindex(, ?follow)?"/)
    expect(html).toContain('data-testid="not-found"')
    expect(html).not.toContain('__next_error__')
  })
})
