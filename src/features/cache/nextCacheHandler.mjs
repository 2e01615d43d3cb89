// Next's incremental cache (ISR pages, route handlers, unstable_cache) for one or several
// instances (next.config.ts `cacheHandler`). Each instance keeps Next's own file-system cache;
// with REDIS_URL two things are shared through Redis as well:
// - every cache tag revalidated (revalidatePath is a tag too), with the time: each instance applies
//   the others' to Next's tags manifest (./sharedInvalidations.mjs, at most a second late), so a
//   publish through any instance expires the page on all of them;
// - every entry rendered, under the build's id: an instance that has no fresh copy takes the one
//   another instance rendered instead of rendering it again.
// Without REDIS_URL this is Next's file-system cache, unchanged. Redis away: the same, until it is back.
import fs from 'node:fs'
import path from 'node:path'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { areTagsExpired, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { createLru } from './lru.mjs'
import { sharedRedis } from './redis.mjs'
import { knownUpTo, onSharedTag, queryPagesPath, sharePurge, shareTags, sharing, syncInvalidations } from './sharedInvalidations.mjs'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache
const entryTtlSeconds = 7 * 24 * 60 * 60
const tagsHeader = 'x-next-cache-tags'

// What another instance revalidated goes into the manifest Next's file-system cache reads.
onSharedTag((tag, entry) => {
  const known = tagsManifest.get(tag) ?? {}
  tagsManifest.set(tag, { ...known, ...entry })
})

/** Buffers and Maps (page RSC data, segment data) survive JSON as tagged objects. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function encode(key, value) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
    if (raw instanceof Map) return { $map: [...raw.entries()] }
    return value
  })
}

export function decodeEntry(text) {
  return JSON.parse(text, (key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map)
    return value
  })
}

/** The tags an entry answers to: a page's from its header, a data entry's from the request. */
function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.[tagsHeader]
  if (typeof header === 'string') return header.split(',')
  if (entry?.value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  return []
}

export default class SharedCacheHandler {
  constructor(ctx) {
    this.local = new FileSystemCache(ctx)
    let buildId = 'development'
    try {
      buildId = fs.readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
    } catch {
      // `next dev`: no build id, nothing to share with.
    }
    this.prefix = `vernissage:next:${buildId}:`
    // Key → the time up to which this instance knew every other's invalidations when it stored the
    // entry. A page rendered here at 12:00:00.8 may hold data from before a change another
    // instance revalidated at 12:00:00.5 if this one learnt of it only at 12:00:01: by its own
    // time the entry would be newer than the tag and stay for ten minutes. Judged by what was
    // known, it is expired.
    this.knownAt = createLru({ maxBytes: 1024 * 1024 })
  }

  /** Whether an entry stored here was made before this instance knew of a change to its tags. */
  madeUninformed(key, entry, ctx) {
    const known = this.knownAt.get(key)
    return known !== undefined && known < (entry?.lastModified ?? 0) && areTagsExpired(tagsOf(entry, ctx), known)
  }

  async get(key, ctx) {
    if (sharing()) {
      await syncInvalidations()
      const redis = await sharedRedis()
      const text = redis ? await redis.get(this.prefix + key).catch(() => null) : null
      if (text) {
        const entry = decodeEntry(text)
        if (!areTagsExpired(tagsOf(entry, ctx), entry.lastModified)) {
          const local = await this.local.get(key, ctx)
          // The newer of this instance's own copy and the shared one.
          return local && local.lastModified >= entry.lastModified && !this.madeUninformed(key, local, ctx) ? local : entry
        }
      }
    }
    const local = await this.local.get(key, ctx)
    return local && sharing() && this.madeUninformed(key, local, ctx) ? null : local
  }

  async set(key, data, ctx) {
    const known = knownUpTo()
    await this.local.set(key, data, ctx)
    if (!data || !sharing()) return
    this.knownAt.set(key, known)
    const redis = await sharedRedis()
    if (!redis) return
    // Shared as made when this instance last knew every change, for the reason above.
    const entry = { value: data, lastModified: Math.min(Date.now(), known), cacheControl: ctx?.cacheControl }
    await redis.set(this.prefix + key, encodeEntry(entry), { EX: entryTtlSeconds }).catch(() => {})
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    await this.local.revalidateTag(list, durations)
    await shareTags(list.map((tag) => [tag, tagsManifest.get(tag) ?? { expired: Date.now() }]))
    // The hooks purge the page caches while the change is being saved, before it is committed;
    // Next applies the tags once the request is done. A copy made in between, here or on another
    // instance, from the old data or from an entry not yet known expired, is purged again now.
    const paths = pathsOfTags(list)
    if (paths?.length !== 0) await sharePurge(paths && [...paths, queryPagesPath])
  }

  resetRequestCache() {
    this.local.resetRequestCache()
  }
}

/**
 * The public paths (without language) Next's path tags stand for: `_N_T_/de/artworks/x` is
 * `/artworks/x`; a layout's or route group's tag (`_N_T_/(site)/[locale]/layout`) stands for every
 * page (null).
 */
export function pathsOfTags(tags) {
  const paths = new Set()
  for (const tag of tags) {
    if (!tag.startsWith('_N_T_/')) continue
    const internal = tag.slice('_N_T_'.length)
    if (/\/(layout|page)$|[[(]/.test(internal)) return null
    const match = /^\/(de|en)(\/.*)?$/.exec(internal)
    if (match) paths.add(match[2] ?? '/')
  }
  return [...paths]
}
