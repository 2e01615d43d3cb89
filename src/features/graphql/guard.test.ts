import { buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'

import { checkQuery, queryLimits, refusesStaff } from './guard'
import { refusalMessage, refusalStatus } from './messages'

/** 30 fields of a block: `t0 … t29`. */
const fields = (prefix: string) => Array.from({ length: 30 }, (_, i) => `${prefix}${i}: String`).join(' ')

/** The shape of Payload's generated schema: paginated lists with docs, relations to one and to many. */
const schema = buildSchema(`
  type Media { id: ID filename: String }
  type Artist { id: ID name: String portrait: Media }
  type Artwork { id: ID title: String artist: Artist images: [Media] tags: [Tag] }
  type Tag { id: ID name: String }
  type Artworks { docs: [Artwork] totalDocs: Int }
  type Text { ${fields('t')} }
  type Gallery { ${fields('g')} }
  union Block = Text | Gallery
  type Page { id: ID layout: [Block] }
  type Pages { docs: [Page] }
  input TextOperators { like: String, contains: String, equals: String }
  input ArtworkWhere { title: TextOperators, or: [ArtworkWhere], and: [ArtworkWhere] }
  type Query {
    Artworks(limit: Int, page: Int, pagination: Boolean, where: ArtworkWhere): Artworks
    Artwork(id: Int): Artwork
    getArtworkBySlug(slug: String!): Artwork
    Pages(limit: Int): Pages
  }
`)

const refusal = (query: string, variables?: unknown) => {
  const verdict = checkQuery(query, variables, schema)
  return verdict.ok ? null : verdict.refusal.kind
}

describe('checkQuery: what the site and a fair client send passes', () => {
  it('the list query of the brief, a slug lookup, a page of 100', () => {
    expect(refusal(`query NewestArtworks { Artworks(limit: 12) { docs { id title artist { name portrait { filename } } images { filename } } totalDocs } }`)).toBeNull()
    expect(refusal(`query A($slug: String!) { getArtworkBySlug(slug: $slug) { id title } }`, { slug: 'x' })).toBeNull()
    expect(refusal(`{ Artworks(limit: 100) { docs { id title artist { name } } } }`)).toBeNull()
  })

  it('a variable limit is read from the variables', () => {
    expect(refusal(`query L($n: Int) { Artworks(limit: $n) { docs { id } } }`, { n: 50 })).toBeNull()
    expect(refusal(`query L($n: Int) { Artworks(limit: $n) { docs { id } } }`, { n: 0 })).toBe('unboundedList')
  })

  it('a root list without a limit is Payload’s page of 10', () => {
    const verdict = checkQuery(`{ Artworks { docs { id title } } }`, {}, schema)
    expect(verdict.ok && verdict.objects).toBe(10)
  })
})

describe('checkQuery: what a list returns is counted', () => {
  it('240 aliases of a 100-document list (the measured attack) are refused', () => {
    const aliases = Array.from({ length: 240 }, (_, i) => `a${i}: Artworks(limit: 100) { docs { id title } }`).join(' ')
    expect(refusal(`{ ${aliases} }`)).toBe('tooManyAliases')
  })

  it('few aliases of big lists are refused for what they return', () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `a${i}: Artworks(limit: 100) { docs { id } }`).join(' ')
    expect(refusal(`{ ${aliases} }`)).toBe('tooManyObjects')
  })

  it('limit 0, a negative limit, pagination: false and a limit over 100 are refused', () => {
    expect(refusal(`{ Artworks(limit: 0) { docs { id } } }`)).toBe('unboundedList')
    expect(refusal(`{ Artworks(limit: -1) { docs { id } } }`)).toBe('unboundedList')
    expect(refusal(`{ Artworks(pagination: false) { docs { id } } }`)).toBe('unboundedList')
    expect(refusal(`{ Artworks(limit: 101) { docs { id } } }`)).toBe('listTooLong')
  })

  it('relations to many documents multiply what is inside them', () => {
    const verdict = checkQuery(`{ Artworks(limit: 10) { docs { tags { name } } } }`, {}, schema)
    expect(verdict.ok && verdict.objects).toBe(10 + 10 * queryLimits.assumedRelationLength)
  })

  it('many fields over a full page exceed the cost', () => {
    const fields = Array.from({ length: 60 }, (_, i) => `f${i}: title`).join(' ')
    expect(refusal(`{ Artworks(limit: 100) { docs { ${fields} } } }`)).toBe('tooManyAliases')
    const plain = Array.from({ length: 60 }, () => 'title id').join(' ')
    expect(refusal(`{ Artworks(limit: 100) { docs { ${plain} } } }`)).toBe('tooComplex')
  })
})

