/**
 * The prefetch rules of docs/behaviour.md#prefetch hold only if no link prefetches by itself: every link of the site is the
 * Link of ./navigation.ts (Next's prefetching off), and the site's queue does the prefetching.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '..')
/**
 * Payload's generated admin routes and the admin's own screens, the CMS's and each feature's
 * (`features/<name>/admin`): out of scope, staff, not visitors.
 */
const outside = [path.join(src, 'app', '(payload)'), path.join(src, 'cms', 'admin')]
const isFeatureAdmin = (dir: string) => path.basename(dir) === 'admin' && path.dirname(path.dirname(dir)) === path.join(src, 'features')

function sources(dir: string): string[] {
  if (outside.includes(dir) || isFeatureAdmin(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const files = sources(src).map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') }))

describe('links and prefetching', () => {
  it('reads the site sources', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(files.some((f) => /from '@\/i18n\/navigation'/.test(f.text) && /<Link\b/.test(f.text))).toBe(true)
  })

  it("nothing but src/i18n/navigation.ts uses Next's or next-intl's own Link", () => {
    const offenders = files.filter(({ file, text }) => file !== path.join('i18n', 'navigation.ts') && /from ['"](next\/link|next-intl\/navigation)['"]/.test(text))
    expect(offenders.map((f) => f.file)).toEqual([])
  })

  it('no link asks for a prefetch of its own, and nothing but the queue calls router.prefetch', () => {
    expect(files.filter(({ text }) => /\bprefetch=\{/.test(text)).map((f) => f.file)).toEqual([])
    const callers = files.filter(({ text }) => /\.prefetch\(/.test(text)).map((f) => f.file)
    expect(callers).toEqual([path.join('features', 'site', 'ClientBehaviours.tsx')])
  })
})
