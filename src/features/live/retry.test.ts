import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { keepConnected, retryDelays, type Attempt, type LiveEnvironment } from './retry'

/** A tab whose visibility and connectivity the test switches. */
function fakeEnvironment() {
  let hidden = false
  const visibility = new Set<() => void>()
  const online = new Set<() => void>()
  const environment: LiveEnvironment = {
    isHidden: () => hidden,
    onVisibilityChange: (callback) => (visibility.add(callback), () => visibility.delete(callback)),
    onOnline: (callback) => (online.add(callback), () => online.delete(callback)),
  }
  return {
    environment,
    setHidden(value: boolean) {
      hidden = value
      for (const callback of visibility) callback()
    },
    goOnline: () => online.forEach((callback) => callback()),
  }
}

/** Attempts that fail at once, recording when they were made (ms since the start). */
function failingAttempts(start: number) {
  const times: number[] = []
  const attempt: Attempt = async () => {
    times.push(Date.now() - start)
    throw new TypeError('Failed to fetch')
  }
  return { times, attempt }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(0)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('live subscription retries', () => {
  it('tries again 5 times after 500, 1000, 2000, 4000 and 8000 ms, then stops', async () => {
    expect(retryDelays).toEqual([500, 1000, 2000, 4000, 8000])
    const { times, attempt } = failingAttempts(Date.now())
    const connection = keepConnected(attempt, fakeEnvironment().environment)
    await vi.advanceTimersByTimeAsync(0)
    expect(times).toEqual([0])
    await vi.advanceTimersByTimeAsync(499)
    expect(times).toEqual([0])
    await vi.advanceTimersByTimeAsync(1)
    expect(times).toEqual([0, 500])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(times).toEqual([0, 500, 1500, 3500, 7500, 15500])
    expect(connection.state).toBe('stopped')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(times).toHaveLength(6)
  })

  it('connects again, with fresh retries, when the tab is shown or the browser is back online', async () => {
    const tab = fakeEnvironment()
    const { times, attempt } = failingAttempts(0)
    const connection = keepConnected(attempt, tab.environment)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(connection.state).toBe('stopped')
    tab.goOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(times).toHaveLength(7)
    expect(times[6]).toBe(60_000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(times.slice(6).map((time) => time - 60_000)).toEqual([0, 500, 1500, 3500, 7500, 15500])
    tab.setHidden(true)
    tab.setHidden(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(times).toHaveLength(13)
    connection.close()
  })

  it('holds no connection while the tab is hidden, and none is retried there', async () => {
    const tab = fakeEnvironment()
    tab.setHidden(true)
    const signals: AbortSignal[] = []
    const attempt: Attempt = (signal, opened) => {
      signals.push(signal)
      opened()
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve('retry')))
    }
    const opens: boolean[] = []
    const connection = keepConnected(attempt, tab.environment, { onOpen: (first) => opens.push(first) })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(signals).toHaveLength(0)
    expect(connection.state).toBe('hidden')
    tab.setHidden(false)
    expect(connection.state).toBe('open')
    tab.setHidden(true)
    expect(signals[0].aborted).toBe(true)
    expect(connection.state).toBe('hidden')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(signals).toHaveLength(1)
    tab.setHidden(false)
    // The second stream may have missed events: the caller hears it is not the first.
    expect(opens).toEqual([true, false])
    connection.close()
    expect(signals[1].aborted).toBe(true)
  })

  it('counts the retries afresh after a connection worked, and gives up at once when refused', async () => {
    let calls = 0
    const attempt: Attempt = async (_signal, opened) => {
      calls += 1
      if (calls === 3) opened()
      return 'retry'
    }
    const connection = keepConnected(attempt, fakeEnvironment().environment)
    // Attempts at 0 and 500; the third (at 1500) opens and then ends: retries start again at 500.
    await vi.advanceTimersByTimeAsync(1500)
    expect(calls).toBe(3)
    await vi.advanceTimersByTimeAsync(499)
    expect(calls).toBe(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(4)
    // Five retries after the lost connection (calls 4 to 8), then no more.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toBe(8)
    expect(connection.state).toBe('stopped')
    const refused = keepConnected(async () => 'fatal', fakeEnvironment().environment)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refused.state).toBe('fatal')
  })
})
