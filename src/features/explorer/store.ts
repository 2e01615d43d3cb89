/**
 * Where the explorer's in-memory lists live, apart from the loaders. They hear of changes to the
 * collections they are built from, on this instance or another, through the CMS's change
 * announcements (src/cms/changes.ts).
 */
import { slot } from '@/base/processState.mjs'
import { onContentChange } from '@/cms/changes'
import type { Locale } from '@/base/locales'

import type { ExplorerIndex } from './loaders'

export type ExplorerEntry = { index: ExplorerIndex | null; building: Promise<ExplorerIndex> | null; stamp: string; stale: boolean }
export type ExplorerStore = { entries: Map<Locale, ExplorerEntry>; checkedAt: number; checking: Promise<void> | null; stamp: string }

// Next bundles the site, the admin's API and route handlers separately; one store per process lets
// a hook fired by the admin reach the lists the pages read.
export const explorerStore: ExplorerStore = slot('explorer', () => ({ entries: new Map(), checkedAt: 0, checking: null, stamp: '' }))

/** After a change or delete in a source collection: the next read rebuilds. */
export function markExplorerStale(): void {
  for (const entry of explorerStore.entries.values()) entry.stale = true
  explorerStore.checkedAt = 0
}

// The collections the lists are built from (works, artists, pictures, the vocabularies) are marked so in the CMS.
onContentChange(({ explorerSource }) => {
  if (explorerSource) markExplorerStale()
})
