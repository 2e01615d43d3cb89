/**
 * Issue 31 on the real database of this run (SQLite or PostgreSQL) and the real config: a change
 * is announced once, after it is committed, so a listener that reads the database finds it there
 * (point 1); and the tags a change carries reach exactly the reads that show it — the work's own
 * page, its artist's page and works list, the exhibition showing it, the lists — and not the page
 * of an unrelated work (point 2, src/cms/tags.ts).
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onContentChange, type ContentChange } from '@/cms/changes'
import { filterTags, readTags } from '@/cms/tags'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const heard: ContentChange[] = []
let stop: () => void = () => undefined

beforeAll(async () => {
  payload = await testPayload()
  stop = onContentChange((change) => heard.push(change))
})
afterAll(() => stop())

const write = { overrideAccess: true } as const
const touches = (change: ContentChange, tags: string[]) => tags.some((tag) => change.tags.includes(tag))

describe('a change on its way out', () => {
  it('is announced once per save, after the commit: a listener reading the database finds the new state', async () => {
    const artist = await payload.create({ collection: 'artists', data: { name: 'Ada Probe', slug: uniqueSlug('ada'), personType: 'artist', _status: 'published' }, ...write })
    const seen: Array<string | undefined> = []
    const reads: Array<Promise<void>> = []
    // The transactions the adapter holds open (PostgreSQL; SQLite runs without): none once committed.
    const open = () => Object.keys((payload.db as unknown as { sessions?: Record<string, unknown> }).sessions ?? {}).length
    const openWhenHeard: number[] = []
    const stopReading = onContentChange((change) => {
      if (change.collection !== 'artists' || change.id !== artist.id) return
      openWhenHeard.push(open())
      // What another instance does on hearing it: read the database (its own connection, outside the save's transaction).
      reads.push(payload.db.findOne<{ id: number; name?: string }>({ collection: 'artists', where: { id: { equals: artist.id } } }).then((row) => void seen.push(row?.name)))
    })
    try {
      const before = heard.length
      await payload.update({ collection: 'artists', id: artist.id, data: { name: 'Ada Nachher' }, ...write })
      await Promise.all(reads)
      expect(heard.slice(before).filter((change) => change.collection === 'artists' && change.id === artist.id)).toHaveLength(1)
      expect(seen).toEqual(['Ada Nachher'])
      expect(openWhenHeard).toEqual([0])
    } finally {
      stopReading()
    }
  })

  it('carries the tags of every page that shows the work, and of none that does not', async () => {
    const artist = await payload.create({ collection: 'artists', data: { name: 'Bea Tag', slug: uniqueSlug('bea'), personType: 'artist', _status: 'published' }, ...write })
    const other = await payload.create({ collection: 'artists', data: { name: 'Cid Anders', slug: uniqueSlug('cid'), personType: 'artist', _status: 'published' }, ...write })
    const work = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Getaggt', slug: uniqueSlug('werk'), artist: artist.id, _status: 'published' },
      ...write,
    })
    const unrelated = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Fremd', slug: uniqueSlug('fremd'), artist: other.id, _status: 'published' },
      ...write,
    })
    const exhibition = await payload.create({
      collection: 'exhibitions',
      locale: 'de',
      data: { title: 'Schau', slug: uniqueSlug('schau'), startDate: '2025-03-01', endDate: '2025-04-30', venue: 'Halle 1', artworks: [work.id], _status: 'published' },
      ...write,
    })

    // What each page's render is tagged with, read as the site reads it.
    const read = async (collection: 'artworks' | 'exhibitions' | 'artists', id: number, depth = 2) =>
      readTags(payload, collection, [(await payload.findByID({ collection, id, depth, locale: 'de' })) as unknown as Record<string, unknown>])
    const pages = {
      work: await read('artworks', work.id),
      exhibition: await read('exhibitions', exhibition.id),
      artist: [...(await read('artists', artist.id)), ...(filterTags(payload, 'artworks', { artist: { equals: artist.id } }) ?? [])],
      unrelatedWork: await read('artworks', unrelated.id),
      otherArtist: [...(await read('artists', other.id)), ...(filterTags(payload, 'artworks', { artist: { equals: other.id } }) ?? [])],
      explorerList: ['artworks'],
    }

    const before = heard.length
    await payload.update({ collection: 'artworks', id: work.id, locale: 'en', data: { title: 'Tagged' }, ...write })
    const changes = heard.slice(before).filter((change) => change.collection === 'artworks' && change.id === work.id)
    expect(changes).toHaveLength(1)
    const [change] = changes
    expect(change).toMatchObject({ kind: 'collection', operation: 'change', publicContent: true, explorerSource: true })
    expect(touches(change, pages.work)).toBe(true)
    expect(touches(change, pages.exhibition)).toBe(true)
    expect(touches(change, pages.artist)).toBe(true)
    expect(touches(change, pages.explorerList)).toBe(true)
    expect(touches(change, pages.unrelatedWork)).toBe(false)
    expect(touches(change, pages.otherArtist)).toBe(false)

    // Moved to the other artist: both artists' pages, before and after.
    await payload.update({ collection: 'artworks', id: work.id, data: { artist: other.id }, ...write })
    const moved = heard.at(-1)!
    expect(touches(moved, pages.artist)).toBe(true)
    expect(touches(moved, pages.otherArtist)).toBe(true)

    // A rename of the artist reaches the work's page, which shows the name.
    await payload.update({ collection: 'artists', id: artist.id, data: { name: 'Bea Neu' }, ...write })
    expect(touches(heard.at(-1)!, pages.work)).toBe(true)
    expect(touches(heard.at(-1)!, pages.unrelatedWork)).toBe(false)

    for (const [collection, id] of [
      ['exhibitions', exhibition.id],
      ['artworks', work.id],
      ['artworks', unrelated.id],
      ['artists', artist.id],
      ['artists', other.id],
    ] as const)
      await payload.delete({ collection, id, ...write })
  })
})
