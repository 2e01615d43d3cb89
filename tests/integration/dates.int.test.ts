/**
 * Issue 32 point 2: every date on the site is the day it is in the site's time zone (Berlin), on
 * a page and in search alike, whatever time zone the server runs in. A date near midnight is the
 * test: an editor in Berlin who picks 3 March stores 2 March, 23:30 UTC.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Exhibition } from '@/cms/payload-types'
import { exhibitionTeaser } from '@/features/exhibitions/teaser'
import { rank } from '@/features/search/engine'
import { getSearchEngine } from '@/features/search/loaders'
import type { Locale } from '@/base/locales'

import { quiet, testPayload, uniqueSlug } from './payload'

let payload: Payload
let exhibition: Exhibition
const word = `Mitternacht${Date.now().toString(36).replace(/\d/g, '')}`
const serverZone = process.env.TZ

beforeAll(async () => {
  // A server far from the gallery: the dates must not follow it.
  process.env.TZ = 'America/New_York'
  payload = await testPayload()
  exhibition = await payload.create({
    collection: 'exhibitions',
    locale: 'de',
    // 3 March, 00:30 and 21 April, 00:30 in Berlin (winter and summer time).
    data: { title: `Ausstellung ${word}`, slug: uniqueSlug('mitternacht'), startDate: '2025-03-02T23:30:00.000Z', endDate: '2025-04-20T22:30:00.000Z', _status: 'published' },
    overrideAccess: true,
    ...quiet,
  })
  await payload.create({
    collection: 'magazine',
    locale: 'de',
    // 1 July, 00:15 in Berlin.
    data: { title: `Artikel ${word}`, slug: uniqueSlug('mitternacht'), publishDate: '2025-06-30T22:15:00.000Z', _status: 'published' },
    overrideAccess: true,
    ...quiet,
  })
})

afterAll(() => {
  if (serverZone === undefined) delete process.env.TZ
  else process.env.TZ = serverZone
})

/** A search result of this test by kind, once the engine has it. */
async function searched(locale: Locale, kind: string): Promise<string | null | undefined> {
  for (let tries = 0; tries < 300; tries++) {
    const item = rank(await getSearchEngine(locale), word).find((candidate) => candidate.kind === kind)
    if (item) return item.subtitle
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`search never found the ${kind} of ${word}`)
}

describe('a date near midnight', () => {
  it('reads the same on a page and in search, as the day it is in Berlin', async () => {
    expect(exhibitionTeaser(exhibition, 'de').subtitle).toBe('3. März 2025 – 21. April 2025')
    expect(exhibitionTeaser(exhibition, 'en').subtitle).toBe('3 March 2025 – 21 April 2025')
    expect(await searched('de', 'exhibitions')).toBe(exhibitionTeaser(exhibition, 'de').subtitle)
    expect(await searched('en', 'exhibitions')).toBe(exhibitionTeaser(exhibition, 'en').subtitle)
    expect(await searched('de', 'magazine')).toBe('1. Juli 2025')
  })

  it('reads the same whatever time zone the server is in', async () => {
    const inSearch = await searched('de', 'exhibitions')
    for (const zone of ['UTC', 'Europe/Berlin', 'Asia/Tokyo']) {
      process.env.TZ = zone
      expect(exhibitionTeaser(exhibition, 'de').subtitle, zone).toBe(inSearch)
    }
  })
})
