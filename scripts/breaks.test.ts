import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { breaks } from './breaks.mjs'
import { root } from './lib.mjs'

describe('the deliberate breaks (npm run test:breaks)', () => {
  it.each(breaks.map((entry) => [entry.name, entry]))('%s: its file holds the line it breaks exactly once, and its test file exists', (_, entry) => {
    const text = fs.readFileSync(path.join(root, entry.file), 'utf8')
    expect(text.split(entry.from).length - 1).toBe(1)
    expect(entry.to).not.toBe(entry.from)
    expect(fs.existsSync(path.join(root, entry.test))).toBe(true)
    expect(['integration', 'components', 'e2e']).toContain(entry.layer)
  })

  it('cover every class of issue 47 point 2, each with a name of its own', () => {
    const names = breaks.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
    for (const covered of [
      'price privacy, the Local API',
      'price privacy, the REST and GraphQL',
      'price privacy, the pages',
      'odd input',
      'GraphQL guard',
      'outages',
      'stalls',
      'cluster',
      'crash safety of mail',
      'without JavaScript',
      'accessibility',
      'script policy',
    ])
      expect(
        breaks.some((entry) => entry.covers.includes(covered)),
        covered,
      ).toBe(true)
  })
})
