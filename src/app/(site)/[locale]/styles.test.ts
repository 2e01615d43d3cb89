/**
 * The public site's stylesheets go as one file (styles.css, issue 33): every stylesheet of the site
 * is listed there once, and no module imports one of its own (Turbopack would give it a chunk, and
 * the page one more render-blocking request). The one-stylesheet page itself is checked in
 * tests/e2e/first-screen.e2e.test.ts.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const here = import.meta.dirname
const src = path.resolve(here, '../../..')

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((file) => path.join(dir, file))
}

/** Every stylesheet of src/ but the admin's (Payload's own, under app/(payload) and cms/). */
const siteStylesheets = filesUnder(src, (file) => file.endsWith('.css'))
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
    const modules = filesUnder(src, (file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    const importers = modules.filter((file) => /^import\s+['"][^'"]+\.css['"]/m.test(fs.readFileSync(file, 'utf8')))
    expect(importers.map((file) => path.relative(src, file))).toEqual([path.join('app', '(site)', '[locale]', 'layout.tsx')])
  })
})
