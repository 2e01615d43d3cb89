/**
 * The explorer's data: every published work reduced to what filtering, counting, sorting and a
 * card need, held in memory per language and sorted once (read in bulk by ./rows.ts). A request
 * then only filters (a few ms for 10,000 works), which is what keeps a filtered page fast.
 *
 * Freshness: a change announced on any instance (src/cms/changes.ts) marks the lists stale at
 * once (./store.ts), and the next read waits for the new lists. A cheap check (row count and
 * newest `updatedAt` of each source collection), run in the background at most every
 * `safetyCheckMs`, is the safety net for an announcement that never came.
 */
import type { CollectionSlug, Payload } from 'payload'

import { getPayloadClient } from '@/cms/client'
import { compareByLastName } from '@/base/artistOrder'
import { artistRows, mediaRows } from '@/base/sql'
import { parsePrice } from '@/base/price'
import { nextLapse } from '@/base/reservation'
import { collectionTag } from '@/cms/tags'
import { tagRender } from '@/features/cache/tags'
import { defaultLocale, type Locale } from '@/base/locales'

import { sourceStampRow } from '@/base/stamp'
import type { TaxonomyFacet } from '@/features/routing/explorerQuery'

import { artworkRows } from './rows'
import { sortAll, sortKey, type ExplorerImage, type ExplorerItem, type SortedItems } from './facets'
import { explorerStore as store, type ExplorerEntry as Entry } from './store'

export type VocabularyEntry = { slug: string; name: string; hex?: string | null }
export type Vocabularies = Record<TaxonomyFacet, VocabularyEntry[]>

export type ExplorerIndex = {
  items: readonly ExplorerItem[]
  /** Years that have works, newest first (the year facet's options). */
  years: number[]
  sorted: SortedItems
  vocabularies: Vocabularies
  builtAt: number
  /** When the next reservation among the works lapses (issue 36): the lists are stale from then on. */
  nextLapse: number | null
}

/** The collection behind each taxonomy facet. */
export const facetCollections: Record<TaxonomyFacet, CollectionSlug> = {
  color: 'colors',
  medium: 'mediums',
  style: 'styles',
  tag: 'tags',
  category: 'categories',
}
/** Tables whose rows the lists are made of (collection slugs are their table names). */
const sourceTables: string[] = ['artworks', 'artists', 'media', ...Object.values(facetCollections)]
/** The safety net's period: a lost announcement shows within a minute. */
const safetyCheckMs = 60_000

/** Row count and newest change of each source collection, as one string (one query). */
async function sourceStamp(payload: Payload): Promise<string> {
  return sourceStampRow(payload, sourceTables)
}

type Id = number | string

async function loadVocabularies(payload: Payload, locale: Locale): Promise<{ vocabularies: Vocabularies; slugById: Record<TaxonomyFacet, Map<Id, string>> }> {
  const entries = await Promise.all(
    (Object.entries(facetCollections) as Array<[TaxonomyFacet, CollectionSlug]>).map(async ([facet, collection]) => {
      const result = await payload.find({ collection, locale, fallbackLocale: defaultLocale, pagination: false, depth: 0, sort: 'order', overrideAccess: false })
      const docs = result.docs as Array<{ id: Id; slug: string; name: string; hex?: string | null }>
      return [facet, docs] as const
    }),
  )
  const vocabularies = {} as Vocabularies
  const slugById = {} as Record<TaxonomyFacet, Map<Id, string>>
  for (const [facet, docs] of entries) {
    vocabularies[facet] = docs.map(({ slug, name, hex }) => ({ slug, name, ...(facet === 'color' ? { hex } : {}) }))
    slugById[facet] = new Map(docs.map((doc) => [doc.id, doc.slug]))
  }
  return { vocabularies, slugById }
}

