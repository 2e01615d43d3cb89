import { describe, expect, it } from 'vitest'

import { compareByLastName, groupByInitial, initialOf, lastWord, sortByLastName } from './artistOrder'

describe('lastWord', () => {
  it.each([
    ['Jürgen Weiß', 'Weiß'],
    ['de la Cruz', 'Cruz'],
    ['  anna   von Ärger  ', 'Ärger'],
    ['Banksy', 'Banksy'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(lastWord(name)).toBe(expected)
  })
})

describe('compareByLastName (docs/behaviour.md#artist-order)', () => {
  it('compares the last word, not the first', () => {
    expect(compareByLastName('Émile Zola', 'Zoë Åberg')).toBeGreaterThan(0)
    expect(compareByLastName('Ulrich Ober', 'Anna Zola')).toBeLessThan(0)
  })
  it('ignores case and accents', () => {
    expect(compareByLastName('anna von Ärger', 'Berta Arger')).toBeLessThan(0) // tie on "Arger", then full name
    expect(compareByLastName('Zoë Åberg', 'Zoe aberg')).not.toBe(0) // still total: equal only for equal strings
    expect(Math.sign(compareByLastName('X Öhler', 'Y Ober'))).toBe(1) // "Öhler" ≈ "Ohler" > "Ober"
  })
  it('treats ß like ss and breaks ties by the full name', () => {
    expect(compareByLastName('Anna Weiss', 'Jürgen Weiß')).toBeLessThan(0)
    expect(compareByLastName('Jürgen Weiß', 'Anna Weiss')).toBeGreaterThan(0)
  })
  it('is 0 only for the same name', () => {
    expect(compareByLastName('Ulrich Ober', 'Ulrich Ober')).toBe(0)
  })
})

const names = ['Jürgen Weiß', 'Émile Zola', 'Ulrich Ober', 'de la Cruz', 'Zoë Åberg', 'anna von Ärger', 'Ole Østergaard', '3D Collective']

describe('sortByLastName', () => {
  it('sorts by last word with German collation', () => {
    expect(sortByLastName(names, (n) => n)).toEqual(['Zoë Åberg', 'anna von Ärger', '3D Collective', 'de la Cruz', 'Ulrich Ober', 'Ole Østergaard', 'Jürgen Weiß', 'Émile Zola'])
  })
  it('does not mutate its input and reads names through nameOf', () => {
    const artists = [{ name: 'Émile Zola' }, { name: 'Zoë Åberg' }]
    const copy = [...artists]
    const sorted = sortByLastName(artists, (a) => a.name)
    expect(artists).toEqual(copy)
    expect(sorted.map((a) => a.name)).toEqual(['Zoë Åberg', 'Émile Zola'])
    expect(sorted[0]).toBe(artists[1])
  })
})

describe('initialOf', () => {
  it.each([
    ['Zoë Åberg', 'A'],
    ['anna von Ärger', 'A'],
    ['Hans Öhler', 'O'],
    ['Ole Østergaard', 'O'],
    ['Uwe Über', 'U'],
    ['Émile Zola', 'Z'],
    ['Lech Łęcki', 'L'],
    ['de la Cruz', 'C'],
    ['3D Collective', 'C'], // the last word decides
    ['Studio 54', '#'],
    ['Collective 3D', '#'],
    ['Лев Толстой', '#'], // outside A–Z
    ['', '#'],
  ])('%j → %j', (name, letter) => {
    expect(initialOf(name)).toBe(letter)
  })
})

describe('groupByInitial', () => {
  it('groups by the unaccented initial of the last word, "#" last', () => {
    const groups = groupByInitial([...names, 'Studio 54', 'Uwe Über'], (n) => n)
    expect(groups).toEqual([
      { letter: 'A', items: ['Zoë Åberg', 'anna von Ärger'] },
      { letter: 'C', items: ['3D Collective', 'de la Cruz'] },
      { letter: 'O', items: ['Ulrich Ober', 'Ole Østergaard'] },
      { letter: 'U', items: ['Uwe Über'] },
      { letter: 'W', items: ['Jürgen Weiß'] },
      { letter: 'Z', items: ['Émile Zola'] },
      { letter: '#', items: ['Studio 54'] },
    ])
  })
  it('is empty for no items', () => {
    expect(groupByInitial([], (n: string) => n)).toEqual([])
  })
})
