/**
 * The matching rules of issue 8, point 3, one case each: case, accents, German spelling
 * (kunstler → Künstler, strasse → Straße, ä/ae, ö/oe, ü/ue), German and English stems, prefixes
 * while typing, one typo per word, the best match first.
 */
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/base/locales'

import { buildEngine, closeQuery, rank, searchGrouped, suggest, type SearchDoc } from './engine'
import type { SearchKind } from './kinds'

let nextId = 1
function doc(kind: SearchKind, title: string, extra: Partial<SearchDoc> = {}): SearchDoc {
  const id = `${kind}:${nextId++}`
  return { kind, id, title, subtitle: null, href: `/${kind}/${id}`, image: null, ...extra }
}

const german: SearchDoc[] = [
  doc('artists', 'Jürgen Weiß', { meta: 'Nürnberg', popularity: 12 }),
  doc('artists', 'Anna Schröder', { meta: 'Hamburg', popularity: 30 }),
  doc('artists', 'Friederike Bärwald', { popularity: 3 }),
  doc('artists', 'Sören Lüdtke'),
  doc('artists', 'Zoë Åberg'),
  doc('artists', 'Mateo Fernández'),
  doc('artists', 'Thomas Mueller'),
  doc('artworks', 'Straße im Regen', { names: 'Jürgen Weiß', meta: 'Öl auf Leinwand' }),
  doc('artworks', 'Horizont', { names: 'Anna Schröder', text: 'Ein stilles Bild in Blau, gemalt an einem langen Nachmittag am Wasser.' }),
  doc('artworks', 'Brandung', { names: 'Anna Schröder', text: 'Horizont, Horizont, Horizont.' }),
  doc('artworks', 'Abendrot', { names: 'Sören Lüdtke' }),
  doc('artworks', 'Landschaft mit Gemälde', { names: 'Zoë Åberg' }),
  doc('magazine', 'Künstler im Gespräch', { names: 'Redaktion', text: 'Drei Positionen der jungen Malerei.' }),
  doc('exhibitions', 'Neue Gemälden der Saison', { meta: 'Berlin' }),
  doc('pages', 'Über uns', { text: 'Die Galerie in der Strasse am Fluss.' }),
]

const english: SearchDoc[] = [
  doc('artworks', 'Morning Mist', { names: 'Anna Schröder', text: 'A painting of the coast.' }),
  doc('artworks', 'Field Lines', { names: 'Zoë Åberg', text: 'Drawn in ink.' }),
  doc('exhibitions', 'Exhibition of Paintings', { text: 'Works painted in one summer.' }),
  doc('magazine', 'Why we paint', { text: 'Notes from the studio.' }),
  doc('crew', 'Hannah Vogt', { meta: 'Director' }),
]

const engines: Record<Locale, ReturnType<typeof buildEngine>> = { de: buildEngine(german, 'de'), en: buildEngine(english, 'en') }
const titles = (query: string, locale: Locale = 'de') => rank(engines[locale], query).map((item) => item.title)

describe('forgiving spelling', () => {
  it('ignores case', () => {
    expect(titles('HORIZONT')[0]).toBe('Horizont')
    expect(titles('horizont')[0]).toBe('Horizont')
  })

  it('ignores accents', () => {
    expect(titles('zoe aberg')).toContain('Zoë Åberg')
    expect(titles('fernandez')).toEqual(['Mateo Fernández'])
  })

  it('kunstler finds Künstler', () => {
    expect(titles('kunstler')).toEqual(['Künstler im Gespräch'])
    expect(titles('Künstler')).toEqual(['Künstler im Gespräch'])
  })

  it('kuenstler (ue for ü) finds Künstler', () => {
    expect(titles('kuenstler')).toEqual(['Künstler im Gespräch'])
  })

  it('strasse finds Straße, and Straße finds Strasse', () => {
    expect(titles('strasse')[0]).toBe('Straße im Regen')
    expect(titles('Straße')).toEqual(expect.arrayContaining(['Straße im Regen', 'Über uns']))
  })

  it('ae for ä: baerwald finds Bärwald', () => {
    expect(titles('baerwald')).toEqual(['Friederike Bärwald'])
  })

  it('oe for ö: schroeder finds Schröder (the artist first, then her works)', () => {
    expect(titles('schroeder')[0]).toBe('Anna Schröder')
    expect(titles('schroeder')).toEqual(expect.arrayContaining(['Horizont', 'Brandung']))
  })

  it('ue for ü: luedtke finds Lüdtke', () => {
    expect(titles('luedtke')[0]).toBe('Sören Lüdtke')
  })

  it('an umlaut finds the spelling without it: müller finds Mueller', () => {
    expect(titles('müller')).toEqual(['Thomas Mueller'])
  })
})

