/**
 * The production server's page cache (src/server/frontCache.mjs) for a signed-in editor and for a
 * browser that asks again (issue 33 point 5): an editor outside draft mode is answered from it, the
 * same page a visitor gets, which the admin's live preview may frame as anyone's; draft mode never is.
 * A kept page carries an ETag of its own, and a browser that holds it gets a 304.
 */
import { describe, expect, it } from 'vitest'

import { adminToken, BASE_URL } from './support'

const live = { timeout: 5_000, interval: 100 }

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** Asks until the page comes from the front cache, and returns that answer. */
async function kept(path: string, headers: Record<string, string> = {}) {
  let answer = await get(path, headers)
  await expect
    .poll(async () => {
      answer = await get(path, headers)
      return answer.headers.get('x-vernissage-cache')
    }, live)
    .toBe('HIT')
  return answer
}

const heading = (text: string) => /<h1[^>]*>[\s\S]*?<\/h1>/.exec(text)?.[0]

const pages = [
  { path: '/faq', lang: 'de' },
  { path: '/en/faq', lang: 'en' },
  { path: '/', lang: 'de' },
  { path: '/en', lang: 'en' },
]

describe('the front cache for a signed-in editor', () => {
  it('answers an editor from it, with the page and the headers a visitor gets (the site may frame both: the live preview)', async () => {
    const editor = { cookie: `payload-token=${await adminToken()}` }
    for (const { path, lang } of pages) {
      const staff = await kept(path, { 'accept-language': lang, ...editor })
      expect(staff.status, path).toBe(200)
      expect(staff.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(staff.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'")
      expect(staff.text, path).toContain(`<html lang="${lang}-`)
      const visitor = await kept(path, { 'accept-language': lang })
      expect(visitor.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(visitor.headers.get('content-security-policy'), path).toBe(staff.headers.get('content-security-policy'))
      expect(heading(visitor.text), path).toBe(heading(staff.text))
    }
  })

  it('never answers draft mode from it, and answers a forged session as a visitor', async () => {
    for (const { path, lang } of pages) {
      await kept(path, { 'accept-language': lang })
      const draft = await get(path, { 'accept-language': lang, cookie: '__prerender_bypass=forged' })
      expect(draft.headers.get('x-vernissage-cache'), path).toBeNull()
      const forged = await get(path, { 'accept-language': lang, cookie: 'payload-token=forged' })
      expect(forged.headers.get('x-vernissage-cache'), path).toBe('HIT')
      expect(forged.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
  })
})

describe('revalidating a kept page', () => {
  it('gives a kept page an ETag, and a browser that holds it a 304 without a body, in both languages', async () => {
    for (const { path, lang } of pages) {
      for (const encoding of ['gzip', 'identity']) {
        const page = await kept(path, { 'accept-language': lang, 'accept-encoding': encoding })
        const etag = page.headers.get('etag')
        expect(etag, path).toMatch(/^W\/"[\w-]+"$/)
        const again = await get(path, { 'accept-language': lang, 'accept-encoding': encoding, 'if-none-match': etag! })
        expect(again.status, path).toBe(304)
        expect(again.text, path).toBe('')
        expect(again.headers.get('etag'), path).toBe(etag)
        // Another version of the page is sent whole.
        expect((await get(path, { 'accept-language': lang, 'accept-encoding': encoding, 'if-none-match': 'W/"older"' })).status, path).toBe(200)
      }
    }
  })
})
