import { describe, expect, it } from 'vitest'

import { mergeLiveData } from './liveData'

const cover = { id: 7, filename: 'abendrot.jpg', width: 1200, height: 800 }

describe('mergeLiveData', () => {
  it('takes typed text and keeps filled-in relations that still point at the same document', () => {
    const saved = {
      id: 1,
      title: 'Abendrot',
      cover,
      tags: [
        { id: 3, name: 'Öl' },
        { id: 4, name: 'Papier' },
      ],
      year: 2020,
    }
    const live = { id: 1, title: 'Abendrot im Park', cover: 7, tags: [4], year: 2021 }
    expect(mergeLiveData(saved, live)).toEqual({ id: 1, title: 'Abendrot im Park', cover, tags: [{ id: 4, name: 'Papier' }], year: 2021 })
  })

  it('shows a relation changed to another document as its bare id', () => {
    expect(mergeLiveData({ cover }, { cover: 8 })).toEqual({ cover: 8 })
    expect(mergeLiveData({ cover }, { cover: null })).toEqual({ cover: null })
  })

  it('follows blocks by id and rich text by position, keeping uploads inside them', () => {
    const saved = {
      layout: [
        {
          id: 'a',
          blockType: 'richText',
          text: {
            root: {
              children: [
                { type: 'paragraph', children: [{ text: 'Alt' }] },
                { type: 'upload', value: cover },
              ],
            },
          },
        },
        { id: 'b', blockType: 'quote', quote: 'Zitat' },
      ],
    }
    const live = {
      layout: [
        { id: 'b', blockType: 'quote', quote: 'Neues Zitat' },
        {
          id: 'a',
          blockType: 'richText',
          text: {
            root: {
              children: [
                { type: 'paragraph', children: [{ text: 'Neu' }] },
                { type: 'upload', value: 7 },
              ],
            },
          },
        },
        { id: 'c', blockType: 'quote', quote: 'Ganz neu' },
      ],
    }
    expect(mergeLiveData(saved, live)).toEqual({
      layout: [
        { id: 'b', blockType: 'quote', quote: 'Neues Zitat' },
        {
          id: 'a',
          blockType: 'richText',
          text: {
            root: {
              children: [
                { type: 'paragraph', children: [{ text: 'Neu' }] },
                { type: 'upload', value: cover },
              ],
            },
          },
        },
        { id: 'c', blockType: 'quote', quote: 'Ganz neu' },
      ],
    })
  })

  it('keeps what the form does not send', () => {
    expect(mergeLiveData({ id: 1, title: 'A', slug: 'a' }, { title: 'B' })).toEqual({ id: 1, title: 'B', slug: 'a' })
    expect(mergeLiveData({ id: 1 }, undefined)).toEqual({ id: 1 })
  })
})