describe('checkQuery: arguments and types as GraphQL runs them (issue 32, graphql-query-complexity)', () => {
  it('a limit or a text filter given by a variable’s default counts as the value the list runs with', () => {
    expect(refusal(`query L($n: Int = 100000) { Artworks(limit: $n) { docs { id } } }`)).toBe('listTooLong')
    expect(refusal(`query L($n: Int = 100000) { Artworks(limit: $n) { docs { id } } }`, { n: 20 })).toBeNull()
    const words = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ')
    expect(refusal(`query Q($t: String = "${words}") { Artworks(limit: 10, where: { title: { like: $t } }) { docs { id } } }`)).toBe('textFilter')
  })

  it('blocks of a union cost as the dearest kind of block, not as all kinds together', () => {
    const block = (type: string, prefix: string) => `... on ${type} { ${Array.from({ length: 30 }, (_, i) => `${prefix}${i}`).join(' ')} }`
    const query = `{ Pages(limit: 10) { docs { id layout { ${block('Text', 't')} ${block('Gallery', 'g')} } } } }`
    const verdict = checkQuery(query, {}, schema)
    expect(verdict.ok).toBe(true)
    // 10 pages, each 10 blocks (a relation to many) of at most 30 values.
    expect(verdict.ok && verdict.cost).toBeLessThan(queryLimits.maxCost)
  })
})

describe('checkQuery: text filters are bounded (issue 30: one ILIKE per word of a like)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')
  it('a like of a few words passes; one of thousands, inline or in the variables, is refused', () => {
    expect(refusal(`{ Artworks(limit: 10, where: { title: { like: "blue sea" } }) { docs { id } } }`)).toBeNull()
    expect(refusal(`{ Artworks(limit: 10, where: { title: { like: "${words(2000)}" } }) { docs { id } } }`)).toBe('textFilter')
    expect(
      refusal(`query Q($w: ArtworkWhere) { Artworks(limit: 10, where: $w) { docs { id } } }`, { w: { or: [{ title: { contains: words(6) } }, { title: { like: words(6) } }] } }),
    ).toBe('textFilter')
    expect(refusal(`query Q($t: String) { Artworks(limit: 10, where: { title: { like: $t } }) { docs { id } } }`, { t: 'x'.repeat(5000) })).toBe('textFilter')
  })
  it('counts the words of every list in the document together', () => {
    const lists = Array.from({ length: 3 }, (_, i) => `a${i}: Artworks(limit: 5, where: { title: { like: "${words(4)}" } }) { docs { id } }`).join(' ')
    expect(refusal(`{ ${lists} }`)).toBe('textFilter')
  })
  it('holds for anonymous clients only, with a 400 in both languages', () => {
    const verdict = checkQuery(`{ Artworks(limit: 10, where: { title: { like: "${words(50)}" } }) { docs { id } } }`, {}, schema)
    expect(verdict.ok).toBe(false)
    if (verdict.ok) return
    expect(refusesStaff(verdict.refusal)).toBe(false)
    expect(refusalStatus(verdict.refusal)).toBe(400)
    expect(refusalMessage(verdict.refusal, 'en')).toBe('Text filters (like, contains) may hold at most 10 words in all.')
    expect(refusalMessage(verdict.refusal, 'de')).toBe('Ein Textfilter (like, contains) darf insgesamt höchstens 10 Wörter enthalten.')
  })
})

