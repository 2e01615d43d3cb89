import { describe, expect, it } from 'vitest'

import { archivePath, archiveQuery } from './magazineArchive'
import { parseMagazineQuery } from './magazineQuery'

describe('magazine archive route', () => {
  it('maps a tag and a page to the internal path and back', () => {
    const path = archivePath('de', new URLSearchParams('tag=malerei&page=2'))
    expect(path).toBe('/de/magazine-archive/malerei/2')
    const [, , , tag, page] = path!.split('/')
    expect(parseMagazineQuery(archiveQuery(tag, page))).toEqual({ tag: 'malerei', page: 2 })
  })

  it('marks a missing value and keeps the first of repeated ones', () => {
    expect(archivePath('en', new URLSearchParams('page=3'))).toBe('/en/magazine-archive/-/3')
    expect(archivePath('en', new URLSearchParams('tag=a&tag=b'))).toBe('/en/magazine-archive/a/-')
    expect(archiveQuery('-', '3')).toEqual({ tag: undefined, page: '3' })
  })

  it('leaves addresses without tag or page to the plain list', () => {
    expect(archivePath('de', new URLSearchParams(''))).toBeNull()
    expect(archivePath('de', new URLSearchParams('utm_source=x'))).toBeNull()
  })

  it('carries malformed values through, so that the route answers 404 as the list would', () => {
    const path = archivePath('de', new URLSearchParams('page=../../x'))!
    expect(path).toBe('/de/magazine-archive/-/..%2F..%2Fx')
    const [, , , tag, page] = path.split('/')
    expect(parseMagazineQuery(archiveQuery(tag, page))).toBeNull()
  })
})
