/**
 * Issue 31, point 2: Next's cache is used through its public interfaces only, and pages are
 * refreshed by their cache tags, not by lists of paths kept by hand. Read from the sources, so a
 * new file that reaches into Next's private modules or revalidates a path fails here.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { root, sources } from '../../../tests/sourceTree'

const files = sources(path.join(root, 'src')).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }))

describe('the caches', () => {
  it("import nothing of Next's private modules (next/dist/…)", () => {
    const private_ = files.filter(({ text }) => /from\s+['"]next\/dist\/|import\(\s*['"]next\/dist\/|require\(\s*['"]next\/dist\//.test(text)).map(({ file }) => file)
    expect(private_).toEqual([])
  })

  it('are refreshed by tags: nothing calls revalidatePath, and no collection keeps a list of paths', () => {
    expect(files.filter(({ text }) => /\brevalidatePath\s*\(/.test(text)).map(({ file }) => file)).toEqual([])
    expect(files.filter(({ file, text }) => file.startsWith('src/cms/') && /\bpaths:\s*\(/.test(text)).map(({ file }) => file)).toEqual([])
  })
})
