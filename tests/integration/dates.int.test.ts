/**
 * Issue 32 point 2: every date on the site is the day it is in the site's time zone (Berlin), on
 * a page and in search alike, whatever time zone the server runs in. A date near midnight is the
 * test: an editor in Berlin who picks 3 March stores 2 March, 23:30 UTC.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { randomUUID } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endOfGalleryDay, formatDate } from '@/base/dates'
import { publicPricing } from '@/base/price'
import { isReserved } from '@/base/reservation'
import type { Exhibition } from '@/cms/payload-types'
import config from '@/payload.config'
import { saveContact } from '@/features/forms/contact'
import { caseWorks, replyMail } from '@/features/sales/cases'
import { repairHolds } from '@/features/sales/holdRepair'
import { announceLapses } from '@/features/sales/lapse'
import { salesNumbers } from '@/features/sales/numbers'
import { priceListPdf } from '@/features/sales/pdf'
import { exhibitionPrintSet } from '@/features/sales/printWorks'
import { exhibitionTeaser } from '@/features/exhibitions/teaser'
import { rank } from '@/features/search/engine'
import { getSearchEngine } from '@/features/search/loaders'
import type { Locale } from '@/base/locales'

import { pdfText } from './fixtures/pdf'
import { testPayload, uniqueSlug } from './payload'

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
  })
  await payload.create({
    collection: 'magazine',
    locale: 'de',
    // 1 July, 00:15 in Berlin.
    data: { title: `Artikel ${word}`, slug: uniqueSlug('mitternacht'), publishDate: '2025-06-30T22:15:00.000Z', _status: 'published' },
    overrideAccess: true,
  })
})

afterAll(() => {
  if (serverZone === undefined) delete process.env.TZ
  else process.env.TZ = serverZone
})

/** A search result of this test by kind, once the engine has it. */
async function searched(locale: Locale, kind: string): Promise<string | null | undefined> {
  const found = async () => rank(await getSearchEngine(locale), word).find((candidate) => candidate.kind === kind)
  await expect.poll(found, { message: `search never found the ${kind} of ${word}`, timeout: 30_000, interval: 100 }).toBeDefined()
  return (await found())?.subtitle
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

/**
 * Issue 45 point 6: a hold "bis 12.12." lasts to the end of 12 December in Berlin, however it is
 * written (the REST API with a date, the Local API through a case) and whatever zone the server
 * runs in; the lapse check, the public status, the case, the reply, the dashboard and the price
 * list agree on its day.
 */
describe('a hold to a day', () => {
  const berlin = (iso: string) => Date.parse(iso)
  let token = ''
  let artistId: number

  async function rest(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { authorization: `JWT ${token}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    return handleEndpoints({ config, request: new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }) })
  }

  async function work(title: string, data: Record<string, unknown> = {}) {
    return payload.create({
      collection: 'artworks',
      data: { title, slug: uniqueSlug('halte'), artist: artistId, price: 2400, _status: 'published', ...data },
      locale: 'de',
      overrideAccess: true,
    })
  }

  beforeAll(async () => {
    const email = `zeit-${randomUUID().slice(0, 8)}@galerie.test`
    const password = 'Galerie-Mitternacht-2030!'
    await payload.create({ collection: 'users', data: { role: 'administrator', email, password }, overrideAccess: true })
    token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    artistId = (
      await payload.create({
        collection: 'artists',
        data: { name: `Halte ${word}`, slug: uniqueSlug('halte'), personType: 'artist', _status: 'published' },
        overrideAccess: true,
      })
    ).id
  })

  it('set through the REST API as "2030-12-12" or 00:00 UTC, holds at 12.12. 23:30 in Berlin and has lapsed at 13.12. 00:00:01', async () => {
    for (const [zone, written] of [
      ['UTC', '2030-12-12'],
      ['America/New_York', '2030-12-12T00:00:00.000Z'],
    ]) {
      process.env.TZ = zone
      const held = await work(`Winter ${zone}`)
      const response = await rest('PATCH', `/api/artworks/${held.id}?locale=de`, { reservedUntil: written })
      expect(response.status, zone).toBe(200)
      const stored = await payload.findByID({ collection: 'artworks', id: held.id, overrideAccess: false, depth: 0 })
      // 23:59:59.999 in Berlin (winter, UTC+1).
      expect(stored.reservedUntil, zone).toBe('2030-12-12T22:59:59.999Z')
      const { reservedAt } = await payload.findByID({ collection: 'artworks', id: held.id, overrideAccess: true, depth: 0 })
      for (const reader of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = reader
        // 12.12. 23:30 in Berlin is 22:30 UTC; 13.12. 00:00:01 is 23:00:01 UTC.
        expect(isReserved(stored, berlin('2030-12-12T22:30:00Z')), reader).toBe(true)
        expect(publicPricing(stored, berlin('2030-12-12T22:30:00Z')).reserved, reader).toBe(true)
        expect(isReserved(stored, berlin('2030-12-12T23:00:01Z')), reader).toBe(false)
        expect(publicPricing(stored, berlin('2030-12-12T23:00:01Z')).reserved, reader).toBe(false)
      }
      // The lapse check announces it in the round that passes midnight in Berlin, not before.
      expect(await announceLapses(payload, new Date('2030-12-12T00:00:00Z'), new Date('2030-12-12T22:30:00Z'))).not.toContain(held.id)
      expect(await announceLapses(payload, new Date('2030-12-12T22:30:00Z'), new Date('2030-12-12T23:00:01Z'))).toContain(held.id)
      // Saved again with the same day (as the form does), it stays the same hold: reservedAt is kept.
      const again = await rest('PATCH', `/api/artworks/${held.id}?locale=de`, { reservedUntil: '2030-12-12T12:00:00.000Z', title: `Winter ${zone} bis` })
      expect(again.status).toBe(200)
      const kept = await payload.findByID({ collection: 'artworks', id: held.id, overrideAccess: true, depth: 0 })
      expect(kept.reservedUntil).toBe('2030-12-12T22:59:59.999Z')
      expect(kept.reservedAt).toBeTruthy()
      expect(kept.reservedAt).toBe(reservedAt)
    }
  })

  it('set by a case through the Local API in summer, holds its works to the end of 12.7. in Berlin, and a case with no date to the end of a day', async () => {
    process.env.TZ = 'America/New_York'
    const held = await work('Sommer')
    const { inquiryId } = await saveContact(
      payload,
      { name: 'Zoë Mitternacht', email: `mitternacht-${randomUUID().slice(0, 8)}@example.org`, subject: 'Sommerbild', message: 'Noch frei?', consent: true },
      { locale: 'de', ipHash: 'hash', userAgent: 'vitest', artworks: [{ id: held.id, title: 'Sommer', galleryTitle: 'Sommer' }] },
    )
    await payload.update({ collection: 'inquiries', id: inquiryId, data: { status: 'reserved', reservedUntil: '2030-07-12T00:00:00.000Z' }, overrideAccess: true })
    const theCase = await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true, depth: 0 })
    // 23:59:59.999 in Berlin (summer, UTC+2), on the case and on its work.
    expect(theCase.reservedUntil).toBe('2030-07-12T21:59:59.999Z')
    const stored = await payload.findByID({ collection: 'artworks', id: held.id, overrideAccess: true, depth: 0 })
    expect(stored.reservedUntil).toBe('2030-07-12T21:59:59.999Z')
    expect(isReserved(stored, berlin('2030-07-12T21:30:00Z'))).toBe(true)
    expect(isReserved(stored, berlin('2030-07-12T22:00:01Z'))).toBe(false)
    expect(await announceLapses(payload, new Date('2030-07-12T21:30:00Z'), new Date('2030-07-12T22:00:01Z'))).toContain(held.id)
    // The case's page writes the day, in the staff's language, in any browser zone.
    const [listed] = (await caseWorks(payload, inquiryId, 'de'))!
    for (const reader of ['UTC', 'Asia/Tokyo', 'America/New_York']) {
      process.env.TZ = reader
      expect(formatDate(listed.reservedUntil, 'de'), reader).toBe('12. Juli 2030')
      expect(formatDate(listed.reservedUntil, 'en'), reader).toBe('12 July 2030')
    }
    // No date given: two weeks, to the end of that day in Berlin.
    const other = await work('Ohne Datum')
    const second = await saveContact(
      payload,
      { name: 'Zoë Mitternacht', email: `mitternacht-${randomUUID().slice(0, 8)}@example.org`, subject: 'Ohne Datum', message: 'Noch frei?', consent: true },
      { locale: 'de', ipHash: 'hash', userAgent: 'vitest', artworks: [{ id: other.id, title: 'x', galleryTitle: 'x' }] },
    )
    await payload.update({ collection: 'inquiries', id: second.inquiryId, data: { status: 'reserved' }, overrideAccess: true })
    const defaulted = (await payload.findByID({ collection: 'inquiries', id: second.inquiryId, overrideAccess: true, depth: 0 })).reservedUntil!
    expect(defaulted).toBe(endOfGalleryDay(defaulted))
    expect(formatDate(defaulted, 'de', 'dayTime')).toMatch(/ um 23:59$/)
  })

  it('reads as the same day in the case, the reply, the dashboard and the price list, whatever zone the server is in', async () => {
    // 13 December, 00:30 in Berlin: still the 12th in UTC and New York.
    const lateNight = '2030-12-12T23:30:00.000Z'
    const opening = await payload.create({
      collection: 'exhibitions',
      locale: 'de',
      data: {
        title: `Mitternachtsschau ${word}`,
        slug: uniqueSlug('mitternachtsschau'),
        startDate: lateNight,
        endDate: '2031-01-30T23:00:00.000Z',
        artworks: [(await work('Im Katalog')).id],
        _status: 'published',
      },
      overrideAccess: true,
    })
    // Sold on 1 November, 00:30 in Berlin (31 October, 23:30 UTC).
    const sold = await work('Verkauft um Mitternacht')
    const monthsBefore = (await salesNumbers(payload, new Date('2030-11-15T12:00:00Z'))).months
    await payload.update({ collection: 'artworks', id: sold.id, data: { sold: true, soldAt: '2030-10-31T23:30:00.000Z' }, overrideAccess: true })
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = zone
      expect(replyMail('Danke.', { message: 'Noch frei?', createdAt: lateNight }, 'de'), zone).toContain('Ihre Nachricht vom 13. Dezember 2030:')
      expect(replyMail('Thank you.', { message: 'Still there?', createdAt: lateNight }, 'en'), zone).toContain('Your message of 13 December 2030:')
      const set = (await exhibitionPrintSet(payload, opening.id, 'de'))!
      expect(set.subtitle, zone).toBe('13. Dezember 2030 – 31. Januar 2031')
      const [page] = await pdfText(await priceListPdf(set, 'de', new Date(lateNight)))
      expect(page, zone).toContain('13. Dezember 2030 – 31. Januar 2031')
      expect(page, zone).toContain('Stand 13. Dezember 2030')
      const [enPage] = await pdfText(await priceListPdf((await exhibitionPrintSet(payload, opening.id, 'en'))!, 'en', new Date(lateNight)))
      expect(enPage, zone).toContain('As of 13 December 2030')
      // The dashboard counts the sale in November, Berlin's month, and names the month so.
      const months = (await salesNumbers(payload, new Date('2030-11-15T12:00:00Z'))).months
      const row = (list: typeof months, month: string) => list.find((entry) => entry.month === month)!
      expect(row(months, '2030-11').sold - row(monthsBefore, '2030-11').sold, zone).toBe(1)
      expect(row(months, '2030-10').sold - row(monthsBefore, '2030-10').sold, zone).toBe(0)
      expect(formatDate('2030-11-15T12:00:00Z', 'de', 'month')).toBe('November 2030')
    }
  })

  it('stored before a hold was a day (00:00 UTC), is moved to the end of its day by `npm run holds`, which a dry run only lists', async () => {
    process.env.TZ = 'UTC'
    const legacy = await work('Alt gehalten')
    const over = await work('Längst vorbei')
    // As the rows were written before: straight into the row, past the hook.
    await payload.db.updateOne({ collection: 'artworks', id: legacy.id, data: { reservedUntil: '2030-12-12T00:00:00.000Z' } })
    await payload.db.updateOne({ collection: 'artworks', id: over.id, data: { reservedUntil: '2020-12-12T00:00:00.000Z' } })
    const read = async (id: number) => (await payload.findByID({ collection: 'artworks', id, overrideAccess: true, depth: 0 })).reservedUntil
    // The old reading: over at 01:00 in Berlin on the day itself.
    expect(isReserved({ reservedUntil: await read(legacy.id) }, berlin('2030-12-12T22:30:00Z'))).toBe(false)

    const listed = await repairHolds(payload, { dryRun: true })
    expect(listed).toContainEqual({ collection: 'artworks', id: legacy.id, from: '2030-12-12T00:00:00.000Z', to: '2030-12-12T22:59:59.999Z' })
    expect(listed.map((repair) => repair.id)).not.toContain(over.id)
    expect(await read(legacy.id)).toBe('2030-12-12T00:00:00.000Z')

    const lines: string[] = []
    await repairHolds(payload, { log: (line) => lines.push(line) })
    expect(lines).toContain(`artworks ${legacy.id}: 2030-12-12T00:00:00.000Z → 2030-12-12T22:59:59.999Z`)
    expect(await read(legacy.id)).toBe('2030-12-12T22:59:59.999Z')
    expect(await read(over.id)).toBe('2020-12-12T00:00:00.000Z')
    expect(isReserved({ reservedUntil: await read(legacy.id) }, berlin('2030-12-12T22:30:00Z'))).toBe(true)
    // Again: nothing left to move.
    expect((await repairHolds(payload, { dryRun: true })).map((repair) => repair.id)).not.toContain(legacy.id)
  })
})