async function buildIndex(payload: Payload, locale: Locale): Promise<ExplorerIndex> {
  const [artworks, artists, media, { vocabularies, slugById }] = await Promise.all([
    artworkRows(payload, locale),
    artistRows(payload),
    mediaRows(payload, locale),
    loadVocabularies(payload, locale),
  ])
  const artistById = new Map(artists.map((artist) => [artist.id, { name: artist.name, slug: artist.slug }]))
  const artistsByName = [...artists].sort((a, b) => compareByLastName(a.name, b.name))
  const rank = new Map(artistsByName.map((artist, position) => [artist.slug, position]))
  const imageById = new Map<number, ExplorerImage>(media.map(({ id, filename, width, height, alt }) => [id, { filename, width, height, alt }]))
  const slugs = (facet: TaxonomyFacet, list: Id[] | undefined) => (list ?? []).map((id) => slugById[facet].get(id)).filter((slug): slug is string => Boolean(slug))

  const items: ExplorerItem[] = artworks.map((row) => {
    const artist = row.artistId === null ? null : (artistById.get(row.artistId) ?? null)
    const price = parsePrice(row.price)
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      artist,
      artistRank: artist ? (rank.get(artist.slug) ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER,
      year: row.year,
      titleKey: sortKey(row.title),
      color: slugs('color', row.colors),
      medium: slugs('medium', row.mediumId === null ? [] : [row.mediumId]),
      style: slugs('style', row.styles),
      tag: slugs('tag', row.tags),
      category: slugs('category', row.categories),
      price: price !== null && price > 0 ? price : null,
      priceOnRequest: row.priceOnRequest,
      sold: row.sold,
      leasingDisabled: row.leasingDisabled,
      reservedUntil: row.reservedUntil,
      publishedAt: row.publishedAt ? Date.parse(row.publishedAt) : 0,
      image: row.imageId === null ? null : (imageById.get(row.imageId) ?? null),
    }
  })
  const years = [...new Set(items.map((item) => item.year).filter((year): year is number => year !== null))].sort((a, b) => b - a)
  const builtAt = Date.now()
  return { items, years, sorted: sortAll(items), vocabularies, builtAt, nextLapse: nextLapse(items, builtAt) }
}

function entryFor(locale: Locale): Entry {
  let entry = store.entries.get(locale)
  if (!entry) {
    entry = { index: null, building: null, stamp: '', stale: true }
    store.entries.set(locale, entry)
  }
  return entry
}

function rebuild(payload: Payload, locale: Locale, entry: Entry): Promise<ExplorerIndex> {
  if (entry.building) return entry.building
  const stamp = store.stamp
  entry.stale = false
  entry.building = buildIndex(payload, locale)
    .then((index) => {
      entry.index = index
      entry.stamp = stamp
      return index
    })
    .catch((error) => {
      entry.stale = true
      throw error
    })
    .finally(() => {
      entry.building = null
    })
  return entry.building
}

/** The safety net: compares the database's stamp with the one the lists were built from, at most every minute. */
function checkSources(payload: Payload): Promise<void> {
  if (store.checking || Date.now() - store.checkedAt < safetyCheckMs) return store.checking ?? Promise.resolve()
  // From when the check reads the database: a change made after it is not in what it reads.
  const started = Date.now()
  store.checking = sourceStamp(payload)
    .then((stamp) => {
      if (stamp !== store.stamp) {
        store.stamp = stamp
        for (const entry of store.entries.values()) if (entry.stamp !== stamp) entry.stale = true
      }
    })
    .catch(() => undefined) // a failed check is retried with the next request
    .finally(() => {
      store.checkedAt = started
      store.checking = null
    })
  return store.checking
}

/**
 * The current lists for a language, for a render that shows them: the page is tagged with every
 * collection they are built from (src/cms/tags.ts), so a change to any drops it.
 */
export async function getExplorerIndex(locale: Locale): Promise<ExplorerIndex> {
  await tagRender(sourceTables.map(collectionTag))
  return untaggedExplorerIndex(locale)
}

/**
 * The current lists for a language. A known change waits for the new lists, so a page cached
 * right after a publish never keeps the old ones; otherwise the answer comes from memory and the
 * safety check runs in the background.
 */
export async function untaggedExplorerIndex(locale: Locale): Promise<ExplorerIndex> {
  const payload = await getPayloadClient()
  const entry = entryFor(locale)
  // A reservation lapsed since the lists were built: its work's availability changed without a save.
  if (entry.index?.nextLapse && entry.index.nextLapse <= Date.now()) entry.stale = true
  // Before a build, the stamp it is made at (one query): the safety check then finds it current.
  if (!entry.index || entry.stale) await checkSources(payload)
  else void checkSources(payload)
  if (!entry.index || entry.stale || entry.building) return rebuild(payload, locale, entry)
  return entry.index
}
