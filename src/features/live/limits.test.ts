import { describe, expect, it } from 'vitest'

import { checkSubscription } from './limits'

const error = (query: unknown, name?: unknown) => {
  const checked = checkSubscription(query, name)
  return 'error' in checked ? checked.error : null
}

describe('subscription limits', () => {
  it('accepts the subscriptions the site sends', () => {
    expect(error('subscription ArtworkUpdated($slug: String!) { artworkUpdated(slug: $slug) { slug title sold price priceOnRequest } }')).toBeNull()
    expect(error('subscription A { artworksChanged { slug change artwork { sold price } } }', 'A')).toBeNull()
  })

  it('refuses what is not one small subscription', () => {
    expect(error('')).toMatch(/Missing query/)
    expect(error(42)).toMatch(/Missing query/)
    expect(error('subscription {')).toMatch(/Syntax Error/)
    expect(error('query { live }')).toMatch(/Only subscriptions/)
    expect(error('subscription A { x } subscription B { x }')).toMatch(/exactly one/)
    expect(error('subscription A { x }', 'B')).toMatch(/Unknown operation "B"/)
    expect(error(`subscription { ${'a '.repeat(3000)} }`)).toMatch(/too large/)
    expect(error(`subscription { ${'a '.repeat(1000)} }`)).toMatch(/tokens/)
    expect(error('subscription { a { b { c { d { e } } } } }')).toMatch(/too deep/)
    expect(error(`subscription { a { ${Array.from({ length: 41 }, (_, i) => `f${i}: slug`).join(' ')} } }`)).toMatch(/too complex/)
  })

  it('counts fragments where they are spread, and leaves cycles to validation', () => {
    const spread = `fragment F on ArtworkChange { ${Array.from({ length: 15 }, (_, i) => `f${i}: slug`).join(' ')} }`
    expect(error(`subscription { a { ...F } b { ...F } c { ...F } } ${spread}`)).toMatch(/too complex/)
    expect(error('subscription { a { ...F } } fragment F on X { b { ...F } }')).toBeNull()
  })
})
