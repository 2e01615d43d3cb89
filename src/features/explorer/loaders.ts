/**
 * The explorer's data: every published work reduced to what filtering, counting, sorting and a
 * card need, held in memory per language and sorted once (read in bulk by ./rows.ts). A request
 * then only filters (a few ms for 10,000 works), which is what keeps a filtered page fast.
 *
 * Freshness: a change saved through this process marks the lists stale at once (the collections'
 * change announcements call `markExplorerStale`). Changes saved through another app instance on the same database
 * are noticed by a cheap check (row count and newest `updatedAt` of each source collection), run at
 * most every `checkInterval` ms in the background.
 */
import type { CollectionSlug, Payload } from 'payload'

import { getPayloadClient } from '@/cms/client'
import { compareByLastName } from '@/features/artists/sortArtists'
import { parsePrice } from '@/features/artworks/price'
import { lastChangeAt, syncInvalidations } from '@/features/cache/sharedInvalidations.mjs'
import { defaultLocale, type Locale } from '@/i18n/locales'

import { artistRows, artworkRows, mediaRows, sourceStampRow } from './rows'
import { sortAll, sortKey, type ExplorerImage, type ExplorerItem, type SortedItems } from './facets'
import type { TaxonomyFacet } from './query'
import { explorerStore as store, type ExplorerEntry as Entry } from './store'

export type VocabularyEntry = { slug: string; name: string; hex?: string | null }
export type Vocabularies = Record<TaxonomyFacet, VocabularyEntry[]>

export type ExplorerIndex = {
  items: readonly ExplorerItem[]
  /** Years that have works, newest first (the year facet's options). */
  years: number[]
  /** Published artists A–Z by last name (German collation): the artists menu. */
  artists: Array<{ id: number; name: string; slug: string }>
  sorted: SortedItems
  vocabularies: Vocabularies
  builtAt: number
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
const checkInterval = 2000

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
      publishedAt: row.publishedAt ? Date.parse(row.publishedAt) : 0,
      image: row.imageId === null ? null : (imageById.get(row.imageId) ?? null),
    }
  })
  const years = [...new Set(items.map((item) => item.year).filter((year): year is number => year !== null))].sort((a, b) => b - a)
  return { items, years, artists: artistsByName, sorted: sortAll(items), vocabularies, builtAt: Date.now() }
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

/** Compares the database's stamp with the one the lists were built from, at most every few seconds. */
function checkSources(payload: Payload, now = false): Promise<void> {
  if (store.checking || (!now && Date.now() - store.checkedAt < checkInterval)) return store.checking ?? Promise.resolve()
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

/** Whether another instance changed something since the last check (./cache/sharedInvalidations.mjs). */
async function changedElsewhere(): Promise<boolean> {
  await syncInvalidations()
  return lastChangeAt() > store.checkedAt
}

/**
 * The current lists for a language. A known change (a hook here, or another instance's change seen
 * by the check) waits for the new lists, so a page cached right after a publish never keeps the
 * old ones; otherwise the answer comes from memory and the check runs in the background.
 */
export async function getExplorerIndex(locale: Locale): Promise<ExplorerIndex> {
  const payload = await getPayloadClient()
  const entry = entryFor(locale)
  // A change another instance made is checked before answering: a page rendered now is cached.
  const elsewhere = await changedElsewhere()
  if (!entry.index || elsewhere) await checkSources(payload, elsewhere)
  else void checkSources(payload)
  if (!entry.index || entry.stale || entry.building) return rebuild(payload, locale, entry)
  return entry.index
}
