import { describe, expect, it } from 'vitest'

import { decodeEntry, encodeEntry, pathsOfTags } from './nextCacheHandler.mjs'

describe('entries shared through Redis', () => {
  it("keep a page's HTML, its RSC buffer, its segment map and its headers through JSON", () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      cacheControl: { revalidate: 600, expire: 31_536_000 },
      value: {
        kind: 'APP_PAGE',
        html: '<html lang="de">Galerie</html>',
        rscData: Buffer.from([0, 1, 2, 250, 255]),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/de/faq' },
        status: 200,
      },
    }
    const back = decodeEntry(encodeEntry(entry)) as typeof entry
    expect(back.value.html).toBe(entry.value.html)
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true)
    expect([...back.value.rscData]).toEqual([0, 1, 2, 250, 255])
    expect(back.value.segmentData).toBeInstanceOf(Map)
    expect(back.value.segmentData.get('/_tree')?.toString()).toBe('tree')
    expect(back.value.headers).toEqual(entry.value.headers)
    expect(back.cacheControl).toEqual(entry.cacheControl)
    expect(back.lastModified).toBe(entry.lastModified)
  })
})

describe('pathsOfTags', () => {
  it("turns Next's path tags into the public paths the front cache keys, and a layout's into every page", () => {
    expect(pathsOfTags(['_N_T_/de/artworks/x', '_N_T_/en/artworks/x', '_N_T_/de', 'artworks'])).toEqual(['/artworks/x', '/'])
    expect(pathsOfTags(['_N_T_/de/faq', '_N_T_/(site)/[locale]/layout'])).toBeNull()
    expect(pathsOfTags(['custom-tag'])).toEqual([])
  })
})
