import { describe, expect, it } from 'vitest'

import { foldName, foldNames, freeSlug, listNames, nearNames, withinOneEdit } from './names'

const artists = foldNames(['Lena Vogt', 'Jonas Berg', 'Renée Ohm', 'Strauß', 'Ida Li', 'Ida Lu'])

describe('foldName: a name without case, accents or doubled spaces', () => {
  it('folds case, accents and spaces', () => {
    expect(foldName('  RENÉE   Öhm ')).toBe('renee ohm')
    expect(foldName('STRAUẞ')).toBe('strauß')
    expect(foldName('Zoë')).toBe(foldName('Zoe'))
  })
})

describe('nearNames: the known names a spreadsheet nearly spells', () => {
  it('finds a name that differs in accents or case only', () => {
    expect(nearNames('Lena Vögt', artists)).toEqual(['Lena Vogt'])
    expect(nearNames('RENEE OHM', artists)).toEqual(['Renée Ohm'])
    expect(nearNames('Strauss', artists)).toEqual(['Strauß'])
    expect(nearNames('STRAUẞ', foldNames(['Strauss']))).toEqual(['Strauss'])
  })

  it('finds one typo: a letter changed, added, dropped, or two letters swapped', () => {
    expect(nearNames('Lena Vogd', artists)).toEqual(['Lena Vogt'])
    expect(nearNames('Lena Vogtt', artists)).toEqual(['Lena Vogt'])
    expect(nearNames('Lena Vot', artists)).toEqual(['Lena Vogt'])
    expect(nearNames('Lena Vgot', artists)).toEqual(['Lena Vogt'])
    expect(nearNames('Jonsa Berg', artists)).toEqual(['Jonas Berg'])
    // ß is one letter: a typo of it is one edit, as is ss for ß and one more letter.
    expect(nearNames('Strauq', artists)).toEqual(['Strauß'])
    expect(nearNames('Straus', artists)).toEqual(['Strauß'])
    expect(nearNames('Strausss', artists)).toEqual(['Strauß'])
  })

  it('does not take two typos, or another name, for a near miss', () => {
    expect(nearNames('Lena Vgdt', artists)).toEqual([])
    expect(nearNames('Mara Linde', artists)).toEqual([])
    expect(nearNames('Lena', artists)).toEqual([])
  })

  it('lists every near name, the closest first, then alphabetically', () => {
    expect(nearNames('Ida La', artists)).toEqual(['Ida Li', 'Ida Lu'])
    expect(nearNames('Ida lu', foldNames([...artists.keys(), 'Ida Lü']))).toEqual(['Ida Lu', 'Ida Lü', 'Ida Li'])
    expect(nearNames('Ida Lo', artists, 1)).toEqual(['Ida Li'])
  })
})

describe('withinOneEdit: Damerau-Levenshtein distance at most one', () => {
  it('takes one insertion, deletion, substitution or swap of neighbours, and nothing more', () => {
    expect(['abcd', 'abd', 'abxcd', 'abxd', 'bacd', 'abdc'].map((other) => withinOneEdit('abcd', other))).toEqual([true, true, true, true, true, true])
    expect(['dbca', 'badc', 'ab', 'cdab', 'adcb', 'abcdef'].map((other) => withinOneEdit('abcd', other))).toEqual([false, false, false, false, false, false])
  })
})

describe('freeSlug: an address for a new person', () => {
  it('is made from the name as the slug field makes it', () => {
    expect(freeSlug('Jürgen Ćosić', new Set(), 'artist')).toBe('juergen-cosic')
  })

  it('counts on past the slugs already taken', () => {
    expect(freeSlug('Lena Vogt', new Set(['lena-vogt']), 'artist')).toBe('lena-vogt-2')
    expect(freeSlug('Lena Vogt', new Set(['lena-vogt', 'lena-vogt-2']), 'artist')).toBe('lena-vogt-3')
  })

  it('falls back for a name without Latin letters, and stays within the slug length', () => {
    expect(freeSlug('王', new Set(), 'artist')).toBe('artist')
    expect(freeSlug('王', new Set(['artist']), 'artist')).toBe('artist-2')
    const long = 'a'.repeat(120)
    expect(freeSlug(long, new Set(['a'.repeat(90)]), 'artist')).toBe(`${'a'.repeat(90)}-2`)
  })
})

describe('listNames', () => {
  it('quotes and joins names in each language', () => {
    expect(listNames(['A'], 'de')).toBe('„A“')
    expect(listNames(['A', 'B', 'C'], 'de')).toBe('„A“, „B“ oder „C“')
    expect(listNames(['A', 'B'], 'en')).toBe('"A" or "B"')
  })
})
