import type { CollectionConfig } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { announceContentChange, onContentChange, publicContentMark, withChangeAnnouncements, type ContentChange } from './changes'

const registered: Array<() => void> = []
const listen = (...args: Parameters<typeof onContentChange>) => registered.push(onContentChange(...args))
afterEach(() => registered.splice(0).forEach((remove) => remove()))

describe('change announcements', () => {
  it('reach every listener once, by name, even when one of them throws', () => {
    const heard: string[] = []
    listen('test-a', (change) => heard.push(`a:${change.collection}`))
    listen('test-a', (change) => heard.push(`a2:${change.collection}`)) // the same name replaces
    listen('test-throws', () => {
      throw new Error('boom')
    })
    listen('test-b', (change) => heard.push(`b:${change.operation}`))
    const errors = console.error
    console.error = () => undefined
    try {
      announceContentChange({ collection: 'artworks', operation: 'delete', publicContent: true, explorerSource: true })
    } finally {
      console.error = errors
    }
    expect(heard).toEqual(['a2:artworks', 'b:delete'])
  })

  it('are made by hooks that run before the collection’s own, saying whether it is public content', async () => {
    const heard: ContentChange[] = []
    listen('test-a', (change) => heard.push(change))
    const order: string[] = []
    const own = () => {
      order.push(`own after ${heard.length}`)
    }
    const collection = withChangeAnnouncements({
      slug: 'exhibitions',
      custom: publicContentMark,
      fields: [],
      hooks: { afterChange: [own], afterDelete: [own] },
    } as CollectionConfig)
    const call = (hook: unknown) => (hook as (args: { doc: object }) => unknown)({ doc: {} })
    for (const hook of collection.hooks!.afterChange!) await call(hook)
    for (const hook of collection.hooks!.afterDelete!) await call(hook)
    expect(order).toEqual(['own after 1', 'own after 2'])
    expect(heard).toEqual([
      { collection: 'exhibitions', operation: 'change', publicContent: true, explorerSource: false },
      { collection: 'exhibitions', operation: 'delete', publicContent: true, explorerSource: false },
    ])
    const media = withChangeAnnouncements({ slug: 'media', custom: { explorerSource: true }, fields: [] } as CollectionConfig)
    await call(media.hooks!.afterChange![0])
    expect(heard.at(-1)).toEqual({ collection: 'media', operation: 'change', publicContent: false, explorerSource: true })
  })
})
