import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GaveUpError, RefusedError, retryDelays, retrySchedule, workingMs } from './retry'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(0)
})
afterEach(() => {
  vi.useRealTimers()
})

/** Waits through the schedule as graphql-sse does, recording when each wait ended. */
async function waitsUntilGivenUp(schedule: ReturnType<typeof retrySchedule>) {
  const ends: number[] = []
  for (;;) {
    const waiting = schedule.wait().then(
      () => ends.push(Date.now()),
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(10_000)
    const outcome = await waiting
    if (outcome instanceof Error) return { ends, error: outcome }
  }
}

describe('the retry schedule of a live subscription (docs/behaviour.md#live-updates)', () => {
  it('waits 500, 1000, 2000, 4000 and 8000 ms, then gives up', async () => {
    expect(retryDelays).toEqual([500, 1000, 2000, 4000, 8000])
    const schedule = retrySchedule()
    const first = schedule.wait()
    await vi.advanceTimersByTimeAsync(499)
    let done = false
    void first.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    const { ends, error } = await waitsUntilGivenUp(schedule)
    expect(ends).toHaveLength(4)
    expect(error).toBeInstanceOf(GaveUpError)
  })

  it('counts afresh after a result, or after a stream stayed open long enough to count as working', async () => {
    const schedule = retrySchedule()
    await Promise.all([schedule.wait(), vi.advanceTimersByTimeAsync(500)])
    await Promise.all([schedule.wait(), vi.advanceTimersByTimeAsync(1000)])
    expect(schedule.failures).toBe(2)
    schedule.result()
    expect(schedule.failures).toBe(0)
    await Promise.all([schedule.wait(), vi.advanceTimersByTimeAsync(500)])
    // Accepted and cut at once: no fresh count.
    schedule.connected()
    await vi.advanceTimersByTimeAsync(1000)
    const next = schedule.wait()
    expect(schedule.failures).toBe(2)
    await vi.advanceTimersByTimeAsync(1000)
    await next
    // Accepted and open past workingMs: the next loss starts at 500 ms again.
    schedule.connected()
    await vi.advanceTimersByTimeAsync(workingMs)
    void schedule.wait()
    expect(schedule.failures).toBe(1)
  })

  it('gives up at once when the server refused the subscription itself, and keeps trying when it was busy', async () => {
    const refused = retrySchedule()
    refused.answered(400)
    await expect(refused.wait()).rejects.toBeInstanceOf(RefusedError)
    for (const status of [429, 503]) {
      const busy = retrySchedule()
      busy.answered(status)
      const wait = busy.wait()
      await vi.advanceTimersByTimeAsync(500)
      await expect(wait).resolves.toBeUndefined()
    }
  })
})
