/**
 * Changes to many works at once (issue 19 point 4), as the admin's list makes them: one update
 * for every selected work (`PATCH /api/artworks?where[id][in]=…`, the edit-many drawer and the
 * publish and unpublish buttons). Each work keeps what was not changed, and every change is a
 * version in its history.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true }
const ids = (values: unknown) => (Array.isArray(values) ? values.map((value) => (typeof value === 'object' && value ? (value as { id: number }).id : value)) : [])

let tags: number[]
let categories: number[]

beforeAll(async () => {
  payload = await testPayload()
  const term = async (collection: 'tags' | 'categories', name: string) =>
    (await payload.create({ collection, locale: 'de', data: { name: `${name} ${uniqueSlug('t')}`, slug: uniqueSlug(name) }, ...write })).id as number
  tags = [await term('tags', 'abstrakt'), await term('tags', 'gross'), await term('tags', 'neu')]
  categories = [await term('categories', 'malerei'), await term('categories', 'grafik')]
})

async function works() {
  const make = (title: string, own: number[]) =>
    payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title, slug: uniqueSlug('bulk'), tags: own, categories: [categories[0]], _status: 'published' },
      depth: 0,
      ...write,
    })
  return [await make('Eins', [tags[0]]), await make('Zwei', [tags[1]])]
}

const selection = (docs: Array<{ id: number | string }>) => ({ id: { in: docs.map((doc) => doc.id) } })

describe('changes to many works at once', () => {
  it('adds a tag to every selected work and keeps each work’s own tags', async () => {
    const [one, two] = await works()
    const result = await payload.update({ collection: 'artworks', where: selection([one, two]), data: { tagsToAdd: [tags[2]] }, depth: 0, ...write })
    expect(result.errors).toEqual([])
    const after = await payload.find({ collection: 'artworks', where: selection([one, two]), sort: 'title', depth: 0 })
    expect(after.docs.map((doc) => ids(doc.tags))).toEqual([
      [tags[0], tags[2]],
      [tags[1], tags[2]],
    ])
  })

  it('removes a tag and a category from every selected work, and adds a category', async () => {
    const [one, two] = await works()
    await payload.update({
      collection: 'artworks',
      where: selection([one, two]),
      data: { tagsToRemove: [tags[0]], categoriesToAdd: [categories[1]], categoriesToRemove: [categories[0]] },
      depth: 0,
      ...write,
    })
    const after = await payload.find({ collection: 'artworks', where: selection([one, two]), sort: 'title', depth: 0 })
    expect(after.docs.map((doc) => ids(doc.tags))).toEqual([[], [tags[1]]])
    expect(after.docs.map((doc) => ids(doc.categories))).toEqual([[categories[1]], [categories[1]]])
  })

  it('marks works sold and sets price on request for all, each change a version in the history', async () => {
    const [one, two] = await works()
    const versionsBefore = (await payload.findVersions({ collection: 'artworks', where: { parent: { in: [one.id, two.id] } }, limit: 0, depth: 0 })).totalDocs
    await payload.update({ collection: 'artworks', where: selection([one, two]), data: { sold: true, priceOnRequest: true }, depth: 0, ...write })
    const after = await payload.find({ collection: 'artworks', where: selection([one, two]), depth: 0 })
    expect(after.docs.every((doc) => doc.sold === true && doc.priceOnRequest === true)).toBe(true)
    expect(after.docs.map((doc) => doc.title).sort()).toEqual(['Eins', 'Zwei'])
    const versionsAfter = (await payload.findVersions({ collection: 'artworks', where: { parent: { in: [one.id, two.id] } }, limit: 0, depth: 0 })).totalDocs
    expect(versionsAfter).toBe(versionsBefore + 2)
  })

  it('unpublishes and publishes the selection: visitors (no drafts) see them go and come back', async () => {
    const [one, two] = await works()
    const visible = async () =>
      (await payload.find({ collection: 'artworks', where: { and: [selection([one, two]), { _status: { equals: 'published' } }] }, depth: 0, overrideAccess: false })).totalDocs
    expect(await visible()).toBe(2)
    await payload.update({ collection: 'artworks', where: selection([one, two]), data: { _status: 'draft' }, depth: 0, ...write })
    expect(await visible()).toBe(0)
    await payload.update({ collection: 'artworks', where: selection([one, two]), data: { _status: 'published' }, depth: 0, ...write })
    expect(await visible()).toBe(2)
  })
})
