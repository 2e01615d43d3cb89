import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { announceContentChange, onContentChange } from './changes'
import { expireTags, offerPageLookup, offerTagExpiry, pageAt } from './ports.mjs'

afterEach(() => {
  offerTagExpiry(undefined as never)
  offerPageLookup(undefined as never)
})

describe('what the floors above offer the CMS', () => {
  it('does nothing and finds no page where nothing is offered (seed, import, scripts)', async () => {
    await expect(expireTags(['artworks'])).resolves.toBeUndefined()
    await expect(pageAt('/kuenstler')).resolves.toBeNull()
  })

  it('asks what is offered', async () => {
    const expired: string[][] = []
    offerTagExpiry(async (tags) => void expired.push(tags))
    offerPageLookup(async (from) => (from === '/ueber-uns' ? '/ueber-uns' : null))
    await expireTags(['a', 'b'])
    expect(expired).toEqual([['a', 'b']])
    await expect(pageAt('/ueber-uns')).resolves.toBe('/ueber-uns')
    await expect(pageAt('/anderswo')).resolves.toBeNull()
  })

  it("expires a change's tags in Next's cache before any listener hears of it", async () => {
    const order: string[] = []
    offerTagExpiry(async (tags) => void order.push(`expired ${tags.join(' ')}`))
    const stop = onContentChange((change) => void order.push(`heard ${change.collection}`))
    try {
      await announceContentChange({ collection: 'artworks', kind: 'collection', operation: 'change', id: 1, publicContent: true, explorerSource: true, tags: ['artworks'] })
      await expect.poll(() => order).toEqual(['expired artworks', 'heard artworks'])
    } finally {
      stop()
    }
  })

  it('leaves the CMS and the base without a reach into a process slot filled above them', () => {
    const reaching: string[] = []
    const takesPeek = /import\s*\{[^}]*\bpeek\b[^}]*\}\s*from\s*'[^']*processState/
    const scan = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name)
        if (entry.isDirectory()) scan(file)
        else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && takesPeek.test(readFileSync(file, 'utf8'))) reaching.push(file)
      }
    }
    scan(path.resolve('src/cms'))
    scan(path.resolve('src/base'))
    expect(reaching.map((file) => path.relative(process.cwd(), file))).toEqual([])
  })
})
