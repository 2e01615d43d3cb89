import { describe, expect, it } from 'vitest'

import { newestFirst, pageCount, pageOf, relatedArticles, tagCounts, usedTags, type ArticleSummary } from './listing'

const article = (id: number, publishDate: string, tags: number[] = [], title = `A${id}`): ArticleSummary => ({
  id,
  slug: `a-${id}`,
  title,
  teaser: null,
  author: null,
  publishDate,
  tags,
  readingMinutes: 1,
})

describe('paging', () => {
  const items = Array.from({ length: 25 }, (_, i) => i)

  it('cuts 12 a page and has at least one page', () => {
    expect(pageCount(25)).toBe(3)
    expect(pageCount(24)).toBe(2)
    expect(pageCount(0)).toBe(1)
    expect(pageOf(items, 1)).toEqual(items.slice(0, 12))
    expect(pageOf(items, 3)).toEqual([24])
  })

  it('has no page past the end, but an empty list has its first', () => {
    expect(pageOf(items, 4)).toBeNull()
    expect(pageOf(items, 0)).toBeNull()
    expect(pageOf([], 1)).toEqual([])
    expect(pageOf([], 2)).toBeNull()
  })
})

describe('newestFirst', () => {
  it('sorts by publish date, newest first, then by title', () => {
    const list = [article(1, '2024-01-01T00:00:00Z'), article(2, '2025-03-01T00:00:00Z', [], 'B'), article(3, '2025-03-01T00:00:00Z', [], 'A')]
    expect(newestFirst(list).map((a) => a.id)).toEqual([3, 2, 1])
  })
})

describe('tags', () => {
  const articles = [article(1, '2025-01-01', [1, 2]), article(2, '2025-01-02', [2]), article(3, '2025-01-03', [2, 2])]

  it('counts each article once per tag', () => {
    expect(Object.fromEntries(tagCounts(articles))).toEqual({ 1: 1, 2: 3 })
  })

  it('keeps only tags in use, in the given order, with their counts', () => {
    const tags = [
      { id: 3, slug: 'leer', name: 'Leer' },
      { id: 2, slug: 'malerei', name: 'Malerei' },
      { id: 1, slug: 'atelier', name: 'Atelier' },
    ]
    expect(usedTags(tags, articles)).toEqual([
      { id: 2, slug: 'malerei', name: 'Malerei', count: 3 },
      { id: 1, slug: 'atelier', name: 'Atelier', count: 1 },
    ])
  })
})

describe('relatedArticles', () => {
  const self = article(1, '2025-05-01', [10, 20])
  const others = [
    self,
    article(2, '2025-04-01', [10]),
    article(3, '2025-01-01', [10, 20]),
    article(4, '2025-06-01', []),
    article(5, '2025-03-01', [20]),
    article(6, '2025-07-01', [30]),
  ]

  it('puts most shared tags first, then the newest, never the article itself, three at most', () => {
    expect(relatedArticles(self, others).map((a) => a.id)).toEqual([3, 2, 5])
  })

  it('fills with the newest when too few share a tag', () => {
    expect(relatedArticles(article(9, '2025-01-01', [30]), others).map((a) => a.id)).toEqual([6, 4, 1])
    expect(relatedArticles(article(9, '2025-01-01'), others, 2).map((a) => a.id)).toEqual([6, 4])
  })
})
