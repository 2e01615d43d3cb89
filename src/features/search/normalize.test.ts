import { describe, expect, it } from 'vitest'

import { collapseUmlautDigraphs, fold, indexTerms, queryWords, stem, tokenize } from './normalize'

describe('fold', () => {
  it.each([
    ['Künstler', 'kunstler'],
    ['STRASSE', 'strasse'],
    ['Straße', 'strasse'],
    ['Zoë Åberg', 'zoe aberg'],
    ['Mateo Fernández', 'mateo fernandez'],
    ['Elif Yıldız', 'elif yildiz'],
    ['İzmir', 'izmir'],
    ['Kraków', 'krakow'],
    ['Bjørn Ødegård', 'bjorn odegard'],
  ])('%s → %s', (text, folded) => {
    expect(fold(text)).toBe(folded)
  })
})

describe('collapseUmlautDigraphs', () => {
  it.each([
    ['schroeder', 'schroder'],
    ['kuenstler', 'kunstler'],
    ['baerwald', 'barwald'],
    ['luedtke', 'ludtke'],
  ])('reads %s as %s', (word, collapsed) => {
    expect(collapseUmlautDigraphs(word)).toBe(collapsed)
  })

  it.each(['frauen', 'feuer', 'mauer', 'baroque', 'quelle', 'neue'])('leaves %s alone (no umlaut there)', (word) => {
    expect(collapseUmlautDigraphs(word)).toBe(word)
  })
})

describe('stem', () => {
  it.each([
    ['gemalden', 'gemalde'],
    ['landschaften', 'landschaft'],
    ['ausstellungen', 'ausstellung'],
    ['kunstlers', 'kunstler'],
  ])('German: %s and %s share a stem', (a, b) => {
    expect(stem(a, 'de')).toBe(stem(b, 'de'))
  })

  it.each([
    ['paintings', 'painting'],
    ['painted', 'paint'],
    ['exhibitions', 'exhibition'],
    ['galleries', 'gallery'],
  ])('English: %s and %s share a stem', (a, b) => {
    expect(stem(a, 'en')).toBe(stem(b, 'en'))
  })

  it('leaves numbers and short words alone', () => {
    expect(stem('2021', 'de')).toBe('2021')
    expect(stem('art', 'en')).toBe('art')
  })
})

describe('tokenize and terms', () => {
  it('splits on anything but letters and digits', () => {
    expect(tokenize('Künstler:innen – Time-Lapse (2021)')).toEqual(['Künstler', 'innen', 'Time', 'Lapse', '2021'])
  })

  it('indexes a word folded, collapsed and stemmed, and drops stopwords and single letters', () => {
    expect(indexTerms('Gemälden', 'de')).toEqual(expect.arrayContaining(['gemalden', 'gemald']))
    expect(indexTerms('Schroeder', 'de')).toEqual(expect.arrayContaining(['schroeder', 'schroder']))
    expect(indexTerms('und', 'de')).toEqual([])
    expect(indexTerms('x', 'de')).toEqual([])
    expect(indexTerms('7', 'de')).toEqual(['7'])
  })

  it('keeps stopwords only when a query has nothing else', () => {
    expect(queryWords('die Brücke', 'de').map((word) => word.folded)).toEqual(['brucke'])
    expect(queryWords('Die', 'de').map((word) => word.folded)).toEqual(['die'])
    expect(queryWords('the Afterglow', 'en').map((word) => word.folded)).toEqual(['afterglow'])
  })

  it('bounds the query: at most 8 words of the first 200 characters', () => {
    expect(queryWords(Array.from({ length: 20 }, (_, i) => `wort${i}`).join(' '), 'de')).toHaveLength(8)
    expect(queryWords(`${'a'.repeat(300)} blau`, 'de')).toHaveLength(1)
  })
})