describe('checkQuery: shapes refused for everyone', () => {
  it('fragment cycles, directly and through another fragment', () => {
    expect(refusal(`{ Artworks { ...A } } fragment A on Artworks { ...A }`)).toBe('fragmentCycle')
    expect(
      refusal(
        `{ Artworks { ...A } } fragment A on Artworks { docs { ...B } } fragment B on Artwork { artist { ...C } } fragment C on Artist { name } fragment D on Artwork { ...E } fragment E on Artwork { ...D }`,
      ),
    ).toBe('fragmentCycle')
  })

  it('a fragment bomb (each spreads the next twice) stops at the selection budget', () => {
    const levels = 30
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Artwork { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'id'} }`).join(' ')
    expect(refusal(`{ Artwork(id: 1) { ...F0 } } ${fragments}`)).toBe('tooBig')
  })

  it('deep nesting', () => {
    const deep = `{ Artwork(id: 1) { artist { portrait { filename } } } }`
    expect(refusal(deep)).toBeNull()
    const tooDeep = `{ a { b { c { d { e { f { g { h { i { j { k } } } } } } } } } } }`
    expect(refusal(tooDeep)).toBe('tooDeep')
  })

  it('syntax errors, empty and over-long documents', () => {
    expect(refusal('{ Artworks(limit: 5 { docs { id } }')).toBe('syntax')
    expect(refusal('')).toBe('noOperation')
    expect(refusal('fragment A on Artwork { id }')).toBe('noOperation')
    expect(refusal(`{ ${'id '.repeat(queryLimits.maxTokens + 1)} }`)).toBe('syntax')
  })

  it('staff pass the size limits, never the shape limits', () => {
    expect(refusesStaff({ kind: 'tooManyObjects', max: 1 })).toBe(false)
    expect(refusesStaff({ kind: 'unboundedList', field: 'x' })).toBe(false)
    expect(refusesStaff({ kind: 'fragmentCycle', name: 'A' })).toBe(true)
    expect(refusesStaff({ kind: 'tooManyAliases', max: 1 })).toBe(true)
  })
})

describe('refusal messages', () => {
  it('say what happened in German and in English, with a 4xx status', () => {
    const kinds = [
      { kind: 'tooManyObjects', max: 500 },
      { kind: 'fragmentCycle', name: 'A' },
      { kind: 'unboundedList', field: 'Artworks' },
      { kind: 'bodyTooLarge', max: 102400 },
      { kind: 'batched' },
    ] as const
    for (const kind of kinds) {
      const de = refusalMessage(kind, 'de')
      const en = refusalMessage(kind, 'en')
      expect(de).not.toBe(en)
      expect(de.length).toBeGreaterThan(10)
      expect(refusalStatus(kind)).toBeGreaterThanOrEqual(400)
      expect(refusalStatus(kind)).toBeLessThan(500)
    }
    expect(refusalMessage({ kind: 'unboundedList', field: 'Artworks' }, 'de')).toContain('limit')
    expect(refusalStatus({ kind: 'bodyTooLarge', max: 1 })).toBe(413)
  })
})

describe('a subscription over a plain POST', () => {
  it('is refused with 400 and a message in German and English that names the event stream, for staff too', () => {
    const verdict = checkQuery('subscription Live { artworksChanged { slug } }', {}, schema)
    expect(verdict.ok).toBe(false)
    if (verdict.ok) return
    expect(verdict.refusal.kind).toBe('subscription')
    expect(refusesStaff(verdict.refusal)).toBe(true)
    expect(refusalStatus(verdict.refusal)).toBe(400)
    expect(refusalMessage(verdict.refusal, 'de')).toMatch(/Abonnements.*text\/event-stream/)
    expect(refusalMessage(verdict.refusal, 'en')).toMatch(/Subscriptions.*text\/event-stream/)
  })
})
