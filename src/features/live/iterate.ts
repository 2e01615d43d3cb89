import type { Bus } from '@/cms/bus.mjs'

/** Events a slow subscriber may have waiting; beyond it the oldest are dropped (the newest state wins). */
export const maxPending = 50

/**
 * A bus channel as the async iterator GraphQL's `subscribe` wants: what `pick` takes from each
 * message (nothing: skipped). It subscribes at once (so no event is missed between the request
 * and the first `next()`) and unsubscribes when GraphQL calls `return()`: the client went away,
 * the server shuts down, or the stream was closed.
 */
export function busEvents<M, T>(bus: Bus, channel: string, pick: (message: M) => T | null | undefined): AsyncIterableIterator<T> {
  const pending: T[] = []
  let waiting: ((result: IteratorResult<T>) => void) | null = null
  let done = false
  const unsubscribe = bus.subscribe<M>(channel, (message) => {
    const event = done ? null : pick(message)
    if (event === null || event === undefined) return
    if (waiting) {
      const resolve = waiting
      waiting = null
      resolve({ value: event, done: false })
      return
    }
    pending.push(event)
    if (pending.length > maxPending) pending.shift()
  })
  const finish = (): IteratorResult<T> => {
    if (!done) {
      done = true
      unsubscribe()
      pending.length = 0
      waiting?.({ value: undefined, done: true })
      waiting = null
    }
    return { value: undefined, done: true }
  }
  return {
    next() {
      if (pending.length) return Promise.resolve({ value: pending.shift() as T, done: false })
      if (done) return Promise.resolve({ value: undefined, done: true })
      return new Promise((resolve) => (waiting = resolve))
    },
    return() {
      return Promise.resolve(finish())
    },
    throw(error?: unknown) {
      finish()
      return Promise.reject(error)
    },
    [Symbol.asyncIterator]() {
      return this
    },
  }
}
