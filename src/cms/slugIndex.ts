/**
 * Which slugs each document has in each language, kept in memory for the collections' revalidation
 * paths. A hook sees the saved document in one language only: an edit made in German knows the
 * German slug, but the English page lives under the English slug and must be refreshed too. The
 * paths are computed synchronously, so they read this index, which the sitemap's bulk read fills
 * (src/features/sitemap/store.ts) and every detail page adds to when it renders (`getSlugs`): a
 * page that is cached was rendered, so its slugs are known. Held on globalThis because Next
 * bundles the CMS config and the route handlers into separate module instances.
 *
 * The CMS owns it and the sitemap fills it: the sitemap's store offers its bulk read as the
 * source (`offerSlugSource`) when it loads, so this module imports nothing that needs the config.
 */
import { relationId } from './relations'
import { documentPath, type PublicCollection } from '../features/sitemap/routes'

export type SlugPair = { de: string; en: string }

type Index = Map<string, Map<string, SlugPair>>

const indexKey = Symbol.for('vernissage.slugIndex')

const warmKey = Symbol.for('vernissage.slugIndexWarm')

const sourceKey = Symbol.for('vernissage.slugIndexSource')

/** Offered by the sitemap's store (src/features/sitemap/store.ts): a bulk read that fills the index. */
export function offerSlugSource(read: () => Promise<unknown>): void {
  ;(globalThis as Record<symbol, unknown>)[sourceKey] = read
}

function index(): Index {
  const store = globalThis as Record<symbol, Index | undefined>
  store[indexKey] ??= new Map()
  return store[indexKey]
}

/**
 * The first time a hook asks after a restart, the index starts filling from the sitemap's bulk
 * read, so that from the next change on every page is known even if none was rendered yet. The
 * Next server loads the sitemap's store at start (src/instrumentation.ts, through the route
 * table); scripts and unit tests offer no source and have no site to keep fresh.
 */
function warmUp(): void {
  const store = globalThis as Record<symbol, unknown>
  const read = store[sourceKey] as (() => Promise<unknown>) | undefined
  if (store[warmKey] || !read) return
  store[warmKey] = true
  read().catch(() => {
    store[warmKey] = false // the database is not ready: try again later
  })
}

function documents(collection: string): Map<string, SlugPair> {
  let map = index().get(collection)
  if (!map) index().set(collection, (map = new Map()))
  return map
}

/** Records a document's slugs. Entries are never dropped: a page once shown may still be cached. */
export function rememberSlugs(collection: string, id: number | string, slugs: SlugPair): void {
  if (!slugs.de && !slugs.en) return
  documents(collection).set(String(id), { de: slugs.de || slugs.en, en: slugs.en || slugs.de })
}

export function knownSlugs(collection: string, id: number | string): SlugPair | undefined {
  warmUp()
  return index().get(collection)?.get(String(id))
}

/**
 * The pages of a saved document in both languages: its slug as saved, plus the slugs it is known
 * under in each language. For a collection's `paths`.
 */
export function pagesOf(collection: PublicCollection, doc: Record<string, unknown>): string[] {
  const paths = new Set<string>()
  if (typeof doc.slug === 'string' && doc.slug) paths.add(documentPath(collection, doc.slug))
  const id = relationId(doc.id)
  const known = id === undefined ? undefined : knownSlugs(collection, id)
  if (known) for (const slug of [known.de, known.en]) paths.add(documentPath(collection, slug))
  return [...paths]
}

/** The pages of related documents (an artwork's artist), given the relation's value: id, document or a list. */
export function relatedPagesOf(collection: PublicCollection, value: unknown, base?: string): string[] {
  const paths = new Set<string>()
  const add = (slug: string) => paths.add(base ? `${base}/${slug}` : documentPath(collection, slug))
  for (const item of Array.isArray(value) ? value : [value]) {
    // Read with depth, the related document carries its slug in the saved document's language.
    const populated = item && typeof item === 'object' ? (item as { slug?: unknown }).slug : undefined
    if (typeof populated === 'string' && populated) add(populated)
    const id = relationId(item)
    const known = id === undefined ? undefined : knownSlugs(collection, id)
    if (known) for (const slug of [known.de, known.en]) add(slug)
  }
  return [...paths]
}

/** Every known page of a collection (the Werkstattpalast pages all show the section's sub-navigation). */
export function allPagesOf(collection: PublicCollection): string[] {
  warmUp()
  const paths = new Set<string>()
  for (const slugs of index().get(collection)?.values() ?? []) {
    paths.add(documentPath(collection, slugs.de))
    paths.add(documentPath(collection, slugs.en))
  }
  return [...paths]
}
