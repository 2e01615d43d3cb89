/**
 * The explorer's bulk read (src/features/explorer/rows.ts is plain SQL over Payload's tables) on
 * the real database of this run, SQLite or PostgreSQL: only published works, the published state
 * of a work with a newer draft, titles in the language with German fallback, the relations, and
 * the refresh after a publish, an unpublish and a delete.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { explore } from '@/features/explorer/facets'
import { getExplorerIndex } from '@/features/explorer/loaders'
import { parseExplorerQuery } from '@/features/routing/explorerQuery'
import { explorerStore, markExplorerStale } from '@/features/explorer/store'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true }

beforeAll(async () => {
  payload = await testPayload()
})

async function itemFor(locale: 'de' | 'en', id: number) {
  markExplorerStale()
  const index = await getExplorerIndex(locale)
  return index.items.find((item) => item.id === id)
}

describe('explorer lists on the real database', () => {
  it('are marked stale the moment a source collection is saved through this process (the CMS announces the change)', async () => {
    // Settled: built, and no check of the database's stamp under way that could mark it.
    const settled = async () => {
      for (let i = 0; i < 50 && (explorerStore.entries.get('de')?.stale !== false || explorerStore.checking); i++) {
        await getExplorerIndex('de')
        await explorerStore.checking
      }
      const entry = explorerStore.entries.get('de')!
      expect(entry.stale).toBe(false)
      return entry
    }
    // A redirect is no source of the lists: nothing is marked.
    const before = await settled()
    await payload.create({ collection: 'redirects', data: { from: `/${uniqueSlug('alt')}`, to: '/artworks' }, ...write })
    expect(before.stale).toBe(false)
    const entry = await settled()
    await payload.create({ collection: 'tags', data: { name: 'Dämmerung', slug: uniqueSlug('daemmerung') }, ...write })
    expect(entry.stale).toBe(true)
  })

  it('holds published works with their relations, language and price, and follows publish, draft, unpublish and delete', async () => {
    const color = await payload.create({ collection: 'colors', data: { name: 'Kobaltblau', slug: uniqueSlug('kobalt'), hex: '#0047ab' }, ...write })
    const tag = await payload.create({ collection: 'tags', data: { name: 'Nacht', slug: uniqueSlug('nacht') }, ...write })
    const artist = await payload.create({ collection: 'artists', data: { name: 'Åsa Öberg', slug: uniqueSlug('asa'), personType: 'artist', _status: 'published' }, ...write })
    const slug = uniqueSlug('blaue-stunde')
    const work = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Blaue Stunde', slug, artist: artist.id, year: 2021, colors: [color.id], tags: [tag.id], price: 2400, _status: 'published' },
      ...write,
    })
    const draftOnly = await payload.create({ collection: 'artworks', locale: 'de', data: { title: 'Entwurf', slug: uniqueSlug('entwurf'), _status: 'draft' }, ...write })

    const german = await itemFor('de', work.id)
    expect(german).toMatchObject({ title: 'Blaue Stunde', slug, year: 2021, price: 2400, sold: false, artist: { name: 'Åsa Öberg' } })
    expect(german?.color).toEqual([color.slug])
    expect(german?.tag).toEqual([tag.slug])
    // English without its own title falls back to German.
    expect((await itemFor('en', work.id))?.title).toBe('Blaue Stunde')
    expect(await itemFor('de', draftOnly.id)).toBeUndefined()

    const index = await getExplorerIndex('de')
    const filtered = explore(index.sorted, parseExplorerQuery({ color: color.slug, availability: 'leasing' }))
    expect(filtered.items.map((item) => item.id)).toEqual([work.id])

    await payload.update({ collection: 'artworks', id: work.id, locale: 'en', data: { title: 'Blue Hour' }, ...write })
    expect((await itemFor('en', work.id))?.title).toBe('Blue Hour')

    // A draft over the published work changes nothing the public sees.
    await payload.update({ collection: 'artworks', id: work.id, locale: 'de', draft: true, data: { title: 'Neuer Titel (Entwurf)', sold: true }, ...write })
    expect(await itemFor('de', work.id)).toMatchObject({ title: 'Blaue Stunde', sold: false })

    await payload.update({ collection: 'artworks', id: work.id, locale: 'de', data: { title: 'Blaue Stunde', sold: true, _status: 'published' }, ...write })
    expect((await itemFor('de', work.id))?.sold).toBe(true)

    await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'draft' }, ...write })
    expect(await itemFor('de', work.id)).toBeUndefined()

    await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'published' }, ...write })
    expect(await itemFor('de', work.id)).toBeDefined()
    await payload.delete({ collection: 'artworks', id: work.id, ...write })
    expect(await itemFor('de', work.id)).toBeUndefined()
  })
})
