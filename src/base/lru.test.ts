import { afterEach, describe, expect, it, vi } from 'vitest'

import { approximateBytes, createLru } from './lru.mjs'

afterEach(() => {
  vi.useRealTimers()
})

describe('createLru', () => {
  it('keeps the bytes of its values under the bound, dropping the least recently used first', () => {
    const cache = createLru<string>({ maxBytes: 100, sizeOf: (value) => value.length })
    cache.set('a', 'x'.repeat(40))
    cache.set('b', 'x'.repeat(40))
    expect(cache.get('a')).toHaveLength(40) // a is now used last
    cache.set('c', 'x'.repeat(40))
    expect(cache.has('b')).toBe(false)
    expect(cache.has('a')).toBe(true)
    expect(cache.has('c')).toBe(true)
    expect(cache.bytes).toBe(80)
    expect(cache.size).toBe(2)
  })

  it('does not keep a value larger than the whole cache, and replacing a key counts it once', () => {
    const cache = createLru<string>({ maxBytes: 10, sizeOf: (value) => value.length })
    expect(cache.set('big', 'x'.repeat(11))).toBe(false)
    expect(cache.size).toBe(0)
    cache.set('k', 'xxxx')
    cache.set('k', 'xxxxxx')
    expect(cache.bytes).toBe(6)
    expect(cache.size).toBe(1)
  })

  it('forgets values past their age', () => {
    let time = 0
    const cache = createLru<number>({ maxBytes: 1000, maxAgeMs: 50, now: () => time })
    cache.set('k', 1)
    time = 50
    expect(cache.get('k')).toBe(1)
    time = 101
    expect(cache.get('k')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('gives the bytes of an entry past its age back on time, without anything touching it (issue 32)', async () => {
    // The Map-based cache kept an expired value, and counted its bytes, until the next get or
    // eviction; lru-cache's ttlAutopurge drops it when its age runs out.
    vi.useFakeTimers()
    const cache = createLru<string>({ maxBytes: 10_000, maxAgeMs: 1_000, now: () => Date.now(), sizeOf: (value) => value.length })
    cache.set('old', 'x'.repeat(4000))
    await vi.advanceTimersByTimeAsync(600)
    cache.set('young', 'y'.repeat(3000))
    expect(cache.bytes).toBe(7000)
    await vi.advanceTimersByTimeAsync(500)
    expect(cache.bytes).toBe(3000)
    expect(cache.size).toBe(1)
    await vi.advanceTimersByTimeAsync(600)
    expect(cache.bytes).toBe(0)
    expect(cache.peek('young')).toBeUndefined()
  })

  it('a million distinct keys never hold more than the bound', () => {
    const cache = createLru<{ page: number[] }>({ maxBytes: 64 * 1024 })
    for (let i = 0; i < 1_000_000; i += 1) cache.set(`key-${i}`, { page: [i, i + 1] })
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024)
    expect(cache.size).toBeGreaterThan(100)
    expect(cache.get('key-999999')).toEqual({ page: [999999, 1000000] })
  })

  it('remember makes a value once and drops entries a test picks', () => {
    const cache = createLru<string>({ maxBytes: 1000 })
    let made = 0
    expect(cache.remember('a', () => `made ${++made}`)).toBe('made 1')
    expect(cache.remember('a', () => `made ${++made}`)).toBe('made 1')
    cache.set('b', 'keep')
    cache.deleteWhere((value) => value.startsWith('made'))
    expect(cache.has('a')).toBe(false)
    expect(cache.get('b')).toBe('keep')
  })
})

describe('approximateBytes', () => {
  it('grows with what a value holds, and sizes shared or circular members once', () => {
    const small = approximateBytes({ title: 'a' })
    const large = approximateBytes({ title: 'a'.repeat(1000) })
    expect(large - small).toBe(999 * 2)
    const shared = { text: 'x'.repeat(500) }
    const twice = approximateBytes([shared, shared])
    expect(twice).toBeLessThan(approximateBytes([shared, { text: 'x'.repeat(500) }]))
    const circular: Record<string, unknown> = { name: 'loop' }
    circular.self = circular
    expect(approximateBytes(circular)).toBeGreaterThan(0)
    expect(approximateBytes(Buffer.alloc(4096))).toBeGreaterThanOrEqual(4096)
  })

  it('estimates a very large value from a sample instead of walking all of it', () => {
    const big = Array.from({ length: 200_000 }, (_, i) => ({ id: i, title: `work ${i}` }))
    const sampled = approximateBytes(big)
    const walked = approximateBytes(big, Infinity)
    expect(sampled).toBeGreaterThan(walked * 0.8)
    expect(sampled).toBeLessThan(walked * 1.2)
  })
})
