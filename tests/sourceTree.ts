/**
 * The project's source files and how their imports resolve, for the tests that read the import
 * graph from the sources (src/ui/lazyPart.test.ts; the floors of the whole tree are kept by
 * .dependency-cruiser.cjs).
 */
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/** The source files under `dir` (tests left out), as paths from the project's root. */
export function sources(dir: string, sourceFile = /\.(tsx?|mjs|js)$/): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file, sourceFile)
    return sourceFile.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(root, file)] : []
  })
}

/** The project file an import of `specifier` from `from` loads, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier === '@payload-config') base = 'src/payload.config'
  else if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, path.join(base, 'index.ts')]) {
    const file = path.join(root, candidate)
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return candidate
  }
  return null
}
