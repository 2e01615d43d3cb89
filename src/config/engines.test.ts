/**
 * package.json's `engines.node` is true to what runs (issue 50): no package the app loads at run
 * time — its `dependencies` and theirs, as installed in node_modules (optional ones where installed,
 * peers unless marked optional) — declares an `engines.node` range that leaves out the lowest Node
 * our range admits. The development tools ask for more; docs/development.md says which.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// semver is installed for sharp, a production dependency; typed here for the two calls we make.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null
  satisfies(version: string, range: string): boolean
}

const root = path.resolve(import.meta.dirname, '../..')

type Manifest = {
  name: string
  version: string
  engines?: { node?: string }
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const manifest = (folder: string): Manifest => JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'))

/** The folder Node loads `name` from for the package in `folder`: its own node_modules, then each one above it. */
function installedAt(folder: string, name: string): string | null {
  for (let dir = folder; dir.startsWith(root); dir = path.dirname(dir)) {
    if (path.basename(dir) === 'node_modules') continue
    const candidate = path.join(dir, 'node_modules', name)
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate
  }
  return null
}

/** Every production package as installed, by folder, and the required ones the walk could not find. */
function productionPackages(): { packages: Map<string, Manifest>; missing: string[] } {
  const packages = new Map<string, Manifest>()
  const missing: string[] = []
  const queue = Object.keys(manifest(root).dependencies ?? {}).map((name) => ({ from: root, name, optional: false, by: 'package.json' }))
  for (let next = queue.shift(); next; next = queue.shift()) {
    const folder = installedAt(next.from, next.name)
    if (!folder) {
      if (!next.optional) missing.push(`${next.name} (for ${next.by})`)
      continue
    }
    if (packages.has(folder)) continue
    const found = manifest(folder)
    packages.set(folder, found)
    const optional = new Set(Object.keys(found.optionalDependencies ?? {}))
    const peers = Object.keys(found.peerDependencies ?? {}).filter((name) => !found.peerDependenciesMeta?.[name]?.optional)
    for (const name of [...Object.keys(found.dependencies ?? {}), ...optional, ...peers]) queue.push({ from: folder, name, optional: optional.has(name), by: found.name })
  }
  return { packages, missing }
}

describe('engines.node in package.json', () => {
  const { packages, missing } = productionPackages()

  it('is read from every production package, found where Node finds it', () => {
    expect(missing).toEqual([])
    const names = new Set([...packages.values()].map((found) => found.name))
    for (const name of ['next', 'payload', 'sharp', 'cookie']) expect(names.has(name), name).toBe(true)
  })

  it("admits no Node older than a production package's own engines.node allows", () => {
    const ours = manifest(root).engines?.node ?? '*'
    const lowest = semver.minVersion(ours)?.version
    expect(lowest, `package.json engines.node "${ours}"`).toBeDefined()
    const excluding = [...packages]
      .filter(([, found]) => found.engines?.node && !semver.satisfies(lowest!, found.engines.node))
      .map(([folder, found]) => `${found.name}@${found.version} (${path.relative(root, folder)}) needs Node ${found.engines!.node}`)
    expect(excluding, `package.json engines.node "${ours}" admits Node ${lowest}, which these leave out`).toEqual([])
  })
})