describe('stems', () => {
  it('German: Gemälden finds Gemälde, Gemälde finds Gemälden', () => {
    expect(titles('Gemälden')).toEqual(expect.arrayContaining(['Landschaft mit Gemälde', 'Neue Gemälden der Saison']))
    expect(titles('Gemälde')).toEqual(expect.arrayContaining(['Landschaft mit Gemälde', 'Neue Gemälden der Saison']))
  })

  it('German: Landschaften finds Landschaft', () => {
    expect(titles('Landschaften')).toEqual(['Landschaft mit Gemälde'])
  })

  it('English: painting finds Paintings and painted; exhibitions finds Exhibition', () => {
    expect(titles('painting', 'en')).toEqual(expect.arrayContaining(['Exhibition of Paintings', 'Morning Mist']))
    expect(titles('paints', 'en')).toEqual(expect.arrayContaining(['Why we paint', 'Exhibition of Paintings']))
    expect(titles('exhibitions', 'en')).toEqual(['Exhibition of Paintings'])
  })
})

describe('while typing', () => {
  it('matches the word being typed as a prefix', () => {
    expect(titles('Abendr')).toEqual(['Abendrot'])
    expect(titles('schr')[0]).toBe('Anna Schröder')
    expect(titles('jürgen we')).toEqual(expect.arrayContaining(['Jürgen Weiß', 'Straße im Regen']))
  })
})

describe('typos', () => {
  it('tolerates one typo per word', () => {
    expect(titles('Horizomt')[0]).toBe('Horizont') // substitution
    expect(titles('Abendrott')).toEqual(['Abendrot']) // insertion
    expect(titles('Brandng')[0]).toBe('Brandung') // deletion
    expect(titles('Jurgen Weis')).toContain('Jürgen Weiß') // one in each word
  })

  it('does not stretch to two typos in one word', () => {
    expect(titles('Hoximomt')).toEqual([])
  })
})

describe('ranking and grouping', () => {
  it('puts a title match above a mention in a text', () => {
    expect(titles('Horizont')).toEqual(['Horizont', 'Brandung'])
  })

  it('needs every word of the query', () => {
    expect(titles('Horizont Brandung')).toEqual(['Brandung'])
    expect(titles('Horizont Tiefsee')).toEqual([])
  })

  it('groups by kind with counts, the kind of the best match first', () => {
    const outcome = searchGrouped(engines.de, 'Schröder')
    expect(outcome.total).toBe(3)
    expect(outcome.counts).toMatchObject({ artists: 1, artworks: 2, magazine: 0 })
    expect(outcome.groups.map((group) => [group.kind, group.count])).toEqual([
      ['artists', 1],
      ['artworks', 2],
    ])
    const onlyWorks = searchGrouped(engines.de, 'Schröder', { kind: 'artworks', limit: 1, offset: 1 })
    expect(onlyWorks.groups).toHaveLength(1)
    expect(onlyWorks.groups[0]).toMatchObject({ kind: 'artworks', count: 2 })
    expect(onlyWorks.groups[0].items).toHaveLength(1)
  })

  it('suggests the first matches of any kind while typing: prefixes in titles and names, whole words and stems in texts', () => {
    const typing = suggest(engines.en, 'pain', 1)
    expect(typing.total).toBe(2) // "Paintings", "paint" in titles; "painting" in a text needs the whole word
    expect(typing.items).toHaveLength(1)
    expect(suggest(engines.en, 'paint').total).toBe(3)
  })

  it('offers a close spelling from titles and names when nothing matches', () => {
    expect(titles('Abndrtt')).toEqual([])
    expect(closeQuery(engines.de, 'Abndrtt')).toBe('Abendrot')
    expect(closeQuery(engines.de, 'qqqqqq')).toBeNull()
  })

  it('keeps the most prominent artists for the empty and no-result states', () => {
    expect(engines.de.popularArtists.slice(0, 2).map((item) => item.title)).toEqual(['Anna Schröder', 'Jürgen Weiß'])
  })
})

describe('rebuilding', () => {
  it('reuses the analyses of unchanged documents and follows changed, added and removed ones', () => {
    const first = buildEngine(german, 'de')
    const changed = german.map((doc) => (doc.title === 'Abendrot' ? { ...doc, title: 'Morgenrot' } : doc)).filter((doc) => doc.title !== 'Brandung')
    const added = [...changed, doc('artworks', 'Sommerregen', { names: 'Zoë Åberg' })]
    const second = buildEngine(added, 'de', first)
    const fresh = buildEngine(added, 'de')
    expect(second.analyses.get(german[0].id)).toBe(first.analyses.get(german[0].id))
    for (const query of ['Morgenrot', 'Abendrot', 'Brandung', 'Sommerregen', 'schroeder', 'Horizont', 'jurgen weiss', 'Gemälden']) {
      expect(rank(second, query)).toEqual(rank(fresh, query))
    }
    expect(rank(second, 'Morgenrot').map((item) => item.title)).toEqual(['Morgenrot'])
    expect(rank(second, 'Abendrot')).toEqual([])
    expect(rank(second, 'Brandung')).toEqual([])
    // The engine still answering while the next one builds is not disturbed.
    expect(rank(first, 'Abendrot').map((item) => item.title)).toEqual(['Abendrot'])
  })
})
