/** Types of ./processState.mjs: the process-wide slots, each named and typed. */

import type { Bus } from '@/cms/bus.mjs'
import type { Lru } from '@/base/lru.mjs'
import type { RedisClient } from '@/base/redis.mjs'
import type { ExplorerStore } from '@/features/explorer/store'
import type { MailDeliveries } from '@/features/forms/mail'
import type { LiveRegistry } from '@/features/live/server'
import type { LiveValues } from '@/features/preview/liveStore'
import type { RouteResolver } from '@/features/routing/table'
import type { ReservationSweep } from '@/features/sales/lapse'
import type { SearchStore } from '@/features/search/store'
import type { SitemapHolder } from '@/features/routing/sitemapStore'

/** What the cache handler (src/features/cache/nextCacheHandler.mjs) lets the rest of the process do with Next's cache. */
export type NextCache = {
  /** The tags of a page as Next last read or wrote it here, or undefined. */
  tagsOf(key: string): string[] | undefined
}

/** Every slot by name (its key on globalThis is `Symbol.for('vernissage.<name>')`). */
export interface ProcessSlots {
  /** The change bus (src/cms/bus.mjs). */
  bus: Bus
  /** Next's cache, once Next has loaded the cache handler. */
  nextCache: NextCache
  /** What the floors above offer the CMS (src/cms/ports.mjs). */
  cmsPorts: { expireTags?: (tags: string[]) => Promise<void>; pageAt?: (path: string) => Promise<string | null> }
  /** The routing table's resolver, for the proxy and the server (src/features/routing/table.ts). */
  routeResolver: RouteResolver
  /** The open live streams, ended by the server on SIGTERM (src/features/live/server.ts). */
  live: LiveRegistry
  /** Mails under way, waited for by the server on SIGTERM (src/features/forms/mail.ts). */
  mail: MailDeliveries
  /** The concurrency gates by name (src/features/security/admission.mjs). */
  gates: Map<string, { limit: unknown; settings: Record<string, unknown> }>
  /** The mark the server puts on requests it let through its door (src/features/security/admission.mjs). */
  doorMark: string
  /** Services marked down, with since when (src/base/dependencies.mjs). */
  dependencies: { down: Map<string, number> }
  /** The one Redis connection (src/base/redis.mjs). */
  redis: { client?: Promise<RedisClient | null>; raw?: RedisClient; warned: boolean; restUntil: number }
  /** The site's own inline scripts, text → hash (src/features/security/pageScripts.mjs admitInlineScript). */
  ownInlineScripts: Map<string, string>
  /** CSP violations counted in this process without Redis (src/features/security/violations.mjs). */
  cspViolations: Map<string, number>
  /** The explorer's lists (src/features/explorer/store.ts). */
  explorer: ExplorerStore
  /** The search engines (src/features/search/store.ts). */
  search: SearchStore
  /** Whether the search engines are current, for the front cache (src/server/frontCache.mjs). */
  searchSettled: () => boolean
  /** The sitemaps' data (src/features/routing/sitemapStore.ts). */
  sitemapData: SitemapHolder
  /** Unsaved live-preview values without Redis (src/features/preview/liveStore.ts). */
  livePreview: Lru<LiveValues>
  /** The reservation-lapse check of this process (src/features/sales/lapse.ts). */
  reservationLapses: ReservationSweep
  /** The look for holds to remind their assignee of (src/features/sales/holdReminder.ts). */
  holdReminders: NodeJS.Timeout
}

export type SlotName = keyof ProcessSlots

export declare function slot<K extends SlotName>(name: K, init: () => ProcessSlots[K]): ProcessSlots[K]
export declare function peek<K extends SlotName>(name: K): ProcessSlots[K] | undefined
export declare function fill<K extends SlotName>(name: K, value: ProcessSlots[K] | undefined): void
