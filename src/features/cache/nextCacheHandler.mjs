// Next's cache (ISR pages, route handlers, `unstable_cache` data) for one or several instances,
// on Next's public cache-handler interface (next.config.ts `cacheHandler`), through a maintained
// handler: @fortedigital/nextjs-cache-handler 3.3.0, the maintained successor of
// @neshca/cache-handler (1.9.0 does not support Next 15 or 16). 3.x is written for Next 16
// (`revalidateTag` with a profile; 3.3.0 keeps the per-segment payloads Next 16.3+ asks for), and
// its Redis handler uses the `redis` client the app already has. It imports nothing of next/dist
// at run time (only next/constants).
// - With REDIS_URL: every instance reads and writes one cache in Redis (under the build's id and
//   the cache's generation, ./generation.mjs: a restore raises it, so nothing made from replaced
//   content is read again), so a tag expired through any instance is expired for all at once
//   (src/cms/changes.ts expires a change's tags before it tells the other instances). Redis away:
//   nothing is cached on that instance (each page is rendered) until it is back; the site stays up.
//   A Redis that stalls (accepts connections, never answers) costs one call its time limit: the
//   handler then rests (every call a miss at once, nothing stored) and a probe in the background,
//   not a visitor, finds out when Redis answers again (guardRedis below; issue 46 point 11: a page
//   made 20 calls, each waiting out its limit, and `/search` took 20 s).
// - Without REDIS_URL (one process): the package's in-memory LRU, bounded.
// Besides Next, two callers in this process use the handler (Next loads this file apart from its
// bundles): the CMS expires a change's tags at once, through the port it offers them
// (src/cms/ports.mjs offerTagExpiry), and the server's page cache asks which tags a page carries
// (`tagsOf`, in the process slot `nextCache`, src/base/processState.mjs), to drop only what a
// change touches.
import fs from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { noteStoredPage } from '../security/pageScripts.mjs'

import { nextCacheKeyPrefix, readGeneration } from './generation.mjs'

import { createLru } from '../../base/lru.mjs'
import { isDown, markDown, markUp, withDeadline } from '../../base/dependencies.mjs'
import { config } from '../../config/env.mjs'
import { connectTimeoutMs, redisCallLimitMs, redisClient } from '../../base/redisClient.mjs'
import { fill } from '../../base/processState.mjs'
import { offerTagExpiry } from '../../cms/ports.mjs'

/** How often the background probe asks a stalled Redis whether it answers again. */
const probeEveryMs = 1000
/** The in-memory cache of a single process: entries, and bytes of their JSON. */
const memory = { maxItemsNumber: 5000, maxItemSizeBytes: 256 * 1024 * 1024 }

/** The handlers Next's cache uses in this process, once Next asked for them. */
let configured = null
/** The tags Next keeps with each page it read or wrote here (key → tags), for the page cache. */
const pageTags = createLru({ maxBytes: 4 * 1024 * 1024 })

function buildIdOf(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}

async function redisHandler(url, buildId) {
  const client = redisClient('vernissage-next-cache', url)
  // How long one call of the cache may take before the page is rendered without it (REDIS_TIMEOUT_MS).
  const timeoutMs = redisCallLimitMs()
  let warned = false
  client.on('error', (error) => {
    if (!warned) console.warn(`[next cache] Redis is unreachable (${error.message}); pages are rendered without the shared cache until it is back`)
    warned = true
  })
  client.on('ready', () => (warned = false))
  // connect() retries until Redis answers; the handler refuses calls (and Next renders) meanwhile.
  const connecting = client.connect().catch(() => {})
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, connectTimeoutMs).unref())])
  // Read once, at start: a restore raises it (scripts/restore.mjs) and the instances are started again.
  const generation = await Promise.race([readGeneration(client).catch(() => 0), new Promise((resolve) => setTimeout(() => resolve(0), timeoutMs).unref())])
  return guardRedis(createRedisHandler({ client, keyPrefix: nextCacheKeyPrefix(buildId, generation), timeoutMs }), client, { timeoutMs })
}

