import { describe, expect, it } from 'vitest'

import { maxConcurrentPrefetches, prefetchDelayMs } from './constants'
import { changesLanguage, createPrefetchQueue, mayPrefetch } from './prefetchQueue'

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('mayPrefetch', () => {
  it('skips slow-2g and save-data connections', () => {
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(true)
    expect(mayPrefetch({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(mayPrefetch(undefined)).toBe(true)
    expect(prefetchDelayMs).toBe(1_000)
  })
})

describe('changesLanguage', () => {
  it('is true for a link to the other language only', () => {
    expect(changesLanguage('en-US', 'de-DE')).toBe(true)
    expect(changesLanguage('de-DE', 'en-US')).toBe(true)
    expect(changesLanguage('en', 'en-US')).toBe(false)
    expect(changesLanguage('DE-de', 'de-DE')).toBe(false)
    expect(changesLanguage(null, 'de-DE')).toBe(false)
    expect(changesLanguage('', 'de-DE')).toBe(false)
  })
})

describe('createPrefetchQueue', () => {
  it('never runs more than 5 at once and runs every href once', async () => {
    expect(maxConcurrentPrefetches).toBe(5)
    const pending = new Map<string, ReturnType<typeof deferred>>()
    const started: string[] = []
    let peak = 0
    const queue = createPrefetchQueue((href) => {
      started.push(href)
      const d = deferred()
      pending.set(href, d)
      peak = Math.max(peak, queue.running)
      return d.promise
    })
    for (let i = 0; i < 12; i++) queue.add(`/a/${i}`)
    expect(queue.add('/a/0')).toBe(false)
    expect(queue.running).toBe(5)
    expect(queue.waiting).toBe(7)
    expect(started).toEqual(['/a/0', '/a/1', '/a/2', '/a/3', '/a/4'])

    pending.get('/a/0')!.resolve()
    pending.get('/a/1')!.reject(new Error('offline'))
    await tick()
    expect(queue.running).toBe(5)
    expect(started).toHaveLength(7)

    while (started.length < 12 || queue.running > 0) {
      for (const d of pending.values()) d.resolve()
      await tick()
    }
    expect(peak).toBeLessThanOrEqual(5)
    expect(new Set(started).size).toBe(12)
  })

  it('frees the slot of a task that throws synchronously, and clear drops what waits', async () => {
    const queue = createPrefetchQueue(() => {
      throw new Error('boom')
    }, 1)
    queue.add('/x')
    await tick()
    expect(queue.running).toBe(0)

    const never = createPrefetchQueue(() => new Promise(() => undefined), 2)
    for (const href of ['/1', '/2', '/3', '/4']) never.add(href)
    expect(never.waiting).toBe(2)
    never.clear()
    expect(never.waiting).toBe(0)
    expect(never.running).toBe(2)
  })
})
