import type { CollectionConfig, PayloadRequest } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { announceContentChange, announcedOnCommit, onContentChange, publicContentMark, withChangeAnnouncements, withGlobalAnnouncements, type ContentChange } from './changes'

const stops: Array<() => void> = []
const heard: ContentChange[] = []
const listen = () => stops.push(onContentChange((change) => heard.push(change)))
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
  heard.length = 0
})

const artworks = {
  slug: 'artworks',
  custom: { ...publicContentMark, explorerSource: true },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'artist', type: 'relationship', relationTo: 'artists' },
    { type: 'row', fields: [{ name: 'images', type: 'upload', relationTo: 'media', hasMany: true }] },
  ],
} as CollectionConfig

type Hook = (args: Record<string, unknown>) => unknown
const hooksOf = (collection: CollectionConfig) => collection.hooks as { afterChange: Hook[]; afterDelete: Hook[] }

/** A database adapter whose commits and rollbacks are only recorded, wrapped as payload.config does. */
function fakeDatabase() {
  const log: string[] = []
  const adapter = announcedOnCommit({
    init: () => ({
      commitTransaction: async (id: number | string) => void log.push(`commit ${id}`),
      rollbackTransaction: async (id: number | string) => void log.push(`rollback ${id}`),
    }),
  })
  return { db: adapter.init() as { commitTransaction(id: number | string): Promise<void>; rollbackTransaction(id: number | string): Promise<void> }, log }
}

const request = (db: object, transactionID?: number | string) => ({ payload: { db }, transactionID, context: {} }) as unknown as PayloadRequest

describe('change announcements', () => {
  it('reach every listener, even when one of them throws', async () => {
    listen()
    stops.push(
      onContentChange(() => {
        throw new Error('boom')
      }),
    )
    listen()
    const errors = console.error
    console.error = () => undefined
    try {
      await announceContentChange({ collection: 'artworks', kind: 'collection', operation: 'delete', publicContent: true, explorerSource: true, tags: ['artworks'] })
    } finally {
      console.error = errors
    }
    expect(heard.map((change) => change.operation)).toEqual(['delete', 'delete'])
  })

  it('say which tags a save touches: the document, its lists, and what it points at before and after', async () => {
    listen()
    const { db } = fakeDatabase()
    const collection = withChangeAnnouncements(artworks)
    const [announce] = hooksOf(collection).afterChange.slice(-1)
    await announce({ doc: { id: 7, artist: 3, images: [{ id: 11 }] }, previousDoc: { id: 7, artist: 2, images: [] }, req: request(db) })
    expect(heard).toHaveLength(1)
    expect(heard[0]).toMatchObject({ collection: 'artworks', kind: 'collection', operation: 'change', id: 7, publicContent: true, explorerSource: true })
    expect([...heard[0].tags].sort()).toEqual(['artists:2', 'artists:3', 'artworks', 'artworks:7', 'media:11'])
  })

  it('wait for the commit of the transaction that saved them, and are dropped when it rolls back', async () => {
    listen()
    const { db, log } = fakeDatabase()
    const [announce] = hooksOf(withChangeAnnouncements(artworks)).afterChange.slice(-1)
    const [announceDelete] = hooksOf(withChangeAnnouncements(artworks)).afterDelete.slice(-1)
    await announce({ doc: { id: 1 }, req: request(db, 'tx-1') })
    await announceDelete({ doc: { id: 2 }, req: request(db, 'tx-1') })
    await announce({ doc: { id: 3 }, req: request(db, 'tx-2') })
    expect(heard).toEqual([])
    await db.commitTransaction('tx-1')
    expect(log).toEqual(['commit tx-1'])
    expect(heard.map((change) => `${change.operation} ${change.id}`)).toEqual(['change 1', 'delete 2'])
    await db.rollbackTransaction('tx-2')
    await db.commitTransaction('tx-2')
    expect(heard).toHaveLength(2)
  })

  it('go out at once when no transaction id holds them (SQLite runs without transactions)', async () => {
    listen()
    const { db } = fakeDatabase()
    const [announce] = hooksOf(withChangeAnnouncements(artworks)).afterChange.slice(-1)
    // A request whose transaction never began keeps a promise of nothing; Payload's relation loader turns it into {}.
    for (const pendingId of [Promise.resolve(null), {}]) await announce({ doc: { id: 9 }, req: { ...request(db), transactionID: pendingId } })
    expect(heard.map((change) => change.id)).toEqual([9, 9])
  })

  it('carry what the live stream must send, and a global change touches its global', async () => {
    listen()
    const { db } = fakeDatabase()
    const req = request(db)
    req.context['changes:live:artworks:4'] = { id: 4, change: 'published' }
    const [announce] = hooksOf(withChangeAnnouncements(artworks)).afterChange.slice(-1)
    await announce({ doc: { id: 4 }, req })
    expect(heard[0].live).toEqual({ id: 4, change: 'published' })
    const navigation = withGlobalAnnouncements({ slug: 'navigation', fields: [] })
    await (navigation.hooks!.afterChange![0] as Hook)({ doc: {}, req: request(db) })
    expect(heard[1]).toMatchObject({ collection: 'navigation', kind: 'global', tags: ['global:navigation'] })
  })
})
