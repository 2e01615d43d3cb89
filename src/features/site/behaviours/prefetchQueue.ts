/** Payload prefetch of visible links (docs/behaviour.md#prefetch): at most 5 at once, never on a slow or data-saving connection. */
import { maxConcurrentPrefetches } from './constants'

/** The parts of navigator.connection (Network Information API) the rule reads. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean } | null | undefined

/** Whether prefetching is allowed on this connection. */
export function mayPrefetch(connection: ConnectionInfo): boolean {
  if (!connection) return true
  return connection.effectiveType !== 'slow-2g' && connection.saveData !== true
}

/**
 * Whether a link leads to another language (the language switch carries hreflang). Its prefetch
 * would be redirected back by the stored locale (docs/behaviour.md#locale-choice) and the switch navigates by its own click
 * handler anyway; next-intl never prefetches its locale-changing links either.
 */
export function changesLanguage(hreflang: string | null | undefined, pageLang: string): boolean {
  if (!hreflang) return false
  const language = (tag: string) => tag.trim().toLowerCase().split('-')[0]
  return language(hreflang) !== language(pageLang)
}

export type PrefetchQueue = {
  /** Queues a href unless it was queued before; returns whether it was new. */
  add(href: string): boolean
  /** How many tasks are running. */
  readonly running: number
  /** How many hrefs wait for a slot. */
  readonly waiting: number
  /** Drops what waits; running tasks finish on their own. */
  clear(): void
}

/**
 * A FIFO queue that runs `run(href)` for each new href with at most `limit` running at once.
 * A task's slot is freed when its promise settles.
 */
export function createPrefetchQueue(run: (href: string) => Promise<unknown>, limit = maxConcurrentPrefetches): PrefetchQueue {
  const seen = new Set<string>()
  const waiting: string[] = []
  let running = 0

  function pump(): void {
    while (running < limit && waiting.length > 0) {
      const href = waiting.shift() as string
      running += 1
      let task: Promise<unknown>
      try {
        task = Promise.resolve(run(href))
      } catch (error) {
        task = Promise.reject(error)
      }
      task
        .catch(() => undefined)
        .finally(() => {
          running -= 1
          pump()
        })
    }
  }

  return {
    add(href) {
      if (seen.has(href)) return false
      seen.add(href)
      waiting.push(href)
      pump()
      return true
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
    clear() {
      waiting.length = 0
    },
  }
}
