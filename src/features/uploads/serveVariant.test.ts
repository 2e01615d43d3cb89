import { describe, expect, it } from 'vitest'

import { temporaryBeside } from './serveVariant'

describe('temporaryBeside', () => {
  it('names every write of one target apart, in one process and one millisecond (the media job beside a first request)', () => {
    const target = '/media-cache/work-160w.webp'
    const names = new Set(Array.from({ length: 1000 }, () => temporaryBeside(target)))
    expect(names.size).toBe(1000)
    for (const name of names) expect(name.startsWith(`${target}.`) && name.endsWith('.tmp')).toBe(true)
  })
})
