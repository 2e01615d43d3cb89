import { describe, expect, it } from 'vitest'

import { allPagesOf, pagesOf, relatedPagesOf, rememberSlugs } from './slugIndex'

describe('slug index', () => {
  it('adds the other language’s page of a saved document', () => {
    expect(pagesOf('exhibitions', { id: 901, slug: 'sommer' })).toEqual(['/exhibitions/sommer'])
    rememberSlugs('exhibitions', 901, { de: 'sommer', en: 'summer' })
    expect(pagesOf('exhibitions', { id: 901, slug: 'sommer' }).sort()).toEqual(['/exhibitions/sommer', '/exhibitions/summer'])
    // A renamed slug: the saved one and the ones the pages were cached under.
    expect(pagesOf('exhibitions', { id: 901, slug: 'hochsommer' }).sort()).toEqual(['/exhibitions/hochsommer', '/exhibitions/sommer', '/exhibitions/summer'])
  })

  it('fills a missing language with the other one, and finds related and all pages', () => {
    rememberSlugs('artists', 902, { de: 'anna-muster', en: '' })
    expect(relatedPagesOf('artists', 902)).toEqual(['/artists/anna-muster'])
    expect(relatedPagesOf('artists', { id: 902, name: 'Anna' }, '/artist')).toEqual(['/artist/anna-muster'])
    expect(relatedPagesOf('artists', [903, null])).toEqual([])
    expect(relatedPagesOf('artists', { id: 906, slug: 'bea-beispiel' })).toEqual(['/artists/bea-beispiel'])
    rememberSlugs('werkstattpalast-pages', 904, { de: 'werkstatt', en: 'workshop' })
    expect(allPagesOf('werkstattpalast-pages')).toEqual(expect.arrayContaining(['/werkstattpalast/werkstatt', '/werkstattpalast/workshop']))
    expect(pagesOf('pages', { id: 905, slug: 'vision' })).toEqual(['/vision'])
  })
})
