/**
 * The search's data: one engine per language and app instance, built from every published
 * document of the searched collections (./documents.ts) and answered from memory.
 *
 * Freshness: a change announced on any instance (src/cms/changes.ts) marks the engines stale and
 * rebuilds them (./store.ts); a one-query stamp (row count and newest `updated_at` of each source
 * table), asked at most every `searchSafetyCheckMs`, is the safety net for an announcement that
 * never came. A stale engine keeps answering while its successor is built in the
 * background (~1 s for 10,000 works), so no visitor waits for a rebuild and a publish, unpublish or
 * delete shows within a few seconds; only the very first search of a language waits for the build.
 */
import { fill } from '@/base/processState.mjs'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/cms/client'
import type { SiteSetting } from '@/cms/payload-types'
import { globalTag } from '@/cms/tags'
import { sourceStampRow } from '@/base/stamp'
import type { Locale } from '@/base/locales'

import { loadSearchDocuments } from './documents'
import { buildEngineInSlices, type SearchEngine } from './engine'
import { searchSourceTables } from './rows'
import { searchRebuildDelayMs, searchSafetyCheckMs, searchStore as store, type SearchEntry } from './store'

function entryFor(locale: Locale): SearchEntry {
  let entry = store.entries.get(locale)
  if (!entry) {
    entry = { engine: null, building: null, stamp: '', stale: true, artworkCache: null }
    store.entries.set(locale, entry)
  }
  return entry
}

function rebuild(payload: Payload, locale: Locale, entry: SearchEntry): Promise<SearchEngine> {
  if (entry.building) return entry.building
  // A change marked while building leaves the entry stale: the next search builds again.
  entry.stale = false
  let stamp = ''
  // The stamp first: what the engine is built from is at least that new (a later change only costs another rebuild).
  entry.building = sourceStampRow(payload, searchSourceTables)
    .then((current) => {
      stamp = current
      store.stamp = current
      store.checkedAt = Date.now()
      return loadSearchDocuments(payload, locale, entry.artworkCache)
    })
    .then(async ({ docs, artworkCache }) => ({ engine: await buildEngineInSlices(docs, locale, entry.engine), artworkCache }))
    .then(({ engine, artworkCache }) => {
      entry.engine = engine
      entry.artworkCache = artworkCache
      entry.stamp = stamp
      // Changed again while building: build again soon.
      if (entry.stale) store.scheduleRebuild?.()
      return engine
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

/** The safety net: compares the database's stamp with the engines', at most every minute; a change starts the rebuilds. */
function checkSources(payload: Payload): Promise<void> {
  if (store.checking || Date.now() - store.checkedAt < searchSafetyCheckMs) return store.checking ?? Promise.resolve()
  // From when the check reads the database: a change made after it is not in what it reads.
  const started = Date.now()
  store.checking = sourceStampRow(payload, searchSourceTables)
    .then((stamp) => {
      // Each engine against the database, not against the last stamp seen: a rebuild of one
      // language reads the new stamp too, and the other languages' engines are still older.
      store.stamp = stamp
      for (const [locale, entry] of store.entries) {
        if (entry.stamp === stamp) continue
        entry.stale = true
        if (entry.engine) rebuild(payload, locale, entry).catch(() => undefined)
      }
    })
    .catch(() => undefined) // a failed check is retried with the next search
    .finally(() => {
      store.checkedAt = started
      store.checking = null
    })
  return store.checking
}

let rebuildTimer: ReturnType<typeof setTimeout> | null = null

// A change saved through this process rebuilds the engines in use right away, in the background:
// the next visitor already finds it, rather than starting the rebuild with the old answer.
store.scheduleRebuild = () => {
  if (rebuildTimer) return
  rebuildTimer = setTimeout(() => {
    rebuildTimer = null
    void getPayloadClient()
      .then((payload) => {
        for (const [locale, entry] of store.entries) if (entry.engine && entry.stale) rebuild(payload, locale, entry).catch(() => undefined)
      })
      .catch(() => undefined)
  }, searchRebuildDelayMs)
}

/**
 * Whether every engine in use reflects every change known to this instance: none stale, being
 * built or waiting to be, and no check of the database under way. The production server's
 * page cache keeps a search page only while this holds (src/server/frontCache.mjs), since a stale
 * engine goes on answering while its successor is built.
 */
export function searchSettled(): boolean {
  // A rebuild waiting for its timer leaves its entries stale meanwhile (markSearchStale).
  if (store.checking) return false
  for (const entry of store.entries.values()) if (entry.stale || entry.building || !entry.engine) return false
  return true
}
fill('searchSettled', searchSettled)

/** The engine of a language: from memory, refreshed in the background when the data changed. */
export async function getSearchEngine(locale: Locale): Promise<SearchEngine> {
  const payload = await getPayloadClient()
  const entry = entryFor(locale)
  if (!entry.engine) return rebuild(payload, locale, entry)
  void checkSources(payload)
  if (entry.stale && !entry.building) rebuild(payload, locale, entry).catch(() => undefined)
  return entry.engine
}

/**
 * Whether the header offers the global search (site settings, docs/behaviour.md#global-search `globalSearchEnabled`; on
 * unless staff turn it off). Kept in Next's data cache under the settings' tag: per-request pages
 * render the header too. Unreadable settings leave the search offered, its default.
 */
const readSearchEnabled = unstable_cache(
  async (): Promise<boolean> => {
    const settings = (await (await getPayloadClient()).findGlobal({ slug: 'site-settings', depth: 0 })) as SiteSetting
    return settings.globalSearchEnabled !== false
  },
  ['global-search-enabled'],
  { tags: [globalTag('site-settings')], revalidate: 600 },
)

export const isGlobalSearchEnabled = cache(async (): Promise<boolean> => readSearchEnabled().catch(() => true))
