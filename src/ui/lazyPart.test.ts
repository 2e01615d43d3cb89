/**
 * Every lazily loaded part of the site goes through lazyPart (./lazyPart.ts), so that its failed
 * chunk meets the one recovery of docs/behaviour.md#chunk-reload. Read from the sources with TypeScript's parser: in
 * every module that reaches the browser (a 'use client' module and all it imports), each
 * `import()` must be `lazyPart(() => import('…'))`; `next/dynamic` and React's `lazy`, which
 * would catch or surface a failure their own way, are not used anywhere under src/.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

import { resolveImport, root, sources } from '../../tests/sourceTree'

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
}

const isDynamicImport = (node: ts.Node): node is ts.CallExpression => ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword

/** `lazyPart(() => import('…'))`, the import possibly followed by `.then(…)`: the arrow is lazyPart's first argument. */
function insideLazyPart(call: ts.CallExpression): boolean {
  let node: ts.Node = call
  while (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) {
    if (!node.parent || ts.isSourceFile(node.parent) || ts.isFunctionDeclaration(node.parent)) return false
    node = node.parent
  }
  const caller = node.parent
  return ts.isCallExpression(caller) && ts.isIdentifier(caller.expression) && caller.expression.text === 'lazyPart' && caller.arguments[0] === node
}

export type Finding = { file: string; line: number; what: string }

/** What a module does against the rule, wherever it runs (`next/dynamic`, React's lazy) and, if it reaches the browser, its bare `import()`s. */
export function lazyLoadFindings(file: string, text: string, reachesBrowser: boolean): Finding[] {
  const source = parse(file, text)
  const findings: Finding[] = []
  const at = (node: ts.Node, what: string) => findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what })
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text
      if (from === 'next/dynamic') at(node, 'next/dynamic')
      const named = node.importClause?.namedBindings
      if (from === 'react' && named && ts.isNamedImports(named) && named.elements.some((element) => (element.propertyName ?? element.name).text === 'lazy'))
        at(node, "lazy from 'react'")
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'lazy' && ts.isIdentifier(node.expression) && node.expression.text === 'React') at(node, 'React.lazy')
    if (reachesBrowser && isDynamicImport(node) && !insideLazyPart(node)) at(node, 'import() outside lazyPart')
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

/** The modules a module loads at run time (static and dynamic imports, re-exports; type-only left out). */
function runtimeImports(file: string, source: ts.SourceFile): string[] {
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text)
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text)
    if (isDynamicImport(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) specifiers.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((target): target is string => target !== null)
}

/** The module's directive: 'use client' starts browser code; a 'use server' module stays on the server (the browser gets a reference to call). */
function directive(source: ts.SourceFile): string | null {
  const first = source.statements[0]
  return first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) ? first.expression.text : null
}

/** Every module under src/ with its text, and which of them reach the browser. */
function browserModules(): { texts: Map<string, string>; parsed: Map<string, ts.SourceFile>; browser: Set<string> } {
  const texts = new Map<string, string>()
  const parsed = new Map<string, ts.SourceFile>()
  const graph = new Map<string, string[]>()
  const browser = new Set<string>()
  const serverActions = new Set<string>()
  for (const file of sources(path.join(root, 'src'))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    const source = parse(file, text)
    texts.set(file, text)
    parsed.set(file, source)
    graph.set(file, runtimeImports(file, source))
    if (directive(source) === 'use client') browser.add(file)
    if (directive(source) === 'use server') serverActions.add(file)
  }
  const queue = [...browser]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const target of graph.get(file) ?? []) {
      if (browser.has(target) || serverActions.has(target)) continue
      browser.add(target)
      queue.push(target)
    }
  }
  return { texts, parsed, browser }
}

/** Whether the module loads a part through lazyPart (an import() as lazyPart's argument). */
function loadsLazyPart(source: ts.SourceFile): boolean {
  let found = false
  const visit = (node: ts.Node) => {
    if (isDynamicImport(node) && insideLazyPart(node)) found = true
    if (!found) ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

// Reading and parsing every module under src/ takes seconds on a busy machine.
const slow = { timeout: 60_000 }

describe('lazy parts go through lazyPart', () => {
  let modules: ReturnType<typeof browserModules>
  beforeAll(() => {
    modules = browserModules()
  }, 120_000)

  it('no module under src/ loads a part of its own any other way', slow, () => {
    const findings = [...modules.texts].flatMap(([file, text]) => lazyLoadFindings(file, text, modules.browser.has(file)))
    expect(findings).toEqual([])
  })

  it(
    'finds the lazy parts there are: the live stream’s client, the image viewer stage, the search overlay, the room view and the deep zoom viewer, each loaded in the browser',
    slow,
    () => {
      const lazyParts = [...modules.parsed].filter(([file, source]) => modules.browser.has(file) && loadsLazyPart(source)).map(([file]) => file)
      expect(lazyParts.sort()).toEqual([
        'src/features/live/client.ts',
        'src/features/room/RoomButton.tsx',
        'src/features/search/components/GlobalSearch.tsx',
        'src/ui/ImageViewer.tsx',
        'src/ui/useDeepZoom.ts',
      ])
      expect(modules.browser.has('src/ui/lazyPart.ts')).toBe(true)
    },
  )

  it('tells a bare import(), next/dynamic and React.lazy from a lazyPart', () => {
    const bad = [
      "'use client'",
      "import dynamic from 'next/dynamic'",
      "import { lazy as later, useState } from 'react'",
      "import * as React from 'react'",
      "const a = () => import('./A')",
      "const b = React.lazy(() => import('./B'))",
      "const c = lazyPart(async () => (await import('./C')).C)",
      "function d() { return import('./D') }",
      "const e = somethingElse(() => import('./E'))",
    ].join('\n')
    expect(lazyLoadFindings('x.tsx', bad, true).map(({ line, what }) => `${line}: ${what}`)).toEqual([
      '2: next/dynamic',
      "3: lazy from 'react'",
      '5: import() outside lazyPart',
      '6: React.lazy',
      '6: import() outside lazyPart',
      '8: import() outside lazyPart',
      '9: import() outside lazyPart',
    ])
    const good = "const part = lazyPart(() => import('./Part').then((module) => module.Part))\nconst other = lazyPart(() => import('./Other'))"
    expect(lazyLoadFindings('y.ts', good, true)).toEqual([])
    // On the server an import() is no chunk in the browser (Payload's config, the Node runtime's hooks).
    expect(lazyLoadFindings('z.ts', "const sharp = () => import('sharp')", false)).toEqual([])
  })
})
