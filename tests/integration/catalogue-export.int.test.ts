/**
 * The catalogue export (issue 19 point 2; `npm run export -- file.csv`): every work in the
 * catalogue's columns, German and English, names for its relations, filtered as in the admin.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { catalogueColumns } from '@/features/catalogue/columns'
import { catalogueCsv, catalogueRows } from '@/features/catalogue/exportCatalogue'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true }
const stamp = uniqueSlug('inv')
let workId: number | string

beforeAll(async () => {
  payload = await testPayload()
  const artist = await payload.create({ collection: 'artists', data: { name: `Ada Blum ${stamp}`, slug: uniqueSlug('ada'), personType: 'artist', _status: 'published' }, ...write })
  const medium = await payload.create({ collection: 'mediums', locale: 'de', data: { name: `Öl ${stamp}`, slug: uniqueSlug('oel') }, ...write })
  await payload.update({ collection: 'mediums', id: medium.id, locale: 'en', data: { name: `Oil ${stamp}` }, ...write })
  const tag = await payload.create({ collection: 'tags', locale: 'de', data: { name: `Licht, warm ${stamp}`, slug: uniqueSlug('licht') }, ...write })
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
    .png()
    .toBuffer()
  const image = await payload.create({ collection: 'media', data: { alt: 'x' }, file: { data, mimetype: 'image/png', name: `${stamp}.png`, size: data.length }, ...write })
  const work = await payload.create({
    collection: 'artworks',
    locale: 'de',
    data: {
      inventory: `${stamp}-1`,
      title: 'Abendrot, "spät"',
      slug: uniqueSlug('abendrot'),
      artist: artist.id,
      medium: medium.id,
      year: 2021,
      price: 1200,
      sold: true,
      dimensions: { width: 80, height: 60 },
      tags: [tag.id],
      images: [image.id],
      description: {
        root: {
          type: 'root',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: null,
              format: '',
              indent: 0,
              textFormat: 0,
              textStyle: '',
              children: [{ type: 'text', version: 1, text: 'Warmes Licht.', detail: 0, format: 0, mode: 'normal', style: '' }],
            },
          ],
        },
      },
      _status: 'published',
    },
    depth: 0,
    ...write,
  })
  await payload.update({ collection: 'artworks', id: work.id, locale: 'en', data: { title: 'Sunset' }, ...write })
  await payload.create({
    collection: 'artworks',
    locale: 'de',
    data: { inventory: `${stamp}-2`, title: 'Entwurf', slug: uniqueSlug('entwurf'), _status: 'draft' },
    depth: 0,
    ...write,
  })
  workId = work.id
})

const mine = { inventory: { like: stamp } }

describe('catalogue export', () => {
  it('writes each work in both languages with names for its relations, drafts included, by inventory number', async () => {
    const rows = await catalogueRows(payload, mine)
    expect(rows.map((row) => row.inventory)).toEqual([`${stamp}-1`, `${stamp}-2`])
    const [work, draft] = rows
    expect(work).toMatchObject({
      title_de: 'Abendrot, "spät"',
      title_en: 'Sunset',
      artist: `Ada Blum ${stamp}`,
      year: '2021',
      medium_de: `Öl ${stamp}`,
      medium_en: `Oil ${stamp}`,
      description_de: 'Warmes Licht.',
      description_en: '',
      price: '1200',
      price_on_request: 'no',
      sold: 'yes',
      width_cm: '80',
      height_cm: '60',
      depth_cm: '',
      tags: `Licht, warm ${stamp}`,
    })
    expect(work.image).toMatch(new RegExp(`^${stamp}.*\\.png$`))
    // An untranslated title stays empty in English rather than repeating the German.
    expect(draft).toMatchObject({ title_de: 'Entwurf', title_en: '' })
  })

  it('writes a CSV a spreadsheet opens: header of the catalogue columns, quoted texts', async () => {
    const csv = await catalogueCsv(payload, { id: { equals: workId } })
    const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe(catalogueColumns.join(','))
    expect(line.startsWith(`${stamp}-1,"Abendrot, ""spät""",Sunset,`)).toBe(true)
  })

  it('refuses a second work with an inventory number already given, naming the field', async () => {
    await expect(
      payload.create({ collection: 'artworks', locale: 'de', data: { inventory: `${stamp}-1`, title: 'Doppelt', slug: uniqueSlug('doppelt'), _status: 'draft' }, ...write }),
    ).rejects.toThrow(/inventory/i)
  })
})
