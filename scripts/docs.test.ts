/**
 * The documentation stays true to its shape (issue 34): the README stays a five-minute read, and
 * every relative link in the README, CHANGELOG and docs/ points at a file that exists — and, with
 * an anchor, at a heading of that file (GitHub's anchors: lower case, punctuation dropped, spaces
 * to hyphens) or an explicit `<a id="…">`. The code cites product rules by their anchor in
 * docs/behaviour.md; every cited anchor must exist there, and no rule is cited from the old
 * specification outside the repository.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const documents = [
  'README.md',
  'CHANGELOG.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** The anchors of a Markdown file: its headings, as GitHub makes them, and its explicit `id="…"`s. */
function anchors(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '')
  const seen = new Map<string, number>()
  const result = new Set<string>()
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) result.add(id.toLowerCase())
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    result.add(count ? `${base}-${count}` : base)
  }
  return result
}

/** The relative links of a Markdown file (code blocks and inline code left out). */
function links(file: string): string[] {
  const text = fs
    .readFileSync(path.join(root, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

describe('the documentation', () => {
  it('keeps the README under 12 KB', () => {
    expect(fs.statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(12 * 1024)
  })

  it('links only to files and headings that exist', () => {
    const broken: string[] = []
    for (const file of documents) {
      for (const target of links(file)) {
        const [address, anchor] = target.split('#')
        const linked = address ? path.normalize(path.join(path.dirname(file), decodeURIComponent(address))) : file
        if (!fs.existsSync(path.join(root, linked))) broken.push(`${file}: ${target}`)
        else if (anchor && linked.endsWith('.md') && !anchors(linked).has(anchor.toLowerCase())) broken.push(`${file}: ${target} (no such heading)`)
      }
    }
    expect(broken).toEqual([])
  })
})

/** The source files of the repository's code, tests, scripts, benchmarks and seed (not node_modules or builds). */
function sources(dir: string): string[] {
  const out: string[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`
      // bench/floor's build (.next) is Next's output, not ours.
      if (entry.isDirectory() && entry.name.startsWith('.next')) continue
      if (entry.isDirectory()) walk(relative)
      else if (/\.(?:[cm]?[jt]sx?|d\.mts|css)$/.test(entry.name)) out.push(relative)
    }
  }
  walk(dir)
  return out
}

const codeFiles = ['src', 'tests', 'scripts', 'bench', 'seed'].flatMap(sources)

describe('the product rules the code cites (docs/behaviour.md)', () => {
  const rules = anchors('docs/behaviour.md')

  it('cites only anchors that exist', () => {
    const missing: string[] = []
    let cited = 0
    for (const file of codeFiles) {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      for (const [, anchor] of text.matchAll(/docs\/behaviour\.md#([A-Za-z0-9_-]+)/g)) {
        cited++
        if (!rules.has(anchor.toLowerCase())) missing.push(`${file}: #${anchor}`)
      }
    }
    expect(missing).toEqual([])
    expect(cited).toBeGreaterThan(150)
  })

  it('cites no rule from the specification outside the repository', () => {
    // Built from parts, so this file does not match itself.
    const old = new RegExp(['SPEC', '\\s*§'].join(''))
    expect(codeFiles.filter((file) => old.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([])
  })

  it('gives every rule one anchor', () => {
    const ids = [...fs.readFileSync(path.join(root, 'docs/behaviour.md'), 'utf8').matchAll(/<a id="([^"]+)"/g)].map((match) => match[1])
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })
})
