/**
 * Where the search engines live, apart from the loaders. They hear of changes to public content,
 * on this instance or another, through the CMS's change announcements (src/cms/changes.ts).
 */
import { slot } from '@/base/processState.mjs'
import { onContentChange } from '@/cms/changes'
import type { Locale } from '@/base/locales'

import type { ArtworkRowCache } from './documents'
import type { SearchEngine } from './engine'

/**
 * How fresh the search stays (issue 8: a publish, unpublish or delete shows within 5 s): a change
 * announced on any instance rebuilds the engines in use this long after it (a burst costs one rebuild)…
 */
export const searchRebuildDelayMs = 200
/**
 * …and, as a safety net for an announcement that never came (a message lost while Redis was away,
 * a row changed straight in the database), the database's stamp is compared this often, on a search.
 */
export const searchSafetyCheckMs = 60_000

export type SearchEntry = {
  engine: SearchEngine | null
  building: Promise<SearchEngine> | null
  stamp: string
  stale: boolean
  /** The works' rows the engine was built from: the next rebuild reads only changed ones again. */
  artworkCache: ArtworkRowCache | null
}
export type SearchStore = {
  entries: Map<Locale, SearchEntry>
  checkedAt: number
  checking: Promise<void> | null
  stamp: string
  /** Set by the loaders: starts the rebuild of the engines in use soon after a change. */
  scheduleRebuild?: () => void
}

// Next bundles the site, the admin's API and route handlers separately; one store per process lets
// a hook fired by the admin reach the engines the pages and the suggestion route read.
export const searchStore: SearchStore = slot('search', () => ({ entries: new Map(), checkedAt: 0, checking: null, stamp: '' }))

/** After a change or delete of public content: the next search rebuilds. */
export function markSearchStale(): void {
  for (const entry of searchStore.entries.values()) entry.stale = true
  searchStore.checkedAt = 0
  searchStore.scheduleRebuild?.()
}

// Every public collection is searched (or close to it): a change there refreshes the search.
onContentChange(({ publicContent, kind }) => {
  if (publicContent && kind === 'collection') markSearchStale()
})
