/**
 * The client's connection rules for a live subscription (docs/behaviour.md#live-updates): a lost connection is tried
 * again up to 5 times, 500, 1000, 2000, 4000 and 8000 ms later; then the page stays as it is.
 * A page in a background tab holds no connection; it connects again when the tab is shown or the
 * browser comes back online, with the retries counted afresh. Independent of the DOM, so the
 * schedule is tested with fake timers (retry.test.ts).
 */

export const retryDelays: readonly number[] = [500, 1000, 2000, 4000, 8000]

/**
 * One connection attempt. Calls `opened` once the server has accepted the stream; resolves when
 * the stream ends: `retry` (lost, closed by the server, refused for now) or `fatal` (the server
 * refuses the subscription itself: trying again cannot help). A rejection counts as `retry`.
 */
export type Attempt = (signal: AbortSignal, opened: () => void) => Promise<'retry' | 'fatal'>

export type LiveEnvironment = {
  isHidden: () => boolean
  /** Calls back on every change of the tab's visibility; returns the function that stops it. */
  onVisibilityChange: (callback: () => void) => () => void
  onOnline: (callback: () => void) => () => void
}

export type ConnectionState = 'connecting' | 'open' | 'waiting' | 'hidden' | 'stopped' | 'fatal' | 'closed'

export type ConnectionOptions = {
  delays?: readonly number[]
  /** A stream was accepted; `first` is false after any earlier one (the caller may have missed events). */
  onOpen?: (first: boolean) => void
  onState?: (state: ConnectionState) => void
}

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

/** Keeps one subscription connected by these rules until `close()`. */
export function keepConnected(attempt: Attempt, environment: LiveEnvironment, { delays = retryDelays, onOpen, onState }: ConnectionOptions = {}) {
  let state: ConnectionState = 'closed'
  let failures = 0
  let opens = 0
  let current: AbortController | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  const setState = (next: ConnectionState) => {
    if (state === next) return
    state = next
    onState?.(next)
  }
  const clear = () => {
    if (timer) clearTimeout(timer)
    timer = null
    current?.abort()
    current = null
  }

  const connect = () => {
    clear()
    if (environment.isHidden()) return setState('hidden')
    const abort = new AbortController()
    current = abort
    setState('connecting')
    const opened = () => {
      if (current !== abort) return
      // A working connection: the next loss has its five retries again.
      failures = 0
      opens += 1
      setState('open')
      onOpen?.(opens === 1)
    }
    attempt(abort.signal, opened).then(
      (outcome) => current === abort && ended(outcome),
      () => current === abort && ended('retry'),
    )
  }

  const ended = (outcome: 'retry' | 'fatal') => {
    current = null
    if (outcome === 'fatal') return setState('fatal')
    if (failures >= delays.length) return setState('stopped')
    const delay = delays[failures]
    failures += 1
    setState('waiting')
    timer = setTimeout(connect, delay)
  }

  /** Visible again or back online: a fresh start, unless a stream is open or being opened. */
  const resume = () => {
    if (state === 'closed' || state === 'fatal' || environment.isHidden()) return
    if (state === 'open' || state === 'connecting') return
    failures = 0
    connect()
  }

  const stopVisibility = environment.onVisibilityChange(() => {
    if (state === 'closed' || state === 'fatal') return
    if (environment.isHidden()) {
      clear()
      setState('hidden')
    } else {
      resume()
    }
  })
  const stopOnline = environment.onOnline(resume)

  connect()

  return {
    get state() {
      return state
    },
    close() {
      clear()
      stopVisibility()
      stopOnline()
      setState('closed')
    },
  }
}
