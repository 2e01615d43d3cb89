/**
 * The shape of the import graph under src/: no module imports itself back through others (static
 * or dynamic imports, the Payload config included), and the CMS layer reaches none of the
 * features' stores — it announces changes (src/cms/changes.ts) and the features listen.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { resolveImport, root, sources } from '../tests/sourceTree'

/** Module → the modules it loads at run time (type-only imports left out). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sources(path.join(root, 'src'), /\.(tsx?|mjs)$/)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    const targets = new Set<string>()
    for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)) {
      if (match[1]) continue
      const target = resolveImport(file, match[2] ?? match[3] ?? match[4])
      if (target && target !== file) targets.add(target)
    }
    graph.set(file, [...targets])
  }
  return graph
}

/** Groups of modules that reach each other (Tarjan's strongly connected components, size > 1). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

describe('the import graph', () => {
  const graph = importGraph()

  it('is read whole (the CMS config and its collections are in it)', () => {
    expect(graph.get('src/cms/payload.config.ts')).toEqual(expect.arrayContaining(['src/cms/collections/Artworks.ts', 'src/cms/changes.ts']))
    expect(graph.get('src/cms/client.ts')).toContain('src/cms/payload.config.ts')
  })

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('finds a cycle when there is one', () => {
    const looped = new Map(graph)
    looped.set('src/cms/changes.ts', [...(graph.get('src/cms/changes.ts') ?? []), 'src/cms/client.ts'])
    expect(cycles(looped).flat()).toEqual(expect.arrayContaining(['src/cms/changes.ts', 'src/cms/client.ts', 'src/cms/payload.config.ts']))
  })

  it('keeps the CMS layer off the features that read through the Payload client', () => {
    const readsContent = (file: string, seen = new Set<string>()): boolean => {
      if (file === 'src/cms/client.ts') return true
      if (seen.has(file)) return false
      seen.add(file)
      return (graph.get(file) ?? []).some((next) => readsContent(next, seen))
    }
    const offenders = [...graph.entries()]
      .filter(([file]) => file.startsWith('src/cms/'))
      .flatMap(([file, targets]) => targets.filter((target) => target.startsWith('src/features/') && readsContent(target)).map((target) => `${file} → ${target}`))
    expect(offenders).toEqual([])
  })
})
