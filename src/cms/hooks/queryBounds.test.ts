import { describe, expect, it } from 'vitest'

import { textFilterLimits, textFilterMessage, textFilterProblem } from './queryBounds'

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')

describe('text filters of anonymous queries', () => {
  it('pass with a few words, wherever they are in the filter', () => {
    expect(textFilterProblem({ title: { like: 'blaues Meer' } })).toBeNull()
    expect(textFilterProblem({ or: [{ title: { contains: 'Meer' } }, { 'artist.name': { like: 'Ada Lovelace' } }], slug: { equals: words(500) } })).toBeNull()
    expect(textFilterProblem(undefined)).toBeNull()
  })

  it('are refused past the words of all text filters together (Payload runs one ILIKE per word)', () => {
    expect(textFilterProblem({ title: { like: words(textFilterLimits.maxWords) } })).toBeNull()
    expect(textFilterProblem({ title: { like: words(textFilterLimits.maxWords + 1) } })).toEqual({ kind: 'words', max: textFilterLimits.maxWords })
    expect(textFilterProblem({ and: [{ title: { like: words(6) } }, { or: [{ title: { not_like: words(6) } }] }] })).toMatchObject({ kind: 'words' })
    // Spaces count as Payload splits: each one makes another ILIKE.
    expect(textFilterProblem({ title: { like: ' '.repeat(20) } })).toMatchObject({ kind: 'words' })
    expect(textFilterProblem({ title: { contains: [words(6), words(6)] } })).toMatchObject({ kind: 'words' })
  })

  it('are refused past a length, and huge filters past a number of conditions', () => {
    expect(textFilterProblem({ title: { like: 'x'.repeat(textFilterLimits.maxLength + 1) } })).toEqual({ kind: 'length', max: textFilterLimits.maxLength })
    const huge = { or: Array.from({ length: 2000 }, (_, i) => ({ id: { equals: i } })) }
    expect(textFilterProblem(huge)).toMatchObject({ kind: 'size' })
  })

  it('say why in German and English', () => {
    expect(textFilterMessage({ kind: 'words', max: 10 }, 'de')).toBe('Ein Textfilter (like, contains) darf insgesamt höchstens 10 Wörter enthalten.')
    expect(textFilterMessage({ kind: 'length', max: 200 }, 'en')).toBe('A text filter (like, contains) may be at most 200 characters long.')
    expect(textFilterMessage({ kind: 'size', max: 1000 }, 'en')).toBe('The filter is too large (at most 1000 conditions).')
  })
})
