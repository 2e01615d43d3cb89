/**
 * Where the explorer's in-memory lists live, apart from the loaders so that Payload's hooks can mark
 * them stale without importing the loaders (and through them the Payload config).
 */
import type { Locale } from '@/i18n/locales'

import type { ExplorerIndex } from './loaders'

export type ExplorerEntry = { index: ExplorerIndex | null; building: Promise<ExplorerIndex> | null; stamp: string; stale: boolean }
type Store = { entries: Map<Locale, ExplorerEntry>; checkedAt: number; checking: Promise<void> | null; stamp: string }

// Next bundles the site, the admin's API and route handlers separately; one store on globalThis lets
// a hook fired by the admin reach the lists the pages read.
const storeKey = Symbol.for('vernissage.explorer')
const globalStore = globalThis as typeof globalThis & { [storeKey]?: Store }
export const explorerStore: Store = (globalStore[storeKey] ??= { entries: new Map(), checkedAt: 0, checking: null, stamp: '' })

/** Called by the hooks of every source collection (artworks, artists, media, vocabularies) after a change or delete. */
export function markExplorerStale(): void {
  for (const entry of explorerStore.entries.values()) entry.stale = true
  explorerStore.checkedAt = 0
}
