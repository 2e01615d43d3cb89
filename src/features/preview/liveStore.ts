/**
 * The live preview's unsaved values, per preview session, in this process's memory: the banner
 * posts them (src/app/(site)/[locale]/(minimal)/preview/live) and the page's loader lays them over
 * the saved draft when it renders again. With several instances the post and the refresh may
 * reach different ones; the page then shows the saved draft until the next keystroke or save.
 */
import { createLru, type Lru } from '@/features/cache/lru.mjs'

export type LiveValues = { collection: string; id: string; locale: string; data: Record<string, unknown>; at: number }

const maxBytes = 8 * 1024 * 1024
const maxAgeMs = 30 * 60 * 1000
const storeKey = Symbol.for('vernissage.livePreview')

function sessions(): Lru<LiveValues> {
  const store = globalThis as Record<symbol, Lru<LiveValues> | undefined>
  store[storeKey] ??= createLru<LiveValues>({ maxBytes, maxAgeMs })
  return store[storeKey]
}

export function saveLiveValues(session: string, values: Omit<LiveValues, 'at'>, now = Date.now()): void {
  sessions().set(session, { ...values, at: now })
}

/** The unsaved values of this document in this language, if the session has any. */
export function liveValuesFor(session: string, collection: string, id: number | string, locale: string, now = Date.now()): Record<string, unknown> | null {
  const entry = sessions().get(session)
  if (!entry || now - entry.at > maxAgeMs) return null
  return entry.collection === collection && entry.id === String(id) && entry.locale === locale ? entry.data : null
}

export function clearLiveValues(session: string): void {
  sessions().delete(session)
}
