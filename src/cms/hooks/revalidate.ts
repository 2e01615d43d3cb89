import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { markContentChanged } from '../../features/cache/contentMemo'
import { locales } from '../../i18n/locales'

/** Public paths (without locale) that show a document, given the document. */
export type PathsFor = (doc: Record<string, unknown>) => string[]

/**
 * Refreshes the cached public pages that show a changed document, in both languages.
 * Outside a Next.js request (seed, scripts) there is nothing cached to refresh, and
 * next/cache throws there, so the call is skipped.
 */
/** The production server's page cache (src/server/frontCache.mjs), when this process runs behind it. */
type FrontCache = { purge: (paths?: string[]) => void }
const frontCache = () => (globalThis as Record<symbol, FrontCache | undefined>)[Symbol.for('vernissage.frontCache')]

export async function revalidatePublicPaths(paths: string[]): Promise<void> {
  if (paths.length === 0) return
  markContentChanged()
  frontCache()?.purge(paths)
  let revalidatePath: (path: string, type?: 'page' | 'layout') => void
  try {
    ;({ revalidatePath } = await import('next/cache'))
  } catch {
    return
  }
  // The magazine list's pages and tags are one cached route of their own (src/features/magazine/archive.ts).
  if (paths.includes('/magazine')) {
    try {
      revalidatePath('/(site)/[locale]/(default)/magazine-archive', 'layout')
    } catch {
      return // not inside a Next.js request
    }
  }
  for (const locale of locales) {
    for (const path of new Set(paths)) {
      const internal = `/${locale}${path === '/' ? '' : path}`
      try {
        revalidatePath(internal)
      } catch {
        return // not inside a Next.js request
      }
    }
  }
}

export function revalidateAfterChange(pathsFor: PathsFor): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, context }) => {
    if (context?.skipRevalidate) return doc
    await revalidatePublicPaths([...pathsFor(doc), ...(previousDoc ? pathsFor(previousDoc) : [])])
    return doc
  }
}

export function revalidateAfterDelete(pathsFor: PathsFor): CollectionAfterDeleteHook {
  return async ({ doc, context }) => {
    if (context?.skipRevalidate) return doc
    await revalidatePublicPaths(pathsFor(doc))
    return doc
  }
}

export function revalidateGlobal(paths: string[]): GlobalAfterChangeHook {
  return async ({ doc, context }) => {
    if (context?.skipRevalidate) return doc
    // Menus and settings show on every page: every cached copy goes, and the kept menus too.
    markContentChanged()
    frontCache()?.purge()
    ;(globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('vernissage.menus')]?.clear()
    await revalidatePublicPaths(paths)
    // The header, footer and consent banner are rendered into every cached page, not only the
    // ones listed: every page under the site layout is regenerated on its next request.
    try {
      const { revalidatePath } = await import('next/cache')
      revalidatePath('/(site)/[locale]', 'layout')
    } catch {
      // not inside a Next.js request (seed, scripts): nothing is cached
    }
    return doc
  }
}

/** Both hooks for a collection, ready to spread into `hooks`. */
export function revalidationHooks(pathsFor: PathsFor) {
  return { afterChange: [revalidateAfterChange(pathsFor)], afterDelete: [revalidateAfterDelete(pathsFor)] }
}
