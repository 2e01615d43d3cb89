import { describe, expect, it } from 'vitest'

import { crossSiteRefusal, crossSiteWrite, siteOrigin } from './sameOrigin'

const request = (method: string, headers: Record<string, string>) => new Request('http://localhost:3000/api/users', { method, headers })
const staff = { cookie: 'payload-lng=en; payload-token=abc', host: 'localhost:3000' }

describe('cross-site staff writes (issue 30 point 4)', () => {
  it("without PUBLIC_URL (development) takes the request's own host for the site", () => {
    const env = {}
    expect(crossSiteWrite(request('POST', { ...staff, origin: 'http://localhost:4000' }), env)).toBe(true)
    expect(crossSiteWrite(request('POST', { ...staff, origin: 'http://evil.example' }), env)).toBe(true)
    expect(crossSiteWrite(request('DELETE', { ...staff, referer: 'http://localhost:4000/page' }), env)).toBe(true)
    expect(crossSiteWrite(request('PATCH', { ...staff, origin: 'null' }), env)).toBe(true)
    expect(crossSiteWrite(request('PUT', { ...staff, 'sec-fetch-site': 'same-site' }), env)).toBe(true)
    expect(crossSiteWrite(request('POST', { ...staff, 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }), env)).toBe(true)
    expect(crossSiteWrite(request('POST', { ...staff, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }), env)).toBe(false)
    expect(crossSiteWrite(request('POST', { ...staff, referer: 'http://localhost:3000/admin/collections/users' }), env)).toBe(false)
  })

  it('with PUBLIC_URL takes its origin only', () => {
    const env = { PUBLIC_URL: 'https://galerie.example/' }
    expect(siteOrigin(env)).toBe('https://galerie.example')
    expect(crossSiteWrite(request('POST', { ...staff, origin: 'https://galerie.example' }), env)).toBe(false)
    expect(crossSiteWrite(request('POST', { ...staff, origin: 'https://galerie.example:8443' }), env)).toBe(true)
    // The address of one instance behind the balancer is not the site.
    expect(crossSiteWrite(request('POST', { ...staff, origin: 'http://localhost:3000' }), env)).toBe(true)
    expect(crossSiteWrite(request('POST', { ...staff, origin: 'http://galerie.example' }), env)).toBe(true)
  })

  it('judges only writes that carry the session cookie', () => {
    const env = { PUBLIC_URL: 'https://galerie.example' }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(crossSiteWrite(request(method, { ...staff, origin: 'https://evil.example' }), env)).toBe(false)
    // A token in a header is no browser's ambient credential: a page elsewhere cannot send it.
    expect(crossSiteWrite(request('POST', { authorization: 'JWT abc', origin: 'https://evil.example' }), env)).toBe(false)
    expect(crossSiteWrite(request('POST', { cookie: 'other=1', origin: 'https://evil.example' }), env)).toBe(false)
    // No Origin, Referer or Sec-Fetch-Site: a script, not a page.
    expect(crossSiteWrite(request('POST', staff), env)).toBe(false)
  })

  it("refuses with 403 in the staff member's language", async () => {
    const en = crossSiteRefusal(request('POST', staff))
    expect(en.status).toBe(403)
    expect(((await en.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/did not come from the gallery's own website/)
    const de = crossSiteRefusal(request('POST', { cookie: 'payload-token=abc', 'accept-language': 'de-DE,de;q=0.9' }))
    expect(((await de.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/nicht von der Website der Galerie/)
  })
})