/**
 * The Redis handler with one time limit per call (the package's `revalidateTag` scans without
 * one, and a `get` makes up to three calls in a row, each with its own limit) and a rest after a
 * call ran out of time: while resting every call fails at once (Next's CacheHandler takes that as
 * a miss, or a write not kept) and a probe asks Redis with PING every `probeEveryMs`; its first
 * answer ends the rest. So a stalled Redis holds one call per stall for `timeoutMs`, not every call.
 * The rest is shared with the process's other Redis users through the 'redis' mark
 * (src/base/dependencies.mjs): whichever finds the stall first spares the others their wait.
 */
export function guardRedis(handler, client, { timeoutMs = redisCallLimitMs(), everyMs = probeEveryMs } = {}) {
  let resting = false
  // Tags expired while resting are expired in Redis once it answers: no page kept there outlives a change.
  const missedTags = new Set()
  const probe = () => {
    setTimeout(async () => {
      try {
        await withDeadline(client.ping(), timeoutMs, 'Redis')
        resting = false
        markUp('redis')
        for (const tag of [...missedTags]) {
          missedTags.delete(tag)
          await guarded.revalidateTag(tag).catch(() => missedTags.add(tag))
        }
      } catch {
        probe()
      }
    }, everyMs).unref?.()
  }
  const rest = () => {
    if (resting) return
    resting = true
    markDown('redis')
    console.warn(`[next cache] Redis did not answer within ${timeoutMs} ms; pages are rendered without the shared cache until it does`)
    probe()
  }
  const bounded =
    (name) =>
    async (...args) => {
      // Another part of this process found Redis stalled (src/base/redis.mjs, the bus): rest too; the probe
      // on this connection ends it (and the mark) as soon as Redis answers here.
      if (!resting && isDown('redis')) rest()
      if (resting) {
        // An expiry is kept for when Redis answers (below), so it is not a failure of the change.
        if (name === 'revalidateTag') return void missedTags.add(args[0])
        throw new Error('Redis is resting after a call ran out of time')
      }
      try {
        return await withDeadline(handler[name](...args), timeoutMs, 'Redis', rest)
      } catch (error) {
        // The package's own per-command limit (an AbortSignal) ended it: a stall all the same.
        if (/abort/i.test(String(error?.message ?? error))) rest()
        throw error
      }
    }
  const guarded = { ...handler }
  for (const name of ['get', 'set', 'revalidateTag', 'delete', 'prepare']) if (typeof handler[name] === 'function') guarded[name] = bounded(name)
  return guarded
}

/**
 * Notes the tags of the pages a handler hands out or stores, and puts the hashes of a stored page's
 * inline scripts in its headers as it is stored (or read back from a store that kept none), where
 * Next sends them with every answer made from that version (src/features/security/pageScripts.mjs).
 */
function observed(handler) {
  const note = (key, entry) => {
    if (entry?.value?.kind !== 'APP_PAGE') return
    if (Array.isArray(entry.tags)) pageTags.set(key, [...entry.tags])
    noteStoredPage(key, entry.lastModified, entry.value)
  }
  return {
    ...handler,
    async get(key, meta) {
      const entry = await handler.get(key, meta)
      note(key, entry)
      return entry
    },
    async set(key, entry, ctx) {
      note(key, entry)
      return handler.set(key, entry, ctx)
    },
  }
}

CacheHandler.onCreation(async ({ serverDistDir }) => {
  const url = config().REDIS_URL
  // The build prerenders into memory only: at run time each page is rendered once, on its first
  // request, and kept (the build's copies could be older than content changed since).
  const shared = url && config().NEXT_PHASE !== PHASE_PRODUCTION_BUILD ? await redisHandler(url, buildIdOf(serverDistDir)) : null
  configured = [observed(shared ?? createLruHandler(memory))]
  return { handlers: configured }
})

// The CMS expires a change's tags here before the change is announced (src/cms/ports.mjs): in this
// process's cache now, with Redis for every instance.
offerTagExpiry(async (tags) => {
  if (!configured) return
  await Promise.all(tags.flatMap((tag) => configured.map((handler) => handler.revalidateTag(tag))))
})

fill('nextCache', {
  /** The tags of a page as Next last read or wrote it here, or undefined. */
  tagsOf: (key) => pageTags.get(key),
})

export default CacheHandler
