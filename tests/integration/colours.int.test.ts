import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { fillColoursFromPictures } from '@/features/artworks/fillColours'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true }

/** Colours no other test uses, so each is the nearest vocabulary entry to itself. */
const wine = '#9b1d3a'
const navy = '#23348f'
const moss = '#4f6b2a'

let vocabulary: Record<'wine' | 'navy' | 'moss', number>

beforeAll(async () => {
  payload = await testPayload()
  const colour = async (name: string, hex: string) =>
    (await payload.create({ collection: 'colors', locale: 'de', data: { name: `${name} ${uniqueSlug('c')}`, slug: uniqueSlug(name), hex }, ...write })).id as number
  vocabulary = { wine: await colour('wein', wine), navy: await colour('marine', navy), moss: await colour('moos', moss) }
})

/** A PNG whose left 70 % is `main` and right 30 % is `accent`. */
async function picture(main: string, accent: string): Promise<Buffer> {
  const strip = await sharp({ create: { width: 60, height: 200, channels: 3, background: accent } })
    .png()
    .toBuffer()
  return sharp({ create: { width: 200, height: 200, channels: 3, background: main } })
    .composite([{ input: strip, left: 140, top: 0 }])
    .png()
    .toBuffer()
}

async function upload(data: Buffer) {
  return payload.create({
    collection: 'media',
    data: { alt: 'Test' },
    file: { data, mimetype: 'image/png', name: `${uniqueSlug('farbe')}.png`, size: data.length },
    ...write,
  })
}

const ids = (values: unknown) => (Array.isArray(values) ? values.map((value) => (typeof value === 'object' && value ? (value as { id: number }).id : value)) : [])

describe('colours read from the picture', () => {
  it('reads an uploaded picture’s dominant colours with their shares', async () => {
    const media = await upload(await picture(wine, navy))
    const swatches = media.swatches as Array<{ hex: string; share: number }>
    expect(swatches.map((swatch) => swatch.hex)).toEqual([wine, navy])
    expect(swatches[0].share).toBeCloseTo(0.7, 1)
    expect(swatches[1].share).toBeCloseTo(0.3, 1)
  })

  it('proposes them on a work, and a work without colours takes the proposal when saved', async () => {
    const media = await upload(await picture(wine, navy))
    const work = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Rot und Blau', slug: uniqueSlug('rot-blau'), images: [media.id], _status: 'published' },
      depth: 0,
      ...write,
    })
    expect(ids(work.colourProposal)).toEqual([vocabulary.wine, vocabulary.navy])
    expect(ids(work.colors)).toEqual([vocabulary.wine, vocabulary.navy])
    // The explorer's filter finds it by the colour read from its picture.
    const found = await payload.find({ collection: 'artworks', where: { colors: { in: [vocabulary.navy] }, id: { equals: work.id } }, depth: 0 })
    expect(found.totalDocs).toBe(1)
  })

  it('keeps the colours an editor chose, and shows the proposal beside them', async () => {
    const media = await upload(await picture(moss, wine))
    const work = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Gewählt', slug: uniqueSlug('gewaehlt'), images: [media.id], colors: [vocabulary.navy], _status: 'draft' },
      depth: 0,
      ...write,
    })
    expect(ids(work.colors)).toEqual([vocabulary.navy])
    expect(ids(work.colourProposal)).toEqual([vocabulary.moss, vocabulary.wine])
    // A later save that does not touch the colours (marking it sold) keeps them too.
    const sold = await payload.update({ collection: 'artworks', id: work.id, data: { sold: true }, draft: true, depth: 0, ...write })
    expect(ids(sold.colors)).toEqual([vocabulary.navy])
  })

  it('proposes nothing for a work without a picture', async () => {
    const work = await payload.create({ collection: 'artworks', locale: 'de', data: { title: 'Ohne Bild', slug: uniqueSlug('ohne'), _status: 'draft' }, depth: 0, ...write })
    expect(ids(work.colourProposal)).toEqual([])
    expect(ids(work.colors)).toEqual([])
  })

  it('gives pictures stored before, and their works, colours in the one-off run, and a second run changes nothing', async () => {
    const media = await upload(await picture(navy, moss))
    // As stored before this feature: no colours on the picture, none on the work.
    await payload.update({ collection: 'media', id: media.id, data: { swatches: null }, ...write })
    const published = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Alt', slug: uniqueSlug('alt'), images: [media.id], _status: 'published' },
      depth: 0,
      ...write,
    })
    expect(ids(published.colors)).toEqual([])

    const first = await fillColoursFromPictures(payload)
    expect(first.pictures).toBeGreaterThanOrEqual(1)
    expect(first.works).toBeGreaterThanOrEqual(1)
    const stored = await payload.findByID({ collection: 'media', id: media.id, depth: 0 })
    expect((stored.swatches as Array<{ hex: string }>).map((swatch) => swatch.hex)).toEqual([navy, moss])
    // The published work is published with its colours: a visitor's read (no drafts) sees them.
    const seen = await payload.findByID({ collection: 'artworks', id: published.id, depth: 0, draft: false })
    expect(seen._status).toBe('published')
    expect(ids(seen.colors)).toEqual([vocabulary.navy, vocabulary.moss])

    const second = await fillColoursFromPictures(payload)
    expect(second).toEqual({ pictures: 0, works: 0 })
  })
})
