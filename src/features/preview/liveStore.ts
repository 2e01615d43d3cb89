/**
 * The live preview's unsaved values, per preview session: the banner posts them
 * (src/app/(site)/[locale]/(minimal)/preview/live) and the page's loader lays them over the saved
 * draft when it renders again. With REDIS_URL they live in Redis for 30 minutes, so the post and
 * the refresh may reach different instances; without it (or while Redis is away), in this
 * process's memory.
 */
import { slot } from '@/base/processState.mjs'
import { createLru, type Lru } from '@/base/lru.mjs'
import { sharedRedis } from '@/base/redis.mjs'

export type LiveValues = { collection: string; id: string; locale: string; data: Record<string, unknown>; at: number }

const maxBytes = 8 * 1024 * 1024
const maxAgeMs = 30 * 60 * 1000

function sessions(): Lru<LiveValues> {
  return slot('livePreview', () => createLru<LiveValues>({ maxBytes, maxAgeMs }))
}

const redisKey = (session: string) => `vernissage:live-preview:${session}`

export async function saveLiveValues(session: string, values: Omit<LiveValues, 'at'>, now = Date.now()): Promise<void> {
  const entry = { ...values, at: now }
  const redis = await sharedRedis()
  if (redis) await redis.set(redisKey(session), JSON.stringify(entry), { PX: maxAgeMs })
  else sessions().set(session, entry)
}

/** The unsaved values of this document in this language, if the session has any. */
export async function liveValuesFor(session: string, collection: string, id: number | string, locale: string, now = Date.now()): Promise<Record<string, unknown> | null> {
  const redis = await sharedRedis()
  const stored = redis ? await redis.get(redisKey(session)) : null
  const entry = redis ? (stored ? (JSON.parse(stored) as LiveValues) : undefined) : sessions().get(session)
  if (!entry || now - entry.at > maxAgeMs) return null
  return entry.collection === collection && entry.id === String(id) && entry.locale === locale ? entry.data : null
}

export async function clearLiveValues(session: string): Promise<void> {
  sessions().delete(session)
  const redis = await sharedRedis()
  if (redis) await redis.del(redisKey(session))
}
