/**
 * The public site's stylesheets go as one file (styles.css, issue 33): every stylesheet of the site
 * is listed there once, and no module imports one of its own (Turbopack would give it a chunk, and
 * the page one more render-blocking request). The one-stylesheet page itself is checked in
 * tests/e2e/first-screen.e2e.test.ts.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { root, sources } from '../../../../tests/sourceTree'

const here = import.meta.dirname
const src = path.join(root, 'src')

/** Every stylesheet of src/ but the admin's (Payload's own, under app/(payload) and cms/). */
const siteStylesheets = sources(src, /\.css$/)
  .map((file) => path.join(root, file))
  .filter((file) => !file.includes(`${path.sep}(payload)${path.sep}`) && !file.startsWith(path.join(src, 'cms')))
  .filter((file) => file !== path.join(here, 'styles.css'))

const imported = [...fs.readFileSync(path.join(here, 'styles.css'), 'utf8').matchAll(/@import '([^']+)';/g)].map((match) => path.resolve(here, match[1]))

describe('the site’s one stylesheet', () => {
  it('lists every stylesheet of the site once, and nothing that does not exist', () => {
    expect(new Set(imported).size).toBe(imported.length)
    for (const file of imported) expect(fs.existsSync(file), file).toBe(true)
    expect([...imported].sort()).toEqual([...siteStylesheets].sort())
  })

  it('is the only stylesheet a module of the site imports (tests aside)', () => {
    const modules = sources(src, /\.(ts|tsx|mts|mjs)$/)
    const importers = modules.filter((file) => /^import\s+['"][^'"]+\.css['"]/m.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(importers).toEqual([path.join('src', 'app', '(site)', '[locale]', 'layout.tsx')])
  })
})
