/**
 * The client's connection rules for a live subscription (docs/behaviour.md#live-updates), around graphql-sse's client
 * (./client.ts), which reads the stream and tries again after a lost connection, waiting as
 * `retrySchedule` says: up to 5 times, 500, 1000, 2000, 4000 and 8000 ms later; then the page
 * stays as it is. The count starts afresh once a connection worked: it brought a result, or stayed
 * open for `workingMs` (longer than the server's heartbeat, so a quiet page behind a proxy that
 * cuts streams after a minute keeps its live updates). A server that accepts a stream and ends it
 * at once is asked 6 times, not every 500 ms for ever (as our own client did, counting any
 * accepted stream as working).
 * A page in a background tab holds no connection; it connects again when the tab is shown or the
 * browser comes back online, with the retries counted afresh (./client.ts).
 */

export const retryDelays: readonly number[] = [500, 1000, 2000, 4000, 8000]

/** How long an accepted stream must stay open to count as working (the server's heartbeat is 12 s). */
export const workingMs = 15_000

export type LiveEnvironment = {
  isHidden: () => boolean
  /** Calls back on every change of the tab's visibility; returns the function that stops it. */
  onVisibilityChange: (callback: () => void) => () => void
  onOnline: (callback: () => void) => () => void
}

export type ConnectionState = 'connecting' | 'open' | 'waiting' | 'hidden' | 'stopped' | 'fatal' | 'closed'

/** The browser's document and window as a LiveEnvironment. */
export function browserEnvironment(): LiveEnvironment {
  return {
    isHidden: () => document.visibilityState === 'hidden',
    onVisibilityChange: (callback) => {
      document.addEventListener('visibilitychange', callback)
      return () => document.removeEventListener('visibilitychange', callback)
    },
    onOnline: (callback) => {
      window.addEventListener('online', callback)
      return () => window.removeEventListener('online', callback)
    },
  }
}

/** Rejects graphql-sse's retry: the server refused the subscription itself, trying again cannot help. */
export class RefusedError extends Error {
  constructor(readonly status: number) {
    super(`The server refused the subscription (${status})`)
  }
}

/** Rejects graphql-sse's retry: the five retries are used up. */
export class GaveUpError extends Error {
  constructor() {
    super('The live connection was lost and not regained after 5 retries')
  }
}

/**
 * The waits of one subscription, for graphql-sse's `retry` option: `wait()` resolves after the
 * next delay, or rejects when the retries are used up or the server refused for good. Independent
 * of the DOM and of graphql-sse, so the schedule is tested with fake timers (retry.test.ts).
 */
export function retrySchedule({ delays = retryDelays, now = () => Date.now() }: { delays?: readonly number[]; now?: () => number } = {}) {
  let failures = 0
  let openedAt: number | null = null
  let refusal: number | null = null
  return {
    /** A stream was accepted. */
    connected() {
      openedAt = now()
    },
    /** A result arrived: the connection works. */
    result() {
      failures = 0
    },
    /** The server answered this status; one that trying again cannot change is kept for `wait`. */
    answered(status: number) {
      refusal = status >= 400 && status < 500 && status !== 429 ? status : null
    },
    get failures() {
      return failures
    },
    /** Before trying again: resolves after the next delay, `onWait` told first. */
    async wait(onWait?: (delay: number) => void): Promise<void> {
      if (refusal !== null) throw new RefusedError(refusal)
      if (openedAt !== null && now() - openedAt >= workingMs) failures = 0
      openedAt = null
      if (failures >= delays.length) throw new GaveUpError()
      const delay = delays[failures]
      failures += 1
      onWait?.(delay)
      await new Promise((resolve) => setTimeout(resolve, delay))
    },
  }
}
